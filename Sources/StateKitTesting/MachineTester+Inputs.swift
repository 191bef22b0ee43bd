@_spi(Testing) import StateKit
import StateKitInspection

// What comes into a tree from outside, addressed by path and typed only by the event: what a
// replayed session, and the tests printed from it, send. The steps they cause are the call's;
// in exhaustive mode they must leave their machine unchanged, as a send without an assertion.
extension MachineTester {
  /// Starts a machine from a definition to replay a recorded session: its state-scoped work,
  /// and its children's, does not run, and the test delivers what the work sent when it was
  /// recorded (``deliver(_:fromWork:at:fileID:filePath:line:column:)``). Work that runs a
  /// child machine or a collection still runs: the children are part of the tree.
  ///
  /// ```swift
  /// let tester = MachineTester(replaying: appDefinition, exhaustivity: .off)
  /// await tester.send(AppEvent.signIn("ada"), at: "app")
  /// await tester.deliver(LoginEvent.answered, fromWork: "authenticate", at: "app/login")
  /// ```
  ///
  /// - Parameters:
  ///   - definition: The definition.
  ///   - clock: The clock the machines run on.
  ///   - exhaustivity: Whether every change must be asserted.
  ///   - reporter: Where failures go; the running test by default.
  public convenience init(
    replaying definition: MachineDefinition<State, Event, Context>,
    clock: ManualClock = ManualClock(), exhaustivity: Exhaustivity = .on,
    reporter: FailureReporter = .testFramework
  ) {
    self.init(
      machine: Machine(replaying: definition, clock: clock), clock: clock,
      exhaustivity: exhaustivity, reporter: reporter)
  }

  /// Sends an event to the machine of the tree at `path`, whatever its types.
  ///
  /// ```swift
  /// await tester.send(DownloadEvent.pause, at: "app/downloads/items[a]")
  /// ```
  ///
  /// - Parameters:
  ///   - event: An event of that machine's event type.
  ///   - path: The machine's path (``path``).
  ///   - fileID: Where a failure is reported: the file, as `Module/File.swift` (the caller's).
  ///   - filePath: Where a failure is reported: the file's full path (the caller's).
  ///   - line: Where a failure is reported: the line (the caller's).
  ///   - column: Where a failure is reported: the column (the caller's).
  /// - Returns: What the machine did with it; `nil` when no machine of that event type runs
  ///   there.
  @discardableResult
  public func send(
    _ event: some MachineEvent, at path: String, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async -> SendResult? {
    let location = FailureLocation(
      fileID: "\(fileID)", file: filePath, line: Int(line), column: Int(column))
    return await input("sending \(machine.describeAny(event))", at: path, location: location) {
      node in node.inject(event)
    }
  }

  /// Delivers an event to the machine of the tree at `path` as its running work named `work`
  /// sent it: what a replay does with what work sent back when the session was recorded.
  ///
  /// - Parameters:
  ///   - event: An event of that machine's event type.
  ///   - work: The work's name, as its `Invoke` declares it, in one of the active states.
  ///   - path: The machine's path (``path``).
  ///   - fileID: Where a failure is reported: the file, as `Module/File.swift` (the caller's).
  ///   - filePath: Where a failure is reported: the file's full path (the caller's).
  ///   - line: Where a failure is reported: the line (the caller's).
  ///   - column: Where a failure is reported: the column (the caller's).
  /// - Returns: Whether a run of that work was current and took the event.
  @discardableResult
  public func deliver(
    _ event: some MachineEvent, fromWork work: String, at path: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async -> Bool {
    let location = FailureLocation(
      fileID: "\(fileID)", file: filePath, line: Int(line), column: Int(column))
    let result = await input(
      "delivering \(machine.describeAny(event)) from \"\(work)\"", at: path, location: location
    ) { node in
      guard let machine = node.machine as? any ActiveWorkFinding,
        let (state, index) = machine.activeWork(named: work)
      else { return nil }
      return node.deliverAsWork(event, state, index) ? .handled : nil
    }
    return result != nil
  }

  /// Runs `body` on the node at `path` and takes the steps it caused as this call's.
  func input(
    _ step: String, at path: String, location: FailureLocation,
    _ body: (TreeNode) -> SendResult?
  ) async -> SendResult? {
    guard let node = log.nodes.last(where: { $0.path == path && !$0.isStopped() }) else {
      reporter.fail("No machine runs at \(path) for \(step).", at: location)
      return nil
    }
    log.begin(.perform(node.id))
    let result = body(node)
    let claimed = log.end()
    if result == nil {
      reporter.fail("The machine at \(path) did not take \(step).", at: location)
    }
    for taken in claimed { tree.checkUnasserted(taken, step: step, at: location) }
    await tree.settle(after: step, at: location)
    return result
  }
}

/// A machine whose active work can be found by name without knowing its types.
protocol ActiveWorkFinding {
  /// The state node and index of the work named `name` in an active state.
  func activeWork(named name: String) -> (state: Int, index: Int)?
}

extension Machine: ActiveWorkFinding {
  func activeWork(named name: String) -> (state: Int, index: Int)? {
    for node in snapshot.configuration.map({ definition.nodeIndex(of: $0) }) {
      guard let node else { continue }
      if let index = definition.work(of: node).firstIndex(where: { $0.name == name }) {
        return (node, index)
      }
    }
    return nil
  }

  /// A value of any type on one line, as the tester writes events.
  func describeAny(_ value: Any) -> String { StructuralDump.inline(value) }
}
