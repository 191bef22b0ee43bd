import StateKit
import Testing

/// Shallow and deep history: what is remembered, defaults, and history targets.
struct HistoryTests {
  static func definition(_ depth: HistoryDepth) -> TestDefinition {
    try! TestDefinition(initial: "work", context: Trace()) {
      StateNode("work", initial: "a") {
        History("h", depth, default: "b")
        On("pause", to: "paused")
        StateNode("a", initial: "a1") {
          StateNode("a1") { On("next", to: "a2") }
          StateNode("a2")
        }
        StateNode("b") { On("toA", to: "a") }
      }
      StateNode("paused") {
        On("resume", to: "h")
        On("restart", to: "work")
      }
    }
  }

  @Test func withoutHistoryTheDefaultIsTaken() {
    // Resuming before `work` was ever exited is impossible here, so go through the default
    // by targeting a fresh history from another definition.
    let definition = try! TestDefinition(initial: "x", context: Trace()) {
      StateNode("x") { On("go", to: "h") }
      StateNode("y", initial: "y1") {
        History("h", default: "y2", actions: [log("default")])
        StateNode("y1")
        StateNode("y2")
      }
    }
    let snapshot = run(definition, ["go"])
    #expect(snapshot.configuration == ["y", "y2"])
    #expect(snapshot.context.log == ["default"])
  }

  @Test func shallowHistoryRemembersTheChildAndEntersItsDefault() {
    let definition = Self.definition(.shallow)
    let snapshot = run(definition, ["next", "pause", "resume"])
    // Remembers `a`, not `a2`: `a` is entered by default, so `a1`.
    #expect(snapshot.configuration == ["work", "a", "a1"])
  }

  @Test func deepHistoryRemembersTheAtomicDescendants() {
    let definition = Self.definition(.deep)
    let snapshot = run(definition, ["next", "pause", "resume"])
    #expect(snapshot.configuration == ["work", "a", "a2"])
  }

  @Test func enteringTheParentDirectlyIgnoresHistory() {
    let definition = Self.definition(.deep)
    let snapshot = run(definition, ["next", "pause", "restart"])
    #expect(snapshot.configuration == ["work", "a", "a1"])
  }

  @Test func historyIsUpdatedOnEveryExit() {
    let definition = Self.definition(.shallow)
    let snapshot = run(
      definition, ["pause", "resume", "next", "pause", "restart", "pause", "resume"])
    #expect(snapshot.configuration == ["work", "a", "a1"])
    let viaB = try! TestDefinition(initial: "w", context: Trace()) {
      StateNode("w", initial: "p") {
        History("hist")
        On("out", to: "o")
        StateNode("p") { On("toQ", to: "q") }
        StateNode("q")
      }
      StateNode("o") { On("back", to: "hist") }
    }
    #expect(run(viaB, ["toQ", "out", "back"]).state == "q")
    #expect(run(viaB, ["out", "back"]).state == "p")
  }

  @Test func deepHistoryInAParallelStateRestoresEveryRegion() throws {
    let definition = try TestDefinition(initial: "p", context: Trace()) {
      Parallel("p") {
        History("ph", .deep)
        On("out", to: "o")
        StateNode("r1", initial: "a") {
          StateNode("a") { On("flip", to: "b") }
          StateNode("b")
        }
        StateNode("r2", initial: "c") {
          StateNode("c") { On("flip", to: "d") }
          StateNode("d")
        }
      }
      StateNode("o") { On("back", to: "ph") }
    }
    #expect(run(definition, ["flip", "out", "back"]).leafNames == ["b", "d"])
    #expect(run(definition, ["out", "back"]).leafNames == ["a", "c"])
  }

  /// A transition from inside a parallel state to its deep history exits the parallel state
  /// (its domain is the root) and enters it again: the domain is the one computed before the
  /// exit, not the smaller one the recorded history would give afterwards.
  @Test func aHistoryTargetInsideAParallelStateReentersIt() throws {
    let definition = try TestDefinition(initial: "s1", context: Trace()) {
      Parallel("p") {
        History("h", .deep)
        StateNode("s1", initial: "s2") {
          StateNode("s2") { On("go", to: "h") }
          StateNode("s3")
        }
        Exit(log("exit:p"))
        Entry(log("entry:p"))
      }
    }
    let step = definition.transition(definition.initialSnapshot(), on: "go")
    #expect(step.snapshot.configuration == ["p", "s1", "s2"])
    #expect(step.snapshot.context.log == ["entry:p", "exit:p", "entry:p"])
  }
}
