import Foundation
import StateKitClock
import StateKitSCXML
import StateKitSCXMLECMAScript
import Synchronization
import Testing

/// `<invoke>` and external documents with the ECMAScript data model.
@Suite("ECMAScript invoke")
struct InvokeTests {
  private static let child = """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript">
      <datamodel><data id="n" expr="0"/></datamodel>
      <state id="c">
        <onentry>
          <send target="#_parent" event="fromChild"><param name="n" expr="n"/></send>
        </onentry>
        <transition event="finish" target="end"/>
      </state>
      <final id="end"><donedata><content expr="n * 10"/></donedata></final>
    </scxml>
    """

  private static func machine(
    _ body: String, baseURL: URL? = nil, clock: ManualClock = ManualClock()
  ) throws -> SCXMLMachine {
    let text = """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript">
      \(body)
      </scxml>
      """
    let document = try SCXMLDocument(string: text, options: .init(allowsExpressions: true))
    return SCXMLMachine(
      try document.definition(dataModel: ECMAScriptDataModel(), baseURL: baseURL), clock: clock)
  }

  @Test func paramsReachTheChildsDataFinalizeRunsAndDoneDataReturns() throws {
    let machine = try Self.machine(
      """
      <datamodel><data id="n" expr="4"/><data id="seen"/><data id="id"/></datamodel>
      <state id="p" initial="s">
        <invoke idlocation="id" namelist="n">
          <content>\(Self.child)</content>
          <finalize><assign location="seen" expr="_event.data.n"/></finalize>
        </invoke>
        <state id="s">
          <transition event="fromChild" cond="seen === 4 &amp;&amp; _event.invokeid === id" target="t">
            <send targetexpr="'#_' + id" event="finish"/>
          </transition>
          <transition event="*" target="fail"/>
        </state>
        <state id="t">
          <transition event="done.invoke" cond="_event.data === 40" target="pass"/>
          <transition event="*" target="fail"/>
        </state>
      </state>
      <final id="pass"/><final id="fail"/>
      """)
    #expect(machine.finalState == "pass")
  }

  /// A child and its parent, each answering the other at `_event.origin` (`#_scxml_<session
  /// id>`, SCXML 5.10.1 and 6.2.4): the reply reaches the session that sent the event.
  static let replyingToTheOrigin = """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript">
      <state id="s">
        <invoke id="kid"><content>
          <scxml version="1.0" datamodel="ecmascript">
            <state id="c">
              <onentry><send target="#_parent" event="hello"/></onentry>
              <transition event="reply">
                <send targetexpr="_event.origin" event="thanks"/>
              </transition>
            </state>
          </scxml>
        </content></invoke>
        <transition event="hello"><send targetexpr="_event.origin" event="reply"/></transition>
        <transition event="thanks" cond="_event.invokeid === 'kid'" target="pass"/>
        <transition event="*" target="fail"/>
      </state>
      <final id="pass"/><final id="fail"/>
    </scxml>
    """

  @Test func parentAndChildReplyToEachOthersOrigin() throws {
    let document = try SCXMLDocument(
      string: Self.replyingToTheOrigin, options: .init(allowsExpressions: true))
    let machine = SCXMLMachine(
      try document.definition(dataModel: ECMAScriptDataModel()), clock: ManualClock())
    #expect(machine.finalState == "pass")
  }

  /// A document written with a namespace prefix (`sc:`) keeps a child machine as markup in a
  /// `<data>`; the markup's text declares the prefix, so `<content expr>` reads it as an SCXML
  /// document although the declaration sits on the parent's root.
  @Test func prefixedMarkupInDataRunsAsAChildDocument() throws {
    let text = """
      <sc:scxml xmlns:sc="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript">
        <sc:datamodel>
          <sc:data id="kid">
            <sc:scxml version="1.0"><sc:state id="k"><sc:transition target="out"/></sc:state>
              <sc:final id="out"/></sc:scxml>
          </sc:data>
        </sc:datamodel>
        <sc:state id="s">
          <sc:invoke><sc:content expr="kid"/></sc:invoke>
          <sc:transition event="done.invoke" target="pass"/>
          <sc:transition event="*" target="fail"/>
        </sc:state>
        <sc:final id="pass"/><sc:final id="fail"/>
      </sc:scxml>
      """
    let document = try SCXMLDocument(string: text, options: .init(allowsExpressions: true))
    let machine = SCXMLMachine(
      try document.definition(dataModel: ECMAScriptDataModel()), clock: ManualClock())
    #expect(machine.finalState == "pass")
  }

