import Foundation
import StateKit
import StateKitTesting
import Testing

@testable import StateKitSCXML

/// `<invoke src>` with the null data model: a static `src` needs no expression, so it is read
/// as a data model reads it (relative to the document, under its resource policy) at each start.
@Suite("Invoke src with the null data model")
struct InvokeSourceTests {
  private static let child = """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
      <state id="c">
        <onentry><send target="#_parent" event="hello"/></onentry>
        <transition event="finish" target="end"/>
      </state>
      <final id="end"/>
    </scxml>
    """

  private static func parent(_ source: String) -> String {
    """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
      <state id="s" initial="waiting">
        <invoke id="kid" src="\(source)"/>
        <transition event="done.invoke.kid" cond="In('asked')" target="pass"/>
        <transition event="error.execution" target="failed"/>
        <state id="waiting">
          <transition event="hello" target="asked"><send target="#_kid" event="finish"/></transition>
        </state>
        <state id="asked"/>
      </state>
      <final id="pass"/>
      <final id="failed"/>
    </scxml>
    """
  }

  /// A directory with `child.scxml` in it, removed by `body`'s end.
  private func withDirectory(_ body: (URL) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("statekit-invoke-src-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Self.child.write(
      to: directory.appendingPathComponent("child.scxml"), atomically: true, encoding: .utf8)
    try body(directory)
  }

  @Test(arguments: ["file:child.scxml", "child.scxml"])
  func aStaticSrcRunsTheChildRelativeToTheDocument(_ source: String) throws {
    try withDirectory { directory in
      let url = directory.appendingPathComponent("parent.scxml")
      try Self.parent(source).write(to: url, atomically: true, encoding: .utf8)
      let machine = try SCXMLMachine.load(contentsOf: url, clock: ManualClock())
      #expect(machine.definition.extensions is SCXMLProgram)
      #expect(machine.finalState == "pass")
    }
  }

  @Test func aMissingDocumentRaisesErrorExecution() throws {
    try withDirectory { directory in
      let document = try SCXMLDocument(string: Self.parent("file:missing.scxml"))
      let definition = try document.definition(
        baseURL: directory.appendingPathComponent("parent.scxml"))
      let machine = SCXMLMachine(definition, clock: ManualClock())
      #expect(machine.finalState == "failed")
    }
  }

  @Test func theResourcePolicyApplies() throws {
    let document = try SCXMLDocument(string: Self.parent("file:/etc/child.scxml"))
    let error = #expect(throws: SCXMLError.self) {
      _ = try document.definition(baseURL: URL(fileURLWithPath: "/tmp/parent.scxml"))
    }
    #expect(error?.kind == .refusedResource)
  }
}
