import StateKit
import Testing

/// Eventless transitions: taken until the machine is stable, before internal events.
struct EventlessTests {
  @Test func eventlessTransitionsRunUntilStable() throws {
    let definition = try TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") { On("go", to: "b") }
      StateNode("b") { Always(to: "c") }
      StateNode("c") {
        Always(to: "d", guard: Guard { trace, _ in trace.counter >= 2 })
        Always(to: "c", type: .internal, guard: Guard { trace, _ in trace.counter < 2 }) {
          trace, _ in
          trace.counter += 1
        }
      }
      StateNode("d")
    }
    let snapshot = run(definition, ["go"])
    #expect(snapshot.state == "d")
    #expect(snapshot.context.counter == 2)
  }

  /// A top-level eventless transition applies in every state: the root declares it, though no
  /// configuration lists the root.
  @Test func aTopLevelEventlessTransitionIsTakenFromAnyState() throws {
    let definition = try TestDefinition(initial: "a", context: Trace()) {
      StateNode("a", initial: "a1") {
        StateNode("a1") { On("go", to: "a2") }
        StateNode("a2")
      }
      StateNode("b")
      Always(to: "b", guard: Guard { trace, _ in trace.counter > 0 })
      On("count", to: "a") { trace, _ in trace.counter += 1 }
    }
    #expect(run(definition, ["go"]).configuration == ["a", "a2"])
    #expect(run(definition, ["go", "count"]).state == "b")
    let machine = Machine(definition)
    machine.send("go")
    machine.send("count")
    #expect(machine.state == "b")
  }

  @Test func eventlessTransitionsRunOnStart() throws {
    let definition = try TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") { Always(to: "b") }
      StateNode("b")
    }
    #expect(definition.initialSnapshot().state == "b")
  }

  @Test func eventlessTransitionsComeBeforeRaisedEvents() throws {
    let definition = try TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") { On("go", to: "b", actions: [.raise("later")]) }
      StateNode("b") {
        Always(to: "c")
        On("later", to: "wrong")
      }
      StateNode("c") { On("later", to: "right") }
      StateNode("wrong")
      StateNode("right")
    }
    #expect(run(definition, ["go"]).state == "right")
  }

  @Test func eventlessGuardsSeeTheContextAfterTheActions() throws {
    let definition = try TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") {
        On("bump", action: { trace, _ in trace.counter += 1 })
        Always(to: "b", guard: Guard("counter is 3") { trace, _ in trace.counter == 3 })
      }
      StateNode("b")
    }
    #expect(run(definition, ["bump", "bump"]).state == "a")
    #expect(run(definition, ["bump", "bump", "bump"]).state == "b")
  }
}
