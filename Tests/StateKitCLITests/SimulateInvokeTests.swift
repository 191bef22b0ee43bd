import Foundation
import Testing

/// `statekit simulate` runs the children of `<invoke>` as `SCXMLMachine` runs them: their lines
/// are indented under the parent's and led by the invoke id.
struct SimulateInvokeTests {
  /// A parent that invokes `child.scxml` with a parameter and waits for it to finish.
  static let parent = """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript"
           initial="idle">
      <datamodel><data id="answer" expr="0"/></datamodel>
      <state id="idle"><transition event="go" target="working"/></state>
      <state id="working">
        <invoke id="worker" src="child.scxml" autoforward="true">
          <param name="greeting" expr="'hello'"/>
          <finalize><assign location="answer" expr="_event.data.value"/></finalize>
        </invoke>
        <onexit><log label="answer" expr="answer"/></onexit>
        <transition event="ask"><send event="question" target="#_worker"/></transition>
        <transition event="answered" cond="answer == 42" target="idle"/>
        <transition event="done.invoke.worker" target="finished"/>
      </state>
      <final id="finished"/>
    </scxml>
    """

  static let child = """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript"
           initial="listening">
      <datamodel><data id="greeting" expr="'none'"/></datamodel>
      <state id="listening">
        <onentry>
          <log label="greeting" expr="greeting"/>
          <send event="tick" id="tick" delay="5s"/>
        </onentry>
        <onexit><log label="leaving" expr="'listening'"/></onexit>
        <transition event="question">
          <send event="answered" target="#_parent"><param name="value" expr="42"/></send>
        </transition>
        <transition event="tick" target="done"/>
      </state>
      <final id="done"/>
    </scxml>
    """

  private func workspace() throws -> Workspace {
    let workspace = try Workspace()
    try workspace.write("parent.scxml", Self.parent)
    try workspace.write("child.scxml", Self.child)
    return workspace
  }

