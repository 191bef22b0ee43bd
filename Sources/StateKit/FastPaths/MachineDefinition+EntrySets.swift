// The precomputed entry sets (`StaticEntries`): what a transition enters, and its domain, when
// that does not depend on the snapshot. The W3C procedures ask `entrySet(for:_:_:)` and
// `transitionDomain(_:_:)`, which answer from the table when they can and run
// `computeEntrySet` / `getTransitionDomain` otherwise.
//
// Invariants they rely on:
// - the table holds an entry only for a transition with a target and no history state on the
//   way (`StaticEntries.fill` computes it with the engine's own procedures on an empty
//   snapshot, and leaves `nil` wherever history content shows up), so the entry is the same in
//   every snapshot;
// - the table is filled only for hierarchical machines of at most `StateSet.inlineCapacity`
//   nodes, whose sets fit inline and copy without allocating.
// In builds with internal checks, every domain answered from the table is checked against the
// computed one.

extension MachineDefinition {
  /// Fills `scratch.toEnter` and `scratch.defaultEntry` for the enabled transitions (SCXML
  /// `computeEntrySet`): from the precomputed table for a single transition that has an entry
  /// there, by ``computeEntrySet(_:_:_:)`` otherwise.
  @inlinable func entrySet(
    for enabled: [Int32], _ snapshot: Snap, _ scratch: inout Scratch<State, Event, Context>
  ) {
    if enabled.count == 1, let entry = staticEntries.entry(enabled[0]) {
      _internalInvariant(!transitionInfo[Int(enabled[0])].flags.contains(.historyTarget))
      scratch.toEnter = entry.toEnter
      scratch.defaultEntry = entry.defaultEntry
      return
    }
    computeEntrySet(enabled, snapshot, &scratch)
  }

  /// The transition's domain (SCXML `getTransitionDomain`): from the precomputed table when it
  /// has the transition, by ``getTransitionDomain(_:_:)`` otherwise.
  @inlinable func transitionDomain(_ t: Int32, _ snapshot: Snap) -> Int32 {
    if let entry = staticEntries.entry(t) {
      _internalInvariant(
        entry.domain == getTransitionDomain(t, snapshot), "a stale precomputed domain")
      return entry.domain
    }
    return getTransitionDomain(t, snapshot)
  }
}
