import StateKit
import StateKitInspection
import Testing

extension Replay {
  /// Reduces the recorded session to the fewest inputs after which `test` still fails, for a
  /// bug report whose failure is easier to write as a test body than as a predicate. The body
  /// sees the tree at the end of the session only; a failure that shows on the way and is gone
  /// by the end needs `shrink(_:standIn:until:)`, a predicate checked after every input.
  ///
  /// Each replay sends a subset of the session's inputs to a fresh tree, moves the clock to the
  /// recording's end, and then runs `test` on the replayed tree. The test fails as any test
  /// does: an `#expect` or `#require` that does not hold, or a thrown error. Those failures
  /// are the shrinker's, recorded as known issues, so they do not fail the test that shrinks.
  /// The result is 1-minimal: removing any one of its inputs makes `test` pass.
  ///
  /// ```swift
  /// let shrunk = try await Replay(trace).shrink(appDefinition(services), failingTest: { app in
  ///   #expect(app.state(at: "app/downloads/items[a]") != "stalled")
  /// })
  /// print(shrunk.testCode(definition: "appDefinition(services)", name: "itemsNeverStall"))
  /// ```
  ///
  /// - Parameters:
  ///   - definition: The root's definition.
  ///   - standIn: The event to send in place of a redacted one.
  ///   - test: The test body, run on the replayed tree at the end of each replay.
  /// - Returns: The shrunk session.
  /// - Throws: `Replay.Unreplayable` when the trace cannot be replayed, or when `test`
  ///   passes after a replay of the whole session.
  @MainActor
  public func shrink<State, Event, Context>(
    _ definition: MachineDefinition<State, Event, Context>,
    standIn: (@Sendable (ReplayInput) -> (any Sendable)?)? = nil,
    failingTest test:
      @escaping @MainActor (ReplayedTree<State, Event, Context>) async throws -> Void
  ) async throws(Unreplayable) -> Shrunk {
    try await shrink(
      make: { (Machine(replaying: definition, clock: $0), nil) }, standIn: standIn,
      until: { _ in false }, atEnd: { tree in await Self.fails(test, on: tree) })
  }

  /// Whether `test` fails on `tree`: records an issue or throws.
  @MainActor
  static func fails<State, Event, Context>(
    _ test: @MainActor (ReplayedTree<State, Event, Context>) async throws -> Void,
    on tree: ReplayedTree<State, Event, Context>
  ) async -> Bool {
    let failed = FailureFlag()
    do {
      try await withKnownIssue("a replay the shrinker tries", isIntermittent: true) {
        try await test(tree)
      } matching: { _ in
        failed.raise()
        return true
      }
    } catch {
      // Every issue matches, so nothing is rethrown; an error that were would be a failure.
      failed.raise()
    }
    return failed.isRaised
  }

  /// Set once a failure of the test body was recorded; the issue matcher runs wherever the
  /// issue is recorded, so the flag is guarded.
  private final class FailureFlag: Sendable {
    private let raised = Lock(false)
    func raise() { raised.withLock { $0 = true } }
    var isRaised: Bool { raised.withLock { $0 } }
  }
}
