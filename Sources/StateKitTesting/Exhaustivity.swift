/// How much a ``MachineTester`` insists on.
public enum Exhaustivity: Sendable, Hashable {
  /// Every change is asserted (the default, like TCA's `TestStore`): each send's new state and
  /// context must be described exactly, every event the machine's work or timers delivered must
  /// be received, and at the end no work may be running and no timer pending.
  case on
  /// Only what the test asserts is checked, for integration tests: the state and context are
  /// compared only when an expectation is given, received events may be skipped (and are
  /// skipped over by
  /// ``MachineTester/receive(_:yields:assert:fileID:filePath:line:column:)``), and the end is
  /// not checked.
  case off
}
