import Observation
import StateKit
import Synchronization
import Testing

/// Observers see one update per macrostep, in order, with what the step did.
struct ObservationTests {
  /// `go` runs three microsteps (a → b → c → d through eventless transitions).
  static let chain = try! TestDefinition(initial: "a", context: Trace()) {
    StateNode("a") {
      traced("a")
      On("go", to: "b", actions: [log("t:go")])
    }
    StateNode("b") {
      traced("b")
      Always(to: "c")
    }
    StateNode("c") {
      traced("c")
      Always(to: "d")
    }
    StateNode("d") {
      traced("d")
      On("back", to: "a")
    }
  }

  @Test func updatesArriveOncePerMacrostepInOrder() async {
    let machine = Machine(Self.chain)
    let stream = machine.updates()
    machine.send("go")
    machine.send("nothing")
    machine.send("back")
    var seen: [String] = []
    for await update in stream {
      seen.append(
        "\(update.event!):\(update.previous.state)->\(update.snapshot.state):\(update.isHandled)")
      if seen.count == 3 { break }
    }
    #expect(seen == ["go:a->d:true", "nothing:d->d:false", "back:d->a:true"])
  }

  @Test func anUpdateRecordsWhatTheMacrostepDid() throws {
    let machine = Machine(Self.chain)
    let updates = Locked<[MachineUpdate<S, E, Trace>]>([])
    let subscription = machine.subscribe { update in updates.mutate { $0.append(update) } }
    machine.send("go")
    let update = try #require(updates.value.first)
    #expect(update.exited == ["a", "b", "c"])
    #expect(update.entered == ["b", "c", "d"])
    #expect(
      update.actions == ["exit:a", "t:go", "entry:b", "exit:b", "entry:c", "exit:c", "entry:d"])
    #expect(update.transitions.count == 3)
    subscription.cancel()
  }

  @Test func snapshotsStreamEndsWhenTheConsumerIsCancelled() async {
    let machine = Machine(Self.chain)
    let consumer = Task {
      var count = 0
      for await _ in machine.snapshots() { count += 1 }
      return count
    }
    consumer.cancel()
    _ = await consumer.value
    machine.send("go")
    #expect(machine.state == "d")
  }

  @Test func withObservationTrackingFiresOncePerEventNotPerMicrostep() {
    let observable = ObservableMachine(Machine(Self.chain))
    let changes = Locked(0)
    @Sendable func track() {
      withObservationTracking {
        _ = observable.state
      } onChange: {
        changes.mutate { $0 += 1 }
        track()
      }
    }
    track()
    observable.send("go")  // three microsteps
    #expect(changes.value == 1)
    #expect(observable.state == "d")
    observable.send("back")
    #expect(changes.value == 2)
    #expect(observable.matches("a"))
  }

  @Test func aMachineNobodyObservesRecordsNothing() {
    let machine = Machine(Self.chain)
    machine.send("go")
    let seen = Locked(0)
    let subscription = machine.subscribe { _ in seen.mutate { $0 += 1 } }
    #expect(seen.value == 0)
    machine.send("back")
    #expect(seen.value == 1)
    subscription.cancel()
  }
}
