@_spi(Testing) import StateKit

extension MachineTester {
  /// Ends the test: in exhaustive mode, fails for steps of the tree that were not received,
  /// work still running and timers still pending, in any machine of the tree, each named by its
  /// path. A machine that was stopped (`Machine.stop()`, a child whose state was left) has no
  /// work running and no timer that will fire. A subtree whose exhaustivity is `.off` is not
  /// checked.
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

  /// ``finish(yields:fileID:filePath:line:column:)``, reporting at `location`: checks this
  /// tester's machine and the machines under it; the root's ends the tree's subscriptions.
  func finish(yields: Int?, at location: FailureLocation) async {
    defer { if isRoot { tree.subscriptions.cancel() } }
    let subtree = { (node: TreeNode) in node.isInSubtree(self.path) }
    let exhaustive = { (node: TreeNode) in self.tree.exhaustivity(at: node.path) == .on }
    let nodes = log.nodes.filter(subtree)
    guard nodes.contains(where: exhaustive) else { return }
    // Work about to finish gets the chance to.
    await tree.waitUntil(yields: yields ?? yieldLimit) {
      !nodes.contains { exhaustive($0) && $0.hasWorkInFlight() }
    }
    await tree.settle(after: "the test's last step", at: location)

    let unreceived = log.takePending { step in
      step.path == self.path || step.path.hasPrefix(self.path + "/")
    }
    for step in unreceived { tree.skip(step) }
    let unasserted = unreceived.filter { tree.exhaustivity(at: $0.path) == .on }
    if !unasserted.isEmpty {
      reporter.fail(
        "The test ended with \(count(unasserted.count, "step")) of the tree that "
          + "\(unasserted.count == 1 ? "was" : "were") not received:\n"
          + unasserted.map { "  \($0.path): \($0.description)" }.joined(separator: "\n"),
        at: location)
    }
    // A stopped machine cancelled its work and timers: its snapshot still lists the pending
    // timers (for persistence), but none of them will fire.
    for node in nodes where exhaustive(node) {
      let (work, timers) = node.leftovers()
      if !work.isEmpty {
        reporter.fail(
          "The test ended with \(count(work.count, "work run")) still running in \(node.path):\n"
            + work.map { "  \($0)" }.joined(separator: "\n")
            + "\nLet it finish and receive its event, or leave its state, before the test ends.",
          at: location)
      }
      if !timers.isEmpty {
        reporter.fail(
          "The test ended with \(count(timers.count, "timer")) pending in \(node.path):\n"
            + timers.map { "  \($0)" }.joined(separator: "\n")
            + "\nAdvance the clock past it, or leave its state, before the test ends.",
          at: location)
      }
    }
  }
}
