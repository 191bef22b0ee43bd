import StateKit

extension DefinitionStructure {
  /// The state a transition exits everything below (its domain, as in SCXML): `nil` for a
  /// targetless transition, the source for an internal transition into its own descendants,
  /// otherwise the nearest compound ancestor of the source (or the root) that contains every
  /// target.
  func domain(of transition: StructureTransition) -> Int? {
    guard !transition.targets.isEmpty else { return nil }
    let source = transition.source
    if transition.type == .internal && nodes[source].kind == .compound
      && transition.targets.allSatisfy({ isDescendant($0, of: source) })
    {
      return source
    }
    var current = nodes[source].parent
    while let ancestor = current {
      if nodes[ancestor].kind == .compound || ancestor == 0,
        transition.targets.allSatisfy({ isDescendantOrSelf($0, of: ancestor) && $0 != ancestor })
      {
        return ancestor
      }
      current = nodes[ancestor].parent
    }
    return 0
  }
}

extension Validator {
  /// SK005: a parallel state whose regions both react to the same trigger, where at least
  /// one of those transitions leaves the parallel state. SCXML keeps only the transition of
  /// the state first in document order; the others are silently dropped.
  func conflictingRegions() -> [Finding] {
    guard model.nodes.contains(where: { $0.kind == .parallel }) else { return [] }
    var entries: [RegionConflictKey: RegionConflict] = [:]
    var order: [RegionConflictKey] = []
    for transition in model.transitions {
      var region = transition.source
      var current = model.nodes[transition.source].parent
      let domain = model.domain(of: transition)
      let trigger = transition.trigger
      while let ancestor = current {
        if model.nodes[ancestor].kind == .parallel {
          let leaves = domain.map { model.isDescendant(ancestor, of: $0) } ?? false
          for key in trigger.keys {
            let entryKey = RegionConflictKey(parallel: ancestor, trigger: key)
            if entries[entryKey] == nil {
              order.append(entryKey)
              entries[entryKey] = RegionConflict(
                label: trigger.keys.count == 1
                  ? trigger.label : String(key.drop { $0 != ":" }.dropFirst()))
            }
            if !entries[entryKey]!.regions.contains(region) {
              entries[entryKey]!.regions.append(region)
            }
            entries[entryKey]!.transitions.append(transition.id)
            entries[entryKey]!.leaves = entries[entryKey]!.leaves || leaves
          }
        }
        region = ancestor
        current = model.nodes[ancestor].parent
      }
    }
    var findings: [Finding] = []
    for key in order {
      let entry = entries[key]!
      guard entry.regions.count > 1 && entry.leaves else { continue }
      let regions = entry.regions.map { "'\(model.names[$0])'" }.joined(separator: ", ")
      findings.append(
        Finding(
          code: .conflictingRegions, severity: .warning,
          message:
            "regions \(regions) of parallel state '\(model.names[key.parallel])' both react to "
            + "'\(entry.label)' and one of the transitions leaves the parallel state: only the "
            + "first in document order is taken",
          statePath: model.statePath(key.parallel), transitions: entry.transitions.sorted(),
          event: entry.label))
    }
    return findings
  }
}

/// A parallel state and a trigger key.
private struct RegionConflictKey: Hashable {
  let parallel: Int
  let trigger: String
}

/// The transitions inside one parallel state that react to one trigger.
private struct RegionConflict {
  var regions: [Int] = []
  var transitions: [Int] = []
  var leaves = false
  var label = ""
}
