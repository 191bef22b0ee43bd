extension MachineCore {
  /// Processes `inbound` under the lock, or, when its macrostep may call the definition's code
  /// (``MachineDefinition/stepsOutsideLock(_:)``), hands that macrostep out for the runner to
  /// take outside the lock.
  ///
  /// - Parameters:
  ///   - chainStopped: The report when `inbound` ends a chain of sent events that reached the
  ///     machine's bound (see ``chainExtended(_:)``).
  /// - Returns: What processing left (``processedEvent(_:_:chainStopped:)``), or
  ///   ``Handoff/step(_:)``.
  @inlinable @inline(__always) mutating func process(
    _ inbound: Inbound<Event>, _ definition: MachineDefinition<State, Event, Context>,
    chainStopped: RunawayMacrostep? = nil
  ) -> Handoff {
    let observing = isObserved
    if observing, let quick = observedQuickStep(inbound, definition) {
      let ((result, update), listeners) = quick
      // A watched machine's watcher learns the step under the lock, as from the prelude's.
      if watcher != nil, case .handled = result { observedQuickStepTold() }
      // A quick step leaves no effects: unless it ends a stopped chain, the listeners are next.
      if chainStopped == nil { return .notify(result, update, listeners) }
      return processedEvent(result, update, chainStopped: chainStopped)
    }
    let box = ensureScratch()
    guard admits(inbound, box) else {
      return processedEvent(.ignored, nil, chainStopped: chainStopped)
    }
    if definition.stepsOutsideLock(inbound) {
      return .step(handOutStep(inbound, chainStopped: chainStopped))
    }
    let previous = observing ? snapshot : nil
    let start = snapshot.active.inlineWords
    let handled = Self.stepAdmitted(
      inbound, definition, &snapshot, box, recording: recordsSteps)
    if notifiesSnapshot(box, chainStopped: chainStopped) {
      return snapshotHandoff(stepResult(definition, box, handled: handled, start: start))
    }
    let (result, update) = stepEnded(
      inbound, definition, box, previous: previous, handled: handled, start: start)
    return processedEvent(result, update, chainStopped: chainStopped)
  }

  /// Whether the macrostep just taken hands its listeners the snapshot it reached
  /// (``Handoff/notifySnapshot(_:_:)``), with no update built: every listener reads snapshots
  /// alone (``recordsSteps`` is false), and the step left no effects, which run before the
  /// listeners hear it, and stopped no chain.
  @inlinable func notifiesSnapshot(
    _ box: ScratchBox<State, Event, Context>, chainStopped: RunawayMacrostep?
  ) -> Bool {
    isObserved && !recordsSteps && chainStopped == nil && box.scratch.effects.isEmpty
  }

  /// Hands a copy of the snapshot to listeners that read snapshots alone, after a macrostep
  /// taken under the lock. Out of line: the copy into the hand-off is large code, and inlined
  /// it would keep ``process(_:_:chainStopped:)`` from inlining into the door. (A quick step
  /// builds its update as for any listener: from the transition taken, which costs less than
  /// a copy of the snapshot.)
  @inlinable @inline(never) mutating func snapshotHandoff(_ result: SendResult) -> Handoff {
    .notifySnapshot(snapshot, SnapshotListeners(result, listeners))
  }

  /// What the runner does after a macrostep with `result` and `update`: perform the effects it
  /// left (``Handoff/perform(_:)``, the listeners come after them); else call the listeners
  /// (``Handoff/notify(_:_:_:)``); else nothing, and processing ends here unless events wait
  /// in the mailbox.
  ///
  /// - Parameter chainStopped: The report when the event ended a chain of sent events that
  ///   reached the machine's bound: the events effects sent after it are dropped, and so are
  ///   its own sends.
  @inlinable mutating func processedEvent(
    _ result: SendResult, _ update: MachineUpdate<State, Event, Context>?,
    chainStopped: RunawayMacrostep? = nil
  ) -> Handoff {
    var result = result
    if let chainStopped {
      mailbox.removeAll { if case .effect = $0 { true } else { false } }
      scratchBox?.chainLength = 0
      update?.storage.runaway = chainStopped
      scratchBox?.scratch.effects.removeAll { if case .send = $0 { true } else { false } }
      result = .stopped(chainStopped)
      if watcher != nil { reportAfterEffects(.ranAway(chainStopped)) }
    }
    let effects = effectsToPerform()
    if !effects.isEmpty { return .perform(Processed(result, effects: effects, update: update)) }
    if let update { return .notify(result, update, listeners) }
    if idleUnlessMail() { return .ended(result) }
    return .next(result)
  }

  /// An observed event that the quick path decides (a flat machine's plain transition, or an
  /// event it ignores): taken without the algorithm, with an update built from the transition
  /// taken instead of a recording.
  ///
  /// - Returns: The result and the update, with the listeners to call; `nil` when the event
  ///   needs the recorded macrostep.
  @inlinable @inline(__always) mutating func observedQuickStep(
    _ inbound: Inbound<Event>, _ definition: MachineDefinition<State, Event, Context>
  ) -> ((SendResult, MachineUpdate<State, Event, Context>), [Listener])? {
    let event: Event
    switch inbound {
    case .event(let sent), .effect(let sent): event = sent
    case .work, .timer: return nil
    }
    // Someone listens, so the box exists, and the core keeps it for the whole step: lent
    // without a retain (an unowned local is still retained for each call it is passed to;
    // Benchmarks/README.md has what a retained box costs).
    return Unmanaged.passUnretained(scratchBox.unsafelyUnwrapped).withGuaranteedInstance { box in
      observedQuickStep(event, definition, box).map { ($0, box.listeners) }
    }
  }

  /// An observed event that the quick path decides (a flat machine's plain transition, or an
  /// event it ignores): taken without the algorithm, with an update built from the transition
  /// taken instead of a recording.
  ///
  /// - Returns: `nil` when the event needs the recorded macrostep.
  @inlinable mutating func observedQuickStep(
    _ event: Event, _ definition: MachineDefinition<State, Event, Context>,
    _ box: ScratchBox<State, Event, Context>
  ) -> (SendResult, MachineUpdate<State, Event, Context>)? {
    // The active states before the step go straight into the update's storage: a copy of the
    // set in a local would retain and release its overflow reference.
    let storage = box.updateStorage(snapshot)
    storage.quickActive.assign(snapshot.active)
    var taken: Int32 = -1
    // An event the quick step cannot decide is declined, unchanged, for `process` to record.
    guard let handled = quickStep(event, definition, taken: &taken) else { return nil }
    storage.fillQuick(event, taken: taken, snapshot: snapshot, handled: handled)
    return (handled ? .handled : .ignored, MachineUpdate(storage: storage))
  }

  /// Whether `inbound` needs a macrostep: a work event whose run is over is dropped (and
  /// counted), and a timer that is no longer pending is ignored; a fired timer's handle is
  /// forgotten.
  @inlinable mutating func admits(
    _ inbound: Inbound<Event>, _ box: ScratchBox<State, Event, Context>
  ) -> Bool {
    switch inbound {
    case .event, .effect:
      return true
    case .work(_, let id):
      guard snapshot.activeWork.contains(id) else {
        box.droppedWorkEvents += 1
        return false
      }
      return true
    case .timer(let id):
      if let handles, var scheduled = handles.timers[id], !scheduled.isEmpty {
        scheduled.removeFirst()
        handles.timers[id] = scheduled.isEmpty ? nil : scheduled
      }
      return snapshot.timers.contains { $0.id == id }
    }
  }

  /// The macrostep of an admitted event, recorded when `recording` (a listener reads what it
  /// did): under the lock (``process(_:_:chainStopped:)``) or outside it (``UnlockedStep``).
  ///
  /// - Returns: Whether the event enabled a transition.
  @inlinable static func stepAdmitted(
    _ inbound: Inbound<Event>, _ definition: MachineDefinition<State, Event, Context>,
    _ snapshot: inout Snapshot<State, Event, Context>, _ box: ScratchBox<State, Event, Context>,
    recording: Bool
  ) -> Bool {
    if recording {
      box.scratch.recording = true
      box.scratch.record.reset()
    }
    defer { box.scratch.recording = false }
    switch inbound {
    case .event(let event), .effect(let event), .work(let event, _):
      return definition.stepWithWorkingMemory(event, &snapshot, &box.scratch)
    case .timer(let id):
      return definition.fireTimer(id, &snapshot, &box.scratch)
    }
  }

  /// The result of a macrostep the core's snapshot has reached, and its update when `previous`
  /// (the snapshot before it) was kept for the listeners. `start` is the inline words of the
  /// active states the macrostep started from (``StateSet/inlineWords``), which tell a watcher
  /// whether the step moved.
  @inlinable mutating func stepEnded(
    _ inbound: Inbound<Event>, _ definition: MachineDefinition<State, Event, Context>,
    _ box: ScratchBox<State, Event, Context>, previous: consuming Snapshot<State, Event, Context>?,
    handled: Bool, start: (low: UInt64, mid: UInt64)?
  ) -> (SendResult, MachineUpdate<State, Event, Context>?) {
    let result = stepResult(definition, box, handled: handled, start: start)
    // Moved into the update's storage, not copied: the caller gave it up.
    guard let previous = previous.take() else { return (result, nil) }
    let runaway: RunawayMacrostep? = if case .stopped(let runaway) = result { runaway } else { nil }
    let origin: MachineUpdate<State, Event, Context>.Origin
    let event: Event?
    switch inbound {
    case .event(let e), .effect(let e):
      (origin, event) = (.sent, e)
    case .work(let e, let id):
      (origin, event) = (.work(id), e)
    case .timer(let id):
      origin = .timer(id)
      event = previous.timers.first { $0.id == id }.flatMap {
        if case .event(let e) = $0.event { e } else { nil }
      }
    }
    let storage = box.updateStorage(snapshot)
    storage.fillRecorded(
      origin, event: event, previous: consume previous, snapshot: snapshot, handled: handled,
      record: &box.scratch.record, effects: box.scratch.effects, runaway: runaway)
    return (result, MachineUpdate(storage: storage))
  }

  /// The result of a macrostep the core's snapshot has reached, once a watcher heard where it
  /// ended (``attended(_:_:handled:start:)``).
  @inlinable mutating func stepResult(
    _ definition: MachineDefinition<State, Event, Context>,
    _ box: ScratchBox<State, Event, Context>, handled: Bool,
    start: (low: UInt64, mid: UInt64)?
  ) -> SendResult {
    snapshot._checkInvariants()
    // One byte tells the steps that ran away, and a watched machine's, from the rest.
    guard box.scratch.attention != 0,
      let runaway = attended(definition, box, handled: handled, start: start)
    else { return handled ? .handled : .ignored }
    return .stopped(runaway)
  }
}
