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
    /// (as every quick step): the runner needs no other lock round trip for them. Empty
    /// otherwise: performing effects may subscribe or cancel, so the runner reads the
    /// listeners after performing them.
    @usableFromInline var listeners: [Listener]

    @inlinable init(
      _ result: SendResult, effects: [Effect<Event, Context>],
      update: MachineUpdate<State, Event, Context>?, listeners: [Listener]
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

  /// Processes `inbound` and hands the runner what it does next.
  @inlinable mutating func processed(
    _ inbound: Inbound<Event>, _ definition: MachineDefinition<State, Event, Context>
  ) -> Processed {
    let (result, update) = process(inbound, definition)
    return handOver(result, update)
  }

  /// What the runner does after a macrostep with `result` and `update`: the effects it left,
  /// and the listeners when nothing is left to perform before notifying them.
  @inlinable mutating func handOver(
    _ result: SendResult, _ update: MachineUpdate<State, Event, Context>?
  ) -> Processed {
    let effects = effectsToPerform()
    let listeners = update != nil && effects.isEmpty ? listeners : []
    return Processed(result, effects: effects, update: update, listeners: listeners)
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
    let handled: Bool
    switch definition.quickStep(event, &snapshot, taken: &taken) {
    case .general: return nil
    case .ignored: handled = false
    case .handled:
      snapshot._checkInvariants()
      handled = true
    }
    storage.fillQuick(event, taken: taken, snapshot: snapshot, handled: handled)
    return (handled ? .handled : .ignored, MachineUpdate(storage: storage))
  }

  /// One macrostep for an inbound event, recording it when someone observes.
  @inlinable mutating func process(
    _ inbound: Inbound<Event>, _ definition: MachineDefinition<State, Event, Context>
  ) -> (SendResult, MachineUpdate<State, Event, Context>?) {
    let box = ensureScratch()
    let observing = flags.contains(.observed)
    if observing {
      switch inbound {
      case .event(let event), .effect(let event):
        if let quick = observedQuickStep(event, definition, box) { return quick }
      case .work, .timer: break
      }
    }
    return recordedProcess(inbound, definition, box, observing: observing)
  }

  /// One macrostep for an inbound event, by the algorithm, recording it when `observing`.
  @inlinable mutating func recordedProcess(
    _ inbound: Inbound<Event>, _ definition: MachineDefinition<State, Event, Context>,
    _ box: ScratchBox<State, Event, Context>, observing: Bool
  ) -> (SendResult, MachineUpdate<State, Event, Context>?) {
    let previous = observing ? snapshot : nil
    if observing {
      box.scratch.recording = true
      box.scratch.record.reset()
    }
    defer { box.scratch.recording = false }
    let handled: Bool
    let event: Event?
    let origin: MachineUpdate<State, Event, Context>.Origin
    switch inbound {
    case .event(let e), .effect(let e):
      origin = .sent
      event = e
      handled = definition.macrostep(e, &snapshot, &box.scratch)
    case .work(let e, let id):
      origin = .work(id)
      event = e
      guard snapshot.activeWork.contains(id) else {
        box.droppedWorkEvents += 1
        return (.ignored, nil)
      }
      handled = definition.macrostep(e, &snapshot, &box.scratch)
    case .timer(let id):
      origin = .timer(id)
      if let handles, var scheduled = handles.timers[id], !scheduled.isEmpty {
        scheduled.removeFirst()
        handles.timers[id] = scheduled.isEmpty ? nil : scheduled
      }
      event = snapshot.timers.first { $0.id == id }.flatMap {
        if case .event(let e) = $0.event { e } else { nil }
      }
      guard snapshot.timers.contains(where: { $0.id == id }) else { return (.ignored, nil) }
      handled = definition.fireTimer(id, &snapshot, &box.scratch)
    }
    snapshot._checkInvariants()
    var result: SendResult = handled ? .handled : .ignored
    let runaway = box.scratch.runaway ? definition.takeRunaway(&box.scratch) : nil
    if let runaway { result = .stopped(runaway) }
    guard let previous else { return (result, nil) }
    let storage = box.updateStorage(snapshot)
    storage.fillRecorded(
      origin, event: event, previous: previous, snapshot: snapshot, handled: handled,
      record: &box.scratch.record, effects: box.scratch.effects, runaway: runaway)
    return (result, MachineUpdate(storage: storage))
  }
}
