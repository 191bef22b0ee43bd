@_spi(Testing) import StateKit

extension MachineTester {
  /// A tester of a running child machine of this tester's machine (see `Invoke(_:input:…)`):
  /// it sends to the child, receives what the child's own work and timers send it, and asserts
  /// the child's states, exactly as this tester does for the parent. It shares this tester's
  /// clock, exhaustivity and reporter, and ``finish(yields:fileID:filePath:line:column:)``
  /// ends it too: a change of the child nobody asserted fails the test.
  ///
  /// What the child emits and reports reaches the parent as the parent's events: receive them
  /// on this tester.
  ///
  /// ```swift
  /// let app = MachineTester(appDefinition)
  /// let login = try #require(app.child(loginChild))
  /// await login.send(.submit) { $0.state = .finished }
  /// await app.receive(.signedIn("ada")) { $0.state = .home; $0.context.user = "ada" }
  /// await app.finish()
  /// ```
  ///
  /// - Parameters:
  ///   - child: The child, as the parent's definition declares it.
  ///   - fileID: Where a failure is reported: the file, as `Module/File.swift` (the caller's).
  ///   - filePath: Where a failure is reported: the file's full path (the caller's).
  ///   - line: Where a failure is reported: the line (the caller's).
  ///   - column: Where a failure is reported: the column (the caller's).
  /// - Returns: The child's tester; `nil`, with a failure, when the child is not running.
  public func child<ChildState, ChildEvent, ChildContext>(
    _ child: ChildMachine<ChildState, ChildEvent, ChildContext>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> MachineTester<ChildState, ChildEvent, ChildContext>? {
    guard let running = machine.child(child) else {
      reporter.fail(
        "The child machine \"\(child.id)\" is not running: the state that runs it is not active.",
        at: FailureLocation(
          fileID: "\(fileID)", file: filePath, line: Int(line), column: Int(column)))
      return nil
    }
    let tester = MachineTester<ChildState, ChildEvent, ChildContext>(
      machine: running, clock: clock, exhaustivity: exhaustivity, reporter: reporter)
    childFinishes.append { location in await tester.finish(yields: nil, at: location) }
    return tester
  }
}
