// The quickest path: a flat machine's event decided by one read of the dispatch table, with no
// working memory.
//
// Invariants it relies on:
// - a non-empty dispatch table means the machine is flat (every child of the root atomic or
//   final, no eventless transitions, exact event matching: `FlatDispatch.init` builds one only
//   then), so `active.first` is the only active state;
// - the quick path records nothing but the plain transition it took (`taken`): an observed
//   machine (`MachineCore.observedEventSent`) builds its update from that alone, which holds
//   because a plain transition runs no action and changes nothing but the active leaf.

extension MachineDefinition {
  /// A flat machine whose dispatch cell says the event is ignored, or moves the active state
  /// without any action.
  ///
  /// - Returns: `.general` when the event needs ``macrostep(_:_:_:)``.
  @inlinable @inline(__always)
  func quickStep(_ event: Event, _ snapshot: inout Snap) -> FastPathDecision {
    var taken: Int32 = -1
    return quickStep(event, &snapshot, taken: &taken)
  }

  /// ``quickStep(_:_:)``, telling which plain transition it took when it handled the event.
  @inlinable @inline(__always)
  func quickStep(_ event: Event, _ snapshot: inout Snap, taken: inout Int32) -> FastPathDecision {
    if dispatch.isEmpty || snapshot.done { return .general }
    assert(isFlat && snapshot.active.count == 1, "a dispatch table on a machine that is not flat")
    let index = eventIndex.index(of: event.eventCase)
    if index < 0 { return .ignored }
    let leaf = snapshot.active.first
    let cell = dispatch.cell(state: leaf, event: index)
    if cell == FlatDispatch.ignored { return .ignored }
    guard let plain = FlatDispatch.plainTransition(cell) else { return .general }
    taken = plain
    movePlain(plain, from: leaf, &snapshot)
    return .handled
  }

  /// Takes a transition whose dispatch cell is plain: no action anywhere, so only the active
  /// leaf changes (not at all for a targetless transition).
  @inlinable @inline(__always) func movePlain(_ t: Int32, from leaf: Int32, _ snapshot: inout Snap)
  {
    // `t` comes from the dispatch table, which names only transitions of the definition.
    let target = transitionInfo.withUnsafeBufferPointer { $0[Int(t)].firstTarget }
    if target >= 0 { snapshot.active.replaceOnly(leaf, with: target) }
  }
}
