import StateKit

extension DefinitionStructure {
  /// A transition's label: `event [guard] / action, action`.
  ///
  /// Eventless transitions read `(always)`, completions `done.state.<name>`, delayed
  /// transitions `after <delay>`.
  func label(of transition: StructureTransition) -> String {
    var text = transition.trigger.label
    if let guardName = transition.guardName { text += " [\(guardName)]" }
    if !transition.actions.isEmpty { text += " / " + transition.actions.joined(separator: ", ") }
    return text
  }

  /// The label of a default entry (a compound state's initial transition or a history
  /// state's default): `/ action, action`, or empty without actions.
  func initialLabel(of node: Int) -> String {
    let actions = nodes[node].initialActions
    return actions.isEmpty ? "" : "/ " + actions.joined(separator: ", ")
  }

  /// Lines describing a state's entry and exit actions: `entry / a, b` and `exit / c`.
  func actionLines(of node: Int) -> [String] {
    var lines: [String] = []
    let info = nodes[node]
    if !info.entryActions.isEmpty {
      lines.append("entry / " + info.entryActions.joined(separator: ", "))
    }
    if !info.exitActions.isEmpty {
      lines.append("exit / " + info.exitActions.joined(separator: ", "))
    }
    return lines
  }

  /// Whether the machine declares transitions at its top level (in every state): diagrams
  /// draw them from an `(any state)` pseudo-state.
  var hasTopLevelTransitions: Bool { !nodes[0].transitions.isEmpty }

  /// The name of the pseudo-state top-level transitions are drawn from.
  static var anyStateName: String { "(any state)" }

  /// The transitions to draw, in document order, with the nodes they go between: one edge
  /// per target, and a loop on the source for a targetless transition.
  func edges() -> [(transition: StructureTransition, from: Int, to: Int)] {
    var result: [(transition: StructureTransition, from: Int, to: Int)] = []
    result.reserveCapacity(transitions.count)
    for transition in transitions {
      if transition.targets.isEmpty {
        result.append((transition, transition.source, transition.source))
      } else {
        for target in transition.targets { result.append((transition, transition.source, target)) }
      }
    }
    return result
  }
}
