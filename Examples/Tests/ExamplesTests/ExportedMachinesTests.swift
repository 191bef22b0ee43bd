import Foundation
import ImageSearch
import Login
import RequestTester
import SearchScreen
import StateKit
import StateKitSCXML
import Testing

/// The four apps' machines, exported to SCXML (`scxml()`) as `Examples/Machines/*.scxml`: the
/// documents `statekit diff` compares when a machine changes between two versions of an app,
/// and what `statekit diagram`, `check` and `paths` read.
///
/// The files must be what the definitions export today. After changing a machine, write them
/// again with `STATEKIT_RECORD_MACHINES=1 swift test --package-path Examples --filter
/// ExportedMachinesTests`, and run `statekit diff` between the old and the new file to see
/// whether the app's saved snapshots still restore.
struct ExportedMachinesTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Machines")

  /// Each machine as the app builds it, with its work (the clients are never called): its
  /// export, and the names of its states.
  static let machines: [(file: String, scxml: String, states: Set<String>)] = [
    export("ImageSearch.scxml", imageSearchDefinition { _ in throw CancellationError() }),
    export("SearchScreen.scxml", searchScreenDefinition { _ in [] }),
    export("Login.scxml", loginDefinition { _, _ in }),
    export(
      "Request.scxml",
      requestDefinition { request in
        ResponseRecord(.failure(URLError(.cancelled)), for: request, elapsed: .zero)
      }),
  ]

  static func export<S, E, C>(
    _ file: String, _ definition: MachineDefinition<S, E, C>
  ) -> (file: String, scxml: String, states: Set<String>) {
    (file, definition.scxml(), Set(definition.stateNodes.dropFirst().map(\.name)))
  }

  @Test(arguments: machines.map(\.file))
  func theFileIsTheMachinesExport(_ file: String) throws {
    let exported = try #require(Self.machines.first { $0.file == file }).scxml
    let url = Self.folder.appendingPathComponent(file)
    if ProcessInfo.processInfo.environment["STATEKIT_RECORD_MACHINES"] == "1" {
      try exported.write(to: url, atomically: true, encoding: .utf8)
    }
    let saved = try String(contentsOf: url, encoding: .utf8)
    #expect(saved == exported, "run with STATEKIT_RECORD_MACHINES=1 to write \(file) again")
  }

  /// The export is valid SCXML with every state of the machine. (Its Swift guards are written as
  /// `cond="name"`, which no data model runs: `statekit diff` compares the structure only.)
  @Test(arguments: machines.map(\.file))
  func theExportHasEveryState(_ file: String) throws {
    let machine = try #require(Self.machines.first { $0.file == file })
    let document = try SCXMLDocument(
      string: machine.scxml, options: .init(allowsExpressions: true))
    #expect(Set(document.stateIDs) == machine.states)
  }
}
