extension MachineDefinition {
  /// Enters the initial configuration (SCXML `interpret`) and runs to completion.
  @inlinable func enterInitialConfiguration(_ snapshot: inout Snap, _ work: inout Work) {
    work.currentEvent = nil
    let initial = nodeInfo[0].initialTransition
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
    case .after(let transition):
      return macrostep(queued: .after(Int32(transition)), &snapshot, &work)
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
    work.internalQueue.clear()
    if snapshot.isDone {
      exitInterpreter(&snapshot, &work)
    } else {
      invokeEnteredStates(&snapshot, &work)
    }
    work.entryEvents.clear()
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

  /// The quickest path, which needs no working memory: a flat machine whose dispatch cell
  /// says the event is ignored, or moves the active state without any action.
  ///
  /// - Returns: Whether the event was handled; `nil` when it needs ``macrostep(_:_:_:)``.
  @inlinable func quickStep(_ event: Event, _ snapshot: inout Snap) -> Bool? {
    if dispatch.isEmpty || snapshot.done { return nil }
    let index = eventIndex.index(of: event.eventCase)
    if index < 0 { return false }
    let leaf = snapshot.active.first
    let cell = dispatch.cell(state: leaf, event: index)
    if cell == -1 { return false }
    if cell < 0 || cell & 1 == 0 { return nil }
    movePlain(cell &>> 1, from: leaf, &snapshot)
    return true
  }

  /// Takes a transition whose dispatch cell is plain: no action anywhere, so only the active
  /// leaf changes (not at all for a targetless transition).
  @inlinable @inline(__always) func movePlain(_ t: Int32, from leaf: Int32, _ snapshot: inout Snap)
  {
    let target = transitionInfo[Int(t)].firstTarget
    if target >= 0 {
      snapshot.active.remove(leaf)
      snapshot.active.insert(target)
    }
  }

  /// The flat-machine fast path: one active atomic state, no hierarchy, no eventless
  /// transitions. Returns `nil` when the transition needs the general algorithm (raised events,
  /// side effects, a payload, a final target).
  @inlinable func flatStep(_ event: Event, _ snapshot: inout Snap, _ work: inout Work) -> Bool? {
    let index = eventIndex.index(of: event.eventCase)
    if index < 0 { return false }
    let leaf = snapshot.active.first
    if dispatch.isEmpty { return flatSearch(event, index, leaf, &snapshot, &work) }
    let cell = dispatch.cell(state: leaf, event: index)
    if cell == -1 { return false }
    if cell == -2 { return flatSearch(event, index, leaf, &snapshot, &work) }
    let t = cell &>> 1
    if cell & 1 == 1 && !work.recording {
      movePlain(t, from: leaf, &snapshot)
      return true
    }
    flatTake(t, from: leaf, to: transitionInfo[Int(t)].firstTarget, event, &snapshot, &work)
    return true
  }

  /// The flat path without a dispatch cell: the first transition of the active state, then of
  /// the machine, that the event enables.
  @inlinable func flatSearch(
    _ event: Event, _ index: Int32, _ leaf: Int32, _ snapshot: inout Snap, _ work: inout Work
  ) -> Bool? {
    var chosen: Int32 = -1
    var state = leaf
    while chosen < 0 {
      let node = nodeInfo[Int(state)]
      var t = node.transitionStart
      while t < node.transitionEnd {
        let info = transitionInfo[Int(t)]
        if (info.event == index || (info.event == -2 && transitions[Int(t)].events.contains(index)))
          && (!info.flags.contains(.guarded) || conditionMatch(t, snapshot, event))
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
    let info = transitionInfo[Int(chosen)]
    guard info.flags.contains(.simple) else { return nil }
    let target = info.firstTarget
    if target >= 0 {
      let from = nodeInfo[Int(leaf)]
      let to = nodeInfo[Int(target)]
      guard info.flags.contains(.singleTarget), from.flags.contains(.simpleExit),
        to.flags.contains(.simpleEntry), to.kind == .atomic, to.flags.contains(.hasValue)
      else { return nil }
    }
    flatTake(chosen, from: leaf, to: target, event, &snapshot, &work)
    return true
  }

  /// Takes a flat transition whose actions only assign: exit `leaf`, run the actions, enter
  /// `target` (`-1` for a targetless transition).
  @inlinable func flatTake(
    _ t: Int32, from leaf: Int32, to target: Int32, _ event: Event, _ snapshot: inout Snap,
    _ work: inout Work
  ) {
    if work.recording { work.record.transitions.append(t) }
    guard target >= 0 else {
      assign(transitions[Int(t)].actions, event, &snapshot, &work)
      return
    }
    if work.recording {
      work.record.exited.append(leaf)
      work.record.entered.append(target)
    }
    if nodeInfo[Int(leaf)].flags.contains(.hasExit) {
      assign(nodes[Int(leaf)].exit, event, &snapshot, &work)
    }
    snapshot.active.remove(leaf)
    if transitionInfo[Int(t)].flags.contains(.hasActions) {
      assign(transitions[Int(t)].actions, event, &snapshot, &work)
    }
    snapshot.active.insert(target)
    if nodeInfo[Int(target)].flags.contains(.hasEntry) {
      assign(nodes[Int(target)].entry, event, &snapshot, &work)
    }
  }

  /// Runs assign-only actions, recording their names when someone observes.
  @inlinable func assign(
    _ actions: [Action<Event, Context>], _ event: Event, _ snapshot: inout Snap,
    _ work: inout Work
  ) {
    for action in actions {
      if work.recording { work.record.actions.append(action.name) }
      if case .assign(let update) = action.kind { update(&snapshot.storedContext, event) }
    }
  }
}
