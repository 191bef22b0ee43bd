import StateKit
import Synchronization
import Testing

/// Run to completion: events sent while one is processed are queued, in order, never
/// re-entered.
struct ReentrancyTests {
  /// Shared slot so an effect can reach the machine it belongs to.
  final class Box: Sendable {
    let machine = Mutex<Machine<S, E, Trace>?>(nil)
    let log = Mutex<[String]>([])
    func append(_ line: String) { log.withLock { $0.append(line) } }
  }

  @Test func anEffectThatSendsIsQueuedUntilTheMacrostepEnds() throws {
    let box = Box()
    let definition = try TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") {
        On(
          "go", to: "b",
          actions: [
            .run("send next") { _, _ in
              let result = box.machine.withLock { $0 }!.send("next")
              box.append("inner send: \(result)")
            }
          ])
      }
      StateNode("b") {
        Entry(.run("entered b") { _, _ in box.append("entered b") })
        On("next", to: "c")
      }
      StateNode("c") { Entry(.run("entered c") { _, _ in box.append("entered c") }) }
    }
    let machine = Machine(definition)
    box.machine.withLock { $0 = machine }
    #expect(machine.send("go") == .handled)
    #expect(machine.state == "c")
    #expect(box.log.withLock { $0 } == ["inner send: queued", "entered b", "entered c"])
  }

  @Test func aListenerThatSendsSeesEveryMacrostepInOrder() throws {
    let definition = try TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") { On("go", to: "b") }
      StateNode("b") { On("go", to: "c") }
      StateNode("c") { On("go", to: "a") }
    }
    let machine = Machine(definition)
    let seen = Mutex<[String]>([])
    let subscription = machine.subscribe { update in
      seen.withLock { $0.append("\(update.previous.state)->\(update.snapshot.state)") }
      if update.snapshot.state == "b" { #expect(machine.send("go") == .queued) }
    }
    #expect(machine.send("go") == .handled)
    #expect(seen.withLock { $0 } == ["a->b", "b->c"])
    #expect(machine.state == "c")
    subscription.cancel()
    machine.send("go")
    #expect(seen.withLock { $0 }.count == 2)
  }

  @Test func sendEffectsGoToTheExternalQueueAfterRaisedEvents() throws {
    let definition = try TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") { On("go", to: "b", actions: [.send("external"), .raise("internal")]) }
      StateNode("b") {
        On("internal", to: "c", actions: [log("internal")])
        On("external", to: "wrong")
      }
      StateNode("c") { On("external", to: "d", actions: [log("external")]) }
      StateNode("d")
      StateNode("wrong")
    }
    let machine = Machine(definition)
    machine.send("go")
    #expect(machine.state == "d")
    #expect(machine.context.log == ["internal", "external"])
  }

  @Test func releasingTheSubscriptionStopsTheListener() throws {
    let definition = try TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") { On("go", to: "a") }
    }
    let machine = Machine(definition)
    let count = Mutex(0)
    do {
      let subscription = machine.subscribe { _ in count.withLock { $0 += 1 } }
      machine.send("go")
      _ = subscription
    }
    machine.send("go")
    #expect(count.withLock { $0 } == 1)
  }

  /// An event tagged with its sender and sequence number.
  struct Tagged: MachineEvent {
    let sender: Int
    let sequence: Int
    var eventCase: Int { 0 }
  }

  @Test func concurrentSendersLoseNothingAndKeepTheirOrder() async throws {
    let senders = 8
    let perSender = 2_000
    let definition = try MachineDefinition<S, Tagged, [[Int]]>(
      initial: "a", context: Array(repeating: [], count: senders)
    ) {
      StateNode("a") {
        On(
          0,
          action: { received, event in
            if let event { received[event.sender].append(event.sequence) }
          })
      }
    }
    let machine = Machine(definition)
    await withTaskGroup(of: Void.self) { group in
      for sender in 0..<senders {
        group.addTask {
          for sequence in 0..<perSender { machine.send(Tagged(sender: sender, sequence: sequence)) }
        }
      }
    }
    let received = machine.context
    for sender in 0..<senders {
      #expect(received[sender] == Array(0..<perSender), "sender \(sender) lost or reordered events")
    }
  }
}

/// Listeners are called in the order they subscribed.
struct ListenerOrderTests {
  @Test func listenersRunInSubscriptionOrder() throws {
    let definition = try TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") { On("go", to: "a") }
    }
    let machine = Machine(definition)
    let order = Locked<[Int]>([])
    let subscriptions = (0..<20).map { i in machine.subscribe { _ in order.mutate { $0.append(i) } }
    }
    machine.send("go")
    #expect(order.value == Array(0..<20))
    subscriptions.forEach { $0.cancel() }
  }
}
