import StateKit
import StateKitTesting
import Testing

@testable import StateKitSCXML

/// A child document for `<invoke><content>`.
private func child(_ body: String) -> String {
  """
  <content><scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
  \(body)
  </scxml></content>
  """
}

/// `<invoke>` as the engine's state-scoped work: no listener, the program on the definition.
@Suite("Invoke as state-scoped work")
struct InvokeWorkTests {
  private static let invoking = document(
    """
    <state id="idle"><transition event="start" target="working"/></state>
    <state id="working">
      <invoke id="worker">\(child(#"<state id="busy"><onexit><log label="child exits"/></onexit></state>"#))</invoke>
      <transition event="stop" target="idle"/>
    </state>
    """)

  @Test("an SCXML machine nobody observes has no listener, and its children none either")
  func unobserved() throws {
    let machine = try start(Self.invoking)
    #expect(!machine.machine.isObserved)
    machine.send("start")
    let worker = try #require(machine.child("worker"))
    #expect(!machine.machine.isObserved)
    #expect(!worker.machine.isObserved)
  }

  @Test("exiting the invoking state cancels the child through the engine, without a subscription")
  func cancelledByTheEngine() throws {
    let log = LogRecorder()
    let machine = try start(Self.invoking, log: log)
    machine.send("start")
    let worker = try #require(machine.child("worker"))
    #expect(machine.machine.snapshot.runningWork.count == 1)
    machine.send("stop")
    #expect(!machine.machine.isObserved)
    #expect(machine.machine.snapshot.runningWork.isEmpty)
    #expect(machine.child("worker") == nil)
    #expect(log.all == ["child exits"])
    // The cancelled child's session is over: what it is sent changes nothing it reports.
    worker.send("anything")
    #expect(machine.atomicStates == ["idle"])
  }

  @Test("releasing the machine cancels its running children")
  func releaseCancels() throws {
    let log = LogRecorder()
    var machine: SCXMLMachine? = try start(Self.invoking, log: log)
    machine?.send("start")
    #expect(machine?.child("worker") != nil)
    weak let engine = machine?.machine
    weak let session = machine?.session
    machine = nil
    #expect(engine == nil)
    #expect(session == nil)
    #expect(log.all == ["child exits"])
  }

  @Test("the definition carries the program; its context is only a placeholder")
  func programOnTheDefinition() throws {
    let definition = try SCXMLDocument(string: Self.invoking).definition()
    let program = try #require(definition.extensions as? SCXMLProgram)
    #expect(program.invocations["working"]?.map(\.id) == ["worker"])
    #expect(definition.initialContext.clock == nil)
  }

  @Test("only a document that autoforwards is observed, by its SCXMLMachine")
  func autoforwardObserves() throws {
    let machine = try start(
      document(
        """
        <state id="s">
          <invoke id="fwd" autoforward="true">\(child(#"<state id="c1"><transition event="poke" target="c2"/></state><state id="c2"/>"#))</invoke>
        </state>
        """))
    #expect(machine.machine.isObserved)
    #expect(machine.child("fwd")?.machine.isObserved == false)
  }

  @Test("the invoking state's exit cancels the child before the transition's own sends run")
  func cancelledBeforeTransitionContent() throws {
    let machine = try start(
      document(
        """
        <state id="a">
          <invoke id="kid">\(child(#"<state id="k"/>"#))</invoke>
          <transition event="leave" target="b"><send event="hello" target="#_kid"/></transition>
        </state>
        <state id="b"><transition event="error.communication" target="c"/></state>
        <state id="c"/>
        """))
    machine.send("leave")
    #expect(machine.atomicStates == ["c"])
  }

  @Test("done.invoke is the child's last word: its final state's exit handlers send first")
  func doneAfterExitHandlers() throws {
    let machine = try start(
      document(
        """
        <state id="waiting">
          <invoke id="kid">\(child(##"<state id="k"><transition event="end" target="f"/></state><final id="f"><onexit><send event="bye" target="#_parent"/></onexit></final>"##))</invoke>
          <transition event="bye" target="saidBye"/>
          <transition event="done.invoke.kid" target="wrong"/>
        </state>
        <state id="saidBye">
          <transition event="done.invoke.kid" target="wrong"/>
        </state>
        <state id="wrong"/>
        """))
    machine.child("kid")?.send("end")
    #expect(machine.atomicStates == ["saidBye"])
  }

  @Test("the action that ends the session is not exported")
  func finishNotExported() throws {
    let text = document(#"<state id="a"><transition event="e" target="f"/></state><final id="f"/>"#)
    let exported = try SCXMLDocument(string: text).definition().scxml()
    #expect(!exported.contains("done.invoke"))
    #expect(!exported.contains("onexit"))
  }
}
