import Foundation
import Testing

/// The build plugin's tool, run as the plugin runs it: document and output paths in pairs.
struct GenerateToolTests {
  /// The `StateKitGenerate` executable next to the test bundle.
  static let executable: URL? = {
    let candidates = [
      Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
    ]
    return candidates.map { $0.appendingPathComponent("StateKitGenerate") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  static func document(condition: String) -> String {
    """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript"
      name="Button" initial="off">
      <state id="off"><transition event="click" cond="\(condition)" target="on"/></state>
      <state id="on"><transition event="click" target="off"/></state>
    </scxml>
    """
  }

  struct Run {
    var status: Int32
    var output: String
    var error: String
  }

  /// Runs the tool on `documents` (name and text), with `environment` added to the test's.
  static func run(
    _ documents: [(String, String)], environment: [String: String] = [:]
  ) throws -> (Run, URL) {
    let executable = try #require(executable, "StateKitGenerate is built beside the tests")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("GenerateToolTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var arguments: [String] = []
    for (name, text) in documents {
      let input = folder.appendingPathComponent("\(name).scxml")
      try text.write(to: input, atomically: true, encoding: .utf8)
      arguments += [input.path, folder.appendingPathComponent("\(name).swift").path]
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = folder.appendingPathComponent("stdout")
    let error = folder.appendingPathComponent("stderr")
    try Data().write(to: output)
    try Data().write(to: error)
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = try FileHandle(forWritingTo: error)
    try process.run()
    process.waitUntilExit()
    return (
      Run(
        status: process.terminationStatus, output: try String(contentsOf: output, encoding: .utf8),
        error: try String(contentsOf: error, encoding: .utf8)),
      folder
    )
  }

  @Test func withoutJavaScriptCoreItGeneratesEverythingAndSaysSoOnce() throws {
    let (run, folder) = try Self.run(
      [
        ("Good", Self.document(condition: "_event.data == 1")),
        ("Broken", Self.document(condition: "_event.data == 1 +")),
        ("Other", Self.document(condition: "true")),
      ], environment: ["STATEKIT_JAVASCRIPTCORE": "/nonexistent/libjavascriptcore.so"])
    #expect(run.status == 0, "\(run.error)")
    let notes = run.output.split(separator: "\n").filter { $0.contains("JavaScriptCore") }
    #expect(notes.count == 1, "said once for the build: \(run.output)")
    #expect(notes.first?.hasPrefix("note: ") == true)
    for name in ["Good", "Broken", "Other"] {
      let generated = try String(
        contentsOf: folder.appendingPathComponent("\(name).swift"), encoding: .utf8)
      #expect(generated.contains("import StateKitSCXMLECMAScript"))
    }
  }

  @Test func withJavaScriptCoreASyntaxErrorFailsAtItsLineAndColumn() throws {
    let (run, _) = try Self.run([
      ("Good", Self.document(condition: "_event.data == 1")),
      ("Broken", Self.document(condition: "_event.data == 1 +")),
    ])
    #expect(run.status == 1)
    #expect(!run.output.contains("JavaScriptCore"), "it was loaded: \(run.output)")
    #expect(run.error.contains("Broken.scxml:3:45: error: <transition cond>"), "\(run.error)")
    #expect(!run.error.contains("Good.scxml"))
  }

  @Test func aDocumentWithoutExpressionsNeedsNoNote() throws {
    let document = """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="a">
        <state id="a"><transition event="go" target="b"/></state>
        <state id="b"/>
      </scxml>
      """
    let (run, _) = try Self.run(
      [("Plain", document)], environment: ["STATEKIT_JAVASCRIPTCORE": "/nonexistent"])
    #expect(run.status == 0 && run.output.isEmpty, "\(run.output)\(run.error)")
  }

  @Test func anOddNumberOfPathsIsAUsageError() throws {
    let executable = try #require(Self.executable)
    let process = Process()
    process.executableURL = executable
    process.arguments = ["only-one.scxml"]
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 64)
  }
}
