extension GameplayStateMachine {
  /// Computes the machine's transitions by asking every registered state about every class.
  ///
  /// For each registered state, in registration order, the state's
  /// ``GameplayState/isValidNextState(_:)`` is asked about each registered class, in
  /// registration order, its own class included: entering the current state's own class is a
  /// real transition in GameplayKit (`willExit(to: self)` then `didEnter(from: self)`), so a
  /// self-loop appears whenever the state allows it. This is also how GameplayKit's own
  /// debugging graph is built (the decompilation cited in <doc:GameplayKitSemantics> shows it
  /// asking each state about every registered class). The graph also lists every state as a
  /// possible first state, since a fresh machine's first ``enter(_:)`` always succeeds.
  ///
  /// The result is a snapshot: if a state's answer depends on its properties, the graph
  /// reflects their values now. No other callback runs and the machine does not change.
  ///
  /// ```swift
  /// let graph = machine.transitionGraph()
  /// graph.states   // ["PrepareState", "SendState", "ResponseState", "CancelState"]
  /// graph.edges    // [PrepareState -> SendState, PrepareState -> CancelState, ...]
  /// ```
  ///
  /// - Returns: The registered state names, the implicit initial states and the allowed edges.
  public func transitionGraph() -> GameplayTransitionGraph {
    // ``GameplayTransitionGraph/definition(name:)`` turns the result into a StateKit definition.
    let names = Self.stateNames(for: registeredStates.map { type(of: $0) })
    var edges: [GameplayTransitionGraph.Edge] = []
    for (fromIndex, state) in registeredStates.enumerated() {
      for (toIndex, target) in registeredStates.enumerated()
      where state.isValidNextState(type(of: target)) {
        edges.append(.init(from: names[fromIndex], to: names[toIndex]))
      }
    }
    return GameplayTransitionGraph(states: names, initialStates: names, edges: edges)
  }

  /// Unqualified class names, qualified only where two classes would share a name.
  private static func stateNames(for classes: [GameplayState.Type]) -> [String] {
    let short = classes.map { String(describing: $0) }
    var counts: [String: Int] = [:]
    for name in short {
      counts[name, default: 0] += 1
    }
    return zip(short, classes).map { name, stateClass in
      counts[name, default: 0] > 1 ? String(reflecting: stateClass) : name
    }
  }
}
