extension MachineCore {
  /// The end of a macrostep that needs attention (``Scratch/attention``), before its effects
  /// run: it ran away, or the machine is watched. The watcher learns the active states; unless
  /// listeners hear the step (their first tells the watcher, ``watcherListenerAdded(_:_:)``),
  /// a step that completed the machine or ran away leaves its report after the step's effects.
  ///
  /// - Returns: The report of a macrostep that ran away.
  @inlinable @inline(never) mutating func attended(
    _ definition: MachineDefinition<State, Event, Context>,
    _ box: ScratchBox<State, Event, Context>, handled: Bool, observed: Bool,
    start: (low: UInt64, mid: UInt64)?
  ) -> RunawayMacrostep? {
    let runaway = box.scratch.runaway ? definition.takeRunaway(&box.scratch) : nil
    guard let watcher else { return runaway }
    // A macrostep that ended in the states it started from has nothing to count.
    if snapshot.active.moved(from: start) { watcher.stepped(to: snapshot.active) }
    if observed { return runaway }
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

  /// Registers, ahead of the first listener of a watched machine, the listener that tells the
  /// watcher of the steps the listeners hear: an observed machine takes its quick steps on the
  /// observed path (``observedQuickStep(_:_:_:)``), which leaves them to its listeners. A quick
  /// step has no effects, so the watcher hears it before anything the parent could be told.
  /// A step it already heard where the step ended is counted again in place. The completion and
  /// runaways of an observed machine reach the parent from here, after the step's effects.
  ///
  /// - Returns: The listener's id.
  @usableFromInline mutating func watcherListenerAdded(
    _ watcher: ChildWatcher, _ box: ScratchBox<State, Event, Context>
  ) -> Int {
    box.lastListener += 1
    box.listeners.append(
      Listener(id: box.lastListener) { update in
        let snapshot = update.storage.snapshot
        watcher.stepped(to: snapshot.active)
        if let runaway = update.storage.runaway { watcher.report(.ranAway(runaway)) }
        if snapshot.isDone { watcher.report(.done) }
      })
    return box.lastListener
  }
}
