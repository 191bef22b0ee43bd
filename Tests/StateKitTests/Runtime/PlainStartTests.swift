import Testing

@testable import StateKit

/// A start that only enters states is copied from the definition (`PlainStart`) instead of
/// running the algorithm; anything that runs code, starts something or depends on the context
/// keeps the algorithm.
struct PlainStartTests {
  static let nested = try! TestDefinition(initial: "a", context: Trace()) {
    StateNode("a", initial: "a2") {
      StateNode("a1")
      StateNode("a2") { On("go", to: "b") }
    }
    Parallel("b") {
      StateNode("r1") { StateNode("x") }
      StateNode("r2") { StateNode("y") }
    }
  }

  @Test func aStartThatOnlyEntersStatesIsCopied() throws {
    let configuration = try #require(Self.nested.plainStart.configuration)
    let machine = Machine(Self.nested, context: Trace(log: ["given"], counter: 7))
    #expect(machine.configuration == ["a", "a2"])
    #expect(configuration == machine.snapshot.active)
    #expect(machine.context == Trace(log: ["given"], counter: 7))
    #expect(Self.nested.start().snapshot.configuration == ["a", "a2"])
    #expect(Self.nested.withoutFastPaths().plainStart.configuration == nil)
  }

  @Test(
    "a start that runs an action, a guard, a timer or work, or ends, runs the algorithm",
    arguments: [
      "entry action", "initial action", "eventless transition", "delayed transition",
      "work", "final state",
    ])
  func aStartThatDoesMoreRunsTheAlgorithm(_ kind: String) throws {
    let definition = try TestDefinition(initial: "a", context: Trace()) {
      switch kind {
      case "entry action": StateNode("a") { Entry(log("entry:a")) }
      case "initial action":
        StateNode("a", initialActions: [log("init")]) { StateNode("a1") }
      case "eventless transition":
        StateNode("a") { Always(to: "b", guard: Guard("never") { _, _ in false }) }
      case "delayed transition": StateNode("a") { After(.seconds(1), to: "b") }
      case "work": StateNode("a") { Invoke("work") { _ in nil } }
      default: Final("a")
      }
      StateNode("b")
    }
    #expect(definition.plainStart.configuration == nil)
    let expected = definition.withoutFastPaths().start()
    let started = definition.start()
    #expect(started.snapshot.configuration == expected.snapshot.configuration)
    #expect(started.snapshot.context == expected.snapshot.context)
    #expect(started.effects.count == expected.effects.count)
  }
}
