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
    tester(
      of: machine.child(child),
      orFail:
        "The child machine \"\(child.id)\" is not running: the state that runs it is not active.",
      at: FailureLocation(fileID: "\(fileID)", file: filePath, line: Int(line), column: Int(column))
    )
  }

  /// A tester of `running` that shares this tester's clock, exhaustivity and reporter and ends
  /// with its `finish`; `nil`, reporting `failure`, when the child does not run.
  private func tester<ChildState, ChildEvent, ChildContext>(
    of running: Machine<ChildState, ChildEvent, ChildContext>?, orFail failure: String,
    at location: FailureLocation
  ) -> MachineTester<ChildState, ChildEvent, ChildContext>? {
    guard let running else {
      reporter.fail(failure, at: location)
      return nil
    }
    let tester = MachineTester<ChildState, ChildEvent, ChildContext>(
      machine: running, clock: clock, exhaustivity: exhaustivity, reporter: reporter)
    childFinishes.append { location in await tester.finish(yields: nil, at: location) }
    return tester
  }
}

extension MachineTester {
  /// A tester of the child running under `id` in a collection of this tester's machine (see
  /// `Invoke(_:emitted:done:failed:)` with `ChildMachines`): it drives and asserts that child
  /// as ``child(_:fileID:filePath:line:column:)`` does a lone child, and this tester's
  /// ``finish(yields:fileID:filePath:line:column:)`` ends it too.
  ///
  /// ```swift
  /// let list = MachineTester(listDefinition)
  /// await list.send(.add(url)) { $0.context.added = 1 }
  /// let download = try #require(list.child(downloads, id: url))
  /// await download.send(.finish) { $0.state = .done }
  /// await list.receive(.finished(url))
  /// ```
  ///
  /// - Parameters:
  ///   - children: The collection, as the parent's definition declares it.
  ///   - id: The child's id.
  ///   - fileID: Where a failure is reported: the file, as `Module/File.swift` (the caller's).
  ///   - filePath: Where a failure is reported: the file's full path (the caller's).
  ///   - line: Where a failure is reported: the line (the caller's).
  ///   - column: Where a failure is reported: the column (the caller's).
  /// - Returns: The child's tester; `nil`, with a failure, when no child runs under `id`.
  public func child<ID, ChildState, ChildEvent, ChildContext>(
    _ children: ChildMachines<ID, ChildState, ChildEvent, ChildContext>, id: ID,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> MachineTester<ChildState, ChildEvent, ChildContext>? {
    tester(
      of: machine.children(children)[id],
      orFail: "No child of \"\(children.id)\" runs under the id \(id).",
      at: FailureLocation(fileID: "\(fileID)", file: filePath, line: Int(line), column: Int(column))
    )
  }
}
