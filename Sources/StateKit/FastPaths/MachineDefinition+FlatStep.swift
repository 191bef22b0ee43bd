// The flat-machine fast path: a machine without hierarchy takes an external event's transition
// by exiting one state, running assignments and entering one state, with no exit or entry set.
//
// Invariants it relies on:
// - the machine is flat (`isFlat`: every child of the root atomic or final, no eventless
//   transitions, exact event matching), so exactly one state is active, `active.first`, and the
//   only ancestor of that state is the root;
// - it only takes transitions `FlatDispatch.takesFlatPath` accepts: no raised event, no side
//   effect, no work or timer to start or stop, no payload to compute, no final target; anything
//   else goes back to the general algorithm with `.general`, before any change, or, once the
//   search has run the guards, with the transition they chose (`algorithmStep(selected:)`), so
//   that no guard runs twice for one event;
// - when someone observes the machine (`scratch.recording`), plain moves are recorded too.

extension MachineDefinition {
  /// Takes an external event on a flat machine, or says that the general algorithm must.
  @inlinable func flatStep(
    _ event: Event, _ snapshot: inout Snap, _ scratch: inout Scratch<State, Event, Context>
  ) -> FastPathDecision {
    _internalInvariant(
      isFlat && snapshot.active.count == 1, "the flat path on a machine that is not flat")
    let index = eventIndex.index(of: event.eventCase)
    if index < 0 { return .ignored }
    let leaf = snapshot.active.first
    if dispatch.isEmpty { return flatSearch(event, index, leaf, &snapshot, &scratch) }
    let cell = dispatch.cell(state: leaf, event: index)
    if cell == .ignored { return .ignored }
    if cell == .needsSearch {
      return flatSearch(event, index, leaf, &snapshot, &scratch)
    }
    if let target = cell.plainTarget, !scratch.recording {
      snapshot.active.replaceOnly(leaf, with: target)
      return .handled
    }
    let t = cell.isPlain ? plainTransition(from: leaf, event: index) : cell.transition
    flatTake(t, from: leaf, to: transitionInfo[Int(t)].firstTarget, event, &snapshot, &scratch)
    return .handled
  }

  /// The flat path without a dispatch cell: the first transition of the active state, then of
  /// the root, that the event enables (the ancestor walk of SCXML `selectTransitions`).
  @inlinable func flatSearch(
    _ event: Event, _ index: Int32, _ leaf: Int32, _ snapshot: inout Snap,
    _ scratch: inout Scratch<State, Event, Context>
  ) -> FastPathDecision {
    let chosen = firstTransition(from: leaf) { t in
      triggers(t, eventIndex: index) && conditionMatch(t, snapshot, event)
    }
    if chosen < 0 { return .ignored }
    let info = transitionInfo[Int(chosen)]
    guard FlatDispatch.takesFlatPath(info, from: nodeInfo[Int(leaf)], nodes: nodeInfo) else {
      // The guards ran: the general algorithm takes the transition they chose.
      algorithmStep(selected: chosen, event: event, &snapshot, &scratch)
      return .handled
    }
    flatTake(chosen, from: leaf, to: info.firstTarget, event, &snapshot, &scratch)
    return .handled
  }

  /// Takes a flat transition whose actions only assign: exit `leaf`, run the actions, enter
  /// `target` (`-1` for a targetless transition).
  @inlinable func flatTake(
    _ t: Int32, from leaf: Int32, to target: Int32, _ event: Event, _ snapshot: inout Snap,
    _ scratch: inout Scratch<State, Event, Context>
  ) {
    if scratch.recording { scratch.record.transitions.append(t) }
    guard target >= 0 else {
      assign(transitions[Int(t)].actions, event, &snapshot, &scratch)
      return
    }
    if scratch.recording {
      scratch.record.exited.append(leaf)
      scratch.record.entered.append(target)
    }
    if nodeInfo[Int(leaf)].flags.contains(.hasExit) {
      assign(nodes[Int(leaf)].exit, event, &snapshot, &scratch)
    }
    snapshot.active.remove(leaf)
    if transitionInfo[Int(t)].flags.contains(.hasActions) {
      assign(transitions[Int(t)].actions, event, &snapshot, &scratch)
    }
    snapshot.active.insert(target)
    if nodeInfo[Int(target)].flags.contains(.hasEntry) {
      assign(nodes[Int(target)].entry, event, &snapshot, &scratch)
    }
  }

  /// Runs assign-only actions, recording their names when someone observes.
  @inlinable func assign(
    _ actions: [Action<Event, Context>], _ event: Event, _ snapshot: inout Snap,
    _ scratch: inout Scratch<State, Event, Context>
  ) {
    // By index, so that each action is read where it lies instead of copied whole.
    for i in actions.indices {
      if scratch.recording { scratch.record.actions.append(actions[i].name) }
      if let update = actions[i].assignment { update(&snapshot.storedContext, event) }
    }
  }
}
