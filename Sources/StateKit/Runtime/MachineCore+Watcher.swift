extension MachineCore {
  /// ``Machine/send(_:)`` was called on a watched machine (a child of a collection) that no
  /// listener observes: the observed path's counterpart that builds no update. Takes the event
  /// by the quick step when it can, and tells the watcher of the active states it ended in;
  /// otherwise processes it (``process(_:_:chainStopped:quickTried:)``), whose step tells the
  /// watcher where it ends (``stepEnded(_:_:_:previous:handled:)``, ``attended(_:_:handled:observed:)``).
  ///
  /// The core already owns processing (``begin()``).
  @inlinable @inline(never) mutating func watchedEventSent(
    _ event: Event, _ definition: MachineDefinition<State, Event, Context>,
    _ watcher: ChildWatcher
  ) -> Handoff {
    // The quick step never calls the definition's code, but an event that may is handed out
    // by `process` before any step is tried.
    if definition.stepsOutsideLock(event) { return process(.event(event), definition) }
    var taken: Int32 = -1
    let handled: Bool
    switch definition.quickStepOrLend(event, &snapshot, taken: &taken, lending: Self.lendsNothing)
    {
    case .quick(let quickHandled): handled = quickHandled
    case .stepped, .declined: return process(.event(event), definition, quickTried: true)
    }
    snapshot._checkInvariants()
    if handled {
      watcher.stepped(to: snapshot.active)
      if snapshot.isDone {
        reportAfterEffects(.done, to: watcher)
        return processedEvent(.handled, nil)
      }
    }
    let result: SendResult = handled ? .handled : .ignored
    // Nothing waits: the machine was idle when the event came, and the step sent nothing.
    if idleUnlessMail() { return .ended(result) }
    return .perform(Processed(result))
  }

  /// The end of a macrostep that needs attention (``Scratch/attention``), before its effects
  /// run: it ran away, or the machine is watched. The watcher learns the active states; unless
  /// listeners hear the step (their first tells the watcher, ``watcherListenerAdded(_:_:)``),
  /// a step that completed the machine or ran away leaves its report after the step's effects.
  ///
  /// - Returns: The report of a macrostep that ran away.
  @inlinable @inline(never) mutating func attended(
    _ definition: MachineDefinition<State, Event, Context>,
    _ box: ScratchBox<State, Event, Context>, handled: Bool, observed: Bool
  ) -> RunawayMacrostep? {
    let runaway = box.scratch.runaway ? definition.takeRunaway(&box.scratch) : nil
    guard let watcher else { return runaway }
    watcher.stepped(to: snapshot.active)
    if observed { return runaway }
    if let runaway { reportAfterEffects(.ranAway(runaway), to: watcher) }
    if handled && snapshot.isDone { reportAfterEffects(.done, to: watcher) }
    return runaway
  }

  /// Leaves `report` as the last effect of the step: the runner performs it outside the lock,
  /// after the step's own effects (an event the step emitted reaches the parent first).
  @inlinable @inline(never) mutating func reportAfterEffects(
    _ report: ChildReport, to watcher: ChildWatcher
  ) {
    ensureScratch().scratch.effects.append(
      .run(
        name: "report to the collection", body: { _, _ in watcher.report(report) },
        context: snapshot.context, event: nil))
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
