extension MachineDefinition {
  /// Enters the initial configuration (SCXML `interpret`) and runs to completion.
  @inlinable func enterInitialConfiguration(
    _ snapshot: inout Snap, _ scratch: inout Scratch<State, Event, Context>
  ) {
    scratch.currentEvent = nil
    let initial = nodeInfo[0].initialTransition
    execute(transitions[Int(initial)].actions, &snapshot, &scratch)
    enterStates([initial], &snapshot, &scratch)
    runToCompletion(&snapshot, &scratch)
  }

  /// Processes one external event: the microstep it enables, then eventless transitions and
  /// internal events until the machine is stable (a macrostep).
  ///
  /// - Returns: Whether the event enabled a transition.
  @inlinable func macrostep(
    _ event: Event, _ snapshot: inout Snap, _ scratch: inout Scratch<State, Event, Context>
  ) -> Bool {
    if snapshot.isDone { return false }
    if isFlat, let handled = flatStep(event, &snapshot, &scratch) { return handled }
    return macrostep(queued: .event(event), &snapshot, &scratch)
  }

  /// Delivers the pending timer `id`: a delayed send's event, or a delayed transition.
  ///
  /// - Returns: Whether a transition was taken; `false` also when no such timer is pending.
  @inlinable func fireTimer(
    _ id: String, _ snapshot: inout Snap, _ scratch: inout Scratch<State, Event, Context>
  ) -> Bool {
    if snapshot.isDone { return false }
    guard let position = snapshot.timers.firstIndex(where: { $0.id == id }) else { return false }
    let timer = snapshot.timers.remove(at: position)
    switch timer.event {
    case .event(let event): return macrostep(event, &snapshot, &scratch)
    case .after(let transition):
      return macrostep(queued: .after(Int32(transition)), &snapshot, &scratch)
    }
  }

  @inlinable func macrostep(
    queued event: QueuedEvent<Event>, _ snapshot: inout Snap,
    _ scratch: inout Scratch<State, Event, Context>
  ) -> Bool {
    if case .event(let e) = event { scratch.currentEvent = e } else { scratch.currentEvent = nil }
    selectTransitions(event, snapshot, &scratch)
    if scratch.enabled.isEmpty { return false }
    let enabled = scratch.enabled
    microstep(enabled, &snapshot, &scratch)
    runToCompletion(&snapshot, &scratch)
    return true
  }

  /// Takes eventless transitions, then internal events one by one, until neither enables
  /// anything or the machine is done (the loop of SCXML `macrostep`).
  ///
  /// Bounded, unlike the specification's loop: a cycle of eventless transitions whose guards
  /// keep holding, or an action that raises the event that triggers it, would never settle.
  /// Each microstep and each dequeued internal event counts; when `scratch.microstepLimit` of
  /// them ran and another would follow, the macrostep stops in the configuration the last
  /// microstep left, drops the internal events still queued, and sets `scratch.runaway` (see
  /// ``RunawayMacrostep``). The states entered so far are invoked as usual, so the snapshot stays
  /// legal and the machine usable.
  @inlinable func runToCompletion(
    _ snapshot: inout Snap, _ scratch: inout Scratch<State, Event, Context>
  ) {
    var head = 0
    var microsteps = 0
    while !snapshot.isDone {
      if hasEventless {
        selectTransitions(nil, snapshot, &scratch)
        if !scratch.enabled.isEmpty {
          guard count(&microsteps, scratch.enabled, &scratch) else { break }
          let enabled = scratch.enabled
          microstep(enabled, &snapshot, &scratch)
          continue
        }
      }
      guard head < scratch.internalQueue.count else { break }
      let event = scratch.internalQueue[head]
      head += 1
      if case .event(let e) = event { scratch.currentEvent = e } else { scratch.currentEvent = nil }
      selectTransitions(event, snapshot, &scratch)
      guard count(&microsteps, scratch.enabled, &scratch) else { break }
      if !scratch.enabled.isEmpty {
        let enabled = scratch.enabled
        microstep(enabled, &snapshot, &scratch)
      }
    }
    scratch.internalQueue.clear()
    if snapshot.isDone {
      exitInterpreter(&snapshot, &scratch)
    } else {
      invokeEnteredStates(&snapshot, &scratch)
    }
    scratch.entryEvents.clear()
    scratch.statesToInvoke.removeAll()
  }

  /// Counts one more microstep of the running macrostep against `scratch.microstepLimit`, and
  /// notes the states of `enabled` when it is among the last before the limit.
  ///
  /// - Returns: `false` when the limit is reached: the macrostep must stop (`scratch.runaway`).
  @inlinable func count(
    _ microsteps: inout Int, _ enabled: [Int32], _ scratch: inout Scratch<State, Event, Context>
  ) -> Bool {
    let limit = scratch.microstepLimit
    if microsteps >= limit {
      scratch.runaway = true
      return false
    }
    microsteps += 1
    let windowStart = Swift.max(1, limit &- runawayWindow &+ 1)
    if microsteps >= windowStart {
      if microsteps == windowStart { scratch.cycleStates.removeAll() }
      for t in enabled {
        scratch.cycleStates.insert(transitionInfo[Int(t)].source)
        for target in transitions[Int(t)].targets where !nodeInfo[Int(target)].kind.isHistory {
          scratch.cycleStates.insert(target)
        }
      }
    }
    return true
  }

