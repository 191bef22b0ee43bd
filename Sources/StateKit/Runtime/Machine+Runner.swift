import Synchronization

/// The runner: does, outside the lock, what the machine's core (``MachineCore``) hands it —
/// effects, listener calls, macrosteps that call the definition's code — and tells the core,
/// which hands over what follows, until processing ends.
///
/// Only the thread that owns processing (the core's ``MachineCore/Phase``) runs the loop, so
/// effects and listeners run in order, one macrostep after the other; what they send is queued
/// by the core.
extension Machine {
  /// Runs hand-offs until processing ends: the machine's one drain loop, run to completion.
  ///
  /// - Parameter first: What the core handed over for the event that reached it.
  /// - Returns: That event's result, or the report of the last macrostep or chain of sent events
  ///   stopped at the machine's bound while the mailbox was drained.
  ///
  /// Inlined into its callers, which are all out of line: ``send(_:)`` is sensitive to every
  /// instruction inlined beside its unobserved quick path, and the callers' hand-offs are not
  /// passed on through memory once more.
  @inlinable @inline(__always)
  func drain(_ first: consuming MachineCore<State, Event, Context>.Handoff) -> SendResult {
    var handoff = first
    // The first event's result comes with the first hand-off that has one; after it, only a
    // stopped macrostep or chain changes what is returned.
    var result: SendResult?
    var stopped: RunawayMacrostep?
    while true {
      // Consumed, so that the hand-off's payload moves into the case rather than being copied.
      switch consume handoff {
      case .ended(let last):
        if result == nil {
          result = last
        } else if case .stopped(let runaway) = last {
          stopped = runaway
        }
        return Self.outcome(result, stopped)
      case .perform(let processed):
        if result == nil {
          result = processed.result
        } else if let runaway = processed.runaway {
          stopped = runaway
        }
        if !processed.effects.isEmpty {
          perform(processed.effects)
          handoff = withCore { $0.effectsPerformed(processed, definition) }
          continue
        }
        // Nothing to do, and events wait: the core hands the next one over.
        handoff = withCore { $0.performed(definition) }
      case .notify(let processedResult, let update, let listeners):
        if result == nil {
          result = processedResult
        } else if case .stopped(let runaway) = processedResult {
          stopped = runaway
        }
        notify(listeners, of: update)
        if withCore({ $0.idleUnlessMail() }) { return Self.outcome(result, stopped) }
        handoff = withCore { $0.performed(definition) }
      case .report(let watcher, let reports):
        for report in reports { watcher.report(report) }
        handoff = withCore { $0.performed(definition) }
      case .step(var step):
        // Outside the lock: the definition's guards and actions may read the machine (they see
        // the snapshot of the macrostep's start) and send to it (the event is queued).
        step.run(definition)
        handoff = handBack(step)
      }
    }
  }

  /// Hands a step taken outside the lock back to the core, under the lock.
  @inlinable @inline(__always)
  func handBack(
    _ step: consuming MachineCore<State, Event, Context>.UnlockedStep
  ) -> MachineCore<State, Event, Context>.Handoff {
    // A closure cannot consume what it captures: the step crosses into it in an optional.
    var step = Optional(step)
    return withCore { $0.stepTaken(step.take()!, definition) }
  }

  /// Calls the listeners with a macrostep's update, in subscription order.
  @inlinable func notify(
    _ listeners: [MachineCore<State, Event, Context>.Listener],
    of update: MachineUpdate<State, Event, Context>
  ) {
    for listener in listeners { listener.body(update) }
  }

  /// ``send(_:)`` for a definition that calls its own code in some macrosteps
  /// (``MachineDefinition/callsCodeInStep``). An event whose macrostep may call it
  /// (``MachineDefinition/stepsOutsideLock(_:)``) takes one lock that hands the step out (or
  /// queues the event behind another); the step is taken here, outside the lock, and one lock
  /// takes it back; then the mailbox is drained. Any other event takes the path every event of
  /// a plain definition takes. Out of line, so that ``send(_:)`` stays small.
  @inlinable @inline(never) func sendToCodeCallingDefinition(_ event: Event) -> SendResult {
    guard definition.stepsOutsideLock(event) else { return sendUnderLock(event) }
    return sendSteppingOutsideLock(event)
  }

  /// Sends an event whose macrostep may call the definition's code: one lock hands the step
  /// out (or queues the event behind another), the step is taken here, outside the lock, and
  /// one lock takes it back, telling the listeners' update and a watcher where it ended
  /// (``MachineCore/stepTaken(_:_:)``); then the mailbox is drained.
  @inlinable @inline(__always) func sendSteppingOutsideLock(_ event: Event) -> SendResult {
    var refusal = SendResult.queued
    guard var step = withCore({ $0.codeCallingEventSent(event, refusal: &refusal) }) else {
      return refusal
    }
    step.run(definition)
    return drain(handBack(step))
  }

  /// ``sendSteppingOutsideLock(_:)`` out of line, so that ``sendWatched(_:)``'s quick path keeps
  /// a small frame.
  @inlinable @inline(never) func sendWatchedSteppingOutsideLock(_ event: Event) -> SendResult {
    sendSteppingOutsideLock(event)
  }

  /// Finishes what ``send(_:)`` could not finish under its first lock
  /// (``MachineCore/SendAction``): the effects its macrostep left, or the observed event,
  /// processed under the next lock; then drains the mailbox. Out of line, so that the
  /// hand-off it builds stays out of ``send(_:)``.
  @inlinable @inline(never) func finishSend(
    _ action: MachineCore<State, Event, Context>.SendAction, _ event: Event
  ) -> SendResult {
    switch action {
    case .finished(let result): result
    case .performEffects(let result): drain(withCore { $0.sentEffectsHandedOver(result) })
    case .observed: sendObserved(event)
    }
  }

