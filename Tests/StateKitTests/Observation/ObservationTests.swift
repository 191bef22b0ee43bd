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

  /// Listeners are read once a macrostep's effects were performed: a listener an effect
  /// subscribes hears that macrostep, and one an effect cancels does not.
  @Test func theListenersOfAMacrostepAreThoseAfterItsEffects() throws {
    let heard = Locked<[String]>([])
    let hook = Locked<(@Sendable () -> Void)?>(nil)
    let definition = try TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") { On("go", to: "b", actions: [.run("swap") { _, _ in hook.value?() }]) }
      StateNode("b") {}
    }
    let machine = Machine(definition)
    let first = machine.subscribe { _ in heard.mutate { $0.append("first") } }
    let second = Locked<Subscription?>(nil)
    hook.mutate {
      $0 = {
        first.cancel()
        second.mutate { $0 = machine.subscribe { _ in heard.mutate { $0.append("second") } } }
      }
    }
    #expect(machine.send("go") == .handled)
    #expect(heard.value == ["second"])
    hook.mutate { $0 = nil }
    second.value?.cancel()
  }

  /// The machine refills an update's storage for its next macrostep only when nobody holds
  /// the update any more: an update a listener kept never changes, whether it kept every
  /// update or only some.
  @Test(arguments: [1, 2])
  func aKeptUpdateNeverChanges(keepEvery: Int) throws {
    let machine = Machine(Self.chain)
    let kept = Locked<[MachineUpdate<S, E, Trace>]>([])
    let count = Locked(0)
    let subscription = machine.subscribe { update in
      let index = count.mutate { value -> Int in
        value += 1
        return value - 1
      }
      if index % keepEvery == 0 { kept.mutate { $0.append(update) } }
    }
    let events: [E] = ["go", "back", "nothing", "go", "back", "go"]
    for event in events { machine.send(event) }
    subscription.cancel()
    let expected = events.enumerated().filter { $0.offset % keepEvery == 0 }.map(\.element)
    let updates = kept.value
    #expect(updates.map { $0.event } == expected)
    for update in updates {
      switch update.event {
      case "go":
        #expect(update.previous.state == "a" && update.snapshot.state == "d")
        #expect(update.entered == ["b", "c", "d"] && update.isHandled)
      case "back":
        #expect(update.previous.state == "d" && update.snapshot.state == "a")
        #expect(update.entered == ["a"] && update.isHandled)
      default:
        #expect(update.entered.isEmpty && !update.isHandled)
      }
    }
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
