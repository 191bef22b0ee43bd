import Foundation
import StateKitSCXML
import Testing

@testable import StateKit

/// The differential test's random machines as SCXML documents: each spec, with its guards over
/// the context left out (they are Swift closures, which SCXML's null data model cannot say), is
/// exported with `scxml()` and loads back with the null data model.
///
/// `STATEKIT_RANDOM_DOCUMENTS=FOLDER` also writes them to FOLDER, as `randomN.scxml` with
/// `randomN.events` (one event sequence per line; `timer` fires the oldest pending timer), for
/// `Scripts/codegen-equivalence/run`, which runs each through generated code and through
/// `SCXMLMachine` and compares configurations and the order of actions.
struct RandomDocumentsTests {
  static let count =
    ProcessInfo.processInfo.environment["STATEKIT_RANDOM_DOCUMENTS_COUNT"].flatMap(Int.init) ?? 200

  @Test func randomMachinesExportToDocumentsThatLoad() throws {
    let folder = ProcessInfo.processInfo.environment["STATEKIT_RANDOM_DOCUMENTS"].map {
      URL(fileURLWithPath: $0)
    }
    if let folder {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    var loaded = 0
    for index in 0..<Self.count {
      let property = PropertyCase(seed: EngineMatchesReferenceTests.seed(batch: 0, index: index))
      var spec = property.spec
      spec.root = Self.withoutContextGuards(spec.root)
      guard let definition = try? spec.makeDefinition() else { continue }
      let text = definition.scxml()
      _ = try SCXMLDocument(string: text).definition()
      loaded += 1
      if let folder {
        try text.write(
          to: folder.appendingPathComponent("random\(index).scxml"), atomically: true,
          encoding: .utf8)
        let events = property.sequences.map { $0.joined(separator: " ") }.joined(separator: "\n")
        try events.write(
          to: folder.appendingPathComponent("random\(index).events"), atomically: true,
          encoding: .utf8)
      }
    }
    #expect(loaded > Self.count * 9 / 10)
  }

  /// The spec without the guards SCXML cannot say without expressions (`In` stays).
  static func withoutContextGuards(_ state: SpecState) -> SpecState {
    var state = state
    state.transitions = state.transitions.map { transition in
      var transition = transition
      if case .inState? = transition.guardCondition {} else { transition.guardCondition = nil }
      return transition
    }
    state.children = state.children.map(withoutContextGuards)
    return state
  }
}
