import StateKit

extension MachineTester {
  /// Asserts the next event the machine's own work, timers or raised sends delivered, or, for a
  /// child's tester, an event its parent sent it, and how it changed the machine.
  ///
  /// A tester hears the steps taken after it was made: get a child's tester before the parent
  /// sends to the child.
  ///
  /// Waits (by yielding, never sleeping) until an event arrives. In exhaustive mode the next
  /// event must be this one; with ``Exhaustivity/off``, events before it are skipped.
  ///
  /// A tester given an `ObservableMachine` also waits until the observable machine delivered
  /// the change to the main actor: when `receive` returns, the view model reads it.
  ///
  /// ```swift
  /// await tester.send(.authenticate, state: .authenticating)
  /// await tester.receive(.authenticationFailed(.invalidCredentials)) {
  ///   $0.state = .error(.invalidCredentials)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - event: The event, compared structurally (payloads included).
  ///   - yields: How long to wait, in yields; ``yieldLimit`` when `nil`.
  ///   - assert: Describes the change.
  ///   - fileID: Where a failure is reported: the file, as `Module/File.swift` (the caller's).
  ///   - filePath: Where a failure is reported: the file's full path (the caller's).
  ///   - line: Where a failure is reported: the line (the caller's).
  ///   - column: Where a failure is reported: the column (the caller's).
  public func receive(
    _ event: Event, yields: Int? = nil, assert: Assertion? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = FailureLocation(
      fileID: "\(fileID)", file: filePath, line: Int(line), column: Int(column))
    await receive(
      describe(event), yields: yields, assert: assert, location: location,
      matching: { diff(event, $0) == nil })
  }

  /// Asserts the next event delivered by the machine's own work or timers, and the state it
  /// leads to, the context unchanged.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - state: The machine's state after it (for a flat machine).
  ///   - yields: How long to wait, in yields; ``yieldLimit`` when `nil`.
  ///   - fileID: Where a failure is reported: the file, as `Module/File.swift` (the caller's).
  ///   - filePath: Where a failure is reported: the file's full path (the caller's).
  ///   - line: Where a failure is reported: the line (the caller's).
  ///   - column: Where a failure is reported: the column (the caller's).
  public func receive(
    _ event: Event, state: State, yields: Int? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      event, yields: yields, assert: { $0.state = state }, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  /// Asserts that the next event delivered by the machine's own work or timers is of the given
  /// case, whatever its payload, and how it changed the machine.
  ///
  /// ```swift
  /// await tester.receive(case: .success) {
  ///   $0.state = .searchResults
  ///   $0.context.page = page
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - eventCase: The event's case.
  ///   - yields: How long to wait, in yields; ``yieldLimit`` when `nil`.
  ///   - assert: Describes the change.
  ///   - fileID: Where a failure is reported: the file, as `Module/File.swift` (the caller's).
  ///   - filePath: Where a failure is reported: the file's full path (the caller's).
  ///   - line: Where a failure is reported: the line (the caller's).
  ///   - column: Where a failure is reported: the column (the caller's).
  public func receive(
    case eventCase: Event.Case, yields: Int? = nil, assert: Assertion? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = FailureLocation(
      fileID: "\(fileID)", file: filePath, line: Int(line), column: Int(column))
    await receive(
      ".\(eventCase)", yields: yields, assert: assert, location: location,
      matching: { $0.eventCase == eventCase })
  }

  private func receive(
    _ wanted: String, yields: Int?, assert: Assertion?, location: FailureLocation,
    matching: (Event) -> Bool
  ) async {
    let limit = yields ?? yieldLimit
    while true {
      guard await waitUntil(yields: limit, { !inbox.received.isEmpty }),
        let update = inbox.takeReceived()
      else {
        reporter.fail(
          "Expected to receive \(wanted), but nothing reached the machine: not its work, its "
            + "timers, nor its parent (waited \(limit) yields). A tester hears only the steps "
            + "taken after it was made.", at: location)
        return
      }
      if let event = update.event, matching(event) {
        check(update, step: "receiving \(describe(event))", assert: assert, location: location)
        await waitForObservable(step: "receiving \(describe(event))", location: location)
        return
      }
      if exhaustivity == .on {
        reporter.fail(
          "Expected to receive \(wanted), but received \(describe(update)).", at: location)
        expected = Expected(update.snapshot)
        return
      }
      // Not exhaustive: skip it.
      expected = Expected(update.snapshot)
    }
  }

  /// Accepts every event delivered so far without asserting it (for tests that do not care).
  ///
  /// The state after the last of them becomes the baseline of the next assertion.
  public func skipReceivedEvents() {
    if let last = inbox.takeAllReceived().last { expected = Expected(last.snapshot) }
  }
}
