import Foundation
import StateKitSCXML
import StateKitSCXMLECMAScript
import Testing

/// A document's `src` reads only what the resource policy allows: by default files inside the
/// document's directory. Every way out of it is refused at load, at the attribute, naming the
/// policy; a `srcexpr` computed at run time raises an error event instead.
@Suite("Resource policy")
struct ResourcePolicyTests {
  /// A directory with `inside/doc.scxml`'s neighbours (`data.json`, `sub/data.json`,
  /// `child.scxml`, `setup.js`), a secret beside `inside`, and a link from inside to it.
  struct Layout {
    let root: URL
    var directory: URL { root.appendingPathComponent("inside") }
    var document: URL { directory.appendingPathComponent("doc.scxml") }
    var secret: URL { root.appendingPathComponent("secret.json") }

    init() throws {
      root = FileManager.default.temporaryDirectory
        .appendingPathComponent("statekit-resources-\(UUID().uuidString)")
      let sub = root.appendingPathComponent("inside/sub")
      try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
      try #""outside""#.write(to: secret, atomically: true, encoding: .utf8)
      try #""inside""#.write(
        to: directory.appendingPathComponent("data.json"), atomically: true, encoding: .utf8)
      try #""nested""#.write(
        to: sub.appendingPathComponent("data.json"), atomically: true, encoding: .utf8)
      try "var loaded = 'script';".write(
        to: directory.appendingPathComponent("setup.js"), atomically: true, encoding: .utf8)
      try FileManager.default.createSymbolicLink(
        at: directory.appendingPathComponent("link.json"), withDestinationURL: secret)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
  }

  static func document(_ body: String) throws(SCXMLError) -> SCXMLDocument {
    try SCXMLDocument(
      string: """
        <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript">
        \(body)
        </scxml>
        """,
      options: .init(allowsExpressions: true))
  }

  /// `<data id="x" src="…">` and a transition to `pass` when `x` is `expected`.
  static func reading(_ source: String, expecting expected: String = "inside") -> String {
    """
    <datamodel><data id="x" src="\(source)"/></datamodel>
    <state id="s">
      <transition cond="x === '\(expected)'" target="pass"/>
      <transition target="fail"/>
    </state>
    <final id="pass"/><final id="fail"/>
    """
  }

  @Test(arguments: ["data.json", "file:data.json", "./sub/../data.json", "sub/data.json"])
  func filesInsideTheDocumentsDirectoryAreRead(_ source: String) throws {
    let layout = try Layout()
    defer { layout.remove() }
    let expected = source == "sub/data.json" ? "nested" : "inside"
    let definition = try Self.document(Self.reading(source, expecting: expected))
      .definition(dataModel: ECMAScriptDataModel(), baseURL: layout.document)
    #expect(SCXMLMachine(definition).finalState == "pass")
  }

  /// Absolute, `file://`, `..`, percent-encoded `..`, a symbolic link, another scheme.
  @Test(arguments: [
    "/etc/passwd", "SECRET", "file://SECRET", "../secret.json", "sub/../../secret.json",
    "%2e%2e/secret.json", "..%2fsecret.json", "link.json", "http://example.com/x.json",
  ])
  func everyWayOutOfTheDirectoryIsRefusedAtLoad(_ written: String) throws {
    let layout = try Layout()
    defer { layout.remove() }
    let source = written.replacingOccurrences(of: "SECRET", with: layout.secret.path)
    do {
      _ = try Self.document(Self.reading(source))
        .definition(dataModel: ECMAScriptDataModel(), baseURL: layout.document)
      Issue.record("\(source) was allowed")
    } catch {
      #expect(error.kind == .refusedResource, "\(error)")
      #expect(error.element == "data" && error.attribute == "src")
      #expect(error.sourceLocation == SCXMLSourceLocation(line: 2, column: 25))
      #expect(error.message.contains("only files inside the document's directory"))
    }
  }

  @Test func aDocumentWithoutABaseURLReadsNothing() throws {
    #expect(throws: SCXMLError.self) {
      try Self.document(Self.reading("data.json")).definition(dataModel: ECMAScriptDataModel())
    }
  }

  @Test func scriptAndInvokeSourcesAreCheckedToo() throws {
    let layout = try Layout()
    defer { layout.remove() }
    for body in [
      #"<script src="../secret.json"/><state id="s"/>"#,
      #"<state id="s"><invoke src="../secret.json"/></state>"#,
    ] {
      do {
        _ = try Self.document(body)
          .definition(dataModel: ECMAScriptDataModel(), baseURL: layout.document)
        Issue.record("\(body) loaded")
      } catch {
        #expect(error.kind == .refusedResource && error.attribute == "src", "\(error)")
      }
    }
    let script = try Self.document(
      """
      <script src="setup.js"/>
      <state id="s"><transition cond="loaded === 'script'" target="pass"/></state>
      <final id="pass"/>
      """
    ).definition(dataModel: ECMAScriptDataModel(), baseURL: layout.document)
    #expect(SCXMLMachine(script).finalState == "pass")
  }

  @Test func aSourceComputedAtRunTimeIsRefusedWithAnErrorEvent() throws {
    let layout = try Layout()
    defer { layout.remove() }
    let definition = try Self.document(
      """
      <state id="s">
        <invoke srcexpr="'file:' + '../secret.json'"/>
        <transition event="error.execution" target="pass"/>
        <transition event="*" target="fail"/>
      </state>
      <final id="pass"/><final id="fail"/>
      """
    ).definition(dataModel: ECMAScriptDataModel(), baseURL: layout.document)
    #expect(SCXMLMachine(definition).finalState == "pass")
  }

  @Test func noResourcesRefusesEvenTheDocumentsNeighbours() throws {
    let layout = try Layout()
    defer { layout.remove() }
    do {
      _ = try Self.document(Self.reading("data.json"))
        .definition(dataModel: ECMAScriptDataModel(), baseURL: layout.document, resources: .none)
      Issue.record("the document read a file")
    } catch {
      #expect(error.kind == .refusedResource)
      #expect(error.message.contains("no external resources"))
    }
  }

  @Test func anyFileReadsOutsideTheDirectory() throws {
    let layout = try Layout()
    defer { layout.remove() }
    let definition = try Self.document(Self.reading("../secret.json", expecting: "outside"))
      .definition(dataModel: ECMAScriptDataModel(), baseURL: layout.document, resources: .anyFile)
    #expect(SCXMLMachine(definition).finalState == "pass")
  }

  @Test func anAppsLoaderDecidesWhatEachSourceIs() throws {
    let loader = SCXMLResourcePolicy.loader { source, _ in
      guard source == "bundle:config" else { throw CocoaError(.fileNoSuchFile) }
      return Data(#""inside""#.utf8)
    }
    let definition = try Self.document(Self.reading("bundle:config"))
      .definition(dataModel: ECMAScriptDataModel(), resources: loader)
    #expect(SCXMLMachine(definition).finalState == "pass")
    let unknown = try Self.document(Self.reading("bundle:other"))
      .definition(dataModel: ECMAScriptDataModel(), resources: loader)
    #expect(SCXMLMachine(unknown).finalState == "fail", "a source the loader refuses is unset")
  }
}
