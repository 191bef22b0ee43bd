extension ObservableMachine {
  /// Creates a machine and mirrors it, starting it now or when ``Machine/start()`` is called.
  ///
  /// An app passes `true`. A test passes `false` when the initial state runs work, and lets
  /// StateKitTesting's `MachineTester` start the machine once it listens, so that it sees
  /// every event the work sends (see ``Machine/init(_:context:clock:log:microstepLimit:startImmediately:)``):
  ///
  /// ```swift
  /// @MainActor @Observable final class FeedViewModel {
  ///   let machine: ObservableMachine<FeedState, FeedEvent, Feed>
  ///   init(clock: some Clock<Duration> = ContinuousClock(), startImmediately: Bool = true) {
  ///     machine = ObservableMachine(
  ///       feedDefinition, clock: clock, startImmediately: startImmediately)
  ///   }
  /// }
  ///
  /// // In a test:
  /// let model = FeedViewModel(clock: clock, startImmediately: false)
  /// let tester = MachineTester(machine: model.machine, clock: clock)  // starts it
  /// ```
  ///
  /// - Parameters:
  ///   - definition: The machine's definition.
  ///   - context: The starting context; the definition's initial context when `nil`.
  ///   - clock: The clock its delayed transitions wait on; a manual clock in tests.
  ///   - startImmediately: Whether the entry effects (work, timers, actions' side effects) run
  ///     now, or when `machine.start()` is called.
  public convenience init(
    _ definition: MachineDefinition<State, Event, Context>, context: Context? = nil,
    clock: some Clock<Duration> = ContinuousClock(), startImmediately: Bool
  ) {
    self.init(
      Machine(definition, context: context, clock: clock, startImmediately: startImmediately))
  }
}