  /// The report of the last macrostep when it was stopped at its bound, clearing it.
  @inlinable func takeRunaway(_ scratch: inout Scratch<State, Event, Context>) -> RunawayMacrostep?
  {
    guard scratch.runaway else { return nil }
    scratch.runaway = false
    var names: [String] = []
    scratch.cycleStates.forEach { names.append(nodes[Int($0)].name) }
    return RunawayMacrostep(limit: scratch.microstepLimit, states: names)
  }

  /// On reaching a top-level final state: runs the exit actions of every active state in exit
  /// order. The configuration is kept, so the finished machine still shows where it ended.
  @inlinable func exitInterpreter(
    _ snapshot: inout Snap, _ scratch: inout Scratch<State, Event, Context>
  ) {
    snapshot.active.forEachDescending { s in execute(nodes[Int(s)].exit, &snapshot, &scratch) }
    for id in snapshot.activeWork { scratch.effects.append(.cancelWork(id)) }
    snapshot.activeWork.removeAll()
    for timer in snapshot.timers { scratch.effects.append(.cancelTimer(id: timer.id)) }
    snapshot.timers.removeAll()
  }

  /// The effects that bring a restored snapshot's outside world back: the work of its active
  /// states starts again (with new generations) and its pending timers are re-armed with the
  /// time they had left.
  @inlinable func resume(_ snapshot: inout Snap, _ scratch: inout Scratch<State, Event, Context>) {
    snapshot.activeWork.removeAll()
    guard !snapshot.isDone else { return }
    snapshot.active.forEach { s in
      if !nodes[Int(s)].work.isEmpty { startWork(of: s, event: nil, &snapshot, &scratch) }
    }
    for timer in snapshot.timers {
      scratch.effects.append(.startTimer(id: timer.id, delay: timer.remaining))
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
  @inlinable func flatStep(
    _ event: Event, _ snapshot: inout Snap, _ scratch: inout Scratch<State, Event, Context>
  ) -> Bool? {
    let index = eventIndex.index(of: event.eventCase)
    if index < 0 { return false }
    let leaf = snapshot.active.first
    if dispatch.isEmpty { return flatSearch(event, index, leaf, &snapshot, &scratch) }
    let cell = dispatch.cell(state: leaf, event: index)
    if cell == -1 { return false }
    if cell == -2 { return flatSearch(event, index, leaf, &snapshot, &scratch) }
    let t = cell &>> 1
    if cell & 1 == 1 && !scratch.recording {
      movePlain(t, from: leaf, &snapshot)
      return true
    }
    flatTake(t, from: leaf, to: transitionInfo[Int(t)].firstTarget, event, &snapshot, &scratch)
    return true
  }

  /// The flat path without a dispatch cell: the first transition of the active state, then of
  /// the machine, that the event enables.
  @inlinable func flatSearch(
    _ event: Event, _ index: Int32, _ leaf: Int32, _ snapshot: inout Snap,
    _ scratch: inout Scratch<State, Event, Context>
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
    flatTake(chosen, from: leaf, to: target, event, &snapshot, &scratch)
    return true
  }

  /// Takes a flat transition whose actions only assign: exit `leaf`, run the actions, enter
  /// `target` (`-1` for a targetless transition).
  @inlinable func flatTake(
    _ t: Int32, from leaf: Int32, to target: Int32, _ event: Event, _ snapshot: inout Snap,
    _ scratch: inout Scratch<State, Event, Context>
  ) {
    if scratch.recording { scratch.record.transitions.append(t) }
    guard target >= 0 else {
      assign(transitions[Int(t)].actions, event, &snapshot, &scratch)
      return
    }
    if scratch.recording {
      scratch.record.exited.append(leaf)
      scratch.record.entered.append(target)
    }
    if nodeInfo[Int(leaf)].flags.contains(.hasExit) {
      assign(nodes[Int(leaf)].exit, event, &snapshot, &scratch)
    }
    snapshot.active.remove(leaf)
    if transitionInfo[Int(t)].flags.contains(.hasActions) {
      assign(transitions[Int(t)].actions, event, &snapshot, &scratch)
    }
    snapshot.active.insert(target)
    if nodeInfo[Int(target)].flags.contains(.hasEntry) {
      assign(nodes[Int(target)].entry, event, &snapshot, &scratch)
    }
  }

  /// Runs assign-only actions, recording their names when someone observes.
  @inlinable func assign(
    _ actions: [Action<Event, Context>], _ event: Event, _ snapshot: inout Snap,
    _ scratch: inout Scratch<State, Event, Context>
  ) {
    for action in actions {
      if scratch.recording { scratch.record.actions.append(action.name) }
      if case .assign(let update) = action.kind { update(&snapshot.storedContext, event) }
    }
  }
}
