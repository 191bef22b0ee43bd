import StateKit
import Testing

/// Transition selection in document order, and conflicts across parallel regions.
struct DocumentOrderTests {
  @Test func theFirstEnabledTransitionInDocumentOrderWins() throws {
    let definition = try TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") {
        On("e", to: "b", guard: Guard { _, _ in false })
        On("e", to: "c")
        On("e", to: "d")
      }
      StateNode("b")
      StateNode("c")
      StateNode("d")
    }
    #expect(run(definition, ["e"]).state == "c")
  }

  @Test func aChildsTransitionPreemptsItsParents() throws {
    let definition = try TestDefinition(initial: "p", context: Trace()) {
      StateNode("p", initial: "c") {
        On("e", to: "fromParent")
        StateNode("c") { On("e", to: "fromChild") }
      }
      StateNode("fromParent")
      StateNode("fromChild")
    }
    #expect(run(definition, ["e"]).state == "fromChild")
  }

  @Test func aParentsTransitionIsTakenWhenTheChildsGuardFails() throws {
    let definition = try TestDefinition(initial: "p", context: Trace()) {
      StateNode("p", initial: "c") {
        On("e", to: "fromParent")
        StateNode("c") { On("e", to: "fromChild", guard: Guard { _, _ in false }) }
      }
      StateNode("fromParent")
      StateNode("fromChild")
    }
    #expect(run(definition, ["e"]).state == "fromParent")
  }

  @Test func conflictingTransitionsAcrossRegionsKeepTheFirstInDocumentOrder() throws {
    // Both regions leave the parallel state: their exit sets intersect, the first wins.
    let definition = try TestDefinition(initial: "p", context: Trace()) {
      Parallel("p") {
        StateNode("r1") { On("e", to: "x", actions: [log("r1")]) }
        StateNode("r2") { On("e", to: "y", actions: [log("r2")]) }
      }
      StateNode("x")
      StateNode("y")
    }
    let snapshot = run(definition, ["e"])
    #expect(snapshot.state == "x")
    #expect(snapshot.context.log == ["r1"])
  }

  @Test func aDeeperSourcePreemptsAnEarlierShallowerOne() throws {
    // r1's transition is declared by the parallel state itself (shallower); r2's leaf
    // transition conflicts with it and, being a descendant of p, replaces it.
    let definition = try TestDefinition(initial: "p", context: Trace()) {
      Parallel("p") {
        On("e", to: "x", actions: [log("p")])
        StateNode("r1", initial: "a") {
          StateNode("a")
        }
        StateNode("r2", initial: "b") {
          StateNode("b") { On("e", to: "y", actions: [log("b")]) }
        }
      }
      StateNode("x")
      StateNode("y")
    }
    let snapshot = run(definition, ["e"])
    #expect(snapshot.state == "y")
    #expect(snapshot.context.log == ["b"])
  }

  @Test func nonConflictingRegionTransitionsAllRun() throws {
    let definition = try TestDefinition(initial: "p", context: Trace()) {
      Parallel("p") {
        StateNode("r1", initial: "a") {
          StateNode("a") { On("e", actions: [log("a")]) }
        }
        StateNode("r2", initial: "b") {
          StateNode("b") { On("e", actions: [log("b")]) }
        }
      }
    }
    #expect(run(definition, ["e"]).context.log == ["a", "b"])
  }
}
