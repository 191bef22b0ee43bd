import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `statekit-demo` end to end: the built binary, run without a terminal.
///
/// The test target depends on the executable target, so `swift test` builds the binary first;
/// it sits next to the test bundle.
@Suite(.serialized)
struct DemoBinaryTests {
  static var binary: URL {
    let directory =
      Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundleURL
      .deletingLastPathComponent()
      ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    return directory.appendingPathComponent("statekit-demo")
  }

  struct Run {
    var status: Int32
    var output: String
    var errors: String
  }

  /// Runs the binary with `arguments`, `input` on its standard input, and waits for it.
  static func run(_ arguments: [String], input: String = "") async throws -> Run {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    let ended = AsyncStream<Void>.makeStream()
    process.terminationHandler = { _ in ended.continuation.finish() }
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let output = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let errors = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    for await _ in ended.stream {}
    return Run(status: process.terminationStatus, output: output, errors: errors)
  }

  @Test func theBinaryWasBuilt() {
    #expect(FileManager.default.isExecutableFile(atPath: Self.binary.path), "\(Self.binary.path)")
  }

  /// What CI does: no terminal, no arguments, nothing on standard input.
  @Test func withoutATerminalItRunsTheTour() async throws {
    let run = try await Self.run([])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("Tour complete."))
    #expect(run.output.contains("done: 6 frames"))
    for shown in [
      "images for \"cat\"", "▶ searchResults", "Results for \"mountain\"", "▶ showingResults",
      "Wrong username or password.", "Signed in as appleseed.", "▶ authenticated",
      "no variable \"userId\"", "▶ cancel", "loading --success-->",
    ] {
      #expect(run.output.contains(shown), "the tour shows \(shown)")
    }
  }

  @Test func aScriptOnStandardInputDrivesTheUI() async throws {
    // The waits end as soon as the state is reached; their 60 s only bound a hang. The request
    // goes to the demo's real local server, whose first answer took over 10 s once while the
    // other tests loaded both cores.
    let script = """
      open image-search
      key /
      frame
      type coffee
      key enter
      wait searchResults 60
      expect 14 of 14 images for "coffee"
      key esc
      open request-tester
      key 4 enter
      wait response 60
      expect 418 I'm a teapot
      frame
      quit
      """
    let run = try await Self.run(["--size", "90x24"], input: script)
    #expect(run.status == 0, "\(run.errors)")
    let frames = run.output.components(separatedBy: "── frame ").dropFirst()
    #expect(frames.count == 2)
    #expect(frames.first?.contains("▶ searching") == true)
    #expect(frames.first?.contains("[█") == true)
    #expect(frames.last?.contains("teapot") == true)
    let widest =
      run.output.split(separator: "\n").filter { !$0.hasPrefix("──") && !$0.hasPrefix(">") }
      .map(\.count).max() ?? 0
    #expect(widest <= 90)
  }

  @Test func theOneAppShowsTheTreeOfRunningMachines() async throws {
    let script = """
      open app
      expect app: signedOut › login: idle
      key enter
      wait signedIn
      key g
      expect app: signedIn › board: open › requests[slow]: send
      frame
      key o
      wait signedOut
      expect login: idle
      quit
      """
    let run = try await Self.run(["--size", "110x30"], input: script)
    #expect(run.status == 0, "\(run.output)\(run.errors)")
    #expect(run.output.contains("    requests[slow]: send"))
  }

  @Test func aFailingScriptExitsWithAnError() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "statekit-demo-\(UUID()).txt")
    try "open login\nexpect Signed in\n".write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try await Self.run(["--script", file.path])
    #expect(run.status != 0)
    #expect(run.errors.contains("line 2: the screen does not show \"Signed in\""))
  }

  @Test func serveRunsTheServerUntilInterrupted() async throws {
    let process = Process()
    process.executableURL = Self.binary
    process.arguments = ["serve"]
    let stdout = Pipe()
    process.standardOutput = stdout
    process.standardInput = FileHandle.nullDevice
    let ended = AsyncStream<Void>.makeStream()
    process.terminationHandler = { _ in ended.continuation.finish() }
    try process.run()
    var firstLine = Data()
    while !firstLine.contains(UInt8(ascii: "\n")) {
      let chunk = stdout.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      firstLine += chunk
    }
    let line = String(decoding: firstLine, as: UTF8.self)
    let address = try #require(
      line.split(separator: " ").first { $0.hasPrefix("http://127.0.0.1:") })
    let (data, response) = try await URLSession.shared.data(
      from: URL(string: "\(address)api/?key=k&q=coffee")!)
    #expect((response as? HTTPURLResponse)?.statusCode == 200)
    #expect(String(decoding: data, as: UTF8.self).contains("\"totalHits\":14"))
    process.interrupt()
    for await _ in ended.stream {}
    #expect(process.terminationStatus == 0)
  }
}