  @Test func startsTheChildWithItsParametersUnderTheParent() throws {
    let result = try workspace().run("simulate", "parent.scxml", input: "go\n")
    #expect(result.status == 0, "\(result.error)")
    #expect(
      result.output.hasSuffix(
        """
        go: handled
          exited: idle
          entered: working
          effects: start invoke worker
          configuration: working
          enabled: ask
          worker: log greeting: hello
          worker: start
              entered: listening
              configuration: listening
              enabled: question, tick
              timers: tick → tick after 5.0 seconds

        """))
  }

  /// The parent sends the child a question; the child's answer runs the `<finalize>` before
  /// the parent processes it. The child gets the parent's `ask` (autoforward) before the
  /// question, as the specification's event loop forwards an event before its macrostep.
  @Test func deliversEventsBetweenTheSessions() throws {
    let result = try workspace().run("simulate", "parent.scxml", input: "go\nask\n")
    #expect(result.status == 0, "\(result.error)")
    #expect(
      result.output.contains(
        """
          worker: ask (forwarded by the parent): ignored
          worker: question (from the parent): handled
              configuration: listening
              enabled: question, tick
              timers: tick → tick after 5.0 seconds
        log answer: 42
        answered (from worker): handled
          exited: working
          entered: idle
          effects: cancel work(2.0#1)
          configuration: idle
          enabled: go
          worker: cancelled
          worker: log leaving: listening

        """))
  }

  /// A child's timers are named after it; firing one runs the child, and its end reaches the
  /// parent as `done.invoke.worker`.
  @Test func firesTheChildsTimers() throws {
    let result = try workspace().run(
      "simulate", "parent.scxml", input: "go\n:timers\n:fire worker/tick\n")
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("\nworker/tick → tick after 5.0 seconds\n"))
    #expect(
      result.output.contains(
        """
          worker: timer tick → tick
          worker: log leaving: listening
          worker: tick (sent by the machine): handled
              exited: listening
              entered: done
        """))
    #expect(result.output.contains("done.invoke.worker (from worker): handled\n"))
    #expect(result.output.hasSuffix("  configuration: finished (done)\n"))
  }

  /// With the null data model: an inline child, a send to it by id, and its answer to the
  /// parent.
  @Test func runsInlineChildrenOfTheNullDataModel() throws {
    let workspace = try Workspace()
    try workspace.write(
      "inline.scxml",
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="on">
        <state id="on">
          <invoke id="echo"><content>
            <scxml version="1.0" initial="wait">
              <state id="wait">
                <transition event="ping"><send event="pong" target="#_parent"/></transition>
              </state>
            </scxml>
          </content></invoke>
          <transition event="call"><send event="ping" target="#_echo"/></transition>
          <transition event="wrong"><send event="ping" target="#_nobody"/></transition>
          <transition event="pong" target="off"/>
          <transition event="error.communication" target="lost"/>
        </state>
        <state id="off"/>
        <state id="lost"/>
      </scxml>
      """)
    let answered = try workspace.run("simulate", "inline.scxml", input: "call\n")
    #expect(answered.status == 0, "\(answered.error)")
    #expect(answered.output.contains("  echo: ping (from the parent): handled\n"))
    #expect(answered.output.contains("pong (from echo): handled\n"))
    #expect(answered.output.hasSuffix("  echo: cancelled\n"))
    let lost = try workspace.run("simulate", "inline.scxml", input: "wrong\n")
    #expect(lost.status == 0, "\(lost.error)")
    #expect(
      lost.output.contains(
        "error.communication [no session #_nobody] (sent by the machine): handled\n"))
  }

  /// A parent and a child that answer each other forever are stopped by --max-sent-events.
  @Test func stopsSessionsThatKeepTalking() throws {
    let workspace = try Workspace()
    try workspace.write(
      "chatty.scxml",
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="on">
        <state id="on">
          <invoke id="twin"><content>
            <scxml version="1.0">
              <state id="s">
                <transition event="ping"><send event="pong" target="#_parent"/></transition>
              </state>
            </scxml>
          </content></invoke>
          <transition event="start"><send event="ping" target="#_twin"/></transition>
          <transition event="pong"><send event="ping" target="#_twin"/></transition>
        </state>
      </scxml>
      """)
    let result = try workspace.run(
      "simulate", "chatty.scxml", "--max-sent-events", "5", input: "start\n")
    #expect(result.status == 3)
    #expect(result.output.contains("stopped: the machine sent itself 5 events in a row"))
    #expect(result.output.components(separatedBy: "pong (from twin): handled").count == 6)
  }

  /// A document that invokes itself stops at `SCXMLSession.maximumInvokeDepth` sessions.
  @Test func boundsSessionsThatInvokeThemselves() throws {
    let workspace = try Workspace()
    try workspace.write(
      "self.scxml",
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript">
        <state id="s"><invoke id="again" src="self.scxml"/></state>
      </scxml>
      """)
    let result = try workspace.run("simulate", "self.scxml", input: "")
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.components(separatedBy: "again: start\n").count == 33)
    #expect(
      result.output.contains(
        "again: error.execution [<invoke> of again not started: sessions nest at most 32 deep "))
  }

  /// SCXML-tutorial's own invoke tests, from the corpus: the child loaded from `src` gets its
  /// `<param>`, and the parent reaches `pass` on its `done.invoke`.
  @Test func runsTheCorpusInvokeTestsToPass() throws {
    let directory = CorpusTests.corpus.appendingPathComponent(
      "alexzhornyak+SCXML-tutorial/Tests/ecma/Custom/invoke")
    let result = try CLI.run(["simulate", "testInvokePassParam.scxml"], in: directory, input: "")
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("done.invoke.ID_SUB (from ID_SUB): handled\n"))
    #expect(result.output.contains("log Outcome: pass\n"))
    #expect(result.output.hasSuffix("  configuration: pass (done)\n"))
  }

  /// A parent and its child answer each other at `_event.origin` (`#_scxml_<session id>`), as
  /// `SCXMLMachine` delivers it.
  @Test func repliesReachTheOriginSession() throws {
    let workspace = try Workspace()
    try workspace.write(
      "origin.scxml",
      """
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
          <transition event="thanks" target="pass"/>
          <transition event="*" target="fail"/>
        </state>
        <final id="pass"/><final id="fail"/>
      </scxml>
      """)
    let result = try workspace.run("simulate", "origin.scxml", input: "")
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("  kid: reply (from the parent): handled\n"))
    #expect(result.output.contains("thanks (from kid): handled\n  exited: s\n  entered: pass\n"))
  }

  /// `:send CHILD EVENT` reaches a running child, as its parent's `#_<id>` would.
  @Test func sendsToAChildFromThePrompt() throws {
    let result = try workspace().run(
      "simulate", "parent.scxml", input: "go\n:send worker question\n:send nobody x\n")
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("  worker: question (from the parent): handled\n"))
    #expect(result.output.contains("answered (from worker): handled\n"))
    #expect(result.output.hasSuffix("no running child 'nobody'\n"))
  }
}
