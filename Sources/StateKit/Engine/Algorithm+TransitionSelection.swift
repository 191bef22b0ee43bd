// SCXML appendix D's selectEventlessTransitions and selectTransitions (one procedure here,
// `nil` for no event) and removeConflictingTransitions.

extension MachineDefinition {
  /// Fills `scratch.enabled` with the transitions the event (or, for `nil`, no event) enables:
  /// for each active atomic state in document order, the first matching transition of the
  /// state or its nearest ancestor; then removes conflicts.
  @inlinable func selectTransitions(
    _ event: QueuedEvent<Event>?, _ snapshot: Snap, _ scratch: inout Scratch<State, Event, Context>
  ) {
    scratch.enabled.clear()
    scratch.domainsKnown = false
    var index: Int32 = -1
    var name: String?
    if let event {
      switch event {
      case .event(let e):
        if eventMatching == .descriptors {
          name = String(describing: e.eventCase)
        } else {
          index = eventIndex.index(of: e.eventCase)
          if index < 0 { return }
        }
      case .done(let node):
        if eventMatching == .descriptors { name = nodes[Int(node)].doneEventName }
      case .after:
        break
      }
    }
    let guardEvent: Event? = event.map { currentEvent(for: $0) } ?? scratch.currentEvent
    snapshot.active.forEach { atomic in
      guard nodeInfo[Int(atomic)].kind.isAtomic else { return }
      let t = firstTransition(from: atomic) { t in
        transitionMatches(t, event, eventIndex: index, name: name)
          && conditionMatch(t, snapshot, guardEvent)
      }
      if t >= 0 { scratch.addEnabled(t, transitionCount: transitionInfo.count) }
    }
    scratch.clearEnabledMarks()
    if hasParallel && scratch.enabled.count > 1 { removeConflictingTransitions(snapshot, &scratch) }
  }

  /// The first transition, in document order, of `state` and then of each of its ancestors up
  /// to the root, that `matches`; -1 when none does. The one walk up the state tree that
  /// selects transitions (SCXML `selectTransitions`' `for s in [state].append(getProperAncestors(state, null))`).
  @inlinable @inline(__always) func firstTransition(
    from state: Int32, where matches: (Int32) -> Bool
  ) -> Int32 {
    var state = state
    while state >= 0 {
      let node = nodeInfo[Int(state)]
      var t = node.transitionStart
      while t < node.transitionEnd {
        if matches(t) { return t }
        t += 1
      }
      state = node.parent
    }
    return -1
  }

  /// Keeps, of two transitions whose exit sets intersect, the one whose source is deeper (or,
  /// at equal standing, the earlier in document order).
  @inlinable func removeConflictingTransitions(
    _ snapshot: Snap, _ scratch: inout Scratch<State, Event, Context>
  ) {
    scratch.filtered.clear()
    scratch.filteredDomains.clear()
    for t1 in scratch.enabled {
      // Two exit sets, each the active descendants of a domain, meet exactly when one domain
      // is the other or contains it: a domain always has an active descendant (the source,
      // or the source's active child), and the descendants of unrelated states are disjoint.
      // Comparing domains costs the same whatever the number of states the sets would hold.
      // A targetless transition exits nothing and conflicts with nothing.
      let domain1 = transitionDomain(t1, snapshot)
      var preempted = false
      var remove: [Int] = []
      if domain1 >= 0 {
        for (j, t2) in scratch.filtered.enumerated() {
          let domain2 = scratch.filteredDomains[j]
          guard
            domain2 >= 0,
            domain1 == domain2 || isDescendant(domain1, of: domain2)
              || isDescendant(domain2, of: domain1)
          else { continue }
          if isDescendant(transitionInfo[Int(t1)].source, of: transitionInfo[Int(t2)].source) {
            remove.append(j)
          } else {
            preempted = true
            break
          }
        }
      }
      if !preempted {
        for j in remove.reversed() {
          scratch.filtered.remove(at: j)
          scratch.filteredDomains.remove(at: j)
        }
        scratch.filtered.append(t1)
        scratch.filteredDomains.append(domain1)
      }
    }
    swap(&scratch.enabled, &scratch.filtered)
    scratch.domainsKnown = true
  }
}
