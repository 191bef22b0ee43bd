import StateKitClock
import StateKitSCXML
import StateKitSCXMLECMAScript
import Synchronization
import Testing

/// Documents with `datamodel="ecmascript"` running on the engine.
@Suite("ECMAScript documents")
struct DocumentTests {
  static func machine(
    _ body: String, head: String = "", clock: ManualClock = ManualClock(),
    log: @escaping @Sendable (String, String) -> Void = { _, _ in }
  ) throws -> SCXMLMachine {
    let text = """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript" \
      name="doc" \(head)>
      \(body)
      </scxml>
      """
    let document = try SCXMLDocument(string: text, options: .init(allowsExpressions: true))
    return SCXMLMachine(
      try document.definition(dataModel: ECMAScriptDataModel()), clock: clock, log: log)
  }

  @Test func dataAssignAndConditions() throws {
    let machine = try Self.machine(
      """
      <datamodel><data id="count" expr="0"/></datamodel>
      <state id="counting">
        <transition event="tick" cond="count &lt; 2"><assign location="count" expr="count + 1"/></transition>
        <transition event="tick" target="done"/>
      </state>
      <final id="done"/>
      """)
    machine.send("tick")
    machine.send("tick")
    #expect(machine.atomicStates == ["counting"])
    machine.send("tick")
    #expect(machine.finalState == "done")
  }

  /// Inline `<data>` content is an expression kept as the data model evaluates it: a function
  /// stays callable, other content keeps its value, and text that is no expression is a string.
  @Test func inlineDataContentKeepsFunctions() throws {
    let machine = try Self.machine(
      """
      <datamodel>
        <data id="f">function () { return 1 }</data>
        <data id="list">[1, 2]</data>
        <data id="words">hello   world</data>
      </datamodel>
      <state id="s">
        <transition cond="typeof f === 'function' &amp;&amp; f() === 1 &amp;&amp; list[1] === 2 &amp;&amp; words === 'hello world'" target="pass"/>
        <transition target="fail"/>
      </state>
      <final id="pass"/><final id="fail"/>
      """)
    #expect(machine.finalState == "pass")
  }

  /// Read leniently: several `<script>`s in `<scxml>` run in document order, and a `<data>`
  /// outside `<datamodel>` is data of the document.
  @Test func severalTopLevelScriptsRunInOrderAndStrayDataIsDeclared() throws {
    let machine = try Self.machine(
      """
      <script>var order = ['first'];</script>
      <data id="x" expr="1"/>
      <state id="s">
        <transition cond="order.join() === 'first,second' &amp;&amp; x === 1" target="pass"/>
        <transition target="fail"/>
      </state>
      <script>order.push('second');</script>
      <final id="pass"/><final id="fail"/>
      """)
    #expect(machine.finalState == "pass")
    let exported = machine.definition.scxml()
    let strict = SCXMLParser(options: .init(allowsExpressions: true, isStrict: true))
    let reloaded = try strict.parse(exported).get()
    #expect(reloaded.scripts.count == 1, "the export joins the scripts into one")
    let again = SCXMLMachine(try reloaded.definition(dataModel: ECMAScriptDataModel()))
    #expect(again.finalState == "pass", "\(exported)")
  }

  @Test func eventDataFromTheHost() throws {
    let machine = try Self.machine(
      """
      <state id="idle">
        <transition event="login" cond="_event.data.user === 'ada' &amp;&amp; _event.type === 'external'" target="in"/>
      </state>
      <state id="in"/>
      """)
    machine.send("login", data: .object(["user": .string("bob")]))
    #expect(machine.atomicStates == ["idle"])
    machine.send("login", data: .object(["user": .string("ada")]))
    #expect(machine.atomicStates == ["in"])
  }

  @Test func ifElseifElseAndForeach() throws {
    let machine = try Self.machine(
      """
      <datamodel><data id="list" expr="[1, 2, 3]"/><data id="sum" expr="0"/><data id="kind"/></datamodel>
      <state id="s">
        <onentry>
          <foreach array="list" item="n" index="i"><assign location="sum" expr="sum + n"/></foreach>
          <if cond="sum &gt; 10"><assign location="kind" expr="'big'"/>
          <elseif cond="sum === 6"/><assign location="kind" expr="'six'"/>
          <else/><assign location="kind" expr="'other'"/></if>
        </onentry>
        <transition cond="kind === 'six'" target="pass"/>
        <transition target="fail"/>
      </state>
      <final id="pass"/><final id="fail"/>
      """)
    #expect(machine.finalState == "pass")
  }

  @Test func failuresRaiseErrorExecutionWithTheMessage() throws {
    let machine = try Self.machine(
      """
      <datamodel><data id="message"/></datamodel>
      <state id="s">
        <onentry><assign location="nowhere.at.all" expr="1"/><raise event="skipped"/></onentry>
        <transition event="error.execution" target="t">
          <assign location="message" expr="_event.data.message"/>
        </transition>
        <transition event="skipped" target="fail"/>
      </state>
      <state id="t">
        <transition cond="typeof message === 'string' &amp;&amp; message.length &gt; 0
          &amp;&amp; _event.data.tagname === 'assign' &amp;&amp; _event.data.line === 4" target="pass"/>
      </state>
      <final id="pass"/><final id="fail"/>
      """)
    #expect(machine.finalState == "pass")
  }

