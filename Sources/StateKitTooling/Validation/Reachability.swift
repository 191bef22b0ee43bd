import StateKit

extension DefinitionStructure {
  /// Which nodes some sequence of transitions makes active, assuming every guard can hold.
  ///
  /// Starts from the initial configuration; a reached state's transitions enter their
  /// targets, with the targets' ancestors, the other regions of parallel ancestors, and the
  /// default descendants. A completion (`done.state`) transition counts once its state can
  /// complete: a compound state when one of its final children is reached, a parallel state
  /// when every region can complete.
  ///
  /// - Complexity: O((*n* + *t*) · *d*): each parallel state's regions are queued once.
  func reachableNodes() -> [Bool] {
    var reached = [Bool](repeating: false, count: nodes.count)
    var defaultEntered = [Bool](repeating: false, count: nodes.count)
    var processed: [Int] = []
    var pendingDone: [StructureTransition] = []
    // For each parallel state, the region the first target inside it came through (-1 before
    // any, -2 once every region is queued): its other regions are queued once, not once per
    // transition into it (thousands of regions made this quadratic).
    var firstRegion = [Int](repeating: -1, count: nodes.count)

    var steps: [ReachabilityStep] = [.enterByDefault(0)]

    func run(_ steps: inout [ReachabilityStep]) {
      while let step = steps.popLast() {
        switch step {
        case .enterByDefault(let node):
          if !reached[node] {
            reached[node] = true
            processed.append(node)
          }
          guard !defaultEntered[node] else { continue }
          defaultEntered[node] = true
          let info = nodes[node]
          switch info.kind {
          case .parallel: steps += info.children.reversed().map(ReachabilityStep.enterByDefault)
          case .compound, .root, .shallowHistory, .deepHistory:
            steps += info.initial.reversed().map(ReachabilityStep.enterTarget)
          case .atomic, .final: break
          }
        case .enterTarget(let target):
          steps.append(.enterByDefault(target))
          var previous = target
          var current = nodes[target].parent
          while let ancestor = current {
            if !reached[ancestor] {
              reached[ancestor] = true
              processed.append(ancestor)
            }
            if nodes[ancestor].kind == .parallel {
              switch firstRegion[ancestor] {
              case -1:
                firstRegion[ancestor] = previous
                for region in nodes[ancestor].children where region != previous {
                  steps.append(.enterByDefault(region))
                }
              case -2, previous:
                break
              case let first:
                firstRegion[ancestor] = -2
                steps.append(.enterByDefault(first))
              }
            }
            previous = ancestor
            current = nodes[ancestor].parent
          }
        }
      }
    }

    run(&steps)
    var cursor = 0
    while true {
      while cursor < processed.count {
        let node = processed[cursor]
        cursor += 1
        for index in nodes[node].transitions {
          let transition = transitions[index]
          if case .done = transition.trigger {
            pendingDone.append(transition)
            continue
          }
          steps += transition.targets.map(ReachabilityStep.enterTarget)
          run(&steps)
        }
      }
      // Completion transitions whose state can now complete.
      var fired = false
      pendingDone.removeAll { transition in
        guard case .done(let node, _) = transition.trigger, canComplete(node, reached) else {
          return false
        }
        steps += transition.targets.map(ReachabilityStep.enterTarget)
        fired = true
        return true
      }
      if !fired { break }
      run(&steps)
    }
    return reached
  }

  /// Whether a compound or parallel node can complete, given the reached nodes.
  private func canComplete(_ node: Int, _ reached: [Bool]) -> Bool {
    let info = nodes[node]
    switch info.kind {
    case .compound, .root:
      return info.children.contains { nodes[$0].kind == .final && reached[$0] }
    case .parallel:
      return info.children.allSatisfy { canComplete($0, reached) }
    default:
      return false
    }
  }
}

extension Validator {
  /// SK001: states that can never be entered, reported at the outermost such state.
  func unreachableStates(_ reached: [Bool]) -> [Finding] {
    var findings: [Finding] = []
    var node = 1
    while node < model.nodes.count {
      let info = model.nodes[node]
      guard !reached[node], !info.kind.isHistory else {
        node += 1
        continue
      }
      let inside = (node + 1..<model.end[node]).count { !model.nodes[$0].kind.isHistory }
      let descendants =
        inside == 0
        ? "" : inside == 1 ? " (nor the state inside it)" : " (nor the \(inside) states inside it)"
      findings.append(
        Finding(
          code: .unreachableState, severity: .error,
          message:
            "state '\(info.name)' can never be entered\(descendants): no transition or initial "
            + "state leads to it",
          statePath: model.statePath(node)))
      node = model.end[node]
    }
    return findings
  }
}

/// A unit of work of the reachability search.
private enum ReachabilityStep {
  /// Enter a node by default: its initial states, or every region.
  case enterByDefault(Int)
  /// Enter a transition's target: the target by default, its ancestors, and the other
  /// regions of its parallel ancestors.
  case enterTarget(Int)
}
