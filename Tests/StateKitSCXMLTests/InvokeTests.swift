import Foundation
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

@Suite("Invoke")
struct InvokeTests {
  @Test("the child starts when its state is entered and is cancelled when it is exited")
  func startAndCancel() throws {
    let log = LogRecorder()
    let machine = try start(
      document(
        """
        <state id="idle"><transition event="start" target="working"/></state>
        <state id="working">
          <invoke id="worker">\(child(#"<state id="busy"><onexit><log label="child exits"/></onexit></state>"#))</invoke>
          <transition event="stop" target="idle"/>
        </state>
        """), log: log)
    #expect(machine.child("worker") == nil)
    machine.send("start")
    let worker = try #require(machine.child("worker"))
    #expect(worker.atomicStates == ["busy"])
    #expect(worker.session.invokeID == "worker")
    #expect(machine.session.childInvokeIDs == ["worker"])
    machine.send("stop")
    #expect(machine.child("worker") == nil)
    #expect(machine.session.childInvokeIDs == [])
    // Cancelling runs the child's exit handlers, as exitInterpreter does (W3C test 250).
    #expect(log.all == ["child exits"])
  }

  @Test("a child that reaches a top-level final state sends done.invoke.<id> to its parent")
  func doneInvoke() throws {
    let machine = try start(
      document(
        """
        <state id="waiting">
          <invoke id="job">\(child(#"<state id="run"><transition event="finish" target="end"/></state><final id="end"/>"#))</invoke>
          <transition event="done.invoke.job" target="finished"/>
        </state>
        <state id="finished"/>
        """))
    let job = try #require(machine.child("job"))
    #expect(machine.atomicStates == ["waiting"])
    job.send("finish")
    #expect(job.isDone)
    #expect(machine.atomicStates == ["finished"])
  }

  @Test("a child that finishes at once still reports done.invoke, after its own sends")
  func immediateDone() throws {
    let machine = try start(
      document(
        """
        <state id="waiting">
          <invoke id="quick">\(child(##"<final id="end"><onentry><send event="hello" target="#_parent"/></onentry></final>"##))</invoke>
          <transition event="hello" target="greeted"/>
        </state>
        <state id="greeted"><transition event="done.invoke" target="finished"/></state>
        <state id="finished"/>
        """))
    #expect(machine.atomicStates == ["finished"])
  }

  @Test("#_parent and #_<invokeid> carry events between the sessions")
  func pingPong() throws {
    let machine = try start(
      document(
        """
        <state id="parent">
          <invoke id="kid">\(child(
            """
            <state id="waiting">
              <onentry><send event="ready" target="#_parent"/></onentry>
              <transition event="ping" target="answered"><send event="pong" target="#_parent"/></transition>
            </state>
            <state id="answered"/>
            """))</invoke>
          <state id="p1"><transition event="ready" target="p2"><send event="ping" target="#_kid"/></transition></state>
          <state id="p2"><transition event="pong" target="p3"/></state>
          <state id="p3"/>
        </state>
        """))
    #expect(machine.atomicStates == ["p3"])
    #expect(machine.child("kid")?.atomicStates == ["answered"])
  }

  @Test("a state entered and exited in one macrostep invokes nothing")
  func notStartedWhenLeftAtOnce() throws {
    let machine = try start(
      document(
        """
        <state id="a"><transition event="go" target="transient"/></state>
        <state id="transient">
          <invoke id="never">\(child(##"<state id="c"><onentry><send event="started" target="#_parent"/></onentry></state>"##))</invoke>
          <transition target="b"/>
        </state>
        <state id="b"><transition event="started" target="wrong"/></state>
        <state id="wrong"/>
        """))
    machine.send("go")
    #expect(machine.atomicStates == ["b"])
    #expect(machine.session.childInvokeIDs == [])
  }

  @Test("events from a cancelled child never arrive, even delayed ones")
  func cancelledChildIsSilent() throws {
    let clock = ManualClock()
    let machine = try start(
      document(
        """
        <state id="a">
          <invoke id="kid">\(child(##"<state id="c"><onentry><send event="late" target="#_parent" delay="1s"/><send event="late2" delay="2s"/></onentry><transition event="late2" target="c2"/></state><state id="c2"><onentry><send event="late" target="#_parent"/></onentry></state>"##))</invoke>
          <transition event="leave" target="b"/>
        </state>
        <state id="b"><transition event="late" target="wrong"/></state>
        <state id="wrong"/>
        """), clock: clock)
    #expect(machine.child("kid") != nil)
    machine.send("leave")
    clock.advance(by: .seconds(5))
    #expect(machine.atomicStates == ["b"])
  }