  @Test func aFailingConditionIsFalseAndRaisesErrorExecution() throws {
    let machine = try Self.machine(
      """
      <state id="s">
        <transition cond="no.such.thing" target="fail"/>
        <transition event="error.execution" target="pass"/>
      </state>
      <final id="pass"/><final id="fail"/>
      """)
    #expect(machine.finalState == "pass")
  }

  @Test func inAndSystemVariables() throws {
    let machine = try Self.machine(
      """
      <parallel id="p">
        <state id="a">
          <transition cond="In('b') &amp;&amp; _name === 'doc' &amp;&amp; typeof _sessionid === 'string'
            &amp;&amp; _ioprocessors.scxml.location === '#_scxml_' + _sessionid" target="pass"/>
        </state>
        <state id="b"/>
      </parallel>
      <final id="pass"/>
      """)
    #expect(machine.finalState == "pass")
  }

  @Test func sendWithExpressionsNamelistAndParams() throws {
    let clock = ManualClock()
    let machine = try Self.machine(
      """
      <datamodel><data id="x" expr="7"/><data id="name" expr="'ping'"/><data id="sid"/></datamodel>
      <state id="s">
        <onentry>
          <send eventexpr="name" delayexpr="'1s'" namelist="x" idlocation="sid">
            <param name="y" expr="x * 2"/>
          </send>
        </onentry>
        <transition event="ping" cond="_event.data.x === 7 &amp;&amp; _event.data.y === 14
          &amp;&amp; _event.sendid === sid" target="pass"/>
        <transition event="*" target="fail"/>
      </state>
      <final id="pass"/><final id="fail"/>
      """, clock: clock)
    #expect(machine.atomicStates == ["s"])
    clock.advance(by: .seconds(1))
    #expect(machine.finalState == "pass")
  }

  @Test func logExpressions() throws {
    let lines = Mutex<[String]>([])
    _ = try Self.machine(
      """
      <state id="s"><onentry><log label="sum" expr="1 + 2"/></onentry></state>
      """, log: { label, message in lines.withLock { $0.append("\(label): \(message)") } })
    #expect(lines.withLock { $0 } == ["sum: 3"])
  }

  @Test func lateBindingAssignsDataOnFirstEntry() throws {
    let machine = try Self.machine(
      """
      <state id="s0">
        <transition cond="typeof late === 'undefined'" target="s1"/>
      </state>
      <state id="s1">
        <datamodel><data id="late" expr="'bound'"/></datamodel>
        <transition cond="late === 'bound'" target="pass"/>
      </state>
      <final id="pass"/>
      """, head: "binding=\"late\"")
    #expect(machine.finalState == "pass")
  }

  @Test func doneDataIsTheDataOfDoneState() throws {
    let machine = try Self.machine(
      """
      <state id="s" initial="s1">
        <transition event="done.state.s" cond="_event.data.v === 2" target="pass"/>
        <transition event="done.state.s" target="fail"/>
        <state id="s1"><transition target="s2"/></state>
        <final id="s2"><donedata><param name="v" expr="1 + 1"/></donedata></final>
      </state>
      <final id="pass"/><final id="fail"/>
      """)
    #expect(machine.finalState == "pass")
  }

  @Test func cancelStopsADelayedSendOfTheSameBlock() throws {
    let clock = ManualClock()
    let machine = try Self.machine(
      """
      <state id="s">
        <onentry>
          <send id="foo" event="early" delayexpr="'1s'"/>
          <send event="late" delayexpr="'2s'"/>
          <cancel sendidexpr="'foo'"/>
        </onentry>
        <transition event="late" target="pass"/>
        <transition event="*" target="fail"/>
      </state>
      <final id="pass"/><final id="fail"/>
      """, clock: clock)
    clock.advance(by: .seconds(2))
    #expect(machine.finalState == "pass")
  }

  @Test func withoutADatamodelAttributeTheGivenLanguageApplies() throws {
    let text = """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
        <datamodel><data id="x" expr="2"/></datamodel>
        <state id="s"><transition cond="x * 2 === 4" target="pass"/></state>
        <final id="pass"/>
      </scxml>
      """
    let document = try SCXMLDocument(string: text, options: .init(allowsExpressions: true))
    let machine = SCXMLMachine(try document.definition(dataModel: ECMAScriptDataModel()))
    #expect(machine.finalState == "pass")
    let null = try SCXMLDocument(
      string: text.replacingOccurrences(of: "version=\"1.0\"", with: "datamodel=\"null\""),
      options: .init(allowsExpressions: true))
    #expect(throws: SCXMLError.self) { try null.definition(dataModel: ECMAScriptDataModel()) }
  }
}
