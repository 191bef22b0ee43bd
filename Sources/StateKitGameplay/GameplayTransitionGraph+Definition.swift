import StateKit

extension GameplayTransitionGraph {
  /// The name of the state a GameplayKit-style machine is in before its first `enter`.
  public static let notEntered: StateName = "(not entered)"

  /// The graph as a flat StateKit definition, for diagrams and validation.
  ///
  /// One atomic state per registered class, one transition per allowed edge (event
  /// `enter(ClassName)`), and an initial state ``notEntered`` with a transition to every state
  /// that may be entered first.
  ///
  /// ```swift
  /// let definition = try machine.transitionGraph().definition(name: "Request")
  /// ```
  ///
  /// - Parameter name: The machine's name in diagrams.
  /// - Returns: The definition.
  /// - Throws: `DefinitionError` if two classes share a name.
  public func definition(name: String = "GameplayStateMachine") throws(DefinitionError)
    -> MachineDefinition<StateName, EventName, Void>
  {
    var content: [StateContent<StateName, EventName, Void>] = [
      StateNode(Self.notEntered) {
        for state in initialStates { On("enter(\(state))", to: StateName(state)) }
      }
    ]
    for state in states {
      let outgoing = edges.filter { $0.from == state }
      content.append(
        StateNode(StateName(state)) {
          for edge in outgoing { On("enter(\(edge.to))", to: StateName(edge.to)) }
        })
    }
    return try MachineDefinition(
      name: name, initial: [Self.notEntered], context: (), states: content)
  }
}
