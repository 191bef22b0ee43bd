import Foundation
import Testing

/// Golden files: the expected output of a renderer, in `Golden/`, loaded from the test bundle.
///
/// Run the tests with `STATEKIT_RECORD_GOLDEN=1` to write the current output into the source
/// tree's `Golden/` folder instead of comparing (then review the diff and commit it).
enum Golden {
  /// The folder of golden files in the source tree.
  static var sourceFolder: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Golden")
  }

  static var isRecording: Bool {
    ProcessInfo.processInfo.environment["STATEKIT_RECORD_GOLDEN"] != nil
  }

  /// The expected text of a golden file.
  static func text(named name: String) throws -> String {
    let url = try #require(
      Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Golden"),
      "missing golden file Golden/\(name); record it with STATEKIT_RECORD_GOLDEN=1")
    return try String(contentsOf: url, encoding: .utf8)
  }

  /// Compares `actual` with the golden file `name`, or records it.
  static func check(
    _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    if isRecording {
      try FileManager.default.createDirectory(at: sourceFolder, withIntermediateDirectories: true)
      try actual.write(
        to: sourceFolder.appendingPathComponent(name), atomically: true, encoding: .utf8)
      return
    }
    let expected = try text(named: name)
    #expect(
      actual == expected, "output differs from Golden/\(name):\n\(actual)",
      sourceLocation: sourceLocation)
  }
}
