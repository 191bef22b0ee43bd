@_spi(Testing) import StateKit

/// Tests a machine the way TCA's `TestStore` tests a store: send an event, describe exactly how
/// the state changed, receive the events the machine's own work and timers send back, and at
/// the end make sure nothing was left unasserted.
///
/// The tester runs the machine on a `ManualClock` it owns (or is given), so delayed
/// transitions fire only in ``advance(by:assert:fileID:filePath:line:column:)``, in order. It is
/// exhaustive by default (see ``Exhaustivity``): after each step the machine's active states,
/// their payloads and its context must be exactly what the assertion closure describes, starting
/// from what was true before the step.
///
/// ```swift
/// let tester = MachineTester(loginAppDefinition { _, _ in })
/// await tester.send(.enteringCredential(.username("appleseed"))) {
///   $0.state = .validatingCredentials
///   $0.context.username = "appleseed"
/// }
/// await tester.send(.enteringCredential(.password("correct horse"))) {
///   $0.state = .validCredentials
///   $0.context.password = "correct horse"
/// }
/// await tester.send(.authenticate, state: .authenticating)
/// await tester.receive(.authenticationSucceeded, state: .authenticated)
/// await tester.finish()
/// ```
///
/// End every test with ``finish(yields:fileID:filePath:line:column:)``: the end-of-test checks
/// (unasserted received events, running work, pending timers) run there, not when the tester is
/// released, because a deinit cannot reliably fail the test that is running.
///
/// A view model that owns a machine is tested through it: give the tester the view model's
/// machine and clock, drive the view model with
/// ``perform(_:assert:fileID:filePath:line:column:)``, and read the view model's properties
/// with `#expect` in between.
///
/// A tester of a parent tests the whole tree of machines under it, children and children of
/// collections included, as they start: it sends to any machine of the tree and receives what
/// any of them does, in the order the steps happened, naming each machine by its path
/// (``path``: `app/downloads/items[a]`) or by its typed child handle. Every call returns only
/// once every machine of the tree is at rest and every `ObservableMachine` over one of them
/// shows the step, so a view model, a child's included, can be read right after it.
@MainActor
public final class MachineTester<State: MachineState, Event: MachineEvent, Context: Sendable> {
  /// What a test expects of the machine.
  public typealias Expected = ExpectedState<State, Context>
  /// Describes the change a step makes, mutating what was true before it.
  public typealias Assertion = (inout Expected) throws -> Void

  /// The machine under test.
  public let machine: Machine<State, Event, Context>
  /// The machine's path in the tree this tester's root tests: the root's name (its
  /// definition's), then each child's id, joined by `/`, as traces name machines:
  /// `app/downloads/items[a]`.
  public let path: String
  /// What the testers of the tree share.
  let tree: TestTree

  /// The clock the machines of the tree run on.
  public var clock: ManualClock { tree.clock }
  /// Whether every change must be asserted, in this machine and the machines under it.
  ///
  /// The testers of a tree share the root's setting. Setting it on a child's tester sets it
  /// for that child's subtree alone: `.off` there relaxes the subtree, while the rest of the
  /// tree stays exhaustive.
  public var exhaustivity: Exhaustivity {
    get { tree.exhaustivity(at: path) }
    set {
      if isRoot { tree.exhaustivity = newValue } else { tree.subtreeExhaustivity[path] = newValue }
    }
  }
  /// How many times a wait for the machines' work
  /// (``receive(_:yields:assert:fileID:filePath:line:column:)``,
  /// ``finish(yields:fileID:filePath:line:column:)``) or their view models yields to other
  /// tasks before it gives up; shared by the testers of a tree. Waits never sleep: work that is
  /// ready arrives within a few yields.
  public var yieldLimit: Int {
    get { tree.yieldLimit }
    set { tree.yieldLimit = newValue }
  }

  var reporter: FailureReporter { tree.reporter }
  var log: TreeLog { tree.log }
  /// Whether this tester's machine is the root of its tree.
  var isRoot: Bool { !path.contains("/") }

  /// What was last known to be true: the baseline the next assertion mutates.
  var expected: Expected {
    get {
      (tree.baseline(of: ObjectIdentifier(machine)) as? Expected) ?? Expected(machine.snapshot)
    }
    set { tree.setBaseline(newValue, of: ObjectIdentifier(machine)) }
  }

