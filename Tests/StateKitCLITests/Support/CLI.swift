import Foundation
import Testing

/// Runs the built `statekit` binary.
enum CLI {
  struct Result {
    var status: Int32
    var output: String
    var outputData: Data
    var error: String

    /// The lines of standard error.
    var errorLines: [Substring] { error.split(separator: "\n") }
  }

  /// The `statekit` executable next to the test bundle (`.build/debug/statekit`).
  static let executable: URL? = {
    var candidates: [URL] = [
      Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
    ]
    // From this file up to the package root, then into the default build folder.
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    candidates.append(root.appendingPathComponent(".build/debug"))
    for directory in candidates {
      let candidate = directory.appendingPathComponent("statekit")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }()

  /// Whether Graphviz's `dot` is installed.
  static let hasDot: Bool = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").contains {
      FileManager.default.isExecutableFile(atPath: "\($0)/dot")
    }
  }()

  /// Whether the tests run under ThreadSanitizer or AddressSanitizer, and `statekit` with
  /// them: their shadow memory reserves far more address space than any `ulimit -v` allows,
  /// so a capped command could not even start. The sanitizer stages leave the cap out; the
  /// plain test run applies it.
  static let isSanitized: Bool = {
    let me = dlopen(nil, RTLD_NOW)
    return dlsym(me, "__tsan_init") != nil || dlsym(me, "__asan_init") != nil
  }()

  /// Runs `statekit` with arguments, in a directory, feeding `input` to standard input.
  ///
  /// Standard output and error go through files, so nothing blocks on a full pipe. With
  /// `memoryLimit` (kilobytes), the shell's `ulimit -v` caps the command's address space: a
  /// command that needs more stops with "failed to allocate" (status 134) instead of taking
  /// the machine's memory. Under a sanitizer the cap is left out (``isSanitized``).
  ///
  /// With `cpuSeconds`, `ulimit -t` stops the command with a signal (SIGXCPU or SIGKILL, which
  /// `Process` reports as status 24 or 9) once it has used that much processor time. Unlike a wall-clock limit, it does not
  /// depend on how loaded the machine is or on when the test got a thread to run on.
  static func run(
    _ arguments: [String], in directory: URL, input: String? = nil,
    environment: [String: String]? = nil, memoryLimit: Int? = nil, cpuSeconds: Int? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Result {
    let executable = try #require(
      executable, "build the `statekit` product first (swift build)", sourceLocation: sourceLocation
    )
    let process = Process()
    var limits: [String] = []
    if let memoryLimit, !isSanitized { limits.append("ulimit -v \(memoryLimit)") }
    if let cpuSeconds { limits.append("ulimit -t \(cpuSeconds)") }
    if !limits.isEmpty {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments =
        ["-c", limits.joined(separator: " && ") + " && exec \"$0\" \"$@\"", executable.path]
        + arguments
    } else {
      process.executableURL = executable
      process.arguments = arguments
    }
    process.currentDirectoryURL = directory
    if let environment { process.environment = environment }
    let outURL = directory.appendingPathComponent(".stdout-\(UUID().uuidString)")
    let errURL = directory.appendingPathComponent(".stderr-\(UUID().uuidString)")
    let inURL = directory.appendingPathComponent(".stdin-\(UUID().uuidString)")
    defer {
      for url in [outURL, errURL, inURL] { try? FileManager.default.removeItem(at: url) }
    }
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: inURL.path, contents: Data((input ?? "").utf8))
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    let stdin = try FileHandle(forReadingFrom: inURL)
    defer {
      try? out.close()
      try? err.close()
      try? stdin.close()
    }
    process.standardOutput = out
    process.standardError = err
    process.standardInput = stdin
    try process.run()
    process.waitUntilExit()
    let outputData = try Data(contentsOf: outURL)
    return Result(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      outputData: outputData, error: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
  }
}

/// A temporary folder with SCXML files, removed at the end of the test.
final class Workspace {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("statekit-cli-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// Writes a file and returns its name.
  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
    return name
  }

  func run(
    _ arguments: String..., input: String? = nil, environment: [String: String]? = nil,
    memoryLimit: Int? = nil, cpuSeconds: Int? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> CLI.Result {
    try CLI.run(
      arguments, in: url, input: input, environment: environment, memoryLimit: memoryLimit,
      cpuSeconds: cpuSeconds, sourceLocation: sourceLocation)
  }
}
