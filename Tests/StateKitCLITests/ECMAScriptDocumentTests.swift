import Foundation
import Testing

/// The CLI on documents with `datamodel="ecmascript"`.
@Suite("statekit on ECMAScript documents")
struct ECMAScriptDocumentTests {
  private static let counter = """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript">
      <datamodel><data id="count" expr="0"/></datamodel>
      <state id="counting">
        <transition event="tick" cond="count &lt; 1">
          <assign location="count" expr="count + 1"/><log label="count" expr="count"/>
        </transition>
        <transition event="tick" target="done"/>
      </state>
      <final id="done"/>
    </scxml>
    """

  @Test func checkAndDiagramReadTheDocument() throws {
    let workspace = try Workspace()
    try workspace.write("counter.scxml", Self.counter)
    let check = try workspace.run("check", "counter.scxml")
    #expect(check.status == 0, "\(check.error)")
    let diagram = try workspace.run("diagram", "counter.scxml", "--format", "mermaid")
    #expect(diagram.status == 0, "\(diagram.error)")
    #expect(diagram.output.contains("counting --> counting : tick [count #lt; 1]"))
  }

  @Test func simulateEvaluatesTheData() throws {
    let workspace = try Workspace()
    try workspace.write("counter.scxml", Self.counter)
    let result = try workspace.run("simulate", "counter.scxml", input: "tick\ntick\n")
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("log count: 1\n"))
    #expect(result.output.contains("  entered: done\n"))
  }

  private static let pinger = """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript">
      <datamodel><data id="tries" expr="0"/></datamodel>
      <state id="idle">
        <transition event="go" target="waiting">
          <assign location="tries" expr="tries + 1"/>
          <send event="ping" namelist="tries"/>
          <send id="timeout" event="expired" delay="2s"/>
        </transition>
      </state>
      <state id="waiting">
        <transition event="ping" target="pinged">
          <log label="ping" expr="_event.data.tries"/>
        </transition>
      </state>
      <state id="pinged">
        <transition event="stop" target="idle"><cancel sendid="timeout"/></transition>
        <transition event="expired" target="late"/>
        <transition event="call" target="calling">
          <send event="hello" target="#_parent" delay="1s"/>
        </transition>
      </state>
      <state id="calling">
        <transition event="error.communication" target="unreachable"/>
      </state>
      <final id="unreachable"/>
      <final id="late"/>
    </scxml>
    """

  @Test func simulateDeliversWhatTheDocumentSendsItself() throws {
    let workspace = try Workspace()
    try workspace.write("pinger.scxml", Self.pinger)
    let result = try workspace.run("simulate", "pinger.scxml", input: "go\n")
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("log ping: 1\nping (sent by the machine): handled\n"))
    #expect(result.output.contains("  configuration: pinged\n"))
    #expect(result.output.contains("  timers: timeout → expired after 2.0 seconds\n"))
    #expect(!result.output.contains("deliver sends"))
  }

  @Test func simulateFiresAndCancelsDelayedSends() throws {
    let workspace = try Workspace()
    try workspace.write("pinger.scxml", Self.pinger)
    let cancelled = try workspace.run(
      "simulate", "pinger.scxml", input: "go\nstop\n:timers\n:fire\n")
    #expect(cancelled.status == 0, "\(cancelled.error)")
    #expect(cancelled.output.hasSuffix("no pending timers\nno pending timers\n"))
    let fired = try workspace.run("simulate", "pinger.scxml", input: "go\n:fire timeout\n")
    #expect(fired.status == 0, "\(fired.error)")
    #expect(
      fired.output.contains("timer timeout → expired\nexpired (sent by the machine): handled\n"))
    #expect(fired.output.contains("  configuration: late (done)\n"))
  }

  @Test func simulateAnswersADelayedSendToAMissingSessionWithAnError() throws {
    let workspace = try Workspace()
    try workspace.write("pinger.scxml", Self.pinger)
    let result = try workspace.run("simulate", "pinger.scxml", input: "go\ncall\n:fire\n")
    #expect(result.status == 0, "\(result.error)")
    #expect(
      result.output.contains(
        "timer send.1 → hello to #_parent\n"
          + "error.communication [no session #_parent] (sent by the machine): handled\n"))
    #expect(result.output.contains("  configuration: unreachable (done)\n"))
  }

  @Test func aSyntaxErrorIsReportedWithItsPlace() throws {
    let workspace = try Workspace()
    try workspace.write(
      "bad.scxml",
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript">
        <state id="s"><transition cond="1 +" event="go" target="t"/></state><state id="t"/>
      </scxml>
      """)
    let strict = try workspace.run("check", "--strict", "bad.scxml")
    #expect(strict.status == 2)
    #expect(strict.error.contains("bad.scxml:2:29: error: cond=\"1 +\" is not valid ecmascript"))
    // By default it is a warning, and the condition raises error.execution when it runs.
    let lenient = try workspace.run("simulate", "bad.scxml", input: "go\n")
    #expect(lenient.status == 0, "\(lenient.error)")
    #expect(lenient.output.contains("  configuration: s\n"), "the condition was false")
    #expect(
      lenient.error.contains(
        "bad.scxml:2:29: warning: cond=\"1 +\" is not valid ecmascript: SyntaxError"))
    #expect(lenient.error.contains("it raises error.execution when it runs"))
  }
}

/// `--resources`: what a document's `src` may read from the CLI.
@Suite("statekit --resources")
struct ResourcesOptionTests {
  private static let reader = """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript">
      <datamodel><data id="secret" src="../secret.json"/></datamodel>
      <state id="s"><onentry><log label="secret" expr="secret"/></onentry></state>
    </scxml>
    """

  @Test func aSourceOutsideTheDocumentsDirectoryIsRefusedUnlessWidened() throws {
    let workspace = try Workspace()
    try workspace.write("secret.json", #""s3cret""#)
    try FileManager.default.createDirectory(
      at: workspace.url.appendingPathComponent("docs"), withIntermediateDirectories: true)
    try workspace.write("docs/reader.scxml", Self.reader)
    let refused = try workspace.run("simulate", "docs/reader.scxml", input: "")
    #expect(refused.status == 2)
    #expect(refused.error.hasPrefix("docs/reader.scxml:2:32: error: src=\"../secret.json\""))
    #expect(refused.error.contains("only files inside the document's directory"))
    #expect(!refused.output.contains("s3cret"))
    let widened = try workspace.run(
      "simulate", "docs/reader.scxml", "--resources", "any", input: "")
    #expect(widened.status == 0, "\(widened.error)")
    #expect(widened.output.contains("log secret: s3cret"))
  }
}