  /// Starts a machine from a definition on a manual clock and tests it.
  ///
  /// The tester listens before the machine starts: events the initial states' work sends
  /// are received like any other, however soon the work sends them.
  ///
  /// - Parameters:
  ///   - definition: The definition.
  ///   - context: The starting context; the definition's initial context when `nil`.
  ///   - clock: The clock the machine's timers run on.
  ///   - exhaustivity: Whether every change must be asserted.
  ///   - reporter: Where failures go; the running test by default.
  public convenience init(
    _ definition: MachineDefinition<State, Event, Context>, context: Context? = nil,
    clock: ManualClock = ManualClock(), exhaustivity: Exhaustivity = .on,
    reporter: FailureReporter = .testFramework
  ) {
    self.init(
      machine: Machine(definition, context: context, clock: clock, startImmediately: false),
      clock: clock, exhaustivity: exhaustivity, reporter: reporter)
  }

  /// Tests a machine, such as the one a view model owns, and the machines it runs.
  ///
  /// The machine must have been created with `clock`, or time-based steps cannot be driven.
  ///
  /// A machine created with `startImmediately: false` is started by the tester, once it
  /// listens (`Machine.start()`): what the entry effects do at once is the baseline of the
  /// first assertion, and the events the initial states' work sends are received with
  /// ``receive(_:yields:assert:fileID:filePath:line:column:)``, deterministically. A machine
  /// that started already may have taken events from that work before the tester listened:
  /// create the view model's machine unstarted in tests when its initial state runs work.
  ///
  /// ```swift
  /// let clock = ManualClock()
  /// let machine = Machine(
  ///   feedDefinition(load: { page }), clock: clock, startImmediately: false)
  /// let tester = MachineTester(machine: machine, clock: clock)  // starts the machine
  /// await tester.receive(.loaded(page)) { $0.state = .showing }
  /// ```
  ///
  /// - Parameters:
  ///   - machine: The running machine.
  ///   - clock: The manual clock it was created with.
  ///   - exhaustivity: Whether every change must be asserted.
  ///   - reporter: Where failures go; the running test by default.
  public convenience init(
    machine: Machine<State, Event, Context>, clock: ManualClock = ManualClock(),
    exhaustivity: Exhaustivity = .on, reporter: FailureReporter = .testFramework
  ) {
    self.init(
      machine: machine, clock: clock, exhaustivity: exhaustivity, reporter: reporter,
      keepsHistory: false)
  }

  /// The tester of the root of a new tree; with `keepsHistory`, the tree's log keeps every
  /// step from the start, for a replay to compare.
  init(
    machine: Machine<State, Event, Context>, clock: ManualClock, exhaustivity: Exhaustivity,
    reporter: FailureReporter, keepsHistory: Bool
  ) {
    let tree = TestTree(clock: clock, exhaustivity: exhaustivity, reporter: reporter)
    if keepsHistory { tree.log.keepHistory() }
    self.tree = tree
    self.machine = machine
    self.path = machine.definition.name
    machine.follow(at: path, into: tree.log, subscriptions: tree.subscriptions)
    startMachine()
  }

  /// The tester of a machine of `tree`.
  init(tree: TestTree, machine: Machine<State, Event, Context>, path: String) {
    self.tree = tree
    self.machine = machine
    self.path = path
  }

  /// Starts a machine created with `startImmediately: false`, now that the tester listens: what
  /// its entry effects process at once (events they send) is the baseline, and what its work
  /// sends is received. Does nothing to a machine that started already.
  private func startMachine() {
    log.begin(.perform(ObjectIdentifier(machine)))
    machine.start()
    if let last = update(of: log.end().last) { expected = Expected(last.snapshot) }
  }

  /// The machine's current snapshot.
  public var snapshot: Snapshot<State, Event, Context> { machine.snapshot }

  /// The machine's current state (for a flat machine).
  public var state: State { machine.state }

  /// A step of this tester's machine, with its types.
  func update(of step: TreeLog.Step?) -> MachineUpdate<State, Event, Context>? {
    step?.update as? MachineUpdate<State, Event, Context>
  }