  /// A `#_scxml_` target that names no session near this one still raises
  /// `error.communication`.
  @Test func anUnknownSessionTargetRaisesErrorCommunication() throws {
    let machine = try Self.machine(
      """
      <state id="s">
        <onentry><send target="#_scxml_nobody" event="x"/></onentry>
        <transition event="error.communication" target="pass"/>
        <transition event="*" target="fail"/>
      </state>
      <final id="pass"/><final id="fail"/>
      """)
    #expect(machine.finalState == "pass")
  }

  @Test func srcAndDataSrcAreRelativeToTheDocument() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("statekit-ecma-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Self.child.write(
      to: directory.appendingPathComponent("child.scxml"), atomically: true, encoding: .utf8)
    try #"{"limit": 3}"#.write(
      to: directory.appendingPathComponent("data.json"), atomically: true, encoding: .utf8)
    let machine = try Self.machine(
      """
      <datamodel><data id="config" src="file:data.json"/></datamodel>
      <state id="s">
        <invoke id="kid" srcexpr="'file:' + 'child.scxml'"><param name="n" expr="config.limit"/></invoke>
        <transition event="fromChild" cond="_event.data.n === 3" target="pass"/>
        <transition event="*" target="fail"/>
      </state>
      <final id="pass"/><final id="fail"/>
      """, baseURL: directory.appendingPathComponent("parent.scxml"))
    #expect(machine.finalState == "pass")
  }

  @Test func aMissingDocumentRaisesErrorExecution() throws {
    let machine = try Self.machine(
      """
      <state id="s">
        <invoke src="file:does-not-exist.scxml"/>
        <transition event="error.execution" target="pass"/>
      </state>
      <final id="pass"/>
      """,
      baseURL: FileManager.default.temporaryDirectory.appendingPathComponent("doc.scxml"))
    #expect(machine.finalState == "pass")
  }

  @Test func scriptSrcIsReadRelativeToTheDocument() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("statekit-ecma-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try "var loaded = 42;".write(
      to: directory.appendingPathComponent("setup.js"), atomically: true, encoding: .utf8)
    let machine = try Self.machine(
      """
      <script src="setup.js"/>
      <state id="s"><transition cond="loaded === 42" target="pass"/></state>
      <final id="pass"/>
      """, baseURL: directory.appendingPathComponent("doc.scxml"))
    #expect(machine.finalState == "pass")
  }

  /// W3C test 250 for a child with a data model: cancelling it runs its `<onexit>` content, so
  /// its `<log>`s write (what it would send goes nowhere: the session has ended).
  @Test func aCancelledChildRunsItsExitContent() throws {
    let lines = Mutex<[String]>([])
    let text = """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript">
        <state id="working">
          <invoke id="worker"><content>
            <scxml version="1.0" datamodel="ecmascript">
              <datamodel><data id="count" expr="2"/></datamodel>
              <state id="busy">
                <onexit><log label="leaving" expr="count + 1"/></onexit>
              </state>
            </scxml>
          </content></invoke>
          <transition event="stop" target="idle"/>
        </state>
        <state id="idle"/>
      </scxml>
      """
    let document = try SCXMLDocument(string: text, options: .init(allowsExpressions: true))
    let machine = SCXMLMachine(
      try document.definition(dataModel: ECMAScriptDataModel()), clock: ManualClock(),
      log: { label, message in lines.withLock { $0.append("\(label): \(message)") } })
    #expect(machine.child("worker") != nil)
    machine.send("stop")
    #expect(machine.child("worker") == nil)
    #expect(lines.withLock { $0 } == ["leaving: 3"])
  }

  /// A document that invokes itself starts sessions down to `maximumInvokeDepth`; the deepest
  /// one's `<invoke>` raises `error.execution` instead of exhausting the stack.
  @Test func aDocumentThatInvokesItselfStopsAtTheDepthLimit() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("statekit-ecma-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let text = """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript">
        <state id="s">
          <invoke id="again" src="self.scxml"/>
          <transition event="error.execution" target="refused"/>
        </state>
        <state id="refused"/>
      </scxml>
      """
    let url = directory.appendingPathComponent("self.scxml")
    try text.write(to: url, atomically: true, encoding: .utf8)
    let document = try SCXMLDocument(string: text, options: .init(allowsExpressions: true))
    let machine = SCXMLMachine(
      try document.definition(dataModel: ECMAScriptDataModel(), baseURL: url),
      clock: ManualClock())
    var sessions = [machine]
    while let child = sessions.last?.child("again") { sessions.append(child) }
    #expect(sessions.count == SCXMLSession.maximumInvokeDepth + 1)
    #expect(sessions.dropLast().allSatisfy { $0.atomicStates == ["s"] })
    #expect(sessions.last?.atomicStates == ["refused"])
  }
}
