// SCXML appendix D's enterStates, computeEntrySet, addDescendantStatesToEnter and
// addAncestorStatesToEnter, and the done events of entering a final state.

extension MachineDefinition {
  /// Enters the states the enabled transitions lead to (SCXML `enterStates`), in document
  /// order: entry actions, timers, default-entry and history content, done events.
  @inlinable func enterStates(
    _ enabled: [Int32], _ snapshot: inout Snap, _ scratch: inout Scratch<State, Event, Context>
  ) {
    scratch.toEnter.removeAll()
    scratch.defaultEntry.removeAll()
    scratch.historyContent.clear()
    scratch.valueTargets.clear()
    entrySet(for: enabled, snapshot, &scratch)
    if hasPayloads {
      for t in enabled where transitions[Int(t)].value != nil {
        scratch.valueTargets.append((transitions[Int(t)].targets[0], t))
      }
    }
    let toEnter = scratch.toEnter
    toEnter.forEach { s in
      snapshot.active.insert(s)
      scratch.statesToInvoke.insert(s)
      let node = nodeInfo[Int(s)]
      if hasPayloads && !node.flags.contains(.hasValue),
        let entry = scratch.valueTargets.first(where: { $0.node == s })
      {
        let value = transitions[Int(entry.transition)].value!(
          snapshot.context, scratch.currentEvent)
        precondition(
          value.stateCase == nodes[Int(s)].key!,
          "transition into '\(nodes[Int(s)].name)' computed a value of state '\(value.stateCase)'")
        snapshot.payloads[s] = value
      }
      if scratch.recording { scratch.record.entered.append(s) }
      if node.flags.contains(.hasEntry) { execute(nodes[Int(s)].entry, &snapshot, &scratch) }
      if node.flags.contains(.hasAfters) { startTimers(of: s, &snapshot, &scratch) }
      if node.flags.contains(.hasWork) { scratch.entryEvents.append((s, scratch.currentEvent)) }
      if scratch.defaultEntry.contains(s) {
        let initial = node.initialTransition
        if transitionInfo[Int(initial)].flags.contains(.hasActions) {
          execute(transitions[Int(initial)].actions, &snapshot, &scratch)
        }
      }
      if !scratch.historyContent.isEmpty {
        for (parent, transition) in scratch.historyContent where parent == s {
          execute(transitions[Int(transition)].actions, &snapshot, &scratch)
        }
      }
      if node.kind == .final { enterFinal(s, &snapshot, &scratch) }
    }
  }

  /// Fills `scratch.toEnter` with the states to enter and `scratch.defaultEntry` with the
  /// compound states entered by default (SCXML `computeEntrySet`).
  @inlinable func computeEntrySet(
    _ enabled: [Int32], _ snapshot: Snap, _ scratch: inout Scratch<State, Event, Context>
  ) {
    for t in enabled {
      let info = transitionInfo[Int(t)]
      if info.firstTarget < 0 { continue }
      let ancestor =
        info.flags.contains(.historyTarget)
        ? (scratch.historyDomains.first { $0.transition == t }?.domain
          ?? transitionDomain(t, snapshot))
        : transitionDomain(t, snapshot)
      if info.flags.contains(.singleTarget) && !info.flags.contains(.historyTarget) {
        addDescendantStatesToEnter(info.firstTarget, snapshot, &scratch)
        addAncestorStatesToEnter(info.firstTarget, ancestor, snapshot, &scratch)
        continue
      }
      for s in transitions[Int(t)].targets { addDescendantStatesToEnter(s, snapshot, &scratch) }
      for s in getEffectiveTargetStates(t, snapshot) {
        addAncestorStatesToEnter(s, ancestor, snapshot, &scratch)
      }
    }
  }

  /// Adds `state` and the descendants it enters by default or through history (SCXML
  /// `addDescendantStatesToEnter`).
  @inlinable func addDescendantStatesToEnter(
    _ state: Int32, _ snapshot: Snap, _ scratch: inout Scratch<State, Event, Context>
  ) {
    let node = nodeInfo[Int(state)]
    if node.kind.isHistory {
      if let remembered = snapshot.history[state] {
        remembered.forEach { addDescendantStatesToEnter($0, snapshot, &scratch) }
        remembered.forEach { addAncestorStatesToEnter($0, node.parent, snapshot, &scratch) }
      } else {
        scratch.historyContent.append((node.parent, node.initialTransition))
        let targets = transitions[Int(node.initialTransition)].targets
        for s in targets { addDescendantStatesToEnter(s, snapshot, &scratch) }
        for s in targets { addAncestorStatesToEnter(s, node.parent, snapshot, &scratch) }
      }
      return
    }
    scratch.toEnter.insert(state)
    if node.kind == .compound {
      scratch.defaultEntry.insert(state)
      let initial = transitionInfo[Int(node.initialTransition)]
      if initial.flags.contains(.singleTarget) {
        addDescendantStatesToEnter(initial.firstTarget, snapshot, &scratch)
        addAncestorStatesToEnter(initial.firstTarget, state, snapshot, &scratch)
      } else {
        let targets = transitions[Int(node.initialTransition)].targets
        for s in targets { addDescendantStatesToEnter(s, snapshot, &scratch) }
        for s in targets { addAncestorStatesToEnter(s, state, snapshot, &scratch) }
      }
    } else if node.kind == .parallel {
      for child in nodes[Int(state)].children
      where !scratch.toEnter.containsAny(in: descendants(of: child)) {
        addDescendantStatesToEnter(child, snapshot, &scratch)
      }
    }
  }

  /// Adds the ancestors of `state` below `ancestor`, and the default entries of any parallel
  /// ancestor's other regions (SCXML `addAncestorStatesToEnter`).
  @inlinable func addAncestorStatesToEnter(
    _ state: Int32, _ ancestor: Int32, _ snapshot: Snap,
    _ scratch: inout Scratch<State, Event, Context>
  ) {
    var anc = nodeInfo[Int(state)].parent
    while anc > 0 && anc != ancestor {
      scratch.toEnter.insert(anc)
      if nodeInfo[Int(anc)].kind == .parallel {
        for child in nodes[Int(anc)].children
        where !scratch.toEnter.containsAny(in: descendants(of: child)) {
          addDescendantStatesToEnter(child, snapshot, &scratch)
        }
      }
      anc = nodeInfo[Int(anc)].parent
    }
  }

  /// Entering a final state: the machine is done, or its parent (and perhaps a parallel
  /// grandparent) is complete.
  @inlinable func enterFinal(
    _ s: Int32, _ snapshot: inout Snap, _ scratch: inout Scratch<State, Event, Context>
  ) {
    let parent = nodeInfo[Int(s)].parent
    if parent == 0 {
      snapshot.done = true
      return
    }
    scratch.internalQueue.append(.done(parent))
    let grandparent = nodeInfo[Int(parent)].parent
    if grandparent > 0 && nodeInfo[Int(grandparent)].kind == .parallel
      && nodes[Int(grandparent)].children.allSatisfy({ isInFinalState($0, snapshot) })
    {
      scratch.internalQueue.append(.done(grandparent))
    }
  }
}