  /// Sends an event and asserts how it changed the machine.
  ///
  /// The closure receives what was true before the event and must turn it into exactly what is
  /// true after the event's macrostep (exhaustive mode); without a closure, the event must not
  /// change the state or context. Events the machine's work or timers delivered earlier must
  /// have been received first.
  ///
  /// ```swift
  /// await tester.send(.search("cats")) {
  ///   $0.state = .loading
  ///   $0.context.query = "cats"
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - assert: Describes the change.
  ///   - fileID: Where a failure is reported: the file, as `Module/File.swift` (the caller's).
  ///   - filePath: Where a failure is reported: the file's full path (the caller's).
  ///   - line: Where a failure is reported: the line (the caller's).
  ///   - column: Where a failure is reported: the column (the caller's).
  /// - Returns: What the machine did with the event (`SendResult.machineStopped`, changing
  ///   nothing, once the machine was stopped), or `nil` when it was never processed.
  @discardableResult
  public func send(
    _ event: Event, assert: Assertion? = nil, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async -> SendResult? {
    let location = FailureLocation(
      fileID: "\(fileID)", file: filePath, line: Int(line), column: Int(column))
    let step = "sending \(describe(event))"
    checkNothingPendingBefore(step, location: location)
    log.begin(.send(ObjectIdentifier(machine)))
    let result = machine.send(event)
    if result == .machineStopped {
      // Refused, as an ignored event: nothing changed, and the closure must say so.
      _ = log.end()
      checkUnchanged(step: step, assert: assert, location: location)
      return result
    }
    if result == .queued {
      await tree.waitUntil(yields: yieldLimit) { self.log.claimedCount > 0 }
    }
    guard let update = update(of: log.end().first) else {
      reporter.fail(
        "Sent \(describe(event)) to \(path), but it was never processed.", at: location)
      return nil
    }
    check(update, step: step, assert: assert, location: location)
    await tree.settle(after: step, at: location)
    return result
  }

  /// Sends an event and asserts the state it leads to, the context unchanged.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - state: The machine's state after the event (for a flat machine).
  ///   - fileID: Where a failure is reported: the file, as `Module/File.swift` (the caller's).
  ///   - filePath: Where a failure is reported: the file's full path (the caller's).
  ///   - line: Where a failure is reported: the line (the caller's).
  ///   - column: Where a failure is reported: the column (the caller's).
  /// - Returns: What the machine did with the event.
  @discardableResult
  public func send(
    _ event: Event, state: State, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async -> SendResult? {
    await send(
      event, assert: { $0.state = state }, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Runs code that sends events to the machine (a view model's method, a binding) and asserts
  /// how the events it sent changed the machine, all together.
  ///
  /// ```swift
  /// await tester.perform({ model.username = "appleseed" }) {
  ///   $0.state = .validatingCredentials
  ///   $0.context.username = "appleseed"
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - body: Sends events to the machine, synchronously.
  ///   - assert: Describes the change.
  ///   - fileID: Where a failure is reported: the file, as `Module/File.swift` (the caller's).
  ///   - filePath: Where a failure is reported: the file's full path (the caller's).
  ///   - line: Where a failure is reported: the line (the caller's).
  ///   - column: Where a failure is reported: the column (the caller's).
  public func perform(
    _ body: () throws -> Void, assert: Assertion? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async rethrows {
    let location = FailureLocation(
      fileID: "\(fileID)", file: filePath, line: Int(line), column: Int(column))
    log.begin(.perform(ObjectIdentifier(machine)))
    do {
      try body()
    } catch {
      _ = log.end()
      throw error
    }
    if let last = update(of: log.end().last) {
      check(last, step: "performing the action", assert: assert, location: location)
    } else {
      checkUnchanged(step: "performing the action", assert: assert, location: location)
    }
    await tree.settle(after: "performing the action", at: location)
  }

  /// Compares an update's snapshot with the expectation and makes it the new baseline.
  func check(
    _ update: MachineUpdate<State, Event, Context>, step: String, assert: Assertion?,
    location: FailureLocation
  ) {
    compare(
      baseline: expected, actual: Expected(update.snapshot), step: step, assert: assert,
      location: location)
  }

  /// Checks a step that changed nothing: the closure, if any, must describe no change.
  func checkUnchanged(step: String, assert: Assertion?, location: FailureLocation) {
    compare(baseline: expected, actual: expected, step: step, assert: assert, location: location)
  }

  private func compare(
    baseline: Expected, actual: Expected, step: String, assert: Assertion?,
    location: FailureLocation
  ) {
    defer { expected = actual }
    guard exhaustivity == .on || assert != nil else { return }
    // Not exhaustive: the closure applies to what is true, so only what it sets is checked.
    var wanted = exhaustivity == .on ? baseline : actual
    do {
      try assert?(&wanted)
    } catch {
      reporter.fail(
        "The assertion about \(path) after \(step) threw: \(error)", at: location)
      return
    }
    if let difference = diff(wanted, actual) {
      reporter.fail(
        "The machine \(path), after \(step), is not what the test expected (\u{2212} expected, "
          + "+ actual):\n\n\(difference)", at: location)
    }
  }

  /// In exhaustive mode, fails when steps of the tree wait to be received before `step`.
  private func checkNothingPendingBefore(_ step: String, location: FailureLocation) {
    let pending = log.pending.filter { tree.exhaustivity(at: $0.path) == .on }
    guard exhaustivity == .on, !pending.isEmpty else { return }
    reporter.fail(
      "\(step.prefix(1).uppercased() + step.dropFirst()) to \(path) before receiving "
        + "\(count(pending.count, "step")) the tree took itself:\n"
        + pending.map { "  \($0.path): \($0.description)" }.joined(separator: "\n")
        + "\nReceive them first.", at: location)
    skipReceivedEvents()
  }
}
