import StateKit
import Testing

/// Nested states: default entry, exit and entry order across levels, ancestors' transitions.
struct HierarchyTests {
  /// a(a1(a11, a12), a2) and b(b1(b11)).
  static let definition = try! TestDefinition(initial: "a", context: Trace()) {
    StateNode("a", initial: "a1") {
      traced("a")
      On("toB", to: "b11")
      On("up", to: "a")
      StateNode("a1") {
        traced("a1")
        On("next", to: "a12")
        StateNode("a11") { traced("a11") }
        StateNode("a12") { traced("a12") }
      }
      StateNode("a2") { traced("a2") }
    }
    StateNode("b") {
      traced("b")
      StateNode("b1") {
        traced("b1")
        StateNode("b11") {
          traced("b11")
          On("back", to: "a2")
        }
      }
    }
  }

  @Test func defaultEntryFollowsInitialStatesDownTheTree() {
    let start = Self.definition.initialSnapshot()
    #expect(start.configuration == ["a", "a1", "a11"])
    #expect(start.context.log == ["entry:a", "entry:a1", "entry:a11"])
    #expect(start.state == "a11")
  }

  @Test func exitsDeepestFirstAndEntersShallowestFirst() {
    let step = Self.definition.transition(Self.definition.initialSnapshot(), on: "toB")
    #expect(step.snapshot.configuration == ["b", "b1", "b11"])
    #expect(
      step.snapshot.context.log.dropFirst(3) == [
        "exit:a11", "exit:a1", "exit:a", "entry:b", "entry:b1", "entry:b11",
      ])
  }

  @Test func aChildInheritsItsAncestorsTransitions() {
    let snapshot = run(Self.definition, ["next"])
    #expect(snapshot.state == "a12")
    #expect(run(Self.definition, ["next", "toB"]).state == "b11")
  }

  @Test func theInnermostTransitionWins() {
    // b11 handles `back`; a transition to a sibling subtree exits up to the common ancestor.
    let snapshot = run(Self.definition, ["toB", "back"])
    #expect(snapshot.configuration == ["a", "a2"])
  }

  @Test func externalSelfTransitionOnACompoundStateReentersIt() {
    let before = run(Self.definition, ["next"])
    let step = Self.definition.transition(before, on: "up")
    #expect(step.snapshot.configuration == ["a", "a1", "a11"])
    #expect(
      step.snapshot.context.log.suffix(6) == [
        "exit:a12", "exit:a1", "exit:a", "entry:a", "entry:a1", "entry:a11",
      ])
  }

  @Test func matchesIsTrueForEveryActiveAncestor() {
    let snapshot = Self.definition.initialSnapshot()
    #expect(snapshot.matches("a") && snapshot.matches("a1") && snapshot.matches("a11"))
    #expect(!snapshot.matches("a2") && !snapshot.matches("b"))
    #expect(!snapshot.matches("nonexistent"))
  }

  @Test func initialMayNameADeepDescendant() throws {
    let definition = try TestDefinition(initial: "p", context: Trace()) {
      StateNode("p", initial: "c2") {
        StateNode("c") {
          StateNode("c1")
          StateNode("c2")
        }
      }
    }
    #expect(definition.initialSnapshot().configuration == ["p", "c", "c2"])
  }
}
