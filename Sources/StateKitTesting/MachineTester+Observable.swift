@_spi(Testing) import StateKit
import StateKitClock

extension MachineTester {
  /// Tests the machine behind an app's `ObservableMachine`, such as a view model's, and the
  /// machines it runs, while the app's code drives it.
  ///
  /// The tester follows the machine itself, so it sees every macrostep as it is taken; each
  /// of its calls then waits until every `ObservableMachine` over a machine of the tree (the
  /// children's view models included) shows the change, so the view models can be read right
  /// after it. An observable machine created with `startImmediately: false` is started by the
  /// tester once it listens, so the events of the initial states' work are received
  /// deterministically.
  ///
  /// ```swift
  /// let clock = ManualClock()
  /// let model = ImageSearchViewModel(clock: clock, search: { _ in page })
  /// let tester = MachineTester(machine: model.machine, clock: clock)
  /// await tester.perform({ model.searchFieldTapped() }) { $0.state = .searching }
  /// ```
  ///
  /// - Parameters:
  ///   - machine: The observable machine.
  ///   - clock: The manual clock it was created with.
  ///   - exhaustivity: Whether every change must be asserted.
  ///   - reporter: Where failures go; the running test by default.
  public convenience init(
    machine: ObservableMachine<State, Event, Context>, clock: ManualClock = ManualClock(),
    exhaustivity: Exhaustivity = .on, reporter: FailureReporter = .testFramework
  ) {
    self.init(
      machine: machine.machine, clock: clock, exhaustivity: exhaustivity, reporter: reporter)
  }
}
