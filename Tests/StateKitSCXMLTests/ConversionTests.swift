import Foundation
import StateKit
import StateKitTesting
import Testing

@testable import StateKitSCXML

@Suite("Conversion to a definition")
struct ConversionTests {
  // MARK: Structure

  @Test("<scxml initial> and atomic states; the definition is string-named with descriptors")
  func documentInitial() throws {
    let text = document(
      """
      <state id="a"><transition event="go" target="b"/></state>
      <state id="b"/>
      """, attributes: #"initial="b" name="door""#)
    let definition = try SCXMLDocument(string: text).definition()
    #expect(definition.name == "door")
    #expect(definition.eventMatching == .descriptors)
    #expect(definition.stateNodes.map(\.name) == ["door", "a", "b"])
    let machine = SCXMLMachine(definition, clock: ManualClock())
    #expect(machine.atomicStates == ["b"])
  }

  @Test("without an initial attribute, the first state starts")
  func defaultInitial() throws {
    let machine = try start(document(#"<state id="a"/><state id="b"/>"#))
    #expect(machine.atomicStates == ["a"])
  }

  @Test("a compound state enters its first child, its initial attribute, or its <initial>")
  func compoundInitial() throws {
    let machine = try start(
      document(
        """
        <state id="first"><state id="f1"/><state id="f2"/>
          <transition event="next" target="attr"/></state>
        <state id="attr" initial="a2"><state id="a1"/><state id="a2"/>
          <transition event="next" target="elem"/></state>
        <state id="elem">
          <initial><transition target="e2"><raise event="entered"/><log label="initial content"/></transition></initial>
          <state id="e1"/>
          <state id="e2"><transition event="entered" target="e1"/></state>
        </state>
        """))
    #expect(machine.atomicStates == ["f1"])
    machine.send("next")
    #expect(machine.atomicStates == ["a2"])
    machine.send("next")
    // The <initial> transition's content ran: its raised event moved e2 to e1.
    #expect(machine.atomicStates == ["e1"])
    #expect(machine.activeStates == ["elem", "e1"])
  }

  @Test("<parallel> enters every region")
  func parallel() throws {
    let machine = try start(
      document(
        """
        <parallel id="p">
          <state id="r1"><state id="a"><transition event="t" target="b"/></state><state id="b"/></state>
          <state id="r2"><state id="c"/><state id="d"/></state>
        </parallel>
        """))
    #expect(machine.atomicStates == ["a", "c"])
    machine.send("t")
    #expect(machine.atomicStates == ["b", "c"])
  }

  @Test("a nested <final> raises done.state.<parent>; a top-level one ends the machine")
  func finalStates() throws {
    let machine = try start(
      document(
        """
        <state id="job">
          <state id="work"><transition event="finish" target="finished"/></state>
          <final id="finished"/>
          <transition event="done.state.job" target="end"/>
        </state>
        <final id="end"/>
        """))
    #expect(!machine.isDone)
    #expect(machine.finalState == nil)
    machine.send("finish")
    #expect(machine.isDone)
    #expect(machine.finalState == "end")
    #expect(machine.atomicStates == ["end"])
  }

  @Test("shallow and deep <history> remember, and run their default transition's content")
  func history() throws {
    let machine = try start(
      document(
        """
        <state id="outside"><transition event="back" target="h"/><transition event="deepBack" target="dh"/></state>
        <state id="s">
          <history id="h" type="shallow"><transition target="s1"><raise event="fromDefault"/></transition></history>
          <history id="dh" type="deep"><transition target="s2b"/></history>
          <state id="s1"><transition event="fromDefault" target="s2"/></state>
          <state id="s2"><state id="s2a"><transition event="deeper" target="s2b"/></state><state id="s2b"/></state>
          <transition event="leave" target="outside"/>
        </state>
        """))
    machine.send("back")
    // Default transition to s1; its content raised fromDefault, which moved to s2 (s2a).
    #expect(machine.atomicStates == ["s2a"])
    machine.send("deeper")
    #expect(machine.atomicStates == ["s2b"])
    machine.send("leave")
    machine.send("back")
    // Shallow history remembers s2 only: its initial child s2a is entered.
    #expect(machine.atomicStates == ["s2a"])
    machine.send("deeper")
    machine.send("leave")
    machine.send("deepBack")
    #expect(machine.atomicStates == ["s2b"])
  }

  // MARK: Transitions

  @Test("event descriptors: lists, prefixes, * and .*")
  func descriptors() throws {
    let machine = try start(
      document(
        """
        <state id="a"><transition event="x y" target="b"/></state>
        <state id="b"><transition event="error" target="c"/></state>
        <state id="c"><transition event="net.*" target="d"/></state>
        <state id="d"><transition event="*" target="e"/></state>
        <state id="e"/>
        """))
    machine.send("y")
    #expect(machine.atomicStates == ["b"])
    machine.send("errors")
    #expect(machine.atomicStates == ["b"])
    machine.send("error.send.failed")
    #expect(machine.atomicStates == ["c"])
    machine.send("net.down")
    #expect(machine.atomicStates == ["d"])
    machine.send("anything")
    #expect(machine.atomicStates == ["e"])
  }

  @Test("cond=\"In('s')\" guards a transition")
  func inGuard() throws {
    let machine = try start(
      document(
        """
        <parallel id="p">
          <state id="r1">
            <state id="a">
              <transition event="t" cond="In('d')" target="b"/>
            </state>
            <state id="b"/>
          </state>
          <state id="r2"><state id="c"><transition event="u" target="d"/></state><state id="d"/></state>
        </parallel>
        """))
    machine.send("t")
    #expect(machine.atomicStates == ["a", "c"])
    machine.send("u")
    machine.send("t")
    #expect(machine.atomicStates == ["b", "d"])
  }

  @Test("targetless, internal, eventless and multi-target transitions")
  func transitionShapes() throws {
    let log = LogRecorder()
    let machine = try start(
      document(
        """
        <state id="s" initial="s1">
          <onentry><log label="enter s"/></onentry>
          <onexit><log label="exit s"/></onexit>
          <transition event="targetless"><log label="targetless"/></transition>
          <transition event="internal" type="internal" target="s2"/>
          <transition event="external" target="s2"/>
          <transition event="split" target="x y"/>
          <state id="s1"/>
          <state id="s2"/>
        </state>
        <parallel id="p">
          <state id="r1"><state id="w"/><state id="x"/></state>
          <state id="r2"><state id="y"/><state id="z"><transition target="done"/></state></state>
        </parallel>
        <state id="done"/>
        """), log: log)
    log.clear()
    machine.send("targetless")
    #expect(log.all == ["targetless"])
    log.clear()
    machine.send("internal")
    #expect(machine.atomicStates == ["s2"])
    #expect(log.all == [])
    machine.send("external")
    #expect(log.all == ["exit s", "enter s"])
    machine.send("split")
    #expect(machine.atomicStates == ["x", "y"])
  }

  @Test("eventless transitions are taken until the machine is stable")
  func eventless() throws {
    let machine = try start(
      document(
        """
        <state id="a"><transition target="b"/></state>
        <state id="b"><transition target="c"/></state>
        <state id="c"/>
        """))
    #expect(machine.atomicStates == ["c"])
  }

  // MARK: Executable content

  @Test("<onentry>/<onexit> blocks and transition content run in SCXML order")
  func actionOrder() throws {
    let log = LogRecorder()
    let machine = try start(
      document(
        """
        <state id="a">
          <onentry><log label="enter a 1"/></onentry>
          <onentry><log label="enter a 2"/></onentry>
          <onexit><log label="exit a"/></onexit>
          <transition event="go" target="b"><log label="transition" expr="'ignored ' + 1"/></transition>
        </state>
        <state id="b"><onentry><log label="enter b"/></onentry></state>
        """), log: log)
    #expect(log.all == ["enter a 1", "enter a 2"])
    log.clear()
    machine.send("go")
    // The log expression is not evaluated: only the label is logged.
    #expect(log.all == ["exit a", "transition", "enter b"])
  }

  @Test("<raise> and <send target=\"#_internal\"> use the internal queue, <send> the external one")
  func queues() throws {
    let machine = try start(
      document(
        """
        <state id="a">
          <onentry>
            <send event="external"/>
            <raise event="internal"/>
            <send event="internal2" target="#_internal"/>
          </onentry>
          <transition event="internal" target="b"/>
          <transition event="external" target="wrong"/>
        </state>
        <state id="b">
          <transition event="internal2" target="c"/>
          <transition event="external" target="wrong"/>
        </state>
        <state id="c"><transition event="external" target="d"/></state>
        <state id="d"/>
        <state id="wrong"/>
        """))
    // Both internal events were processed before the external one.
    #expect(machine.atomicStates == ["d"])
  }

  @Test("<send delay id> waits on the clock and <cancel sendid> stops it")
  func delayedSendAndCancel() throws {
    let clock = ManualClock()
    let machine = try start(
      document(
        """
        <state id="a">
          <onentry>
            <send event="late" delay="1s" id="timer"/>
            <send event="soon" delay="500ms"/>
          </onentry>
          <transition event="soon" target="b"/>
        </state>
        <state id="b">
          <transition event="late" target="late"/>
          <transition event="stop" target="c"><cancel sendid="timer"/></transition>
        </state>
        <state id="c"><transition event="late" target="late"/></state>
        <state id="late"/>
        """), clock: clock)
    clock.advance(by: .milliseconds(499))
    #expect(machine.atomicStates == ["a"])
    clock.advance(by: .milliseconds(1))
    #expect(machine.atomicStates == ["b"])
    machine.send("stop")
    clock.advance(by: .seconds(5))
    #expect(machine.atomicStates == ["c"])
  }

  @Test("a <send> with delay 0s is an ordinary external send")
  func zeroDelay() throws {
    let machine = try start(
      document(
        """
        <state id="a"><onentry><send event="go" delay="0s"/></onentry><transition event="go" target="b"/></state>
        <state id="b"/>
        """))
    #expect(machine.atomicStates == ["b"])
  }

  @Test("<log> maps to a log action with its label")
  func logAction() throws {
    let definition = try SCXMLDocument(
      string: document(
        #"<state id="a"><onentry><log label="hello" expr="x"/><log/></onentry></state>"#)
    ).definition()
    let node = try #require(definition.node(for: "a"))
    let actions = definition.entryActions(of: node.id)
    #expect(actions.count == 2)
    guard case .log(let label, let message) = actions[0].kind else {
      Issue.record("expected a log action")
      return
    }
    #expect(label == "hello")
    #expect(message == "")
  }

  @Test("transitions become descriptor triggers with In() guards as data")
  func introspection() throws {
    let definition = try SCXMLDocument(
      string: document(
        """
        <state id="a">
          <transition event="x y.*" cond="In('b')" target="b" type="internal"/>
        </state>
        <state id="b"/>
        """)
    ).definition()
    let transition = try #require(definition.transitionList.first)
    guard case .events(let events) = transition.trigger else {
      Issue.record("expected an event trigger")
      return
    }
    #expect(events == ["x", "y.*"])
    #expect(transition.inStateGuard?.node == definition.node(for: "b")?.id)
    #expect(transition.inStateGuard?.negated == false)
    #expect(transition.type == .internal)
  }

  // MARK: Refusals

  @Test(
    "valid SCXML that StateKit does not run is refused with the element and its location",
    arguments: [
      (
        #"<state id="a"><onentry><send event="x" target="http://example.com"/></onentry></state>"#,
        "send"
      ),
      (
        ##"<state id="a"><onentry><send event="x" target="#_scxml_42"/></onentry></state>"##, "send"
      ),
      (
        ##"<state id="a"><onentry><send event="x" type="http://www.w3.org/TR/scxml/#BasicHTTPEventProcessor"/></onentry></state>"##,
        "send"
      ),
      (
        ##"<state id="a"><onentry><send event="x" target="#_internal" delay="1s"/></onentry></state>"##,
        "send"
      ),
      (#"<state id="a"><onentry><send><content>data</content></send></onentry></state>"#, "send"),
      (
        #"<state id="a"><invoke type="http://example.com/service"><content><scxml xmlns="http://www.w3.org/2005/07/scxml"><state id="c"/></scxml></content></invoke></state>"#,
        "invoke"
      ),
      (#"<state id="a"><invoke><content>text</content></invoke></state>"#, "invoke"),
      (
        #"<state id="a"><invoke><content><scxml xmlns="http://www.w3.org/2005/07/scxml"><state id="c"/></scxml></content><finalize><raise event="x"/></finalize></invoke></state>"#,
        "finalize"
      ),
    ])
  func unsupported(body: String, element: String) throws {
    let error = try #require(try conversionError(document(body)))
    #expect(error.kind == .unsupported)
    #expect(error.element == element)
    #expect(error.sourceLocation.line == 2)
  }

  @Test(
    "documents parsed with expressions allowed are refused by the conversion, naming the element",
    arguments: [
      (#"<state id="a"><transition event="t" cond="x > 1" target="a"/></state>"#, "transition"),
      (#"<state id="a"><onentry><assign location="x" expr="1"/></onentry></state>"#, "assign"),
      (#"<state id="a"><onentry><script>x = 1</script></onentry></state>"#, "script"),
      (#"<state id="a"><onentry><send eventexpr="'x'"/></onentry></state>"#, "send"),
      (#"<state id="a"><onentry><send event="x" delayexpr="'1s'"/></onentry></state>"#, "send"),
      (#"<state id="a"><onentry><cancel sendidexpr="'x'"/></onentry></state>"#, "cancel"),
      (
        #"<state id="a"><onentry><foreach array="[1]" item="i"><raise event="x"/></foreach></onentry></state>"#,
        "foreach"
      ),
      (#"<datamodel><data id="x" expr="1"/></datamodel><state id="a"/>"#, "data"),
      (#"<state id="a"><invoke srcexpr="'c.scxml'"/></state>"#, "invoke"),
    ])
  func expressions(body: String, element: String) throws {
    let error = try #require(try conversionError(document(body), allowsExpressions: true))
    #expect(error.kind == .needsExpressions)
    #expect(error.element == element)
  }

  @Test("a document with a datamodel attribute and <data> without expressions runs")
  func datamodelWithoutExpressions() throws {
    let machine = try start(
      document(
        #"<datamodel><data id="x"/></datamodel><state id="a"/>"#,
        attributes: #"datamodel="ecmascript""#))
    #expect(machine.atomicStates == ["a"])
  }

  @Test("the parser's refusal of expressions is kept by SCXMLMachine.load")
  func loadRefusesExpressions() {
    #expect(throws: SCXMLError.self) {
      _ = try SCXMLMachine.load(
        document(#"<state id="a"><transition event="t" cond="x" target="a"/></state>"#),
        clock: ManualClock())
    }
  }
}
