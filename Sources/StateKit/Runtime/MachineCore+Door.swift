extension MachineCore {
  /// What reaches a machine from outside its runner: everything goes through one door,
  /// ``arrive(_:_:)``.
  @usableFromInline
  enum Arrival: Sendable {
    /// An event from ``Machine/send(_:)``.
    case sent(Event)
    /// An event from a run of state-scoped work; a child's report reaches its parent this way.
    case work(Event, WorkID)
    /// A timer fired.
    case timer(String)
    /// ``Machine/start()``: the entry effects that waited run.
    case start
    /// ``Machine/stop()``.
    case stop
  }

  /// The core's one door: whatever reaches the machine arrives here, under the lock, and the
  /// core hands the runner what to do next (``Handoff``), which the runner's one loop
  /// (``Machine/drain(_:)``) does until processing ends.
  ///
  /// An event is refused when the machine was stopped, queued when another is being processed,
  /// and otherwise processed (``process(_:_:chainStopped:)``): under the lock, or, when its
  /// macrostep may call the definition's code, handed out to be taken outside it. The one thing
  /// that never reaches this door is an event ``Machine/send(_:)``'s prelude processes before
  /// it (``prelude(_:_:)``): a machine that nobody observes, whose definition calls no code.
  @inlinable @inline(__always) mutating func arrive(
    _ arrival: consuming Arrival, _ definition: MachineDefinition<State, Event, Context>
  ) -> Handoff {
    switch consume arrival {
    case .sent(let event):
      guard phase == .idle else { return received(.event(event), definition) }
      // Whether the macrostep may call the definition's code is decided here, once: if so,
      // it is handed out; if not, an idle machine nobody observes takes the event as
      // ``Machine/send(_:)``'s prelude does.
      if definition.stepsOutsideLock(event) {
        begin()
        return .step(handOutStep(.event(event), chainStopped: nil))
      }
      if !isObserved {
        switch preludeStep(event, definition) {
        case .finished(let result): return .ended(result)
        case .handedOver(let result): return processedEvent(result, nil)
        case .declined: break
        }
      }
      begin()
      return process(.event(event), definition)
    case .work(let event, let id): return received(.work(event, id), definition)
    case .timer(let id): return received(.timer(id), definition)
    case .start: return startRequested()
    case .stop: return .cancel(requestStop())
    }
  }

  /// An event arrived: refused, queued or processed.
  @inlinable @inline(__always) mutating func received(
    _ inbound: consuming Inbound<Event>, _ definition: MachineDefinition<State, Event, Context>
  ) -> Handoff {
    if refusesEvents { return .ended(.machineStopped) }
    if !isIdle {
      mailbox.append(inbound)
      return .ended(.queued)
    }
    begin()
    return process(inbound, definition)
  }

  /// What ``prelude(_:_:)`` did with a sent event.
  @usableFromInline
  enum Prelude: Sendable, Equatable {
    /// It processed the event, or found it ignored: nothing more to do.
    case finished(SendResult)
    /// It processed the event, which left effects, or reports for a watcher: the runner owns
    /// processing now, and takes them from ``processedEvent(_:_:chainStopped:)`` under the
    /// next lock. The event's result is attached.
    case handedOver(SendResult)
    /// The machine is busy, observed or stopped: the event goes through the door
    /// (``arrive(_:_:)``).
    case declined
  }

  /// The prelude of ``Machine/send(_:)``, before the door, for a machine nobody observes and
  /// whose definition calls no code: the quick step (``quickStep(_:_:taken:)``), a flat
  /// machine's plain transition or an event its dispatch table ignores, taken in place with no
  /// working memory; otherwise the macrostep under the lock (``stepUnderLock(_:_:)``). A
  /// busy, observed or stopped machine declines, for the door to queue, record or refuse.
  @inlinable @inline(__always) mutating func prelude(
    _ event: Event, _ definition: MachineDefinition<State, Event, Context>
  ) -> Prelude {
    guard phase == .idle, !isObserved else { return .declined }
    return preludeStep(event, definition)
  }

  /// The prelude's step, for a machine known to be idle and unobserved: the quick step, else
  /// the macrostep under the lock.
  @inlinable @inline(__always) mutating func preludeStep(
    _ event: Event, _ definition: MachineDefinition<State, Event, Context>
  ) -> Prelude {
    var taken: Int32 = -1
    guard let handled = quickStep(event, definition, taken: &taken) else {
      return stepUnderLock(event, definition)
    }
    guard handled, watcher != nil else { return .finished(handled ? .handled : .ignored) }
    return quickStepWatched()
  }

  /// The macrostep of an event the quick step left, for an idle machine nobody observes,
  /// under the lock, with working memory. Apart, so that the quick step above stays small
  /// enough to inline into ``Machine/send(_:)``.
  @inlinable @inline(never) mutating func stepUnderLock(
    _ event: Event, _ definition: MachineDefinition<State, Event, Context>
  ) -> Prelude {
    _internalInvariant(
      !definition.stepsOutsideLock(event), "code of the definition would run under the lock")
    let box = ensureScratch()
    // Where the step started, for a watcher to tell whether it moved; read only when the
    // step needs attention (a watcher, or a runaway), as the rest of `stepResult`.
    let start = box.scratch.attention == 0 ? nil : snapshot.active.inlineWords
    let handled = definition.stepWithWorkingMemory(event, &snapshot, &box.scratch)
    let result = stepResult(definition, box, handled: handled, start: start)
    if box.scratch.effects.isEmpty && box.reports.isEmpty { return .finished(result) }
    begin()
    return .handedOver(result)
  }

  /// The quick step itself, the one place the core takes it: the prelude, and an observed
  /// event's step, which builds its update from the transition `taken`
  /// (``observedQuickStep(_:_:_:)``).
  ///
  /// - Returns: Whether the event was handled, or `nil` when it needs working memory (the
  ///   snapshot is then unchanged).
  @inlinable @inline(__always) mutating func quickStep(
    _ event: Event, _ definition: MachineDefinition<State, Event, Context>, taken: inout Int32
  ) -> Bool? {
    let decision = definition.quickStep(event, &snapshot, taken: &taken)
    if decision == .general { return nil }
    snapshot._checkInvariants()
    return decision == .handled
  }

  /// The end of a quick step a watched machine took: the watcher learns the active states; a
  /// step that completed the machine leaves its report for the runner. Out of line: a lone
  /// machine's quick step never comes here.
  @inlinable @inline(never) mutating func quickStepWatched() -> Prelude {
    guard quickStepTold() else { return .finished(.handled) }
    begin()
    return .handedOver(.handled)
  }

  /// ``quickStepTold()`` for an observed machine's quick step, out of line: a machine nobody
  /// watches never comes here.
  @inlinable @inline(never) mutating func observedQuickStepTold() {
    _ = quickStepTold()
  }

  /// Tells the watcher where a quick step that handled its event ended; a step that completed
  /// the machine leaves its report, taken after the step's listeners.
  ///
  /// - Returns: Whether a report was left.
  @inlinable @inline(__always) mutating func quickStepTold() -> Bool {
    // A quick step that stays in its states is rare (its transition would have no target and
    // no code), so it is counted without asking whether it moved. The watcher is read where it
    // is called, not bound: a binding retains it across the call.
    watcher?.stepped(to: snapshot.active)
    guard snapshot.isDone else { return false }
    reportAfterEffects(.done)
    return true
  }
}
