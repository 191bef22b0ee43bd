extension Machine {
  /// Stops the machine: cancels its state-scoped work and pending timers, and refuses every
  /// event from now on.
  ///
  /// After `stop()`, ``send(_:)`` returns ``SendResult/machineStopped`` and changes nothing;
  /// events that were waiting in the mailbox, events the cancelled work sends and timers that
  /// were about to fire are dropped, so listeners (and an ``ObservableMachine``) hear nothing
  /// more. The snapshot stays the one the machine stopped in: it can still be read, persisted
  /// (its pending timers are kept in it) and restored into a new machine.
  ///
  /// A screen being dismissed, a flow abandoned, a session signed out: stop the machine
  /// rather than waiting for its last reference to go.
  ///
  /// ```swift
  /// let machine = Machine(uploadDefinition)
  /// machine.send(.start)           // .handled: the upload's work runs
  /// machine.stop()                 // the work is cancelled
  /// machine.send(.retry)           // .machineStopped
  /// ```
  ///
  /// Safe from any thread, and idempotent: a second call does nothing. Called from an effect,
  /// a listener, or while another thread processes an event, the macrostep under way finishes
  /// (its remaining actions run and its listeners hear it), but the work and timers it starts
  /// are cancelled at once and the events it sends are dropped. Exit actions do not run: the
  /// machine leaves no state, it only stops running.
  public func stop() {
    stopArrived()
  }

  /// Whether ``stop()`` was called.
  public var isStopped: Bool { withCore { $0.isStopped } }
}

extension Machine {
  /// ``start()`` through the door. Out of line, as every caller of ``arrive(_:)``.
  @usableFromInline @inline(never) func startArrived() {
    arrive(.start)
  }

  /// ``stop()`` through the door. Out of line, as every caller of ``arrive(_:)``.
  @usableFromInline @inline(never) func stopArrived() {
    arrive(.stop)
  }
}
