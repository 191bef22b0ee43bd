import Synchronization

/// The runner: performs, outside the lock, what the machine's core (``MachineCore``) returns —
/// effects, listener notifications, work tasks and timers — and feeds what happened back to the
/// core, until the mailbox is empty.
///
/// Only the thread that owns processing (the core's ``MachineCore/Phase``) runs effects and
/// listeners, so they run in order, one macrostep after the other; what they send is queued by
/// the core.
extension Machine {
  /// Performs the effects the fast path left, then drains the mailbox.
  ///
  /// - Returns: The report of a chain of sent events (or a queued event's macrostep) that was
  ///   stopped at the machine's bound.
  @usableFromInline func runEffects() -> RunawayMacrostep? {
    perform(withCore { $0.effectsToPerform() })
    return drainMailbox()
  }

  /// Takes a sent event's macrostep outside the lock, where the definition's guards and
  /// actions may read the machine (they see the snapshot of the macrostep's start) and send to
  /// it (the event is queued); then hands it back to the core and finishes it as
  /// ``send(_:)`` finishes a macrostep taken under the lock.
  @inlinable func takeOutsideLock(
    _ event: Event, _ box: ScratchBox<State, Event, Context>
  ) -> SendResult {
    let handled = box.takeSentStep(event, definition)
    switch withCore({ $0.sentStepTaken(box, handled: handled, definition) }) {
    case .finished(let result):
      return result
    case .performEffects(let result):
      return effectsRun(after: result)
    case .submit:
      preconditionFailure("a macrostep taken outside the lock ends with a result")
    }
  }

