/// What one macrostep changed in a snapshot, in the parts views read separately.
@usableFromInline struct SnapshotChange: OptionSet, Sendable {
  @usableFromInline let rawValue: UInt8
  @inlinable init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The active configuration, the payloads of its states, or whether the machine is done.
  @usableFromInline static let state = SnapshotChange(rawValue: 1)
  /// The context.
  @usableFromInline static let context = SnapshotChange(rawValue: 2)
  /// History, timers or work: what only ``Snapshot`` as a whole shows.
  @usableFromInline static let rest = SnapshotChange(rawValue: 4)
}

extension Snapshot {
  /// What differs between this snapshot and `next`, a later snapshot of the same machine.
  ///
  /// It may report a part that did not change (a context or a state payload that is not
  /// `Equatable`, extras copied but equal), never the reverse.
  ///
  /// - Parameters:
  ///   - next: The later snapshot.
  ///   - states: Compares state values, for payloads.
  ///   - contexts: Compares contexts.
  /// - Returns: The parts that may differ.
  @inlinable func change(
    to next: Self, states: ValueComparison<State>, contexts: ValueComparison<Context>
  ) -> SnapshotChange {
    var change: SnapshotChange = []
    let sameExtras = extras === next.extras
    if active != next.active || done != next.done
      || (!sameExtras && payloadsMayDiffer(from: next, states))
    {
      change.insert(.state)
    }
    if contexts.mayDiffer(storedContext, next.storedContext) { change.insert(.context) }
    if !sameExtras { change.insert(.rest) }
    return change
  }

  /// Whether an active state's payload may differ in `next`, which has the same configuration.
  @usableFromInline func payloadsMayDiffer(from next: Self, _ states: ValueComparison<State>)
    -> Bool
  {
    let old = payloads
    let new = next.payloads
    if old.isEmpty && new.isEmpty { return false }
    var differ = false
    active.forEach { node in
      guard !differ else { return }
      switch (old[node], new[node]) {
      case (nil, nil): return
      case (let before?, let after?): differ = states.mayDiffer(before, after)
      default: differ = true
      }
    }
    return differ
  }
}
