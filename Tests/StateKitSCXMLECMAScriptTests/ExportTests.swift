import StateKit
import StateKitClock
import StateKitSCXML
import StateKitSCXMLECMAScript
import Testing

/// A definition converted with the ECMAScript data model, written as SCXML and loaded back.
@Suite("ECMAScript export")
struct ExportTests {
  private static let text = """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript">
      <datamodel><data id="list" expr="[1, 2, 3]"/><data id="sum" expr="0"/></datamodel>
      <script>function double(x) { return x * 2; }</script>
      <state id="s" initial="s1">
        <datamodel><data id="local">"inline"</data></datamodel>
        <onentry>
          <foreach array="list" item="n" index="i"><assign location="sum" expr="sum + double(n)"/></foreach>
          <if cond="sum === 12"><raise event="twelve"/><elseif cond="In('s1')"/><raise event="x"/><else/><log label="no" expr="sum"/></if>
          <send event="later" delayexpr="'1s'" namelist="sum"><param name="p" expr="local"/></send>
        </onentry>
        <transition event="done.state.s" cond="_event.data.v === 'done'" target="pass"/>
        <state id="s1">
          <transition event="later" cond="_event.data.sum === 12 &amp;&amp; _event.data.p === 'inline'" target="s2"/>
        </state>
        <final id="s2"><donedata><param name="v" expr="'done'"/></donedata></final>
      </state>
      <final id="pass"/>
    </scxml>
    """

  private static func run(_ definition: SCXMLDefinition) -> String? {
    let clock = ManualClock()
    let machine = SCXMLMachine(definition, clock: clock)
    clock.advance(by: .seconds(1))
    return machine.finalState
  }

  @Test func expressionsSurviveARoundTrip() throws {
    let document = try SCXMLDocument(string: Self.text, options: .init(allowsExpressions: true))
    let definition = try document.definition(dataModel: ECMAScriptDataModel())
    #expect(Self.run(definition) == "pass")
    let exported = definition.scxml()
    #expect(exported.contains(#"datamodel="ecmascript""#))
    #expect(exported.contains(#"<assign location="sum" expr="sum + double(n)"/>"#))
    let reloaded = try SCXMLDocument(string: exported, options: .init(allowsExpressions: true))
      .definition(dataModel: ECMAScriptDataModel())
    #expect(Self.run(reloaded) == "pass", "\(exported)")
  }
}
