extension Machine {
  /// The runs of state-scoped work whose task has not returned yet, for test harnesses.
  ///
  /// A run leaves this list when its work returns or is cancelled (its state was exited).
  /// StateKitTesting's `MachineTester` reads it to report work still running at the end of a
  /// test.
  @_spi(Testing) public var workInFlight: [WorkID] {
    withCore { core in
      guard let tasks = core.handles?.tasks else { return [] }
      return tasks.keys.sorted {
        ($0.state, $0.index, $0.generation) < ($1.state, $1.index, $1.generation)
      }
    }
  }
}
