// The quickest path: a flat machine's event decided by one read of the dispatch table, with no
// working memory. Its callers: a running machine's core (`MachineCore.quickStep(_:_:taken:)`)
// and the pure step (`MachineDefinition.quickStepOrLend(_:_:taken:lending:)`).
//
// Invariants it relies on:
// - a non-empty dispatch table means the machine is flat (every child of the root atomic or
//   final, no eventless transitions, exact event matching: `FlatDispatch.init` builds one only
//   then), so `active.first` is the only active state;
// - a flat machine is done exactly when its active state is final (every final state is a child
//   of the root), and a final state's row of the table ignores every event, so a done machine
//   ignores the event without a test of `done`;
// - the quick path records nothing but the event index of the plain transition it took
//   (`taken`): an observed machine (`MachineCore.observedQuickStep`) builds its update from that
//   alone, which holds because a plain transition runs no action and changes nothing but the
//   active leaf, and `plainTransition(from:event:)` finds the transition again from the leaf
//   and the event.

extension MachineDefinition {
  /// A flat machine whose dispatch cell says the event is ignored, or moves the active state
  /// without any action. Called by a running machine's core and by
  /// ``quickStepOrLend(_:_:taken:lending:)``, the pure step's entry.
  ///
  /// - Parameter taken: Set, when the event was handled, to the index of the event whose plain
  ///   transition it took (``plainTransition(from:event:)`` finds the transition).
  /// - Returns: `.general` when the event needs working memory (``stepWithWorkingMemory(_:_:_:)``).
  @inlinable @inline(__always)
  func quickStep(_ event: Event, _ snapshot: inout Snap, taken: inout Int32) -> FastPathDecision {
    if dispatch.isEmpty { return .general }
    _internalInvariant(
      isFlat && snapshot.active.count == 1, "a dispatch table on a machine that is not flat")
    _internalInvariant(
      snapshot.done == (nodeInfo[Int(snapshot.active.first)].kind == .final),
      "a flat machine done in a state that is not final, or the reverse")
    let index = eventIndex.index(of: event.eventCase)
    if index < 0 { return .ignored }
    let leaf = snapshot.active.first
    let cell = dispatch.cell(state: leaf, event: index)
    if let target = cell.plainTarget {
      taken = index
      // Only the active leaf changes (to itself for a targetless transition).
      snapshot.active.replaceOnly(leaf, with: target)
      return .handled
    }
    return cell == .ignored ? .ignored : .general
  }

  /// The transition behind a plain dispatch cell of state `leaf` and event index `index`: the
  /// first transition of the leaf, then of the root, that the event triggers, as when the table
  /// was built. Only for reports (an observer's update, a recorded step): the quick path moves
  /// by the state the cell names.
  @inlinable func plainTransition(from leaf: Int32, event index: Int32) -> Int32 {
    firstTransition(from: leaf) { t in
      transitionInfo[Int(t)].flags.isDisjoint(with: [.eventless, .delayed])
        && triggers(t, eventIndex: index)
    }
  }
}
