import StateKit

extension Validator {
  /// SK002: reachable atomic states, not final, that no transition leaves.
  ///
  /// A state is left by a transition of its own or of an ancestor whose targets are not just
  /// the state itself (event, eventless, delayed, or the completion of another state), and by
  /// a transition in another region of a parallel ancestor that leaves the parallel state. A
  /// completion of the state's own ancestors does not count: it cannot happen while a
  /// non-final state is active inside them. A state that holds a collection of child machines
  /// is no dead end: it is where the machine works, spawning and stopping children, for as
  /// long as it runs (the one-state list that StateKit's Machines of Machines article shows).
  func deadEnds(_ reached: [Bool]) -> [Finding] {
    let nodes = model.nodes
    let holdsCollection = Set(children.filter(\.isCollection).map(\.node))
    // Per node: the distinct targets of its non-completion transitions (two are enough to
    // know that one differs from any given state), and its completion transitions.
    var targets = [[Int]](repeating: [], count: nodes.count)
    var completions = [[(transition: Int, node: Int)]](repeating: [], count: nodes.count)
    for transition in model.transitions {
      if case .done(let node, _) = transition.trigger {
        if !transition.targets.isEmpty {
          completions[transition.source].append((transition.id, node))
        }
        continue
      }
      for target in transition.targets where targets[transition.source].count < 2 {
        if !targets[transition.source].contains(target) {
          targets[transition.source].append(target)
        }
      }
    }
    let exitingRegions = regionsLeavingParallelStates()

    var findings: [Finding] = []
    for node in nodes
    where node.kind == .atomic && reached[node.id] && !holdsCollection.contains(node.id) {
      var leaves = false
      var previous = node.id
      var current: Int? = node.id
      while let state = current, !leaves {
        leaves =
          targets[state].contains { $0 != node.id }
          || completions[state].contains { !model.isDescendantOrSelf(node.id, of: $0.node) }
        if !leaves, nodes[state].kind == .parallel, let regions = exitingRegions[state] {
          leaves = regions.contains { $0 != previous }
        }
        previous = state
        current = nodes[state].parent
      }
      guard !leaves else { continue }
      let reacts = !node.transitions.isEmpty
      findings.append(
        Finding(
          code: .deadEnd, severity: reacts ? .warning : .info,
          message: reacts
            ? "state '\(node.name)' is a dead end: it reacts to events, but no transition leaves it"
            : "state '\(node.name)' is a dead end: no transition leaves it (declare it Final "
              + "if the machine ends there)",
          statePath: model.statePath(node.id), transitions: Array(node.transitions)))
    }
    return findings
  }

  /// For each parallel state, up to two of its regions that have a transition leaving it.
  private func regionsLeavingParallelStates() -> [Int: [Int]] {
    var result: [Int: [Int]] = [:]
    guard model.nodes.contains(where: { $0.kind == .parallel }) else { return result }
    for transition in model.transitions where !transition.targets.isEmpty {
      var region = transition.source
      var current = model.nodes[transition.source].parent
      while let ancestor = current {
        if model.nodes[ancestor].kind == .parallel
          && transition.targets.contains(where: { !model.isDescendant($0, of: ancestor) })
        {
          var regions = result[ancestor, default: []]
          if regions.count < 2 && !regions.contains(region) { regions.append(region) }
          result[ancestor] = regions
        }
        region = ancestor
        current = model.nodes[ancestor].parent
      }
    }
    return result
  }
}
