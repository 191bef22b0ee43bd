extension MachineDefinition {
  /// Enters the initial configuration, without running any side effect.
  ///
  /// - Parameter context: The starting context; the definition's ``initialContext`` when
  ///   `nil`.
  /// - Returns: The initial configuration and the effects its entry actions asked for.
  @inlinable public func start(context: Context? = nil) -> Step<State, Event, Context> {
    let (snapshot, effects, runaway) = startingSnapshot(context: context)
    snapshot._checkInvariants()
    return Step(snapshot: snapshot, effects: effects, isHandled: true, runaway: runaway)
  }

  /// The initial snapshot, discarding the effects of entering it.
  ///
  /// - Parameter context: The starting context; the definition's ``initialContext`` when
  ///   `nil`.
  /// - Returns: The snapshot of a machine that has just started.
  public func initialSnapshot(context: Context? = nil) -> Snapshot<State, Event, Context> {
    start(context: context).snapshot
  }

  /// The pure step: the snapshot after `event`, and the effects to run, with no side effect.
  ///
  /// Follows the W3C SCXML algorithm: transitions are selected in document order from the
  /// active atomic states outward, conflicts across parallel regions are removed, states are
  /// exited and entered in SCXML order, then eventless transitions and internal events run
  /// until the machine is stable. An event no transition takes returns the snapshot unchanged
  /// with ``Step/isHandled`` `false`.
  ///
  /// ```swift
  /// let step = search.transition(search.initialSnapshot(), on: .startSearch)
  /// #expect(step.snapshot.state == .searching)
  /// ```
  ///
  /// - Parameters:
  ///   - snapshot: A snapshot of this definition.
  ///   - event: The external event.
  /// - Returns: The next snapshot, the effects, and whether the event was handled.
  @inlinable @inline(__always) public func transition(
    _ snapshot: Snapshot<State, Event, Context>, on event: Event
  ) -> Step<State, Event, Context> {
    transition(snapshot, on: event, microstepLimit: RunawayMacrostep.defaultLimit)
  }

  /// The pure step with a bound on its microsteps: a macrostep that does not settle within
  /// `microstepLimit` microsteps stops, and the step reports it in ``Step/runaway``.
  ///
  /// ```swift
  /// let step = definition.transition(snapshot, on: .go, microstepLimit: 100)
  /// #expect(step.runaway?.states == ["b", "c"])
  /// ```
  ///
  /// - Parameters:
  ///   - snapshot: A snapshot of this definition.
  ///   - event: The external event.
  ///   - microstepLimit: The most microsteps (and dequeued internal events) the macrostep may
  ///     run; positive.
  /// - Returns: The next snapshot, the effects, whether the event was handled, and the report
  ///   of a stopped macrostep.
  @inlinable @inline(__always) public func transition(
    _ snapshot: Snapshot<State, Event, Context>, on event: Event, microstepLimit: Int
  ) -> Step<State, Event, Context> {
    precondition(snapshot.definition === self, "snapshot of another definition")
    // Inlined into the caller, and the step built in one place from `next`, so the caller can
    // take the snapshot out of it without copying. A flat machine's plain move or ignored event
    // never makes working memory (`PureStepMemory`).
    var next = snapshot
    var memory = PureStepMemory<State, Event, Context>(microstepLimit: microstepLimit)
    var taken: Int32 = -1
    let outcome = quickStepOrLend(event, &next, taken: &taken) { next, rest in
      memory.lend(self, &next, rest)
    }
    next._checkInvariants()
    return Step(
      snapshot: next, effects: memory.effects, isHandled: outcome.isHandled,
      runaway: memory.runaway)
  }

  /// The pure step for a timer: delivers the pending timer `id` (a delayed send's event or a
  /// delayed transition) as if its time had come.
  ///
  /// - Parameters:
  ///   - id: A pending timer's id (see ``Snapshot/pendingTimers``).
  ///   - snapshot: A snapshot of this definition.
  /// - Returns: The next snapshot and effects; unchanged and not handled when no such timer is
  ///   pending.
  public func fireTimer(
    _ id: String, in snapshot: Snapshot<State, Event, Context>
  ) -> Step<State, Event, Context> {
    precondition(snapshot.definition === self, "snapshot of another definition")
    var next = snapshot
    var scratch = Scratch<State, Event, Context>()
    let handled = fireTimer(id, &next, &scratch)
    next._checkInvariants()
    return Step(
      snapshot: next, effects: scratch.effects, isHandled: handled,
      runaway: takeRunaway(&scratch))
  }

  /// The effects that bring a restored snapshot back to life: start the work of its active
  /// states and re-arm its pending timers with the time they had left.
  ///
  /// Every machine that continues from a snapshot starts from this step: a restored machine,
  /// and a restored parent's children, lone and in collections.
  ///
  /// - Parameter snapshot: A snapshot of this definition, typically decoded from storage.
  /// - Returns: The snapshot with its work runs renewed, and the effects to perform.
  public func resume(_ snapshot: Snapshot<State, Event, Context>) -> Step<State, Event, Context> {
    precondition(snapshot.definition === self, "snapshot of another definition")
    var next = snapshot
    var scratch = Scratch<State, Event, Context>()
    resume(&next, &scratch)
    next._checkInvariants()
    return Step(snapshot: next, effects: scratch.effects, isHandled: true)
  }

  /// Whether `event` would enable a transition in `snapshot` (the login example's `canProcessEvent`).
  ///
  /// - Parameters:
  ///   - event: The event, with its payload (guards see it).
  ///   - snapshot: A snapshot of this definition.
  /// - Returns: `true` when sending the event would take a transition.
  public func canHandle(_ event: Event, in snapshot: Snapshot<State, Event, Context>) -> Bool {
    if snapshot.isDone { return false }
    var scratch = Scratch<State, Event, Context>()
    scratch.currentEvent = event
    selectTransitions(.event(event), snapshot, &scratch)
    return !scratch.enabled.isEmpty
  }

  /// The events that would enable a transition in `snapshot`, in the order the definition
  /// first mentions them.
  ///
  /// For a payload-free event type, guards see the event itself. When events carry payloads,
  /// only the case is known here: guards are asked with a `nil` event.
  ///
  /// - Parameter snapshot: A snapshot of this definition.
  /// - Returns: The cases of the enabled events.
  public func enabledEvents(in snapshot: Snapshot<State, Event, Context>) -> [Event.Case] {
    if snapshot.isDone { return [] }
    var enabled: [Event.Case] = []
    var scratch = Scratch<State, Event, Context>()
    for (index, key) in eventIndex.keys.enumerated() {
      var found = false
      snapshot.active.forEach { atomic in
        guard !found, nodeInfo[Int(atomic)].kind.isAtomic else { return }
        let t = firstTransition(from: atomic) { t in
          let matches =
            eventMatching == .descriptors
            ? nameMatch(t, String(describing: key))
            : triggers(t, eventIndex: Int32(index))
          return matches && conditionMatch(t, snapshot, key as? Event ?? scratch.currentEvent)
        }
        if t >= 0 { found = true }
      }
      if found { enabled.append(key) }
    }
    scratch.effects.removeAll()
    return enabled
  }
}
