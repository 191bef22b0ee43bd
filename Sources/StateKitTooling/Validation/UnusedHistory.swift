import StateKit

extension Validator {
  /// SK007: history states that no transition and no initial state targets.
  func unusedHistoryStates() -> [Finding] {
    var targeted = [Bool](repeating: false, count: model.nodes.count)
    for transition in model.transitions {
      for target in transition.targets { targeted[target] = true }
    }
    for node in model.nodes where !node.kind.isHistory {
      for target in node.initial { targeted[target] = true }
    }
    return model.nodes.filter { $0.kind.isHistory && !targeted[$0.id] }.map { node in
      Finding(
        code: .unusedHistory, severity: .warning,
        message:
          "history state '\(node.name)' of '\(model.names[node.parent ?? 0])' is never "
          + "targeted, so it never restores anything",
        statePath: model.statePath(node.id))
    }
  }
}
