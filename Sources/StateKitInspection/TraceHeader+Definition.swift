import StateKit

extension TraceHeader {
  /// The header of a trace of a machine of `definition`, starting in `snapshot`.
  ///
  /// - Parameters:
  ///   - definition: The machine's definition: its states and declared transitions.
  ///   - snapshot: The snapshot recording starts from.
  ///   - context: A description of the snapshot's context.
  public init<State, Event, Context>(
    definition: MachineDefinition<State, Event, Context>,
    snapshot: Snapshot<State, Event, Context>, context: String?
  ) {
    let structure = definition.structure
    let states = structure.nodes.map { node in
      TraceState(
        name: node.name, kind: "\(node.kind)", parent: node.parent, initial: node.initial,
        entry: node.entryActions, exit: node.exitActions)
    }
    let transitions = structure.transitions.map { transition in
      var result = TraceTransition(
        source: transition.source, targets: transition.targets,
        guardName: transition.guardName, actions: transition.actions,
        isInternal: transition.type == .internal)
      switch transition.trigger {
      case .events(let names, _): result.events = names
      case .eventless: break
      case .done(let node, _): result.done = node
      case .delayed(let delay): result.after = delay
      }
      return result
    }
    self.init(
      machine: structure.names[0], states: states, transitions: transitions,
      configuration: snapshot.configuration.map { definition.traceName(of: $0) },
      context: context)
  }
}

extension MachineDefinition {
  /// A state's name as traces write it: its node's name.
  package func traceName(of state: State.Case) -> String {
    nodeIndex(of: state).map { structure.names[$0] } ?? String(describing: state)
  }
}
