import Foundation
import StateKitSCXML
import StateKitSCXMLECMAScript
import Testing

/// `<script src>` is read when the document loads (SCXML 5.8): a script that cannot be read
/// rejects the document, at the `src` attribute; a readable one runs from what was read.
@Suite("ECMAScript <script src>")
struct ScriptSourceTests {
  private static func document(_ body: String) throws -> SCXMLDocument {
    try SCXMLDocument(
      string: """
        <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript">
        \(body)
        </scxml>
        """,
      options: .init(allowsExpressions: true))
  }

  private static func directory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("statekit-script-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  @Test(arguments: [true, false])
  func aScriptThatCannotBeReadRejectsTheDocument(checksSyntax: Bool) throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let document = try Self.document(
      """
      <state id="s">
        <onentry><script src="missing.js"/></onentry>
      </state>
      """)
    do {
      _ = try document.definition(
        dataModel: ECMAScriptDataModel(), baseURL: directory.appendingPathComponent("doc.scxml"),
        checksSyntax: checksSyntax)
      Issue.record("the document loaded")
    } catch {
      #expect(error.element == "script")
      #expect(error.attribute == "src")
      #expect(error.sourceLocation == SCXMLSourceLocation(line: 3, column: 20))
      #expect(error.message.contains("missing.js"))
    }
  }

  @Test func aSyntaxErrorInTheFileStopsTheLoad() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try "var x = ;".write(
      to: directory.appendingPathComponent("broken.js"), atomically: true, encoding: .utf8)
    let document = try Self.document(#"<script src="broken.js"/><state id="s"/>"#)
    #expect(throws: SCXMLError.self) {
      try document.definition(
        dataModel: ECMAScriptDataModel(), baseURL: directory.appendingPathComponent("doc.scxml"))
    }
  }

  @Test func theScriptRunsAsItWasWhenTheDocumentLoaded() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("count.js")
    try "var count = 1;".write(to: file, atomically: true, encoding: .utf8)
    let definition = try Self.document(
      """
      <state id="s">
        <onentry><script src="count.js"/></onentry>
        <transition cond="count === 1" target="pass"/>
      </state>
      <final id="pass"/>
      """
    ).definition(
      dataModel: ECMAScriptDataModel(), baseURL: directory.appendingPathComponent("doc.scxml"))
    try FileManager.default.removeItem(at: file)
    let machine = SCXMLMachine(definition)
    #expect(machine.finalState == "pass")
  }
}
