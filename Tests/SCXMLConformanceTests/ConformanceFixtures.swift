import Foundation
import StateKitFixtures

/// The SCION suite, read from `../shared/conformance` (``SharedConformanceSuites``).
enum ConformanceFixtures {
  static let scionDirectory = SharedConformanceSuites.scion

  /// The `needs-expressions` tests whose only expressions are `<log expr>`: the runner passes them
  /// (the parser ignores a log's expression).
  static let logOnlyTests: Set<String> = [
    "atom3-basic-tests/m0", "atom3-basic-tests/m1", "atom3-basic-tests/m2", "atom3-basic-tests/m3",
    "misc/deep-initial",
  ]
}

/// Wraps `body` in an `<scxml>` element.
func document(_ body: String) -> String {
  """
  <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
  \(body)
  </scxml>
  """
}
