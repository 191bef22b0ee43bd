import Foundation
import Testing

/// The SCION and W3C conformance suites, which the tests read at run time from
/// `../shared/conformance` beside the repository. They are not part of the repository: a clone
/// without them skips the tests that read them, each with one line that says where the suites
/// come from. Under `CI=true` those tests run anyway and fail, so the checks never go quiet.
package enum SharedConformanceSuites {
  /// `shared/conformance`, beside the repository's folder.
  package static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("shared/conformance", isDirectory: true)

  /// The SCION suite's folder (`scion`, with its `index.csv`).
  package static let scion = directory.appendingPathComponent("scion", isDirectory: true)

  /// Whether the SCION suite is there.
  package static var hasSCION: Bool {
    FileManager.default.fileExists(atPath: scion.appendingPathComponent("index.csv").path)
  }

  /// Whether the run is CI's, which must not skip the suites.
  package static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

  /// What a skipped test says: where the suites come from.
  package static let missingNote = Comment(
    rawValue:
      "needs the SCION suite (test/ of github.com/jbeard4/scxml-test-framework) at "
      + "../shared/conformance/scion, which this checkout lacks; under CI=true it fails")
}

extension Trait where Self == ConditionTrait {
  /// Runs the test when the SCION suite is beside the repository, and always under `CI=true`.
  package static var needsSCION: Self {
    .enabled(
      if: SharedConformanceSuites.hasSCION || SharedConformanceSuites.isCI,
      SharedConformanceSuites.missingNote)
  }
}
