import StateKit
import Testing

/// Internal vs external transitions, and targetless transitions.
struct InternalTransitionTests {
  static func definition(_ type: TransitionType) -> TestDefinition {
    try! TestDefinition(initial: "p", context: Trace()) {
      StateNode("p", initial: "c1") {
        traced("p")
        On("go", to: "c2", type: type)
        StateNode("c1") { traced("c1") }
        StateNode("c2") { traced("c2") }
      }
    }
  }

  @Test func anExternalTransitionToADescendantExitsTheSource() {
    let definition = Self.definition(.external)
    let step = definition.transition(definition.initialSnapshot(), on: "go")
    #expect(step.snapshot.configuration == ["p", "c2"])
    #expect(step.snapshot.context.log.dropFirst(2) == ["exit:c1", "exit:p", "entry:p", "entry:c2"])
  }

  @Test func anInternalTransitionToADescendantKeepsTheSource() {
    let definition = Self.definition(.internal)
    let step = definition.transition(definition.initialSnapshot(), on: "go")
    #expect(step.snapshot.configuration == ["p", "c2"])
    #expect(step.snapshot.context.log.dropFirst(2) == ["exit:c1", "entry:c2"])
  }

  @Test func anInternalTransitionOutsideTheSourceBehavesExternally() throws {
    let definition = try TestDefinition(initial: "p", context: Trace()) {
      StateNode("p", initial: "c") {
        traced("p")
        StateNode("c") {
          traced("c")
          On("out", to: "q", type: .internal)
        }
      }
      StateNode("q") { traced("q") }
    }
    let step = definition.transition(definition.initialSnapshot(), on: "out")
    #expect(step.snapshot.context.log.dropFirst(2) == ["exit:c", "exit:p", "entry:q"])
  }

  @Test func aTargetlessTransitionRunsItsActionsAndExitsNothing() throws {
    let definition = try TestDefinition(initial: "p", context: Trace()) {
      StateNode("p", initial: "c") {
        traced("p")
        On("tick", actions: [log("tick")])
        StateNode("c") { traced("c") }
      }
    }
    let step = definition.transition(definition.initialSnapshot(), on: "tick")
    #expect(step.isHandled)
    #expect(step.snapshot.configuration == ["p", "c"])
    #expect(step.snapshot.context.log == ["entry:p", "entry:c", "tick"])
  }

  @Test func anAtomicSelfTransitionExitsAndReenters() throws {
    let definition = try TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") {
        traced("a")
        On("again", to: "a")
      }
    }
    let step = definition.transition(definition.initialSnapshot(), on: "again")
    #expect(step.snapshot.context.log == ["entry:a", "exit:a", "entry:a"])
  }
}
