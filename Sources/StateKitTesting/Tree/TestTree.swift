@_spi(Testing) import StateKit

/// What the testers of one tree of machines share: the clock, the settings, the log of steps in
/// the order they happened, each machine's baseline, and the testers handed out.
///
/// A tester of a parent made with `MachineTester(…)` makes the tree and follows every machine
/// of it, children included, as they start. The testers of children (``MachineTester/child(_:fileID:filePath:line:column:)``)
/// are views of the same tree: what one asserts, the others see asserted.
@MainActor
final class TestTree {
  let clock: ManualClock
  let reporter: FailureReporter
  /// The root's exhaustivity, which every machine of the tree has unless its subtree's is set.
  var exhaustivity: Exhaustivity
  /// The exhaustivity of subtrees, by the path of their top machine.
  var subtreeExhaustivity: [String: Exhaustivity] = [:]
  /// How many times a wait yields to other tasks before it gives up.
  var yieldLimit = 100_000
  let log = TreeLog()
  let subscriptions = TreeSubscriptions()
  /// What was last known to be true of each machine: the baseline its next assertion mutates,
  /// an `ExpectedState` of its types. A machine not listed has its ``TreeNode/initial``.
  private var baselines: [ObjectIdentifier: any Sendable] = [:]

  init(clock: ManualClock, exhaustivity: Exhaustivity, reporter: FailureReporter) {
    self.clock = clock
    self.exhaustivity = exhaustivity
    self.reporter = reporter
  }

  /// The exhaustivity of the machine at `path`: its own subtree's, else the nearest
  /// ancestor's, else the root's.
  func exhaustivity(at path: String) -> Exhaustivity {
    var best: (length: Int, value: Exhaustivity)?
    for (top, value) in subtreeExhaustivity
    where path == top || path.hasPrefix(top + "/") || path.hasPrefix(top + "[") {
      if best == nil || top.count > best!.length { best = (top.count, value) }
    }
    return best?.value ?? exhaustivity
  }

  /// The baseline of `machine`: an `ExpectedState` of its types.
  func baseline(of machine: ObjectIdentifier) -> (any Sendable)? {
    baselines[machine] ?? log.node(machine)?.initial
  }

  /// Makes `value` the baseline of `machine`'s next assertion.
  func setBaseline(_ value: any Sendable, of machine: ObjectIdentifier) {
    baselines[machine] = value
  }

  /// Takes a step nobody asserts: what it left becomes its machine's baseline.
  func skip(_ step: TreeLog.Step) {
    if let after = log.node(step.machine)?.expectedAfter(step.update) {
      baselines[step.machine] = after
    }
  }

  /// Checks a step that a call addressed by path caused, whose change the test did not
  /// describe: in exhaustive mode it must leave its machine as it was. Its result becomes the
  /// machine's baseline.
  func checkUnasserted(_ step: TreeLog.Step, step description: String, at location: FailureLocation)
  {
    guard let node = log.node(step.machine), let after = node.expectedAfter(step.update) else {
      return
    }
    let before = baseline(of: step.machine)
    baselines[step.machine] = after
    guard exhaustivity(at: node.path) == .on, let before, let difference = diff(before, after)
    else { return }
    reporter.fail(
      "The machine \(node.path), after \(description), is not what the test expected "
        + "(\u{2212} expected, + actual):\n\n\(difference)", at: location)
  }

  /// A tester of `machine`, which lies at `path` in this tree. Testers are views of the tree:
  /// two of one machine share its baseline.
  func tester<State, Event, Context>(
    of machine: Machine<State, Event, Context>, path: String
  ) -> MachineTester<State, Event, Context> {
    MachineTester(tree: self, machine: machine, path: path)
  }

  /// The running machine of the tree whose path is `path`, or whose path ends in `/suffix`,
  /// as a `Machine` of the given types; `nil` when none runs, with `problem` saying why.
  func running<State, Event, Context>(
    path: String? = nil, suffix: String? = nil,
    as type: Machine<State, Event, Context>.Type = Machine<State, Event, Context>.self
  ) -> (machine: Machine<State, Event, Context>, path: String)? {
    let matches = log.nodes.filter { node in
      guard node.machine is Machine<State, Event, Context> else { return false }
      if let path { return node.path == path }
      if let suffix { return node.path.hasSuffix("/" + suffix) }
      return false
    }
    // The running one, else the last that ran there: a finished child still has steps.
    guard let found = matches.last(where: { !$0.isStopped() }) ?? matches.last,
      let machine = found.machine as? Machine<State, Event, Context>
    else { return nil }
    return (machine, found.path)
  }

  /// Waits until every machine of the tree is at rest and every view model over one of them
  /// shows all its steps; reports a failure after ``yieldLimit`` yields.
  ///
  /// - Returns: Whether the tree settled.
  @discardableResult
  func settle(after step: String, at location: FailureLocation) async -> Bool {
    var remaining = yieldLimit
    while let unsettled = log.nodes.first(where: { !$0.isSettled() }) {
      guard remaining > 0 else {
        reporter.fail(
          "\(unsettled.path): its view models did not show the change of \(step) "
            + "(waited \(yieldLimit) yields).", at: location)
        return false
      }
      remaining -= 1
      await Task.yield()
    }
    return true
  }

  /// Yields to other tasks until `condition` holds, at most `yields` times.
  ///
  /// - Returns: Whether the condition held.
  @discardableResult
  func waitUntil(yields: Int, _ condition: () -> Bool) async -> Bool {
    var remaining = yields
    while !condition() {
      guard remaining > 0 else { return false }
      remaining -= 1
      await Task.yield()
    }
    return true
  }
}
