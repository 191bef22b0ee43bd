extension MachineCore {
  /// Processes `inbound` under the lock, or, when its macrostep would call the definition's
  /// code (``MachineDefinition/callsCodeInStep``), prepares that macrostep for the runner to
  /// take outside the lock.
  ///
  /// - Parameters:
  ///   - chainStopped: The report when `inbound` ends a chain of sent events that reached the
  ///     machine's bound (see ``chainExtended(_:)``).
  ///   - quickTried: Whether the caller already tried the observed quick step.
  /// - Returns: ``Handoff/perform(_:)`` with what processing left, or ``Handoff/step(_:_:)``.
  @inlinable mutating func process(
    _ inbound: Inbound<Event>, _ definition: MachineDefinition<State, Event, Context>,
    chainStopped: RunawayMacrostep? = nil, quickTried: Bool = false
  ) -> Handoff {
    let box = ensureScratch()
    let observing = isObserved
    if observing && !quickTried {
      switch inbound {
      case .event(let event), .effect(let event):
        if let (result, update) = observedQuickStep(event, definition, box) {
          return .perform(handOver(result, update, chainStopped: chainStopped))
        }
      case .work, .timer: break
      }
    }
    guard admits(inbound, box) else {
      return .perform(handOver(.ignored, nil, chainStopped: chainStopped))
    }
    if definition.callsCodeInStep {
      box.working = snapshot
      stepHandedOut()
      return .step(
        box, UnlockedStep(inbound: inbound, observing: observing, chainStopped: chainStopped))
    }
    let previous = observing ? snapshot : nil
    let handled = Self.macrostep(inbound, definition, &snapshot, box, observing: observing)
    let (result, update) = stepEnded(inbound, definition, box, previous: previous, handled: handled)
    return .perform(handOver(result, update, chainStopped: chainStopped))
  }

  /// What the runner does after a macrostep with `result` and `update`: the effects it left,
  /// and the listeners when no effect is left to perform before them.
  ///
  /// - Parameter chainStopped: The report when the event ended a chain of sent events that
  ///   reached the machine's bound: the events effects sent after it are dropped, and so are
  ///   its own sends.
  @inlinable mutating func handOver(
    _ result: SendResult, _ update: MachineUpdate<State, Event, Context>?,
    chainStopped: RunawayMacrostep? = nil
  ) -> Processed {
    var result = result
    if let chainStopped {
      mailbox.removeAll { if case .effect = $0 { true } else { false } }
      scratchBox?.chainLength = 0
      update?.storage.runaway = chainStopped
      scratchBox?.scratch.effects.removeAll { if case .send = $0 { true } else { false } }
      result = .stopped(chainStopped)
    }
    let effects = effectsToPerform()
    let listeners = effects.isEmpty && update != nil ? listeners : []
    return Processed(result, effects: effects, update: update, listeners: listeners)
  }

  /// A macrostep the runner takes outside the machine's lock, because the algorithm may call
  /// the definition's code (guards, assignments, payloads), which may read the machine or send
  /// to it: what the step is for. Its working snapshot is the box's ``ScratchBox/working``.
  ///
  /// While it runs, the core is ``Phase/steppingOutside`` and keeps the snapshot of the
  /// macrostep's start: a read returns that snapshot, from any thread, and a send is queued.
  /// Only the processing thread takes the step and uses the box's working memory.
  ///
  /// It travels in the hand-off (``Handoff/step(_:_:)``) rather than in a field of the box: an
  /// optional field was checked, assigned and destroyed through the step's generic value
  /// witnesses, which cost login a sixth (Benchmarks/README.md).
  @usableFromInline
  struct UnlockedStep: Sendable {
    @usableFromInline let inbound: Inbound<Event>
    /// Whether the step records what it does for the listeners.
    @usableFromInline let observing: Bool
    @usableFromInline let chainStopped: RunawayMacrostep?
    /// Whether the event enabled a transition; set when the step was taken.
    @usableFromInline var handled = false

    @inlinable init(inbound: Inbound<Event>, observing: Bool, chainStopped: RunawayMacrostep?) {
      self.inbound = inbound
      self.observing = observing
      self.chainStopped = chainStopped
    }
  }

  /// The runner took `step` on the box's working snapshot: the core moves to the snapshot it
  /// ended in, and hands over what the step left. Processing ends here when it left nothing to
  /// perform and the mailbox is empty.
  @inlinable mutating func stepTaken(
    _ box: ScratchBox<State, Event, Context>, _ step: borrowing UnlockedStep,
    _ definition: MachineDefinition<State, Event, Context>
  ) -> Handoff {
    let start = workingTaken(box)
    let (result, update) = stepEnded(
      step.inbound, definition, box, previous: step.observing ? start : nil,
      handled: step.handled)
    let processed = handOver(result, update, chainStopped: step.chainStopped)
    if processed.effects.isEmpty && update == nil && idleUnlessMail() {
      return .finished(processed.result)
    }
    return .perform(processed)
  }

  /// Moves the core to the box's working snapshot, the end of a macrostep taken outside the
  /// lock.
  ///
  /// - Returns: The snapshot it replaces, the macrostep's start: nothing else changes the core's
  ///   snapshot while it is ``Phase/steppingOutside``.
  @inlinable mutating func workingTaken(
    _ box: ScratchBox<State, Event, Context>
  ) -> Snapshot<State, Event, Context> {
    stepHandedBack()
    guard var end = box.working.take() else { preconditionFailure("no working snapshot") }
    swap(&snapshot, &end)
    return end
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
    let handled: Bool
    switch definition.macrostep(event, &snapshot, taken: &taken, lending: Self.lendsNothing) {
    case .quick(let quickHandled): handled = quickHandled
    case .stepped, .declined: return nil
    }
    snapshot._checkInvariants()
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

  /// One macrostep of the algorithm for an admitted event, recorded when `observing`: under the
  /// lock (``process(_:_:chainStopped:quickTried:)``) or outside it (``UnlockedStep``).
  ///
  /// - Returns: Whether the event enabled a transition.
  @inlinable static func macrostep(
    _ inbound: Inbound<Event>, _ definition: MachineDefinition<State, Event, Context>,
    _ snapshot: inout Snapshot<State, Event, Context>, _ box: ScratchBox<State, Event, Context>,
    observing: Bool
  ) -> Bool {
    if observing {
      box.scratch.recording = true
      box.scratch.record.reset()
    }
    defer { box.scratch.recording = false }
    switch inbound {
    case .event(let event), .effect(let event), .work(let event, _):
      return definition.macrostep(event, &snapshot, &box.scratch)
    case .timer(let id):
      return definition.fireTimer(id, &snapshot, &box.scratch)
    }
  }

  /// The result of a macrostep the core's snapshot has reached, and its update when `previous`
  /// (the snapshot before it) was kept for the listeners.
  @inlinable mutating func stepEnded(
    _ inbound: Inbound<Event>, _ definition: MachineDefinition<State, Event, Context>,
    _ box: ScratchBox<State, Event, Context>, previous: Snapshot<State, Event, Context>?,
    handled: Bool
  ) -> (SendResult, MachineUpdate<State, Event, Context>?) {
    snapshot._checkInvariants()
    var result: SendResult = handled ? .handled : .ignored
    let runaway = box.scratch.runaway ? definition.takeRunaway(&box.scratch) : nil
    if let runaway { result = .stopped(runaway) }
    guard let previous else { return (result, nil) }
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
      origin, event: event, previous: previous, snapshot: snapshot, handled: handled,
      record: &box.scratch.record, effects: box.scratch.effects, runaway: runaway)
    return (result, MachineUpdate(storage: storage))
  }
}
