// SCXML appendix D's executeContent: the actions of entries, exits and transitions.

extension MachineDefinition {
  /// Runs executable content: assignments and raises act on the snapshot and the internal
  /// queue; everything that reaches outside becomes an ``Effect`` in `scratch.effects`.
  @inlinable func execute(
    _ actions: [Action<Event, Context>], _ snapshot: inout Snap,
    _ scratch: inout Scratch<State, Event, Context>
  ) {
    // By index, switching on the stored kind: a loop variable would copy each action, with
    // its name and closure, and destroy it again.
    for i in actions.indices {
      if scratch.recording { scratch.record.actions.append(actions[i].name) }
      switch actions[i].kind {
      case .assign(let update): update(&snapshot.storedContext, scratch.currentEvent)
      case .raise(let event): scratch.internalQueue.append(.event(event))
      case .send(let event): scratch.effects.append(.send(event))
      case .run(let body):
        scratch.effects.append(
          .run(
            name: actions[i].name, body: body, context: snapshot.context,
            event: scratch.currentEvent))
      case .log(let label, let message):
        scratch.effects.append(.log(label: label, message: message))
      case .emit(let event): scratch.effects.append(.emit(event))
      case .emitMade(let make):
        if let event = make(snapshot.context, scratch.currentEvent) {
          scratch.effects.append(.emit(event))
        }
      case .sendChild(let id, let event): scratch.effects.append(.sendChild(id: id, event: event))
      case .children(let command):
        if let command = command(snapshot.context, scratch.currentEvent) {
          scratch.effects.append(.children(command))
        }
      case .sendDelayed(let event, let delay, let id):
        let timerID: String
        if let id {
          timerID = id
        } else {
          snapshot.serial += 1
          timerID = "send.\(snapshot.serial)"
        }
        snapshot.timers.append(
          PendingTimer(id: timerID, event: .event(event), delay: delay, remaining: delay))
        scratch.effects.append(.startTimer(id: timerID, delay: delay))
      case .cancel(let id):
        let before = snapshot.timers.count
        snapshot.timers.removeAll { $0.id == id }
        if snapshot.timers.count != before { scratch.effects.append(.cancelTimer(id: id)) }
      }
    }
    takeContextEvents(&snapshot, &scratch)
  }

  /// Appends to the internal queue the events the context's closures raised
  /// (``EngineHooks/takeRaised``); nothing for definitions written in Swift.
  ///
  /// The snapshot is `inout` and the hook tested first, so that a definition without hooks
  /// pays one test of an optional and no copy of the snapshot.
  ///
  /// - Returns: Whether there were any.
  @inlinable @inline(__always) @discardableResult func takeContextEvents(
    _ snapshot: inout Snap, _ scratch: inout Scratch<State, Event, Context>
  ) -> Bool {
    if takeRaised == nil { return false }
    return takeHookEvents(&snapshot, &scratch)
  }

  /// The rest of ``takeContextEvents(_:_:)``, out of line: only generated definitions get here.
  @inlinable @inline(never) func takeHookEvents(
    _ snapshot: inout Snap, _ scratch: inout Scratch<State, Event, Context>
  ) -> Bool {
    guard let takeRaised else { return false }
    let events = takeRaised(snapshot.context)
    for event in events { scratch.internalQueue.append(.event(event)) }
    return !events.isEmpty
  }

  /// The event that guards and actions see while a queued event is processed: the event itself,
  /// the one ``EngineHooks/doneEvent`` makes for a done event, or `nil`.
  @inlinable @inline(__always) func currentEvent(for event: QueuedEvent<Event>) -> Event? {
    switch event {
    case .event(let e): return e
    case .done(let node): return doneEvent == nil ? nil : hookDoneEvent(node)
    case .after: return nil
    }
  }

  /// ``EngineHooks/doneEvent`` for a done event, out of line: only generated definitions get
  /// here.
  @inlinable @inline(never) func hookDoneEvent(_ node: Int32) -> Event? {
    doneEvent?(nodes[Int(node)].doneEventName) ?? nil
  }
}
