@_spi(Testing) import StateKit
import StateKitClock

/// A replayed tree, as a failure predicate sees it after each input of a replay.
@MainActor
public struct ReplayedTree<State: MachineState, Event: MachineEvent, Context: Sendable> {
  /// The root machine.
  public let machine: Machine<State, Event, Context>

  /// The running machines and their states, as `Machine.tree(id:)` shows them.
  public var tree: MachineTree { machine.tree(id: machine.definition.name) }

  /// The active states of the running machine at `path` (`app/downloads/items[a]`), as
  /// `MachineTree` writes them; `nil` when none runs there.
  ///
  /// - Parameter path: The machine's path, the root's name first.
  /// - Returns: Its states, or `nil`.
  public func state(at path: String) -> String? {
    var node = tree
    let ids = path.split(separator: "/").map(String.init)
    guard ids.first == node.id else { return nil }
    for id in ids.dropFirst() {
      guard let child = node.children.first(where: { $0.id == id }) else { return nil }
      node = child
    }
    return node.state
  }
}

extension Replay {
  /// A failing session reduced to the fewest inputs that still fail: removing any one of them
  /// makes the failure go away.
  public struct Shrunk: Sendable {
    /// The inputs that still fail, in order.
    public var inputs: [ReplayInput]
    /// How many inputs the recorded session had.
    public var recordedCount: Int
    /// When the replay ends: the recorded session's last step, so that the timers due by then
    /// fire.
    public var end: Duration
    /// Each input as a line of Swift that the tester's API runs, with the clock advances
    /// between them: what ``testCode(setUp:definition:name:failure:)`` prints.
    public var lines: [String]

    /// Replays the shrunk inputs on a fresh tree of `definition` and tells whether `failure`
    /// holds at some point, as during shrinking: with the bug, it does; once it is fixed, it
    /// must not.
    ///
    /// ```swift
    /// #expect(try await !shrunk.reproduces(on: fixedDefinition) { $0.state(at: "app") == "error" })
    /// ```
    ///
    /// - Parameters:
    ///   - definition: The root's definition.
    ///   - standIn: The event to send in place of a redacted one.
    ///   - failure: Whether the replayed tree shows the failure.
    /// - Returns: Whether the failure held.
    /// - Throws: ``Replay/Unreplayable`` when an input cannot be sent again.
    @MainActor
    public func reproduces<State, Event, Context>(
      on definition: MachineDefinition<State, Event, Context>,
      standIn: (@Sendable (ReplayInput) -> (any Sendable)?)? = nil,
      failure: @MainActor (ReplayedTree<State, Event, Context>) -> Bool
    ) async throws(Replay.Unreplayable) -> Bool {
      try await Replay.replay(
        inputs, make: { (Machine(replaying: definition, clock: $0), nil) }, standIn: standIn,
        end: end, failure: failure
      ).failed
    }

    /// The shrunk session as a Swift Testing test to paste into a test target. It replays the
    /// inputs with `MachineTester(replaying:)`, and ends with `failure`, the condition that
    /// must not hold once the bug is fixed.
    ///
    /// ```swift
    /// print(shrunk.testCode(
    ///   setUp: ["let screens = AppScreens(services)"], definition: "appFlowDefinition(screens)",
    ///   name: "aCancelledRequestFreesItsSlot", failure: "tester.state == .signedOut"))
    /// ```
    ///
    /// - Parameters:
    ///   - setUp: Swift lines that come first, such as the declarations `definition` uses.
    ///   - definition: The Swift expression of the root's definition in the test target.
    ///   - name: The test's name.
    ///   - failure: The Swift expression of the failure, over `tester`; without it, a comment
    ///     asks for it.
    /// - Returns: The test's source.
    public func testCode(
      setUp: [String] = [], definition: String, name: String, failure: String? = nil
    ) -> String {
      var body = setUp
      body.append("let tester = MachineTester(replaying: \(definition), exhaustivity: .off)")
      body += lines
      if let failure {
        body.append("#expect(!(\(failure)))")
      } else {
        body.append("// The failure the session ends in: #expect(!(…)) over `tester`.")
      }
      body.append("await tester.finish()")
      return """
        @MainActor @Test func \(name)() async {
        \(body.map { "  " + $0 }.joined(separator: "\n"))
        }
        """
    }
  }

  /// Reduces the recorded session to the fewest inputs that still make `failure` hold at some
  /// point of a replay, for a bug report that becomes a short test.
  ///
  /// Shrinking replays the session again and again, each time with fewer inputs, checking
  /// `failure` after every input, after every advance of the clock, and at the end (when the
  /// timers due by the recording's last step have fired). The result is 1-minimal:
  /// removing any one of its inputs makes `failure` never hold.
  ///
  /// ```swift
  /// let shrunk = try await Replay(trace).shrink(appDefinition(services)) { app in
  ///   app.state(at: "app/downloads/items[a]") == "stalled"
  /// }
  /// print(shrunk.testCode(definition: "appDefinition(services)", name: "itemsNeverStall"))
  /// ```
  ///
  /// - Parameters:
  ///   - definition: The root's definition.
  ///   - standIn: The event to send in place of a redacted one.
  ///   - failure: Whether the replayed tree shows the failure.
  /// - Returns: The shrunk session.
  /// - Throws: ``Unreplayable`` when the trace cannot be replayed, or when `failure` never
  ///   holds in a replay of the whole session.
  @MainActor
  public func shrink<State, Event, Context>(
    _ definition: MachineDefinition<State, Event, Context>,
    standIn: (@Sendable (ReplayInput) -> (any Sendable)?)? = nil,
    until failure: @MainActor (ReplayedTree<State, Event, Context>) -> Bool
  ) async throws(Unreplayable) -> Shrunk {
    try await shrink(
      make: { (Machine(replaying: definition, clock: $0), nil) }, standIn: standIn,
      until: failure)
  }

