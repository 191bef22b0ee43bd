import StateKit

extension Validator {
  /// SK009 and SK010: child machines whose output or emitted events the state that runs them
  /// does not map to events of its own, so they are dropped.
  func unmappedChildReports() -> [Finding] {
    var findings: [Finding] = []
    for child in children where !child.mapsDone && child.definition.structure.canFinish {
      findings.append(
        Finding(
          code: .childOutputDropped, severity: .warning,
          message:
            "state '\(model.names[child.node])' runs child machine '\(child.id)', which can "
            + "reach a final state, but its Invoke has no done: mapping, so the child's output "
            + "is dropped",
          statePath: model.statePath(child.node)))
    }
    for child in children where !child.mapsEmitted && child.definition.emitsToParent {
      findings.append(
        Finding(
          code: .childEmitsDropped, severity: .warning,
          message: child.isCollection
            ? "state '\(model.names[child.node])' holds collection '\(child.id)', whose "
              + "children emit events, but its Invoke has no emitted: mapping, so every event "
              + "they emit is dropped"
            : "state '\(model.names[child.node])' runs child machine '\(child.id)', which emits "
              + "events, but its Invoke has no emitted: mapping, so every event it emits is "
              + "dropped",
          statePath: model.statePath(child.node)))
    }
    return findings
  }

  /// What validation finds inside each child machine, once per child id, reported at the first
  /// state that runs it. Each message names the child and the child's own state; the child's
  /// transition indices are left out, since the parent's `transitionList` does not hold them.
  func childMachineFindings(minimumSeverity: Finding.Severity) -> [Finding] {
    var seen = Set<String>()
    var findings: [Finding] = []
    for child in children where seen.insert(child.id).inserted {
      let place =
        (child.isCollection ? "in the children of collection" : "in child machine")
        + " '\(child.id)' of state '\(model.names[child.node])'"
      for finding in child.definition.childFindings(minimumSeverity: minimumSeverity) {
        let at = finding.statePath.map { ", at '\($0)'" } ?? ""
        findings.append(
          Finding(
            code: finding.code, severity: finding.severity,
            message: "\(place)\(at): \(finding.message)", statePath: model.statePath(child.node),
            event: finding.event))
      }
    }
    return findings
  }
}

extension DefinitionStructure {
  /// Whether some sequence of transitions reaches a top-level final state, which completes
  /// the machine.
  var canFinish: Bool {
    let reached = reachableNodes()
    return nodes.contains { $0.kind == .final && $0.parent == 0 && reached[$0.id] }
  }
}
