import StateKit

extension DefinitionBuilder {
  /// A `<state>`, `<parallel>`, `<final>` or `<history>` and everything inside it.
  ///
  /// A top-level `<final>` gets one more exit action, after its own: the one that ends the session
  /// (`SCXMLProgram.RunAction.finish`), run last when the machine finishes.
  mutating func node(
    _ node: SCXMLStateNode, isTopLevel: Bool = false, parent: String? = nil
  ) throws(SCXMLError) -> Content {
    switch node {
    case .state(let state):
      try checkDataModel(state.dataModel)
      try recordData(state.dataModel, state: state.id)
      var body: [Content] = []
      for child in state.children { body.append(try self.node(child, parent: state.id)) }
      body += try common(
        id: state.id, transitions: state.transitions, onEntry: state.onEntry, onExit: state.onExit,
        invokes: state.invokes)
      let id = StateName(state.id)
      guard !state.isAtomic, let initial = state.initial else { return .node(id, content: body) }
      return .node(
        id, initial: initial.targets.map { StateName($0) },
        initialActions: try actions(initial.transition.content), content: body)
    case .parallel(let parallel):
      try checkDataModel(parallel.dataModel)
      try recordData(parallel.dataModel, state: parallel.id)
      var body: [Content] = []
      for child in parallel.children { body.append(try self.node(child, parent: parallel.id)) }
      body += try common(
        id: parallel.id, transitions: parallel.transitions, onEntry: parallel.onEntry,
        onExit: parallel.onExit, invokes: parallel.invokes)
      return .parallel(StateName(parallel.id), content: body)
    case .final(let final) where hasDataModel:
      var body = try common(
        id: final.id, transitions: [], onEntry: final.onEntry, onExit: final.onExit, invokes: [])
      if let doneData = final.doneData {
        body.append(
          .entry([try doneDataAction(doneData, state: final.id, parent: isTopLevel ? nil : parent)])
        )
      }
      if isTopLevel { body.append(.exit([run(.finish, name: Self.finishActionName)])) }
      return .final(StateName(final.id), content: body)
    case .final(let final):
      if let doneData = final.doneData {
        if !doneData.params.isEmpty {
          throw needsExpressions("<param>", element: "param", at: doneData.params[0].sourceLocation)
        }
        if case .expression? = doneData.content?.body {
          throw needsExpressions("<content expr>", element: "content", at: doneData.sourceLocation)
        }
        // Literal done data has nothing to carry it (events are names only) and nothing to read it
        // (that needs expressions): it is dropped without changing behaviour.
      }
      var body = try common(
        id: final.id, transitions: [], onEntry: final.onEntry, onExit: final.onExit, invokes: [])
      if isTopLevel { body.append(.exit([run(.finish, name: Self.finishActionName)])) }
      return .final(StateName(final.id), content: body)
    case .history(let history):
      if let transition = history.transition, let condition = transition.condition {
        throw unsupported(
          "a condition on a history state's default transition (\(condition))",
          element: "transition", at: transition.sourceLocation)
      }
      return .history(
        StateName(history.id), history.type == .deep ? .deep : .shallow,
        defaults: (history.transition?.targets ?? []).map { StateName($0) },
        actions: try actions(history.transition?.content ?? []))
    }
  }

  /// What every kind of state may hold besides child states: transitions, entry and exit
  /// actions, invocations.
  private mutating func common(
    id: String, transitions: [SCXMLTransition], onEntry: [SCXMLExecutableBlock],
    onExit: [SCXMLExecutableBlock], invokes: [SCXMLInvoke]
  ) throws(SCXMLError) -> [Content] {
    var body: [Content] = []
    let tracking = hasDataModel ? tracking(id) : nil
    if let tracking { body.append(.entry([tracking.entry])) }
    for transition in transitions { body.append(try self.transition(transition)) }
    for block in onEntry { body.append(.entry(try actions(block.content))) }
    for block in onExit { body.append(.exit(try actions(block.content))) }
    if let tracking { body.append(.exit([tracking.exit])) }
    for (index, invoke) in invokes.enumerated() {
      body.append(try self.invoke(invoke, state: id, index: index))
    }
    return body
  }
}
