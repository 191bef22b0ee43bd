import Foundation

/// A SCION test found on disk: the `NAME.scxml` document and its `NAME.json` expectations.
///
/// SCION tests are grouped in one folder per category (`history/history0.scxml` +
/// `history/history0.json`); ``discover(in:)`` finds every pair under a directory.
package struct SCIONTestFile: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The test's name: its path relative to the searched directory, without extension
  /// (`history/history0`).
  package var name: String

  /// The URL of the `.scxml` document.
  package var documentURL: URL

  /// The URL of the `.json` expectations.
  package var expectationsURL: URL

  /// Creates a test file description.
  ///
  /// - Parameters:
  ///   - name: The test's name.
  ///   - documentURL: The `.scxml` file.
  ///   - expectationsURL: The `.json` file.
  package init(name: String, documentURL: URL, expectationsURL: URL) {
    self.name = name
    self.documentURL = documentURL
    self.expectationsURL = expectationsURL
  }

  /// The test's ``name``.
  package var description: String { name }

  /// Orders tests by name.
  ///
  /// - Parameters:
  ///   - lhs: A test.
  ///   - rhs: Another test.
  /// - Returns: Whether `lhs`'s name sorts before `rhs`'s.
  package static func < (lhs: SCIONTestFile, rhs: SCIONTestFile) -> Bool { lhs.name < rhs.name }

  /// Reads and decodes the test's expectations.
  ///
  /// - Returns: The decoded test case.
  /// - Throws: The error from reading or decoding the `.json` file.
  package func loadTestCase() throws -> SCIONTestCase {
    try SCIONTestCase(contentsOf: expectationsURL)
  }

  /// Finds every `.scxml` file under `directory` (recursively) that has a `.json` file beside it.
  ///
  /// - Parameter directory: The directory to search, such as a checkout of the SCION test suite.
  /// - Returns: The tests, sorted by name.
  /// - Throws: The error from listing the directory.
  package static func discover(in directory: URL) throws -> [SCIONTestFile] {
    let fileManager = FileManager.default
    let base = directory.standardizedFileURL.path
    let prefix = base.hasSuffix("/") ? base : base + "/"
    var tests: [SCIONTestFile] = []
    for relative in try fileManager.subpathsOfDirectory(atPath: base)
    where relative.hasSuffix(".scxml") {
      let documentURL = URL(fileURLWithPath: prefix + relative)
      let expectationsURL = documentURL.deletingPathExtension().appendingPathExtension("json")
      guard fileManager.fileExists(atPath: expectationsURL.path) else { continue }
      let name = String(relative.dropLast(".scxml".count))
      tests.append(
        SCIONTestFile(name: name, documentURL: documentURL, expectationsURL: expectationsURL))
    }
    return tests.sorted()
  }
}
