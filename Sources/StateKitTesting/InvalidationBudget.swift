import Observation
import StateKit

/// Checks which reads of a view model each step may invalidate: the re-render budget of a
/// screen, stated in its test.
///
/// Name each read a view makes, as the view's body would make it; then run each step with the
/// reads it may invalidate. A step that invalidates any other read fails the test, naming the
/// read and the step. Reads are tracked with Observation, as SwiftUI tracks a view's body, so
/// the budget holds for any `@Observable` model, an `ObservableMachine` or a view model built
/// on one.
///
/// ```swift
/// @Test @MainActor func typingInTheNoteReRendersTheNoteFieldAlone() {
///   let model = NoteModel()
///   let budget = InvalidationBudget()
///   budget.read("title field") { _ = model.machine.title }
///   budget.read("note field") { _ = model.machine.note }
///   budget.read("submit button") { _ = model.machine.canHandle(.submit) }
///   budget.read("rows") { _ = model.machine.items }
///   budget.step("type in the note", mayInvalidate: ["note field"]) {
///     model.noteChanged("a")
///   }
///   // Fails with: step 'type in the note' invalidated 'submit button', which its budget
///   // (note field) does not allow
/// }
/// ```
///
/// A step's changes must reach the model before the step returns: a send through
/// `ObservableMachine.send(_:)` on the main actor does. For changes that arrive later, drive
/// the machine with StateKitTesting's `MachineTester` inside the step, which returns once every
/// view model shows the change.
@MainActor
public final class InvalidationBudget {
  /// A named read and whether a change invalidated it since it was last tracked.
  private struct Read {
    let name: String
    let body: @MainActor () -> Void
    let flag: InvalidationFlag
  }

  private var reads: [Read] = []
  private let reporter: FailureReporter
  /// How many times each read was invalidated, by name, over every step so far.
  public private(set) var invalidations: [String: Int] = [:]

  /// Creates a budget with no reads.
  ///
  /// - Parameter reporter: Where failures go; the running test by default.
  public init(reporter: FailureReporter = .testFramework) {
    self.reporter = reporter
  }

  /// Tracks a read, as a view's body would make it, under a name the failures use.
  ///
  /// - Parameters:
  ///   - name: The read's name, unique in this budget: a view, or a control.
  ///   - body: Makes the read.
  public func read(_ name: String, _ body: @escaping @MainActor () -> Void) {
    precondition(!reads.contains { $0.name == name }, "a read named '\(name)' is tracked already")
    let read = Read(name: name, body: body, flag: InvalidationFlag())
    reads.append(read)
    invalidations[name] = 0
    track(read)
  }

  /// Runs a step and fails the test for every read it invalidated beyond `mayInvalidate`.
  ///
  /// - Parameters:
  ///   - name: The step's name, for the failures.
  ///   - mayInvalidate: The names of the reads the step may invalidate; none by default.
  ///   - fileID: Where a failure is reported: the file, as `Module/File.swift` (the caller's).
  ///   - filePath: Where a failure is reported: the file's full path (the caller's).
  ///   - line: Where a failure is reported: the line (the caller's).
  ///   - column: Where a failure is reported: the column (the caller's).
  ///   - body: The step: what the user does, through the view model.
  /// - Returns: The names of the reads the step invalidated, in the order they were added.
  @discardableResult
  public func step(
    _ name: String, mayInvalidate: Set<String> = [], fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ body: () throws -> Void
  ) rethrows -> [String] {
    try body()
    return settle(
      name, mayInvalidate,
      FailureLocation(fileID: "\(fileID)", file: filePath, line: Int(line), column: Int(column)))
  }

  /// Runs an asynchronous step, such as one driven by a `MachineTester`, and fails the test
  /// for every read it invalidated beyond `mayInvalidate`.
  ///
  /// - Parameters:
  ///   - name: The step's name, for the failures.
  ///   - mayInvalidate: The names of the reads the step may invalidate; none by default.
  ///   - fileID: Where a failure is reported: the file, as `Module/File.swift` (the caller's).
  ///   - filePath: Where a failure is reported: the file's full path (the caller's).
  ///   - line: Where a failure is reported: the line (the caller's).
  ///   - column: Where a failure is reported: the column (the caller's).
  ///   - body: The step.
  /// - Returns: The names of the reads the step invalidated, in the order they were added.
  @discardableResult
  public func step(
    _ name: String, mayInvalidate: Set<String> = [], fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ body: () async throws -> Void
  ) async rethrows -> [String] {
    try await body()
    return settle(
      name, mayInvalidate,
      FailureLocation(fileID: "\(fileID)", file: filePath, line: Int(line), column: Int(column)))
  }

  /// Counts the reads a step invalidated, reports those beyond its budget, and tracks them
  /// again, as a view renders again after an invalidation.
  private func settle(
    _ step: String, _ allowed: Set<String>, _ location: FailureLocation
  ) -> [String] {
    for name in allowed where !reads.contains(where: { $0.name == name }) {
      reporter.fail(
        "step '\(step)' allows '\(name)', which is no read of this budget (reads: "
          + "\(reads.map(\.name).joined(separator: ", ")))", at: location)
    }
    var invalidated: [String] = []
    for read in reads where read.flag.take() {
      invalidated.append(read.name)
      invalidations[read.name, default: 0] += 1
      if !allowed.contains(read.name) {
        let budget = allowed.isEmpty ? "none" : allowed.sorted().joined(separator: ", ")
        reporter.fail(
          "step '\(step)' invalidated '\(read.name)', which its budget (\(budget)) does not "
            + "allow", at: location)
      }
      track(read)
    }
    return invalidated
  }

  private func track(_ read: Read) {
    let flag = read.flag
    withObservationTracking(read.body) { flag.set() }
  }
}

/// Set by Observation's change callback, which may run on any thread, and taken on the main
/// actor.
private final class InvalidationFlag: Sendable {
  private let value = Lock(false)

  func set() { value.withLock { $0 = true } }

  /// Whether it was set, clearing it.
  func take() -> Bool {
    value.withLock { value in
      defer { value = false }
      return value
    }
  }
}
