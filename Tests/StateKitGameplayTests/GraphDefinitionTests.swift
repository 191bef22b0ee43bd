import StateKit
import StateKitGameplay
import Testing

/// The transition graph becomes a StateKit definition that behaves like the classes.
struct GraphDefinitionTests {
  static let graph = GameplayTransitionGraph(
    states: ["Prepare", "Send", "Response", "Cancel"],
    initialStates: ["Prepare", "Send", "Response", "Cancel"],
    edges: [
      .init(from: "Prepare", to: "Send"), .init(from: "Prepare", to: "Cancel"),
      .init(from: "Send", to: "Response"), .init(from: "Send", to: "Cancel"),
      .init(from: "Response", to: "Prepare"), .init(from: "Cancel", to: "Prepare"),
    ])

  @Test func everyEdgeIsATransitionAndNothingElse() throws {
    let definition = try Self.graph.definition(name: "Request")
    #expect(
      definition.stateNodes.map(\.name) == [
        "Request", "(not entered)", "Prepare", "Send", "Response", "Cancel",
      ])
    let machine = Machine(definition)
    #expect(machine.state == GameplayTransitionGraph.notEntered)
    #expect(machine.send("enter(Prepare)") == .handled)
    #expect(machine.send("enter(Response)") == .ignored)
    #expect(machine.send("enter(Send)") == .handled)
    #expect(Set(machine.enabledEvents) == ["enter(Response)", "enter(Cancel)"])
    #expect(definition.transitionList.count == 4 + 6)
  }
}
