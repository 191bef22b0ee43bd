import Foundation
import StateKitTooling

/// Runs Graphviz's `dot` to turn DOT into SVG or PNG.
///
/// It starts a process, which iOS, tvOS, watchOS and visionOS do not allow, so this target is
/// no library product: the `statekit` CLI and the tests link it. Libraries take a
/// `GraphvizLayout` instead, and ``layout`` is the one that runs `dot`.
///
/// ```swift
/// let svg = try Graphviz.render(search.graphviz(), format: "svg")
/// ```
package enum Graphviz {
  /// The layout that runs `dot -Tsvg`, for the libraries' APIs that take a `GraphvizLayout`.
  package static let layout = GraphvizLayout { dot in
    String(decoding: try render(dot, format: "svg"), as: UTF8.self)
  }

  /// Why `dot` produced nothing.
  package enum Failure: Error, CustomStringConvertible {
    /// `dot` is not on `PATH`.
    case notInstalled
    /// `dot` exited with an error.
    case failed(status: Int32, message: String)

    package var description: String {
      switch self {
      case .notInstalled:
        "svg and png need Graphviz's `dot`, which is not on PATH. Install Graphviz "
          + "(`apt-get install graphviz` on Debian and Ubuntu, `brew install graphviz` on macOS, "
          + "or see https://graphviz.org/download/), or use --format dot."
      case .failed(let status, let message):
        "`dot` failed (exit code \(status)): \(message)"
      }
    }
  }

  /// The `dot` executable on `PATH`, if any.
  package static var executable: URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") where !directory.isEmpty {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("dot")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  /// Renders a DOT graph.
  ///
  /// The graph, the image and `dot`'s messages go through temporary files, so a large graph
  /// never blocks on a full pipe.
  ///
  /// - Parameters:
  ///   - dot: The graph.
  ///   - format: `svg` or `png`.
  /// - Returns: The rendered image.
  /// - Throws: ``Failure``, or the error of writing the temporary files.
  package static func render(_ dot: String, format: String) throws -> Data {
    guard let executable else { throw Failure.notInstalled }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("statekit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("machine.dot")
    let image = directory.appendingPathComponent("machine.\(format)")
    let messages = directory.appendingPathComponent("messages.txt")
    try Data(dot.utf8).write(to: input)
    _ = FileManager.default.createFile(atPath: messages.path, contents: nil)
    let errorHandle = try FileHandle(forWritingTo: messages)
    defer { try? errorHandle.close() }

    let process = Process()
    process.executableURL = executable
    process.arguments = ["-T\(format)", input.path, "-o", image.path]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errorHandle
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0,
      let data = FileManager.default.contents(atPath: image.path)
    else {
      let text = FileManager.default.contents(atPath: messages.path) ?? Data()
      throw Failure.failed(
        status: process.terminationStatus,
        message: String(decoding: text, as: UTF8.self).trimmingCharacters(
          in: .whitespacesAndNewlines))
    }
    return data
  }
}
