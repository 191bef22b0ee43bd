extension MachineCore {
  /// An event the core processed, for the runner to finish outside the lock: its result, the
  /// effects to perform, and the update to notify the listeners of.
  @usableFromInline
  struct Processed: Sendable {
    /// What ``Machine/send(_:)`` returns for the event.
    @usableFromInline var result: SendResult
    /// The effects of the macrostep, in order.
    @usableFromInline var effects: [Effect<Event, Context>]
    /// What the macrostep did; `nil` when nobody observes.
    @usableFromInline var update: MachineUpdate<State, Event, Context>?
    /// The listeners to notify of ``update``, read with it when the macrostep left no effects
    /// (as every quick step): the runner needs no other lock round trip for them. `nil` when it
    /// left effects: performing them may subscribe or cancel, so the runner reads the listeners
    /// once they ran (`Machine.perform(_:)`).
    @usableFromInline var listeners: [Listener]?
    /// Processing ended with this event: it left nothing to perform, nobody listens, and the
    /// mailbox was empty. The runner has nothing more to drain.
    @usableFromInline var endedProcessing = false

    @inlinable init(
      _ result: SendResult, effects: [Effect<Event, Context>],
      update: MachineUpdate<State, Event, Context>?, listeners: [Listener]?
    ) {
      self.result = result
      self.effects = effects
      self.update = update
      self.listeners = listeners
    }

    /// The report of a stopped macrostep or chain, read from ``result``.
    @inlinable var runaway: RunawayMacrostep? {
      if case .stopped(let runaway) = result { runaway } else { nil }
    }
  }

  /// What to do with an event taken from the mailbox or submitted: perform what processing it
  /// left, or take its macrostep outside the lock first.
  @usableFromInline
  enum Next: Sendable {
    /// The event was processed: perform its effects and notify the listeners.
    case perform(Processed)
    /// The event's macrostep calls the definition's code: take it outside the lock, from the
    /// box that holds it (``ScratchBox/takeUnlockedStep(_:)``), then hand it back with
    /// ``unlockedStepTaken(_:_:)``.
    case step(ScratchBox<State, Event, Context>)
  }

  /// Processes `inbound` under the lock, or, when its macrostep would call the definition's
  /// code (``MachineDefinition/callsCodeInStep``), prepares that macrostep for the runner to
  /// take outside the lock.
  ///
  /// - Parameters:
  ///   - chainStopped: The report when `inbound` ends a chain of sent events that reached the
  ///     machine's bound (see ``chainExtended(_:)``).
  ///   - quickTried: Whether the caller already tried the observed quick step.
  @inlinable mutating func process(
    _ inbound: Inbound<Event>, _ definition: MachineDefinition<State, Event, Context>,
    chainStopped: RunawayMacrostep? = nil, quickTried: Bool = false
  ) -> Next {
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
      box.unlocked = UnlockedStep(
        inbound: inbound, observing: observing, chainStopped: chainStopped)
      stepHandedOut()
      return .step(box)
    }
    let previous = observing ? snapshot : nil
    let handled = Self.macrostep(inbound, definition, &snapshot, box, observing: observing)
    let (result, update) = stepEnded(inbound, definition, box, previous: previous, handled: handled)
    return .perform(handOver(result, update, chainStopped: chainStopped))
  }

  /// What the runner does after a macrostep with `result` and `update`: the effects it left,
  /// and the listeners when nothing is left to perform before notifying them.
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
    let listeners = !effects.isEmpty ? nil : update != nil ? listeners : []
    return Processed(result, effects: effects, update: update, listeners: listeners)
  }

  /// A macrostep the runner takes outside the machine's lock, because the algorithm may call
  /// the definition's code (guards, assignments, payloads), which may read the machine or send
  /// to it: what the step is for. Its working snapshot is the box's ``ScratchBox/working``.
  ///
  /// While it runs, the core is ``Phase/steppingOutside`` and keeps the snapshot of the
  /// macrostep's start: a read returns that snapshot, from any thread, and a send is queued.
  /// Only the processing thread takes the step and uses the box's working memory.
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

  /// The runner took the ``UnlockedStep`` that `box` holds: the core moves to the snapshot it
  /// ended in. Processing ends here when the step left nothing to perform, nobody listens and
  /// the mailbox is empty (``Processed/endedProcessing``).
  ///
  /// - Parameter endingWhenIdle: Whether to end processing here when nothing follows.
  @inlinable mutating func unlockedStepTaken(
    _ box: ScratchBox<State, Event, Context>,
    _ definition: MachineDefinition<State, Event, Context>, endingWhenIdle: Bool = true
  ) -> Processed {
    guard let step = box.unlocked.take() else { preconditionFailure("no unlocked step") }
    let start = workingTaken(box)
    let (result, update) = stepEnded(
      step.inbound, definition, box, previous: step.observing ? start : nil,
      handled: step.handled)
    var processed = handOver(result, update, chainStopped: step.chainStopped)
    if endingWhenIdle && processed.effects.isEmpty && update == nil && idleUnlessMail() {
      processed.endedProcessing = true
    }
    return processed
  }

  /// ``unlockedStepTaken(_:_:)`` while draining the mailbox: when the step left nothing to
  /// perform (no effects, nobody to notify, not stopped), the next event of the mailbox is
  /// processed at once, in the same critical section (``stepPerformed(_:)``).
  @inlinable mutating func unlockedStepTakenThenNext(
    _ box: ScratchBox<State, Event, Context>,
    _ definition: MachineDefinition<State, Event, Context>
  ) -> DrainAction {
    let processed = unlockedStepTaken(box, definition, endingWhenIdle: false)
    if processed.effects.isEmpty && processed.update == nil && processed.runaway == nil {
      return stepPerformed(definition)
    }
    return .next(.perform(processed))
  }

  /// A sent event's macrostep was taken outside the lock (``SubmitAction/takeSent(_:)``): the
  /// core moves to the snapshot it ended in. What follows is what follows a macrostep under the
  /// lock (``macrostepSent(_:_:)``): processing ends unless effects or queued events wait.
  @inlinable mutating func sentStepTaken(
    _ box: ScratchBox<State, Event, Context>, handled: Bool,
    _ definition: MachineDefinition<State, Event, Context>
  ) -> SendAction {
    _ = workingTaken(box)
    snapshot._checkInvariants()
    var result: SendResult = handled ? .handled : .ignored
    if box.scratch.runaway, let runaway = definition.takeRunaway(&box.scratch) {
      result = .stopped(runaway)
    }
    if !hasEffects && idleUnlessMail() { return .finished(result) }
    return .performEffects(result)
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
  /// lock (``process(_:_:chainStopped:)``) or outside it (``UnlockedStep``).
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
