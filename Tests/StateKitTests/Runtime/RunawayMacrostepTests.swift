import StateKit
import Synchronization
import Testing

/// Macrosteps that never settle stop at the machine's bound of microsteps instead of freezing.
struct RunawayMacrostepTests {
  /// `b` → `c`, `c` → `b`, each `Always` with a guard that holds: the issue's frozen machine.
  static func guardedCycle() throws -> TestDefinition {
    try TestDefinition(initial: "a", context: Trace()) {
      StateNode("a")
      StateNode("b") { Always(to: "c", guard: Guard { trace, _ in trace.counter >= 0 }) }
      StateNode("c") { Always(to: "b", guard: Guard { trace, _ in trace.counter >= 0 }) }
      StateNode("d")
      On("go", to: "b")
      On("reset", to: "d")
    }
  }

  @Test func guardedCycleReturnsFromSendAndTheMachineStaysUsable() throws {
    let machine = Machine(try Self.guardedCycle(), microstepLimit: 100)
    let result = machine.send("go")
    guard case .stopped(let runaway) = result else {
      Issue.record("send returned \(result)")
      return
    }
    #expect(runaway.limit == 100)
    #expect(runaway.states == ["b", "c"])
    #expect(["b", "c"].contains(machine.state))
    #expect(machine.send("reset") == .handled)
    #expect(machine.state == "d")
  }

  @Test func theDefaultBoundStopsTheGuardedCycle() throws {
    let machine = Machine(try Self.guardedCycle())
    guard case .stopped(let runaway) = machine.send("go") else {
      Issue.record("the guarded cycle did not stop")
      return
    }
    #expect(runaway.limit == RunawayMacrostep.defaultLimit)
    #expect(machine.send("reset") == .handled)
  }

  @Test func thePureStepReportsTheStop() throws {
    let definition = try Self.guardedCycle()
    let step = definition.transition(definition.initialSnapshot(), on: "go", microstepLimit: 10)
    #expect(step.isHandled)
    #expect(step.runaway?.states == ["b", "c"])
    #expect(step.runaway?.description.contains("b, c") == true)
    let next = definition.transition(step.snapshot, on: "reset")
    #expect(next.runaway == nil)
    #expect(next.snapshot.state == "d")
  }

  @Test func aMacrostepWithinTheBoundIsNotStopped() throws {
    let definition = try TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") { On("go", to: "b") }
      StateNode("b") {
        Always(to: "b", guard: Guard { trace, _ in trace.counter < 50 }) { trace, _ in
          trace.counter += 1
        }
      }
    }
    let machine = Machine(definition, microstepLimit: 51)
    #expect(machine.send("go") == .handled)
    #expect(machine.context.counter == 50)
    let stopped = Machine(definition, microstepLimit: 49)
    guard case .stopped = stopped.send("go") else {
      Issue.record("49 microsteps did not stop 50")
      return
    }
    #expect(stopped.context.counter == 49)
  }

  @Test func aRaiseLoopStops() throws {
    let definition = try TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") {
        On("ping", actions: [.raise("ping")])
        On("other", to: "z")
      }
      StateNode("z")
    }
    let machine = Machine(definition, microstepLimit: 20)
    guard case .stopped(let runaway) = machine.send("ping") else {
      Issue.record("the raise loop did not stop")
      return
    }
    #expect(runaway.states == ["a"])
    #expect(machine.send("other") == .handled)
    #expect(machine.state == "z")
  }

  @Test func aParallelRegionsEventlessPingPongStops() throws {
    let definition = try TestDefinition(initial: "p", context: Trace()) {
      Parallel("p") {
        StateNode("r1", initial: "x") {
          StateNode("x") { Always(to: "y", guard: .inState("v")) }
          StateNode("y") { Always(to: "x", guard: .inState("w")) }
        }
        StateNode("r2", initial: "v") {
          StateNode("v") { Always(to: "w", guard: .inState("y")) }
          StateNode("w") { Always(to: "v", guard: .inState("x")) }
        }
        On("leave", to: "out")
      }
      StateNode("out")
    }
    let step = definition.start()
    #expect(step.runaway?.states == ["x", "y", "v", "w"])
    let machine = Machine(definition, microstepLimit: 30)
    #expect(machine.send("leave") == .handled)
    #expect(machine.state == "out")
  }

  @Test func aChainOfSentEventsStops() throws {
    let definition = try TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") {
        On("go", to: "b", actions: [.send("go")])
        On("stop", to: "z")
      }
      StateNode("b") { On("go", to: "a", actions: [.send("go")]) }
      StateNode("z")
    }
    let machine = Machine(definition, microstepLimit: 25)
    guard case .stopped(let runaway) = machine.send("go") else {
      Issue.record("the chain of sent events did not stop")
      return
    }
    #expect(runaway.states == ["a", "b"])
    #expect(machine.send("stop") == .handled)
  }

  @Test func listenersSeeTheStop() throws {
    let machine = Machine(try Self.guardedCycle(), microstepLimit: 10)
    let seen = Mutex<[RunawayMacrostep?]>([])
    let subscription = machine.subscribe { update in seen.withLock { $0.append(update.runaway) } }
    guard case .stopped = machine.send("go") else {
      Issue.record("the observed guarded cycle did not stop")
      return
    }
    #expect(machine.send("reset") == .handled)
    #expect(seen.withLock { $0.map { $0?.states } } == [["b", "c"], nil])
    subscription.cancel()
  }

  @Test func anotherThreadIsNotBlockedByTheStoppedMacrostep() async throws {
    let machine = Machine(try Self.guardedCycle(), microstepLimit: 1_000)
    let first = Task.detached { machine.send("go") }
    let second = Task.detached { machine.send("reset") }
    let results = [await first.value, await second.value]
    #expect(results.contains { if case .stopped = $0 { true } else { false } })
    #expect(machine.send("reset") == .handled)
    #expect(machine.state == "d")
  }
}
