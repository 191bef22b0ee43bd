extension Scratch {
  /// The bit of ``attention`` a machine's core sets when the machine is a watched child
  /// (``MachineCore/watcher``), so that every step's end reaches
  /// ``MachineCore/attended(_:_:handled:start:)`` for the same one test as a runaway. One of
  /// the engine's ``hostBits``: the engine never reads it.
  @inlinable static var watchedBit: UInt8 { hostBits & 0b10 }
}

extension MachineCore {
  /// The end of a macrostep that needs attention (``Scratch/attention``), before its effects
  /// run: it ran away, or the machine is watched. The watcher learns the active states, and a
  /// step that completed the machine or ran away leaves its report for after the step's
  /// effects and listeners.
  ///
  /// - Returns: The report of a macrostep that ran away.
  @inlinable @inline(never) mutating func attended(
    _ definition: MachineDefinition<State, Event, Context>,
    _ box: ScratchBox<State, Event, Context>, handled: Bool,
    start: (low: UInt64, mid: UInt64)?
  ) -> RunawayMacrostep? {
    let runaway = box.scratch.runaway ? definition.takeRunaway(&box.scratch) : nil
    guard let watcher else { return runaway }
    // A macrostep that ended in the states it started from has nothing to count.
    if snapshot.active.moved(from: start) { watcher.stepped(to: snapshot.active) }
    if let runaway { reportAfterEffects(.ranAway(runaway)) }
    if handled && snapshot.isDone { reportAfterEffects(.done) }
    return runaway
  }

  /// Leaves `report` for the watcher: the runner takes it to the parent outside the lock, after
  /// the step's own effects (an event the step emitted reaches the parent first), as a hand-off
  /// of its own (``Handoff/report(_:_:)``).
  /// Only for a watched machine: a report waits while its watcher does.
  @inlinable @inline(never) mutating func reportAfterEffects(_ report: ChildReport) {
    _internalInvariant(watcher != nil, "a report was left for no watcher")
    ensureScratch().reports.append(report)
  }
}
