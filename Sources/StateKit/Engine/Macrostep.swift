extension MachineDefinition {
  /// Enters the initial configuration (SCXML `interpret`) and runs to completion.
  @inlinable func enterInitialConfiguration(_ snapshot: inout Snap, _ work: inout Work) {
    work.currentEvent = nil
    let initial = nodes[0].initialTransition
    execute(transitions[Int(initial)].actions, &snapshot, &work)
    enterStates([initial], &snapshot, &work)
    runToCompletion(&snapshot, &work)
  }

  /// Processes one external event: the microstep it enables, then eventless transitions and
  /// internal events until the machine is stable (a macrostep).
  ///
  /// - Returns: Whether the event enabled a transition.
  @inlinable func macrostep(_ event: Event, _ snapshot: inout Snap, _ work: inout Work) -> Bool {
    if snapshot.isDone { return false }
    if isFlat, let handled = flatStep(event, &snapshot, &work) { return handled }
    return macrostep(queued: .event(event), &snapshot, &work)
  }

  /// Delivers the pending timer `id`: a delayed send's event, or a delayed transition.
  ///
  /// - Returns: Whether a transition was taken; `false` also when no such timer is pending.
  @inlinable func fireTimer(_ id: String, _ snapshot: inout Snap, _ work: inout Work) -> Bool {
    if snapshot.isDone { return false }
    guard let position = snapshot.timers.firstIndex(where: { $0.id == id }) else { return false }
    let timer = snapshot.timers.remove(at: position)
    switch timer.event {
    case .event(let event): return macrostep(event, &snapshot, &work)
    case .after(let transition): return macrostep(queued: .after(Int32(transition)), &snapshot, &work)
    }
  }

  @inlinable func macrostep(
    queued event: QueuedEvent<Event>, _ snapshot: inout Snap, _ work: inout Work
  ) -> Bool {
    if case .event(let e) = event { work.currentEvent = e } else { work.currentEvent = nil }
    selectTransitions(event, snapshot, &work)
    if work.enabled.isEmpty { return false }
    let enabled = work.enabled
    microstep(enabled, &snapshot, &work)
    runToCompletion(&snapshot, &work)
    return true
  }

  /// Takes eventless transitions, then internal events one by one, until neither enables
  /// anything or the machine is done.
  @inlinable func runToCompletion(_ snapshot: inout Snap, _ work: inout Work) {
    var head = 0
    while !snapshot.isDone {
      if hasEventless {
        selectTransitions(nil, snapshot, &work)
        if !work.enabled.isEmpty {
          let enabled = work.enabled
          microstep(enabled, &snapshot, &work)
          continue
        }
      }
      guard head < work.internalQueue.count else { break }
      let event = work.internalQueue[head]
      head += 1
      if case .event(let e) = event { work.currentEvent = e } else { work.currentEvent = nil }
      selectTransitions(event, snapshot, &work)
      if !work.enabled.isEmpty {
        let enabled = work.enabled
        microstep(enabled, &snapshot, &work)
      }
    }
    work.internalQueue.removeAll(keepingCapacity: true)
    if snapshot.isDone {
      exitInterpreter(&snapshot, &work)
    } else {
      invokeEnteredStates(&snapshot, &work)
    }
    work.entryEvents.removeAll(keepingCapacity: true)
    work.statesToInvoke.removeAll()
  }

  /// On reaching a top-level final state: runs the exit actions of every active state in exit
  /// order. The configuration is kept, so the finished machine still shows where it ended.
  @inlinable func exitInterpreter(_ snapshot: inout Snap, _ work: inout Work) {
    snapshot.active.forEachDescending { s in execute(nodes[Int(s)].exit, &snapshot, &work) }
    for id in snapshot.activeWork { work.effects.append(.cancelWork(id)) }
    snapshot.activeWork.removeAll()
    for timer in snapshot.timers { work.effects.append(.cancelTimer(id: timer.id)) }
    snapshot.timers.removeAll()
  }

  /// The effects that bring a restored snapshot's outside world back: the work of its active
  /// states starts again (with new generations) and its pending timers are re-armed with the
  /// time they had left.
  @inlinable func resume(_ snapshot: inout Snap, _ work: inout Work) {
    snapshot.activeWork.removeAll()
    guard !snapshot.isDone else { return }
    snapshot.active.forEach { s in
      if !nodes[Int(s)].work.isEmpty { startWork(of: s, event: nil, &snapshot, &work) }
    }
    for timer in snapshot.timers {
      work.effects.append(.startTimer(id: timer.id, delay: timer.remaining))
    }
  }

  /// The flat-machine fast path: one active atomic state, no hierarchy, no eventless
  /// transitions. Returns `nil` when the transition needs the general algorithm (raised events,
  /// side effects, a payload, a final target).
  @inlinable func flatStep(_ event: Event, _ snapshot: inout Snap, _ work: inout Work) -> Bool? {
    let index = eventIndex.index(of: event.eventCase)
    if index < 0 { return false }
    let leaf = snapshot.active.first
    var chosen: Int32 = -1
    var state = leaf
    while chosen < 0 {
      let node = nodes[Int(state)]
      var t = node.transitionStart
      while t < node.transitionEnd {
        let transition = transitions[Int(t)]
        if (transition.event == index || (transition.event == -2 && transition.events.contains(index)))
          && conditionMatch(transition, snapshot, event)
        {
          chosen = t
          break
        }
        t += 1
      }
      if state == 0 { break }
      state = 0
    }
    if chosen < 0 { return false }
    let transition = transitions[Int(chosen)]
    guard transition.isSimple else { return nil }
    if work.recording { work.record.transitions.append(chosen) }
    guard let target = transition.targets.first else {
      for action in transition.actions {
        if case .assign(let update) = action.kind { update(&snapshot.storedContext, event) }
      }
      return true
    }
    let from = nodes[Int(leaf)]
    let to = nodes[Int(target)]
    guard from.simpleExit && to.simpleEntry && to.kind == .atomic && to.value != nil else {
      if work.recording { work.record.transitions.removeLast() }
      return nil
    }
    for action in from.exit {
      if case .assign(let update) = action.kind { update(&snapshot.storedContext, event) }
    }
    snapshot.active.remove(leaf)
    if work.recording {
      work.record.exited.append(leaf)
      work.record.entered.append(target)
      work.record.actions += from.exit.map(\.name) + transition.actions.map(\.name) + to.entry.map(\.name)
    }
    for action in transition.actions {
      if case .assign(let update) = action.kind { update(&snapshot.storedContext, event) }
    }
    snapshot.active.insert(target)
    for action in to.entry {
      if case .assign(let update) = action.kind { update(&snapshot.storedContext, event) }
    }
    return true
  }
}