  @Test("a delayed send to the parent waits on the shared clock; <cancel> stops it")
  func delayedSendToParent() throws {
    let clock = ManualClock()
    let text = document(
      """
      <state id="a">
        <invoke id="kid">\(child(
          """
          <state id="c">
            <onentry><send event="tick" target="#_parent" delay="1s" id="t"/></onentry>
            <transition event="abort"><cancel sendid="t"/></transition>
          </state>
          """))</invoke>
        <transition event="tick" target="b"/>
      </state>
      <state id="b"/>
      """)
    let machine = try start(text, clock: clock)
    clock.advance(by: .milliseconds(999))
    #expect(machine.atomicStates == ["a"])
    clock.advance(by: .milliseconds(1))
    #expect(machine.atomicStates == ["b"])

    let second = try start(text, clock: clock)
    second.child("kid")?.send("abort")
    clock.advance(by: .seconds(2))
    #expect(second.atomicStates == ["a"])
  }

  @Test("without an id, the invoke id is generated as stateid.N and done.invoke matches by prefix")
  func generatedID() throws {
    let machine = try start(
      document(
        """
        <state id="s">
          <invoke>\(child(#"<state id="c"><transition event="end" target="f"/></state><final id="f"/>"#))</invoke>
          <transition event="done.invoke" target="t"/>
        </state>
        <state id="t"/>
        """))
    let id = try #require(machine.session.childInvokeIDs.first)
    #expect(id.hasPrefix("s."))
    machine.child(id)?.send("end")
    #expect(machine.atomicStates == ["t"])
  }

  @Test("autoforward copies the parent's external events to the child")
  func autoforward() throws {
    let machine = try start(
      document(
        """
        <state id="s">
          <invoke id="fwd" autoforward="true">\(child(#"<state id="c1"><transition event="poke" target="c2"/></state><state id="c2"/>"#))</invoke>
          <invoke id="plain">\(child(#"<state id="c1"><transition event="poke" target="c2"/></state><state id="c2"/>"#))</invoke>
        </state>
        """))
    machine.send("poke")
    #expect(machine.child("fwd")?.atomicStates == ["c2"])
    #expect(machine.child("plain")?.atomicStates == ["c1"])
  }

  @Test("a send to a missing session becomes error.communication")
  func communicationErrors() throws {
    let machine = try start(
      document(
        """
        <state id="a">
          <onentry><send event="x" target="#_parent"/></onentry>
          <transition event="error.communication" target="b"/>
        </state>
        <state id="b">
          <onentry><send event="x" target="#_nobody"/></onentry>
          <transition event="error.communication" target="c"/>
        </state>
        <state id="c"/>
        """))
    #expect(machine.atomicStates == ["c"])
  }

  @Test("children of children are cancelled with their parent")
  func nestedCancel() throws {
    let grandchild = child(#"<state id="g"/>"#)
    let machine = try start(
      document(
        """
        <state id="a">
          <invoke id="kid">\(child(#"<state id="k"><invoke id="grandkid">"# + grandchild + "</invoke></state>"))</invoke>
          <transition event="leave" target="b"/>
        </state>
        <state id="b"/>
        """))
    let kid = try #require(machine.child("kid"))
    let grandkid = try #require(kid.child("grandkid"))
    #expect(grandkid.atomicStates == ["g"])
    machine.send("leave")
    #expect(kid.session.childInvokeIDs == [])
  }

  @Test("the parent finishing cancels its children")
  func parentDone() throws {
    let machine = try start(
      document(
        """
        <state id="a">
          <invoke id="kid">\(child(#"<state id="k"/>"#))</invoke>
          <transition event="end" target="f"/>
        </state>
        <final id="f"/>
        """))
    #expect(machine.child("kid") != nil)
    machine.send("end")
    #expect(machine.isDone)
    #expect(machine.child("kid") == nil)
  }

  @Test("on a real clock, delayed sends between sessions arrive from the timer's thread")
  func realClock() async throws {
    let definition = try SCXMLDocument(
      string: document(
        """
        <state id="top">
          <invoke id="kid">\(child(##"<state id="c"><onentry><send event="tick" target="#_parent" delay="10ms"/></onentry><transition event="tock" target="f"/></state><final id="f"/>"##))</invoke>
          <state id="a"><transition event="tick" target="b"><send event="tock" target="#_kid" /></transition></state>
          <state id="b"><transition event="done.invoke.kid" target="c"/></state>
          <state id="c"/>
        </state>
        """)
    ).definition()
    let machine = SCXMLMachine(definition)
    for _ in 0..<200 where machine.atomicStates != ["c"] {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(machine.atomicStates == ["c"])
  }
}
