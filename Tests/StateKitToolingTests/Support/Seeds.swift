import StateKit
import StateKitGameplay

/// The request tester example's request tester as a GameplayKit-style transition graph.
let requestGraph = GameplayTransitionGraph(
  states: ["Prepare", "Send", "Response", "Cancel"],
  initialStates: ["Prepare", "Send", "Response", "Cancel"],
  edges: [
    .init(from: "Prepare", to: "Send"), .init(from: "Prepare", to: "Cancel"),
    .init(from: "Send", to: "Response"), .init(from: "Send", to: "Cancel"),
    .init(from: "Response", to: "Prepare"), .init(from: "Cancel", to: "Prepare"),
  ])

/// The request tester example's machine as a definition.
let requestDefinition: MachineDefinition<StateName, EventName, Void> = {
  do {
    return try requestGraph.definition(name: "Request")
  } catch {
    fatalError("\(error)")
  }
}()
