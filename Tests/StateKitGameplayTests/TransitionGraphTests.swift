import Foundation
import StateKitGameplay
import Testing

@Suite("transitionGraph()")
struct TransitionGraphTests {
  let log = CallLog()

  @Test("default states allow every transition, self-loops included")
  func defaultStates() {
    let machine = GameplayStateMachine(states: [Idle(log), Walk(log)])

    let graph = machine.transitionGraph()

    #expect(graph.states == ["Idle", "Walk"])
    #expect(graph.initialStates == ["Idle", "Walk"])
    #expect(
      graph.edges.map(\.description) == [
        "Idle -> Idle", "Idle -> Walk", "Walk -> Idle", "Walk -> Walk",
      ])
  }

  @Test("it only asks isValidNextState, of every state about every class")
  func onlyAsks() {
    let machine = GameplayStateMachine(states: [
      Idle(log, allowing: [Walk.self]), Walk(log, allowing: [Idle.self, Run.self]),
      Run(log, allowing: []),
    ])
    machine.enter(Walk.self)
    log.calls.removeAll()

    let graph = machine.transitionGraph()

    #expect(graph.edges.map(\.description) == ["Idle -> Walk", "Walk -> Idle", "Walk -> Run"])
    #expect(log.questions.count == 9)
    #expect(log.calls.isEmpty)
    #expect(machine.currentState is Walk)
  }

  @Test("the graph is a snapshot of the states' current answers")
  func snapshot() {
    let idle = Idle(log, allowing: [])
    let machine = GameplayStateMachine(states: [idle, Walk(log, allowing: [])])
    #expect(machine.transitionGraph().edges.isEmpty)

    idle.allowed = [Walk.self]

    #expect(machine.transitionGraph().edges == [.init(from: "Idle", to: "Walk")])
  }

  @Test("classes that share a name are qualified")
  func sharedNamesAreQualified() {
    let machine = GameplayStateMachine(states: [Left.Same(), Right.Same(), Idle(log, allowing: [])])

    let graph = machine.transitionGraph()

    #expect(
      graph.states == [
        "StateKitGameplayTests.Left.Same", "StateKitGameplayTests.Right.Same", "Idle",
      ])
  }

  @Test("an empty machine has an empty graph; graphs round-trip through Codable")
  func emptyAndCodable() throws {
    #expect(
      GameplayStateMachine(states: []).transitionGraph()
        == GameplayTransitionGraph(states: [], initialStates: [], edges: []))

    let graph = GameplayStateMachine(states: [Idle(log), Walk(log, allowing: [])]).transitionGraph()
    let decoded = try JSONDecoder().decode(
      GameplayTransitionGraph.self, from: JSONEncoder().encode(graph))
    #expect(decoded == graph)
  }
}
