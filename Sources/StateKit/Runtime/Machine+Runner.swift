import Synchronization

/// The runner: performs, outside the lock, what the machine's core (``MachineCore``) returns —
/// effects, listener notifications, work tasks and timers — and feeds what happened back to the
/// core, until the mailbox is empty.
///
/// Only the thread that set the core's `processing` runs effects and listeners, so they run in
/// order, one macrostep after the other; what they send is queued by the core.
extension Machine {
  /// Performs the effects the fast path left, then drains the mailbox.
  ///
  /// - Returns: The report of a chain of sent events (or a queued event's macrostep) that was
  ///   stopped at the machine's bound.
  @usableFromInline func runEffects() -> RunawayMacrostep? {
    let effects = withCore { $0.effectsToPerform() }
    return drain(effects: effects, update: nil)
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

  /// Processes an inbound event (or finishes one the fast path processed), runs effects,
  /// notifies listeners and drains the mailbox.
  @inlinable @discardableResult
  func submit(_ inbound: Inbound<Event>) -> SendResult {
    switch withCore({ $0.inboundArrived(inbound, definition) }) {
    case .queued:
      return .queued
    case .perform(let result, let effects, let update):
      if let runaway = drain(effects: effects, update: update) { return .stopped(runaway) }
      return result
    }
  }

  /// Runs effects and notifies listeners, then processes queued events until the mailbox is
  /// empty. Called by the thread that set `processing`; the core clears it.
  ///
  /// Inlinable, like ``send(_:)``, so that observed machines run specialized code too.
  ///
  /// - Returns: The last report of a macrostep or a chain of sent events stopped at the
  ///   machine's bound while draining.
  @inlinable @discardableResult
  func drain(
    effects: [Effect<Event, Context>], update: MachineUpdate<State, Event, Context>?
  ) -> RunawayMacrostep? {
    if !effects.isEmpty { perform(effects) }
    if let update { notify(update) }
    return drainMailbox()
  }

  /// Processes the events queued while the last macrostep's effects and listeners ran, with
  /// their own effects and listeners, until the mailbox is empty and processing ends.
  ///
  /// - Returns: The last report of a macrostep or a chain of sent events stopped at the
  ///   machine's bound.
  @inlinable func drainMailbox() -> RunawayMacrostep? {
    var stopped: RunawayMacrostep?
    while true {
      switch withCore({ $0.stepPerformed(definition) }) {
      case .idle:
        return stopped
      case .perform(let effects, let update, let runaway):
        if let runaway { stopped = runaway }
        if !effects.isEmpty { perform(effects) }
        if let update { notify(update) }
      }
    }
  }

  /// Calls the listeners registered now with `update`, in subscription order.
  @inlinable func notify(_ update: MachineUpdate<State, Event, Context>) {
    let listeners = withCore { $0.listeners }
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
