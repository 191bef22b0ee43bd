extension Machine {
  /// Starts a machine created with `startImmediately: false`: runs the effects of entering its
  /// initial states (their actions' side effects, their work, their timers), then the events
  /// sent to it meanwhile, in order. Does nothing on a machine that has started, or that was
  /// stopped (``stop()``) before it started.
  ///
  /// The initial configuration is entered when the machine is created, so its ``snapshot`` is
  /// the same before and after `start()`; what waits for `start()` is only what reaches outside
  /// the machine. That is what lets a test, or an inspector, attach before anything runs:
  ///
  /// ```swift
  /// let machine = Machine(feedDefinition, clock: clock, startImmediately: false)
  /// let subscription = machine.subscribe { update in record(update) }
  /// machine.start()   // the feed's initial work starts now, and `record` sees its events
  /// ```
  ///
  /// Safe from any thread; the entry effects run on the calling thread.
  public func start() {
    startArrived()
  }
}
