import StateKit

extension MachineTester {
  /// Moves the clock forward, firing the machine's delayed transitions and delayed sends that
  /// fall due, in order, and asserts how the delayed transitions changed the machine.
  ///
  /// Delayed sends deliver events: receive them with
  /// ``receive(_:yields:assert:fileID:filePath:line:column:)``. The delayed transitions of
  /// other machines of the tree are received on them
  /// (``receiveDelayedTransition(yields:assert:fileID:filePath:line:column:)``).
  ///
  /// It returns once every view model of the tree shows what the timers did.
  ///
  /// ```swift
  /// await tester.send(.search("cats")) { $0.state = .loading; $0.context.query = "cats" }
  /// await tester.advance(by: .seconds(15)) {
  ///   $0.state = .error
  ///   $0.context.errorMessage = "The search timed out after 15.0 seconds."
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - duration: How far to move the clock.
  ///   - assert: Describes the change the delayed transitions made; without it, nothing may
  ///     change.
  ///   - fileID: Where a failure is reported: the file, as `Module/File.swift` (the caller's).
  ///   - filePath: Where a failure is reported: the file's full path (the caller's).
  ///   - line: Where a failure is reported: the line (the caller's).
  ///   - column: Where a failure is reported: the column (the caller's).
  public func advance(
    by duration: Duration, assert: Assertion? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = FailureLocation(
      fileID: "\(fileID)", file: filePath, line: Int(line), column: Int(column))
    log.begin(.advance(ObjectIdentifier(machine)))
    clock.advance(by: duration)
    let updates = log.end()
    let step = "advancing the clock by \(duration)"
    if let last = update(of: updates.last) {
      check(last, step: step, assert: assert, location: location)
    } else {
      checkUnchanged(step: step, assert: assert, location: location)
    }
    await tree.settle(after: step, at: location)
  }
}
