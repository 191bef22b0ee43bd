// SCXML appendix D's interpret, mainEventLoop's macrostep and exitInterpreter. The fast paths
// are in FastPaths/ and are entered for an external event alone: the quick step, which needs no
// working memory, is tried first (by a running machine's core, or by `quickStepOrLend` for the
// pure step), then `stepWithWorkingMemory` tries the flat step or a small statechart's step plans
// before the general algorithm's macrostep (`algorithmStep`).

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
    // An internal event raised on entry leaves with the macrostep (see `algorithmStep`).
    scratch.currentEvent = nil
  }

  /// Processes one external event (a macrostep) for a caller that holds no working memory: the
  /// quick step first (a flat machine's plain transition, or an event its dispatch table
  /// ignores), then, when the event needs working memory, ``stepWithWorkingMemory(_:_:_:)`` with the
  /// memory `lend` makes.
  ///
  /// The pure step enters here; a running machine's core takes the same quick step
  /// (``quickStep(_:_:taken:)``), then ``stepWithWorkingMemory(_:_:_:)``. A caller
  /// that holds working memory calls ``stepWithWorkingMemory(_:_:_:)``, whose flat step decides a plain
  /// transition from the same dispatch cell.
  ///
  /// - Parameters:
  ///   - taken: Set, when the quick step took a plain transition, to the index of the event it
  ///     took (``plainTransition(from:event:)`` finds the transition).
  ///   - lend: Makes working memory and runs the rest of the macrostep with it, returning its
  ///     result; or returns `nil` when the caller takes such a macrostep elsewhere, without
  ///     running it.
  /// - Returns: Whether the quick step decided the event, the macrostep ran with lent memory,
  ///   or the caller declined to lend it.
  @inlinable @inline(__always) func quickStepOrLend(
    _ event: Event, _ snapshot: inout Snap, taken: inout Int32,
    lending lend: (
      inout Snap,
      _ rest: (inout Snap, inout Scratch<State, Event, Context>) -> Bool
    ) -> Bool?
  ) -> MacrostepOutcome {
    switch quickStep(event, &snapshot, taken: &taken) {
    case .ignored: return .quick(handled: false)
    case .handled: return .quick(handled: true)
    case .general:
      let handled = lend(&snapshot) { snapshot, scratch in
        stepWithWorkingMemory(event, &snapshot, &scratch)
      }
      guard let handled else { return .declined }
      return .stepped(handled: handled)
    }
  }

  /// Processes one external event with working memory: the microstep it enables, then
  /// eventless transitions and internal events until the machine is stable (a macrostep).
  ///
  /// - Returns: Whether the event enabled a transition.
  @inlinable @inline(__always) func stepWithWorkingMemory(
    _ event: Event, _ snapshot: inout Snap, _ scratch: inout Scratch<State, Event, Context>
  ) -> Bool {
    if snapshot.isDone { return false }
    // Where the general algorithm hands an external event to a fast path that uses working
    // memory (FastPaths/): the flat path, or a small statechart's precomputed step plans.
    if isFlat {
      switch flatStep(event, &snapshot, &scratch) {
      case .ignored: return false
      case .handled: return true
      case .general: break
      }
    } else if !stepPlans.isEmpty {
      switch plannedStep(event, &snapshot, &scratch) {
      case .ignored: return false
      case .handled: return true
      case .general: break
      }
    }
    return algorithmStep(queued: .event(event), &snapshot, &scratch)
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
    case .event(let event): return stepWithWorkingMemory(event, &snapshot, &scratch)
    case .after(let transition):
      return algorithmStep(queued: .after(Int32(transition)), &snapshot, &scratch)
    }
  }

  /// The general algorithm's macrostep (SCXML `mainEventLoop`'s, for one external event): the
  /// microstep the event enables, then eventless transitions and internal events until the
  /// machine is stable.
  ///
  /// - Returns: Whether the event enabled a transition.
  @inlinable @inline(__always) func algorithmStep(
    queued event: QueuedEvent<Event>, _ snapshot: inout Snap,
    _ scratch: inout Scratch<State, Event, Context>
  ) -> Bool {
    scratch.currentEvent = currentEvent(for: event)
    // The event leaves the working memory with the macrostep, so that an idle machine keeps
    // no payload alive.
    defer { scratch.currentEvent = nil }
    selectTransitions(event, snapshot, &scratch)
    if scratch.enabled.isEmpty {
      // A guard that raised (an SCXML condition that failed) still leaves internal events to run.
      if takeContextEvents(&snapshot, &scratch) { runToCompletion(&snapshot, &scratch) }
      return false
    }
    takeEnabled(&snapshot, &scratch)
    return true
  }

  /// Takes the transitions in `scratch.enabled`, then what follows them until the machine is
  /// stable: the end of every external event's macrostep in the general algorithm.
  @inlinable @inline(__always) func takeEnabled(
    _ snapshot: inout Snap, _ scratch: inout Scratch<State, Event, Context>
  ) {
    takeContextEvents(&snapshot, &scratch)
    let enabled = scratch.enabled
    microstep(enabled, &snapshot, &scratch)
    runToCompletion(&snapshot, &scratch)
  }

  /// The general algorithm's macrostep for an external event whose one transition a fast path
  /// already selected (``flatSearch(_:_:_:_:_:)``): its guards ran there, and run once per
  /// event, so the selection is not repeated. A flat machine has one active state, so the
  /// transition conflicts with nothing.
  @inlinable @inline(never) func algorithmStep(
    selected transition: Int32, event: Event, _ snapshot: inout Snap,
    _ scratch: inout Scratch<State, Event, Context>
  ) {
    scratch.currentEvent = event
    defer { scratch.currentEvent = nil }
    scratch.enabled.clear()
    scratch.domainsKnown = false
    scratch.enabled.append(transition)
    takeEnabled(&snapshot, &scratch)
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
      if hasEventlessCandidates(snapshot) {
        selectTransitions(nil, snapshot, &scratch)
        takeContextEvents(&snapshot, &scratch)
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
      scratch.currentEvent = currentEvent(for: event)
      selectTransitions(event, snapshot, &scratch)
      takeContextEvents(&snapshot, &scratch)
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

  /// Whether an eventless transition could be enabled: some active state, or the root (which
  /// the configuration does not list), declares one. The selection walks every active atomic
  /// state's ancestors up to the root, and they are all active, so when none of them is a
  /// source the selection would come back empty.
  @inlinable @inline(__always) func hasEventlessCandidates(_ snapshot: Snap) -> Bool {
    hasEventless
      && (snapshot.active.intersects(eventlessSources) || eventlessSources.contains(0))
  }

  /// Counts one more microstep of the running macrostep against `scratch.microstepLimit`, and
  /// notes the states of `enabled` when it is among the last before the limit.
  ///
  /// - Returns: `false` when the limit is reached: the macrostep must stop (`scratch.runaway`).
  @inlinable @inline(__always) func count(
    _ microsteps: inout Int, _ enabled: [Int32], _ scratch: inout Scratch<State, Event, Context>
  ) -> Bool {
    if microsteps >= scratch.microstepLimit {
      scratch.runaway = true
      return false
    }
    microsteps &+= 1
    if microsteps &+ runawayWindow > scratch.microstepLimit {
      noteCycle(microsteps, enabled, &scratch)
    }
    return true
  }

  /// Notes the states of `enabled`, taken as one of the last microsteps before the limit.
  @inlinable @inline(never) func noteCycle(
    _ microsteps: Int, _ enabled: [Int32], _ scratch: inout Scratch<State, Event, Context>
  ) {
    let windowStart = Swift.max(1, scratch.microstepLimit &- runawayWindow &+ 1)
    if microsteps >= windowStart {
      if microsteps == windowStart { scratch.cycleStates.removeAll() }
      for t in enabled {
        scratch.cycleStates.insert(transitionInfo[Int(t)].source)
        for target in transitions[Int(t)].targets where !nodeInfo[Int(target)].kind.isHistory {
          scratch.cycleStates.insert(target)
        }
      }
    }
  }

  /// The report of the last macrostep when it was stopped at its bound, clearing it.
  ///
  /// Out of line: it runs only after a stop, and must not weigh on the callers' fast paths.
  @inlinable @inline(never)
  func takeRunaway(_ scratch: inout Scratch<State, Event, Context>) -> RunawayMacrostep? {
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
}
