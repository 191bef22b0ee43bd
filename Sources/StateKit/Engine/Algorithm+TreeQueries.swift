// SCXML appendix D's queries on the state tree: isDescendant, isInFinalState,
// getEffectiveTargetStates, getTransitionDomain and findLCCA, over the definition's node
// tables (document order, so a node's descendants are the indices up to its `end`).

extension MachineDefinition {
  /// Whether `a` is a proper descendant of `b`.
  @inlinable func isDescendant(_ a: Int32, of b: Int32) -> Bool {
    b < a && a < nodeInfo[Int(b)].end
  }

  /// The node indices of `node`'s proper descendants (the tables are in document order, so
  /// they are contiguous).
  @inlinable func descendants(of node: Int32) -> Range<Int32> {
    (node + 1)..<nodeInfo[Int(node)].end
  }

  /// Whether `node` is in a final configuration: a compound state whose active child is final,
  /// or a parallel state all of whose regions are (SCXML `isInFinalState`).
  @inlinable func isInFinalState(_ node: Int32, _ snapshot: Snap) -> Bool {
    switch nodeInfo[Int(node)].kind {
    case .compound:
      return nodes[Int(node)].children.contains {
        nodeInfo[Int($0)].kind == .final && snapshot.active.contains($0)
      }
    case .parallel:
      return nodes[Int(node)].children.allSatisfy { isInFinalState($0, snapshot) }
    default:
      return false
    }
  }

  /// The targets with history states replaced by what they remember (or their defaults).
  @inlinable func getEffectiveTargetStates(_ t: Int32, _ snapshot: Snap) -> [Int32] {
    let targets = transitions[Int(t)].targets
    guard transitionInfo[Int(t)].flags.contains(.historyTarget) else { return targets }
    var result: [Int32] = []
    for target in targets {
      if nodes[Int(target)].kind.isHistory {
        if let remembered = snapshot.history[target] {
          remembered.forEach { if !result.contains($0) { result.append($0) } }
        } else {
          for s in getEffectiveTargetStates(nodes[Int(target)].initialTransition, snapshot)
          where !result.contains(s) {
            result.append(s)
          }
        }
      } else if !result.contains(target) {
        result.append(target)
      }
    }
    return result
  }

  /// The compound state (or root) that a transition's exits and entries stay inside; -1 for a
  /// targetless transition.
  @inlinable func getTransitionDomain(_ t: Int32, _ snapshot: Snap) -> Int32 {
    let info = transitionInfo[Int(t)]
    let source = info.source
    if info.firstTarget < 0 { return -1 }
    let internalSource =
      info.flags.contains(.isInternal) && (nodeInfo[Int(source)].kind == .compound || source == 0)
    if info.flags.contains(.singleTarget) && !info.flags.contains(.historyTarget) {
      // The common case, without building a target list.
      let target = info.firstTarget
      if internalSource && isDescendant(target, of: source) { return source }
      return findLCCA(source, CollectionOfOne(target))
    }
    let targets = getEffectiveTargetStates(t, snapshot)
    if targets.isEmpty { return -1 }
    if internalSource && targets.allSatisfy({ isDescendant($0, of: source) }) { return source }
    return findLCCA(source, targets)
  }

  /// The least common compound ancestor of `head` and `tail`: the nearest proper ancestor of
  /// `head` that is compound (or the root) and contains every state of `tail`.
  @inlinable func findLCCA(_ head: Int32, _ tail: some Collection<Int32>) -> Int32 {
    var ancestor = nodeInfo[Int(head)].parent
    while ancestor > 0 {
      let kind = nodeInfo[Int(ancestor)].kind
      if kind == .compound && tail.allSatisfy({ isDescendant($0, of: ancestor) }) {
        return ancestor
      }
      ancestor = nodeInfo[Int(ancestor)].parent
    }
    return 0
  }
}
