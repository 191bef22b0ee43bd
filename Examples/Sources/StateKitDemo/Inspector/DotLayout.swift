import Foundation
import StateKitTooling

extension GraphvizLayout {
  /// Graphviz's `dot`, run as a process: the demo runs on macOS and Linux, where it may start
  /// one (StateKit's libraries build for iOS too, so they take the layout from here). `dot`
  /// comes from `PATH`; when it is missing or fails, the layout throws and the inspector shows
  /// the machine without its picture.
  static let dotProcess = GraphvizLayout { dot in
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("statekit-demo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Files, not pipes: a large graph never waits on a full pipe buffer.
    let graph = folder.appendingPathComponent("graph.dot")
    let picture = folder.appendingPathComponent("graph.svg")
    try Data(dot.utf8).write(to: graph)
    let dotProcess = Process()
    dotProcess.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    dotProcess.arguments = ["dot", "-Tsvg", graph.path, "-o", picture.path]
    dotProcess.standardError = FileHandle.nullDevice
    try dotProcess.run()
    dotProcess.waitUntilExit()
    guard dotProcess.terminationStatus == 0 else { throw DotFailed() }
    return try String(contentsOf: picture, encoding: .utf8)
  }
}

/// `dot` is not installed, or it rejected the graph.
struct DotFailed: Error, CustomStringConvertible {
  var description: String { "Graphviz's dot is missing or failed" }
}
