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
  /// It returns once every machine of the tree is at rest and every `ObservableMachine` over
  /// one of them shows the step: when `receive` returns, a view model reads it, a child's too.
  ///
  /// The steps of a tree are received in the order they happened: a step of another machine
  /// that is still to be received comes first, and receiving this one before it fails.
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
      matching: { $0.event.map { diff(event, $0) == nil } ?? false })
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
      matching: { $0.event?.eventCase == eventCase })
  }

  /// Takes this machine's next step, which `matching` must accept, and asserts it.
  ///
  /// A machine's steps are received in the order it took them: in exhaustive mode its next
  /// step must match, otherwise steps before a match are skipped. Steps of other machines wait
  /// to be received on their own testers, in their own order: a parent's step that a child's
  /// report caused completes within the child's step, so the order of completion across
  /// machines is not the order a test reads them in.
  func receive(
    _ wanted: String, yields: Int?, assert: Assertion?, location: FailureLocation,
    matching: (MachineUpdate<State, Event, Context>) -> Bool
  ) async {
    let limit = yields ?? yieldLimit
    let me = ObjectIdentifier(machine)
    while true {
      guard await tree.waitUntil(yields: limit, { log.hasPending(of: me) }),
        let step = log.takePending(of: me), let update = update(of: step)
      else {
        reporter.fail(
          "Expected \(path) to receive \(wanted), but nothing happened to it: no work, timer "
            + "or other machine sent it anything (waited \(limit) yields).", at: location)
        return
      }
      if matching(update) {
        let what = update.event.map(describe) ?? "a delayed transition"
        check(update, step: "receiving \(what)", assert: assert, location: location)
        await tree.settle(after: "receiving \(what)", at: location)
        return
      }
      tree.skip(step)
      if exhaustivity == .on {
        reporter.fail(
          "Expected \(path) to receive \(wanted), but it received \(step.description).",
          at: location)
        return
      }
    }
  }

  /// Asserts the next step of this machine that a delayed transition took, when a timer of it
  /// fired while another tester of the tree advanced the clock.
  ///
  /// ```swift
  /// await app.advance(by: .seconds(30))
  /// let item = try #require(app.child(items, id: url))
  /// await item.receiveDelayedTransition { $0.state = .stalled }
  /// ```
  ///
  /// - Parameters:
  ///   - yields: How long to wait, in yields; ``yieldLimit`` when `nil`.
  ///   - assert: Describes the change.
  ///   - fileID: Where a failure is reported: the file, as `Module/File.swift` (the caller's).
  ///   - filePath: Where a failure is reported: the file's full path (the caller's).
  ///   - line: Where a failure is reported: the line (the caller's).
  ///   - column: Where a failure is reported: the column (the caller's).
  public func receiveDelayedTransition(
    yields: Int? = nil, assert: Assertion? = nil, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async {
    let location = FailureLocation(
      fileID: "\(fileID)", file: filePath, line: Int(line), column: Int(column))
    await receive(
      "a delayed transition", yields: yields, assert: assert, location: location,
      matching: { $0.event == nil })
  }

  /// Accepts every step of the tree taken so far without asserting it (for tests that do not
  /// care).
  ///
  /// The state after the last step of each machine becomes the baseline of its next assertion.
  public func skipReceivedEvents() {
    while let step = log.takePending() { tree.skip(step) }
  }
}
