import Foundation
import StateKitFixtures
import Testing

@testable import StateKitSCXML

/// The SCION suite's documents, read from `../shared/conformance` (``SharedConformanceSuites``).
enum Fixtures {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

  static let scionDirectory = SharedConformanceSuites.scion

  /// One row of the SCION suite's `index.csv`.
  struct SCIONEntry: Sendable, CustomTestStringConvertible {
    var name: String
    var classification: String

    var testDescription: String { "\(name) (\(classification))" }
    var documentURL: URL { scionDirectory.appendingPathComponent(name + ".scxml") }
    var expectationsURL: URL { scionDirectory.appendingPathComponent(name + ".json") }
  }

  /// The rows of `index.csv`, or nothing when the file cannot be read (a test checks it can).
  static let scionIndex: [SCIONEntry] = {
    let url = scionDirectory.appendingPathComponent("index.csv")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    return text.split(whereSeparator: \.isNewline).dropFirst().compactMap { line in
      let fields = line.split(separator: ",", omittingEmptySubsequences: false)
      guard fields.count >= 2 else { return nil }
      return SCIONEntry(name: String(fields[0]), classification: String(fields[1]))
    }
  }()

  /// SCION documents that are not valid SCXML, with the error they give in strict mode (the
  /// default reads them with a warning): `internal-transitions/test0` has a `<transition>`
  /// directly inside `<scxml>`.
  static let invalidSCIONTests: [String: (kind: SCXMLError.Kind, location: SCXMLSourceLocation)] = [
    "internal-transitions/test0": (.invalidNesting, SCXMLSourceLocation(line: 26, column: 5))
  ]

  /// The `needs-expressions` tests whose only expressions are `<log expr>`.
  static let logOnlyTests: Set<String> = [
    "atom3-basic-tests/m0", "atom3-basic-tests/m1", "atom3-basic-tests/m2", "atom3-basic-tests/m3",
    "misc/deep-initial",
  ]
}
