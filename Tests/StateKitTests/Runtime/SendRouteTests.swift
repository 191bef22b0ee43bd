import Synchronization
import Testing

@testable import StateKit

/// The byte `send` reads before any lock to choose its path (`SendRoute`): the definition's
/// code-calling bit never changes, the observed bit follows the subscriptions, and a stale
/// observed bit costs a lock, never an event or a listener call.
struct SendRouteTests {
  /// a --go--> b --go--> a.
  static func machine() throws -> Machine<S, E, Trace> {
    let definition = try TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") { On("go", to: "b") }
      StateNode("b") { On("go", to: "a") }
    }
    return Machine(definition)
  }

  static func hint(_ machine: Machine<S, E, Trace>) -> Bool {
    machine.sendRoute.load(ordering: .relaxed) & SendRoute.observed != 0
  }

  @Test func theHintFollowsTheSubscriptions() throws {
    let machine = try Self.machine()
    #expect(!Self.hint(machine))
    let first = machine.subscribe { _ in }
    let second = machine.subscribe { _ in }
    #expect(Self.hint(machine))
    first.cancel()
    #expect(Self.hint(machine))
    second.cancel()
    #expect(!Self.hint(machine))
  }

  @Test func aCodeCallingDefinitionKeepsItsBitThroughSubscriptions() throws {
    let definition = try TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") { On("go", to: "b", guard: Guard("always") { _, _ in true }) }
      StateNode("b") { On("go", to: "a") }
    }
    let machine = Machine(definition)
    #expect(machine.sendRoute.load(ordering: .relaxed) == SendRoute.callsCode)
    let heard = Mutex(0)
    let subscription = machine.subscribe { _ in heard.withLock { $0 += 1 } }
    #expect(
      machine.sendRoute.load(ordering: .relaxed) == SendRoute.callsCode | SendRoute.observed)
    #expect(machine.send("go") == .handled)
    #expect(machine.send("go") == .handled)
    #expect(heard.withLock { $0 } == 2)
    subscription.cancel()
    #expect(machine.sendRoute.load(ordering: .relaxed) == SendRoute.callsCode)
    #expect(machine.send("go") == .handled)
    #expect(heard.withLock { $0 } == 2)
    #expect(machine.state == "b")
  }

  @Test func aHintLeftSetWithoutListenersStillProcessesEachEvent() throws {
    let machine = try Self.machine()
    machine.sendRoute.store(SendRoute.observed, ordering: .relaxed)
    #expect(machine.send("go") == .handled)
    #expect(machine.send("stay") == .ignored)
    #expect(machine.state == "b")
    #expect(machine.send("go") == .handled)
    #expect(machine.state == "a")
  }

  @Test func aHintLeftClearWithListenersStillCallsThem() throws {
    let machine = try Self.machine()
    let heard = Mutex<[S]>([])
    let subscription = machine.subscribe { update in
      heard.withLock { $0.append(update.snapshot.state) }
    }
    machine.sendRoute.store(0, ordering: .relaxed)
    #expect(machine.send("go") == .handled)
    #expect(machine.send("go") == .handled)
    #expect(heard.withLock { $0 } == ["b", "a"])
    subscription.cancel()
  }

  @Test func anObservedEventSentDuringAnotherIsQueuedAndHeardInOrder() throws {
    let machine = try Self.machine()
    let heard = Mutex<[S]>([])
    let subscription = machine.subscribe { [weak machine] update in
      let state = update.snapshot.state
      heard.withLock { $0.append(state) }
      if state == "b" { #expect(machine?.send("go") == .queued) }
    }
    #expect(machine.send("go") == .handled)
    #expect(heard.withLock { $0 } == ["b", "a"])
    #expect(machine.state == "a")
    subscription.cancel()
  }
}
