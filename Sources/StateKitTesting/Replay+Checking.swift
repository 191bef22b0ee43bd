import StateKit
import StateKitInspection

extension Replay {
  /// Replays the session against `definition` and fails the running test at the first step
  /// that did not replay as recorded, naming the step, the machine and the difference.
  ///
  /// ```swift
  /// @Test func theReportedSessionReplays() async throws {
  ///   try await Replay(contentsOf: traceURL).check(appDefinition(services))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - definition: The root's definition, as the session ran it.
  ///   - comparesContexts: Whether each step's context must print as recorded too.
  ///   - standIn: The event to send in place of a redacted one.
  ///   - reporter: Where the failure goes; the running test by default.
  ///   - fileID: Where a failure is reported: the file, as `Module/File.swift` (the caller's).
  ///   - filePath: Where a failure is reported: the file's full path (the caller's).
  ///   - line: Where a failure is reported: the line (the caller's).
  ///   - column: Where a failure is reported: the column (the caller's).
  @MainActor
  public func check<State, Event, Context>(
    _ definition: MachineDefinition<State, Event, Context>, comparesContexts: Bool = true,
    standIn: (@Sendable (ReplayInput) -> (any Sendable)?)? = nil,
    reporter: FailureReporter = .testFramework, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async {
    let location = FailureLocation(
      fileID: "\(fileID)", file: filePath, line: Int(line), column: Int(column))
    do {
      let result = try await run(
        definition, comparesContexts: comparesContexts, standIn: standIn)
      if let divergence = result.divergence { reporter.fail(divergence.message, at: location) }
    } catch {
      reporter.fail(error.description, at: location)
    }
  }
}
