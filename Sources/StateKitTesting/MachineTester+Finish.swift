@_spi(Testing) import StateKit

extension MachineTester {
  /// Ends the test: in exhaustive mode, fails for events the machine delivered that were not
  /// received, work still running, and timers still pending. A machine the test stopped
  /// (`Machine.stop()`) has no work running and no timer that will fire.
  ///
  /// Work that is about to finish gets the chance to: the tester yields until no work runs (at
  /// most `yields` times) before it checks.
  ///
  /// ```swift
  /// await tester.send(.authenticate, state: .authenticating)
  /// await tester.receive(.authenticationSucceeded, state: .authenticated)
  /// await tester.finish()
  /// ```
  ///
  /// - Parameters:
  ///   - yields: How long to wait for running work, in yields; ``yieldLimit`` when `nil`.
  ///   - fileID: Where a failure is reported: the file, as `Module/File.swift` (the caller's).
  ///   - filePath: Where a failure is reported: the file's full path (the caller's).
  ///   - line: Where a failure is reported: the line (the caller's).
  ///   - column: Where a failure is reported: the column (the caller's).
  public func finish(
    yields: Int? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await finish(
      yields: yields,
      at: FailureLocation(
        fileID: "\(fileID)", file: filePath, line: Int(line), column: Int(column)))
  }

  /// ``finish(yields:fileID:filePath:line:column:)``, reporting at `location`.
  func finish(yields: Int?, at location: FailureLocation) async {
    for finishChild in childFinishes { await finishChild(location) }
    childFinishes.removeAll()
    guard exhaustivity == .on else {
      stopListening()
      return
    }
    await waitUntil(yields: yields ?? yieldLimit) { machine.workInFlight.isEmpty }
    defer { stopListening() }

    let unreceived = inbox.takeAllReceived()
    if !unreceived.isEmpty {
      reporter.fail(
        "The test ended with \(count(unreceived.count, "event")) from the machine that "
          + "\(unreceived.count == 1 ? "was" : "were") not received:\n"
          + unreceived.map { "  \(describe($0))" }.joined(separator: "\n"),
        at: location)
    }
    // A stopped machine cancelled its work and timers: its snapshot still lists the pending
    // timers (for persistence), but none of them will fire.
    guard !machine.isStopped else { return }
    let running = machine.workInFlight
    if !running.isEmpty {
      reporter.fail(
        "The test ended with \(count(running.count, "work run")) still running:\n"
          + running.map { "  \(describe($0))" }.joined(separator: "\n")
          + "\nLet it finish and receive its event, or leave its state, before the test ends.",
        at: location)
    }
    let timers = machine.snapshot.pendingTimers
    if !timers.isEmpty {
      reporter.fail(
        "The test ended with \(count(timers.count, "timer")) pending:\n"
          + timers.map { "  \(describe($0))" }.joined(separator: "\n")
          + "\nAdvance the clock past it, or leave its state, before the test ends.",
        at: location)
    }
  }
}