  /// ``shrink(_:standIn:until:)`` on a root that `make` creates, unstarted, on the replay's
  /// clock with its work replayed: an SCXML document's machine, for the CLI.
  ///
  /// With `atEnd`, a replay also fails when `atEnd` says so once the last input is in and the
  /// clock is at the recording's end: a test body run on the replayed tree (StateKitTesting).
  @MainActor
  package func shrink<State, Event, Context>(
    make: (ManualClock) -> (root: Machine<State, Event, Context>, keep: AnyObject?),
    standIn: (@Sendable (ReplayInput) -> (any Sendable)?)?,
    until failure: @MainActor (ReplayedTree<State, Event, Context>) -> Bool,
    atEnd: (@MainActor (ReplayedTree<State, Event, Context>) async -> Bool)? = nil
  ) async throws(Unreplayable) -> Shrunk {
    let all = try await run(
      make: make, comparesContexts: false, standIn: standIn, stopsAtDivergence: false
    ).inputs
    let end = Duration(traceSeconds: trace.steps.last?.time ?? 0)
    func fails(_ inputs: [ReplayInput]) async throws(Unreplayable) -> Bool {
      try await Self.replay(
        inputs, make: make, standIn: standIn, end: end, failure: failure, atEnd: atEnd
      ).failed
    }
    guard try await fails(all) else {
      throw Unreplayable(
        description: "The failure never holds in a replay of the whole session: there is "
          + "nothing to shrink.")
    }
    var current = all
    var parts = 2
    // Delta debugging (Zeller and Hildebrandt's ddmin) on the complements: remove a part
    // while the rest still fails, then smaller parts.
    while current.count >= 2 {
      let size = (current.count + parts - 1) / parts
      var removed = false
      for start in stride(from: 0, to: current.count, by: size) {
        var rest = current
        rest.removeSubrange(start..<min(start + size, current.count))
        if try await fails(rest) {
          current = rest
          parts = max(parts - 1, 2)
          removed = true
          break
        }
      }
      if removed { continue }
      if parts >= current.count { break }
      parts = min(parts * 2, current.count)
    }
    // 1-minimal: no single input can go.
    var index = current.count - 1
    while index >= 0, current.count > 1 {
      var rest = current
      rest.remove(at: index)
      if try await fails(rest) { current = rest }
      index -= 1
    }
    let lines = try await Self.replay(
      current, make: make, standIn: standIn, end: end, failure: failure, atEnd: atEnd
    ).lines
    return Shrunk(inputs: current, recordedCount: all.count, end: end, lines: lines)
  }

  /// Replays `inputs` on a fresh tree and reports whether `failure` held after one of them or
  /// at `end`, or `atEnd` failed at `end`, with the Swift lines that replay them.
  @MainActor
  package static func replay<State, Event, Context>(
    _ inputs: [ReplayInput],
    make: (ManualClock) -> (root: Machine<State, Event, Context>, keep: AnyObject?),
    standIn: (@Sendable (ReplayInput) -> (any Sendable)?)?, end: Duration,
    failure: @MainActor (ReplayedTree<State, Event, Context>) -> Bool,
    atEnd: (@MainActor (ReplayedTree<State, Event, Context>) async -> Bool)? = nil
  ) async throws(Unreplayable) -> (failed: Bool, lines: [String]) {
    let engine = ReplayEngine(make: make, standIn: standIn)
    defer { engine.finish() }
    let replayed = ReplayedTree(machine: engine.root)
    var failed = failure(replayed)
    var lines: [String] = []
    var time = Duration.zero
    for input in inputs {
      if input.time > time {
        lines.append("await tester.advance(by: \(Self.code(input.time - time)))")
        time = input.time
        // The timers due by then fire first: a failure may hold only until the input.
        await engine.advance(to: time)
        failed = failed || failure(replayed)
      }
      let applied = try await engine.apply(input)
      if applied, let event = engine.lastEvent {
        let code = StructuralDump.code(event)
        switch input.kind {
        case .event:
          lines.append("await tester.send(\(code), at: \(input.machine.debugDescription))")
        case .work(let name, _, _):
          lines.append(
            "await tester.deliver(\(code), fromWork: \(name.debugDescription), "
              + "at: \(input.machine.debugDescription))")
        }
      }
      failed = failed || failure(replayed)
    }
    await engine.advance(to: end)
    if end > time { lines.append("await tester.advance(by: \(Self.code(end - time)))") }
    failed = failed || failure(replayed)
    if !failed, let atEnd { failed = await atEnd(replayed) }
    return (failed, lines)
  }

  /// A duration as Swift: `.seconds(3)`, `.milliseconds(1500)`.
  static func code(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    if attoseconds == 0 { return ".seconds(\(seconds))" }
    let milliseconds = seconds * 1_000 + attoseconds / 1_000_000_000_000_000
    if attoseconds % 1_000_000_000_000_000 == 0 { return ".milliseconds(\(milliseconds))" }
    return ".nanoseconds(\(seconds * 1_000_000_000 + attoseconds / 1_000_000_000))"
  }
}