  /// Performs the effects a sent event's macrostep left and drains the mailbox (the core
  /// answered ``MachineCore/SendAction/performEffects(_:)``).
  ///
  /// - Returns: The event's result, or the report of a chain of sent events stopped meanwhile.
  @inlinable func effectsRun(after result: SendResult) -> SendResult {
    if let runaway = runEffects() { return .stopped(runaway) }
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
    case .submit:
      submit(.work(event, id))
      return true
    }
  }

  /// A timer fired.
  @usableFromInline func fireTimer(_ id: String) {
    submit(.timer(id))
  }

  /// Processes a sent event that ``send(_:)`` could not finish under its first lock, runs its
  /// effects, notifies listeners and drains the mailbox.
  @inlinable func submit(_ event: Event) -> SendResult {
    switch withCore({ $0.sentArrived(event, definition) }) {
    case .queued:
      return .queued
    case .notify(let update, let listeners):
      return notify(listeners, of: update)
    case .next(let next):
      return finish(processed(next))
    case .takeSent(let box):
      return takeOutsideLock(event, box)
    }
  }

  /// Processes an event from work or a timer, runs its effects, notifies listeners and drains
  /// the mailbox.
  @inlinable @discardableResult
  func submit(_ inbound: Inbound<Event>) -> SendResult {
    switch withCore({ $0.inboundArrived(inbound, definition) }) {
    case .queued:
      return .queued
    case .next(let next):
      return finish(processed(next))
    case .notify, .takeSent:
      preconditionFailure("only a sent event takes the observed quick step or a sent step")
    }
  }

  /// What `next` left to perform, once its macrostep was taken when it is an unlocked one.
  @inlinable func processed(
    _ next: MachineCore<State, Event, Context>.Next
  ) -> MachineCore<State, Event, Context>.Processed {
    switch next {
    case .perform(let processed):
      return processed
    case .step(let box):
      // Outside the lock: the definition's guards and actions may read the machine (they see
      // the snapshot of the macrostep's start) and send to it (the event is queued).
      box.takeUnlockedStep(definition)
      return withCore { $0.unlockedStepTaken(box, definition) }
    }
  }

  /// Finishes an event the core processed: performs its effects, notifies the listeners, then
  /// drains the mailbox. Called by the thread that owns processing; the core ends it.
  ///
  /// Inlinable, like ``send(_:)``, so that observed machines run specialized code too.
  ///
  /// - Returns: The event's result, or the last report of a macrostep or a chain of sent events
  ///   stopped at the machine's bound while draining.
  @inlinable func finish(_ processed: MachineCore<State, Event, Context>.Processed) -> SendResult {
    perform(processed)
    if processed.endedProcessing { return processed.result }
    if let runaway = drainMailbox() { return .stopped(runaway) }
    return processed.result
  }

  /// Finishes an event the quick path took while someone observes: calls the listeners with
  /// its update, then ends processing, unless events were queued meanwhile, which it drains.
  ///
  /// Out of line, so that what ``submit(_:)`` brings into ``send(_:)`` stays small: the
  /// unobserved path is sensitive to every instruction inlined beside it.
  ///
  /// - Returns: The event's result, or the last report of a macrostep or a chain of sent
  ///   events stopped at the machine's bound while draining.
  @inlinable @inline(never) func notify(
    _ listeners: [MachineCore<State, Event, Context>.Listener],
    of update: MachineUpdate<State, Event, Context>
  ) -> SendResult {
    for listener in listeners { listener.body(update) }
    let result: SendResult = update.isHandled ? .handled : .ignored
    if withCore({ $0.idleUnlessMail() }) { return result }
    if let runaway = drainMailbox() { return .stopped(runaway) }
    return result
  }

  /// Processes the events queued while the last macrostep's effects and listeners ran, with
  /// their own effects and listeners, until the mailbox is empty and processing ends.
  ///
  /// - Returns: The last report of a macrostep or a chain of sent events stopped at the
  ///   machine's bound.
  @inlinable @discardableResult func drainMailbox() -> RunawayMacrostep? {
    var stopped: RunawayMacrostep?
    var action = withCore { $0.stepPerformed(definition) }
    while true {
      switch action {
      case .idle:
        return stopped
      case .next(.perform(let processed)):
        if let runaway = processed.runaway { stopped = runaway }
        perform(processed)
        action = withCore { $0.stepPerformed(definition) }
      case .next(.step(let box)):
        // Outside the lock, as in `processed(_:)`. A step that leaves nothing to perform hands
        // back the next event in the same critical section.
        box.takeUnlockedStep(definition)
        action = withCore { $0.unlockedStepTakenThenNext(box, definition) }
      }
    }
  }

  /// Performs a processed event's effects, then calls the listeners with its update, in
  /// subscription order: those handed over with it when it left no effects, otherwise those
  /// registered once the effects were performed.
  @inlinable func perform(_ processed: MachineCore<State, Event, Context>.Processed) {
    if !processed.effects.isEmpty { perform(processed.effects) }
    guard let update = processed.update else { return }
    let listeners = processed.listeners ?? withCore { $0.listeners }
    for listener in listeners { listener.body(update) }
  }

  /// Performs effects in order, telling the core about the work and timers it starts and
  /// cancels.
  @inlinable func perform(_ effects: [Effect<Event, Context>]) {
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
        let input = WorkInput<Event, Context>(context: start.context, event: start.event) {
          [weak self] event in self?.deliver(event, from: id) ?? false
        }
        if let attach = start.work.attach {
          let cancel = attach(input)
          startedHandles.store(true, ordering: .relaxed)
          withCore { $0.workAttached(id, cancel: cancel) }
          continue
        }
        let task = Task { [weak self] in
          await start.work.run(input)
          self?.withCore { $0.workReturned(id) }
        }
        startedHandles.store(true, ordering: .relaxed)
        withCore { $0.workStarted(id, task: task) }
      case .cancelWork(let id):
        let (task, detach) = withCore { $0.workCancelled(id) }
        task?.cancel()
        detach?()
      case .startTimer(let id, let delay):
        let timer = scheduler.schedule(after: delay) { [weak self] in self?.fireTimer(id) }
        startedHandles.store(true, ordering: .relaxed)
        withCore { $0.timerStarted(id, timer) }
      case .cancelTimer(let id):
        for timer in withCore({ $0.timerCancelled(id) }) { timer.cancel() }
      }
    }
  }
}
