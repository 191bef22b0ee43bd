import Synchronization

/// The runner: does, outside the lock, what the machine's core (``MachineCore``) hands it —
/// effects, listener calls, macrosteps that call the definition's code — and tells the core,
/// which hands over what follows, until processing ends.
///
/// Only the thread that owns processing (the core's ``MachineCore/Phase``) runs the loop, so
/// effects and listeners run in order, one macrostep after the other; what they send is queued
/// by the core.
extension Machine {
  /// Hands `arrival` to the core's one door (``MachineCore/arrive(_:_:)``) and does what the
  /// core hands back until processing ends (``drain(_:)``). Inlined into its callers, each
  /// out of line and passing one kind of arrival, so that the door's switch on it folds away.
  @inlinable @inline(__always) @discardableResult
  func arrive(_ arrival: MachineCore<State, Event, Context>.Arrival) -> SendResult {
    let handoff = withCore { $0.arrive(arrival, definition) }
    // Most often the door processed the event and nothing follows: no loop to enter.
    if let result = handoff.endedWithResult { return result }
    return drain(handoff)
  }

  /// Runs hand-offs until processing ends: the machine's one drain loop, run to completion.
  ///
  /// - Parameter first: What the core handed over for what reached it.
  /// - Returns: That event's result, or the report of the last macrostep or chain of sent events
  ///   stopped at the machine's bound while the mailbox was drained.
  @inlinable @inline(__always)
  func drain(_ first: consuming MachineCore<State, Event, Context>.Handoff) -> SendResult {
    var handoff = first
    var outcome = DrainOutcome()
    while true {
      // Consumed, so that the hand-off's payload moves into the case rather than being copied.
      switch consume handoff {
      case .ended(let last):
        outcome.note(last)
        return outcome.result
      case .perform(let processed):
        outcome.note(processed.result)
        perform(processed.effects)
        handoff = withCore { $0.effectsPerformed(processed, definition) }
      case .notify(let last, let update, let listeners):
        outcome.note(last)
        notify(listeners, of: update)
        // Most often nothing follows: ended by the lock that says so, without a hand-off.
        if withCore({ $0.idleUnlessMail() }) { return outcome.result }
        handoff = withCore { $0.performed(definition) }
      case .notifySnapshot(let snapshot, let listeners):
        outcome.note(listeners.result)
        listeners.tell(consume snapshot)
        if withCore({ $0.idleUnlessMail() }) { return outcome.result }
        handoff = withCore { $0.performed(definition) }
      case .next(let last):
        outcome.note(last)
        handoff = withCore { $0.performed(definition) }
      case .report(let watcher, let reports):
        for report in reports { watcher.report(report) }
        handoff = withCore { $0.performed(definition) }
      case .step(var step):
        // Outside the lock: the definition's guards and actions may read the machine (they see
        // the snapshot of the macrostep's start) and send to it (the event is queued).
        take(&step)
        handoff = handBack(step)
      case .cancel(let stopping):
        // Outside the lock: a cancelled task, or attached work's cancel (an invoked SCXML
        // session's exit handlers), may call back into this machine.
        for task in stopping.tasks { task.cancel() }
        for timer in stopping.timers { timer.cancel() }
        for cancel in stopping.attachedWork { cancel() }
        return .machineStopped
      }
    }
  }

  /// Takes `step` outside the lock. A definition whose guards read collections has this
  /// machine's running collections bound for them (``LiveCollections``), read under the lock
  /// as the step starts: the children that run when its guards do.
  ///
  /// Out of line: the macrostep is the largest part of the drain loop, which is inlined into
  /// each caller of the door, and most of the events through the door take no step out of
  /// the lock.
  @inlinable @inline(never)
  func take(_ step: inout MachineCore<State, Event, Context>.UnlockedStep) {
    readingCollections { step.run(definition) }
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

  /// Calls the listeners with a macrostep's update, in subscription order; a listener that
  /// reads snapshots alone gets a copy of its snapshot.
  @inlinable @inline(__always) func notify(
    _ listeners: [MachineCore<State, Event, Context>.Listener],
    of update: MachineUpdate<State, Event, Context>
  ) {
    for listener in listeners {
      switch listener.body {
      case .updates(let body): body(update)
      case .snapshots: listener.tell(snapshotOf: update)
      }
    }
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
      workArrived(event, id)
      return true
    }
  }

  /// An event from a run of state-scoped work arrives. Out of line, as every caller of
  /// ``arrive(_:)``.
  @inlinable @inline(never) func workArrived(_ event: Event, _ id: WorkID) {
    arrive(.work(event, id))
  }

  /// A timer fired.
  @inlinable @inline(never) func fireTimer(_ id: String) {
    arrive(.timer(id))
  }

  /// ``send(_:)`` for an event its prelude did not take: through the door. Out of line, so that
  /// ``send(_:)`` keeps only its prelude inlined where it is called.
  @inlinable @inline(never) func sendThroughDoor(_ event: Event) -> SendResult {
    arrive(.sent(event))
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

/// What ``Machine/drain(_:)`` returns, noted from each hand-off that carries a result: the first
/// event's result, unless a later macrostep or chain of sent events was stopped at the
/// machine's bound.
@usableFromInline
struct DrainOutcome {
  @usableFromInline var first: SendResult?
  @usableFromInline var stopped: RunawayMacrostep?

  @inlinable init() {}

  /// Notes the result of a hand-off: the first one stands, a later stopped one overrides it.
  @inlinable mutating func note(_ last: SendResult?) {
    if first == nil {
      first = last
    } else if case .stopped(let runaway)? = last {
      stopped = runaway
    }
  }

  /// The result ``Machine/drain(_:)`` returns.
  @inlinable var result: SendResult {
    if let stopped { return .stopped(stopped) }
    guard let first else { preconditionFailure("StateKit: processing ended without a result") }
    return first
  }
}
