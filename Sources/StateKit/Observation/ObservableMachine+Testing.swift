extension ObservableMachine {
  /// Whether macrosteps the machine took wait to be delivered to the main actor, for test
  /// harnesses.
  ///
  /// Read on the main actor, `false` means every macrostep the machine had taken when it was
  /// read is delivered: a delivery runs on the main actor, to completion, so none is half done
  /// between two of the reader's steps. StateKitTesting's `MachineTester` waits on it, so that
  /// a view model reads the change an event made as soon as the tester received it.
  @_spi(Testing) public var hasUndeliveredChanges: Bool {
    inbox.contents.withLock { !$0.pending.isEmpty }
  }
}
