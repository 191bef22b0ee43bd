extension ObservableMachine: MachineMirror {
  /// Whether macrosteps the machine took wait to be delivered to the main actor, for test
  /// harnesses.
  ///
  /// Read on the main actor, `false` means every macrostep the machine had taken when it was
  /// read is delivered: a delivery runs on the main actor, to completion, so none is half done
  /// between two of the reader's steps. `Machine.isSettled` asks it of every observable machine
  /// that mirrors a machine, so that StateKitTesting's `MachineTester` returns only once every
  /// view model of a tree shows the step.
  @_spi(Testing) public nonisolated var hasUndeliveredChanges: Bool {
    inbox.pending.withLock { !$0.isEmpty }
  }
}