  /// ``send(_:)`` while listeners are registered: the event is processed, with the update the
  /// listeners get, under the first lock (``MachineCore/observedEventSent(_:_:)``), then the
  /// listeners are called and the mailbox drained. Out of line, so that ``send(_:)`` stays
  /// small.
  @inlinable @inline(never) func sendObserved(_ event: Event) -> SendResult {
    drain(withCore { $0.observedEventSent(event, definition) })
  }

  /// ``send(_:)`` to a watched machine (a child, ``ChildWatcher``): an event its quick step
  /// takes while it is idle and unobserved ends under the lock that took it
  /// (``MachineCore/watchedEventSent(_:_:)``); any other goes the observed way. An event whose
  /// macrostep may call the definition's code is sent as a lone machine's is
  /// (``sendSteppingOutsideLock(_:)``): the lock that takes the step back tells the watcher.
  @inlinable @inline(never) func sendWatched(_ event: Event) -> SendResult {
    if definition.stepsOutsideLock(event) { return sendWatchedSteppingOutsideLock(event) }
    let action = withCore { $0.watchedEventSent(event, definition) }
    if case .finished(let result) = action { return result }
    return finishSend(action, event)
  }

  /// What ``drain(_:)`` returns: the first event's result, unless a later macrostep or chain
  /// was stopped.
  @inlinable static func outcome(_ result: SendResult?, _ stopped: RunawayMacrostep?) -> SendResult
  {
    if let stopped { return .stopped(stopped) }
    guard let result else { preconditionFailure("StateKit: processing ended without a result") }
    return result
  }

  /// Delivers an event from state-scoped work, unless its state was exited.
  ///
  /// - Returns: `false` when the event was dropped.
  @usableFromInline @discardableResult
  func deliver(_ event: Event, from id: WorkID) -> Bool {
    switch withCore({ $0.workEventArrived(from: id) }) {
    case .drop:
      return false
    case .deliver:
      receive(.work(event, id))
      return true
    }
  }

  /// A timer fired.
  @usableFromInline func fireTimer(_ id: String) {
    receive(.timer(id))
  }

  /// Processes an event from work or a timer, with its effects and listeners, then drains the
  /// mailbox.
  @inlinable @inline(never) @discardableResult
  func receive(_ inbound: Inbound<Event>) -> SendResult {
    drain(withCore { $0.inboundArrived(inbound, definition) })
  }

  /// Performs effects in order, telling the core about the work and timers it starts and
  /// cancels.
  @inlinable func perform(_ effects: [Effect<Event, Context>]) {
    // A command for a collection whose state this batch enters waits for the batch's end: the
    // collection starts with the state's work, after the entry actions that may spawn into it.
    var waiting: [ChildCommand] = []
    defer { if !waiting.isEmpty { performWaiting(waiting) } }
    for effect in effects {
      switch effect {
      case .run(_, let body, let context, let event):
        body(context, event)
      case .send(let event):
        withCore { $0.eventQueued(event) }
      case .log(let label, let message):
        logHandler(label, message)
      case .startWork(let start):
        let id = start.id
        if environment.replaysWork && !start.work.runsChildren {
          // A replay delivers what this run sent when it was recorded: it stands as attached
          // work that nothing needs to cancel.
          startedHandles.store(true, ordering: .relaxed)
          withCore { _ = $0.workAttached(id, cancel: {}) }
          continue
        }
        let input = WorkInput<Event, Context>(
          context: start.context, event: start.event,
          send: { [weak self] event in self?.deliver(event, from: id) ?? false },
          machine: { [weak self] in self })
        if let attach = start.work.attach {
          let cancel = attach(input)
          startedHandles.store(true, ordering: .relaxed)
          if !withCore({ $0.workAttached(id, cancel: cancel) }) { cancel() }
          continue
        }
        let task = Task { [weak self] in
          await start.work.run(input)
          self?.withCore { $0.workReturned(id) }
        }
        startedHandles.store(true, ordering: .relaxed)
        if !withCore({ $0.workStarted(id, task: task) }) { task.cancel() }
      case .cancelWork(let id):
        let (task, detach) = withCore { $0.workCancelled(id) }
        task?.cancel()
        detach?()
      case .startTimer(let id, let delay):
        let timer = scheduler.schedule(after: delay) { [weak self] in self?.fireTimer(id) }
        startedHandles.store(true, ordering: .relaxed)
        if !withCore({ $0.timerStarted(id, timer) }) { timer.cancel() }
      case .cancelTimer(let id):
        for timer in withCore({ $0.timerCancelled(id) }) { timer.cancel() }
      case .emit(let event):
        // A child of a collection shares its roster's environment, which has no `emit`: its
        // watcher, set before it started, carries the event with the child's id.
        if let emit = environment.emit {
          emit(event)
        } else if let watcher = withCore({ $0.watcher }) {
          watcher.report(.emitted(event))
        }
      case .sendChild(let id, let event):
        sendToChild(id, event)
      case .children(let command):
        if !performChildCommand(command) { waiting.append(command) }
      }
    }
  }
}

extension Machine {
  /// Performs the collection commands that found no collection during their batch; a command
  /// whose collection's state is still not active is refused, with a log line.
  @usableFromInline func performWaiting(_ commands: [ChildCommand]) {
    for command in commands where !performChildCommand(command) {
      let reason = isStopped ? "the machine was stopped" : "the collection's state is not active"
      environment.log("StateKit", "\(command) refused: \(reason)")
    }
  }
}
