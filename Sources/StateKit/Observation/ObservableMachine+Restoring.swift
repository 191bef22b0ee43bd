extension ObservableMachine {
  /// Restores a machine from a snapshot (for example one decoded from disk) and mirrors it: a
  /// view model that comes back where the user left it.
  ///
  /// The machine continues as ``Machine/init(restoring:clock:log:microstepLimit:startImmediately:)``
  /// does: the work of the restored active states starts again, and pending timers are re-armed
  /// with the time they had left.
  ///
  /// ```swift
  /// let saved = try JSONDecoder().decode(PersistedSnapshot<Step, Event, Form>.self, from: data)
  /// let restored = try onboardingDefinition.restore(saved, policy: .bestEffort)
  /// let machine = ObservableMachine(restoring: restored.snapshot)
  /// ```
  ///
  /// - Parameters:
  ///   - snapshot: The snapshot to continue from (``MachineDefinition/restore(_:)`` or
  ///     ``MachineDefinition/restore(_:policy:)`` rebuilds one from persisted data).
  ///   - clock: The clock timers wait on; a manual clock in tests.
  ///   - log: Receives ``Action/log(_:_:)`` lines; ignored when `nil` (the default).
  ///   - microstepLimit: The most microsteps one macrostep may run (see ``RunawayMacrostep``).
  ///   - startImmediately: Whether the work starts and the timers are re-armed now (the
  ///     default), or when `machine.start()` is called.
  public convenience init(
    restoring snapshot: Snapshot<State, Event, Context>,
    clock: some Clock<Duration> = ContinuousClock(),
    log: (@Sendable (_ label: String, _ message: String) -> Void)? = nil,
    microstepLimit: Int = RunawayMacrostep.defaultLimit, startImmediately: Bool = true
  ) {
    self.init(
      Machine(
        restoring: snapshot, clock: clock, log: log, microstepLimit: microstepLimit,
        startImmediately: startImmediately))
  }
}
