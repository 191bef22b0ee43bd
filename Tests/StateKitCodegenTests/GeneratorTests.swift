import StateKitCodegen
import StateKitSCXML
import StateKitSCXMLECMAScript
import Testing

struct GeneratorTests {
  static func scxml(_ body: String, attributes: String = "") -> String {
    """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" name="Sample"\(attributes)>
    \(body)
    </scxml>
    """
  }

  @Test func aNullDataModelDocumentIsTypedCode() throws {
    let text = Self.scxml(
      """
        <state id="idle">
          <onentry><raise event="error.one"/></onentry>
          <transition event="error" target="done-state"/>
          <transition event="go" cond="In('idle')" target="busy" type="internal"/>
        </state>
        <state id="busy" initial="inner">
          <state id="inner"><transition event="finish" target="end"/></state>
          <final id="end"/>
          <transition event="done.state.busy" target="idle"/>
        </state>
        <final id="done-state"/>
      """)
    let output = try SCXMLCodeGenerator().generate(text, fileName: "Sample.scxml")
    #expect(output.style == .typed)
    #expect(output.typeName == "Sample")
    let source = output.source
    #expect(source.contains("case doneState = \"done-state\""))
    #expect(source.contains("case errorOne = \"error.one\""))
    // A descriptor matches the events it names by prefix; done.state.busy is OnDone.
    #expect(source.contains("On(.error, .errorOne, to: .doneState)"))
    #expect(source.contains("On(.go, to: .busy, type: .internal, guard: .inState(.idle))"))
    #expect(source.contains("OnDone(of: .busy, to: .idle)"))
    #expect(!source.contains("case doneStateBusy"))
    #expect(source.contains("Entry(.raise(.errorOne))"))
    #expect(source.contains("StateNode(.busy, initial: .inner)"))
  }

  /// SCXML's transitions are external unless they say otherwise, the DSL's internal: typed code
  /// says `type: .external` where the two differ, on a compound state's transition to a
  /// descendant, which must exit and enter the state again.
  @Test func anExternalTransitionToADescendantSaysSo() throws {
    let text = Self.scxml(
      """
        <state id="screen" initial="list">
          <transition event="reload" target="list"/>
          <transition event="show" target="detail" type="internal"/>
          <transition event="leave" target="away"/>
          <transition event="ping"/>
          <state id="list"><transition event="next" target="detail"/></state>
          <state id="detail"/>
        </state>
        <state id="away"/>
      """)
    let source = try SCXMLCodeGenerator().generate(text, fileName: "Sample.scxml").source
    #expect(source.contains("On(.reload, to: .list, type: .external)\n"))
    #expect(source.contains("On(.show, to: .detail, type: .internal)\n"))
    #expect(source.contains("On(.leave, to: .away)\n"))
    #expect(source.contains("On(.ping)\n"))
    #expect(source.contains("On(.next, to: .detail)\n"))
  }

  @Test func anInvokeOfAServiceOfTheAppIsAWorkHook() throws {
    let text = Self.scxml(
      """
        <state id="playing">
          <invoke id="playback" type="x-app-audio"/>
          <transition event="finished" target="idle"/>
        </state>
        <state id="idle"/>
      """)
    let output = try SCXMLCodeGenerator().generate(text, fileName: "Sample.scxml")
    #expect(output.style == .typed)
    #expect(
      output.source.contains(
        "var playback: @Sendable (WorkInput<Event, Context>) async throws -> Event?"))
    #expect(
      output.source.contains("Invoke(\"playback\") { input in try await hooks.playback(input) }"))
  }

  @Test func aNullDocumentThatInvokesEmbedsItsText() throws {
    let text = Self.scxml(
      """
        <state id="a">
          <invoke type="scxml"><content><scxml xmlns="http://www.w3.org/2005/07/scxml">
            <final id="f"/></scxml></content></invoke>
          <transition event="done.invoke" target="b"/>
        </state>
        <final id="b"/>
      """)
    let output = try SCXMLCodeGenerator().generate(text, fileName: "Sample.scxml")
    #expect(output.style == .embeddedNull)
    #expect(output.source.contains("return try parsed.definition(baseURL: baseURL)"))
    #expect(!output.source.contains("StateKitSCXMLECMAScript"))
  }

  @Test func anECMAScriptDocumentEmbedsItsTextAndHooksWhatIsAsked() throws {
    let text = Self.scxml(
      """
        <datamodel><data id="count" expr="0"/></datamodel>
        <state id="a">
          <transition event="go" cond="isReady()" target="b"/>
          <transition event="go" cond="count &gt; 2" target="b"/>
        </state>
        <final id="b"><onentry><script>count = count + 1</script></onentry></final>
      """, attributes: " datamodel=\"ecmascript\"")
    let plain = try SCXMLCodeGenerator().generate(text, fileName: "Sample.scxml")
    #expect(plain.style == .embeddedECMAScript)
    #expect(plain.source.contains("import StateKitSCXMLECMAScript"))
    #expect(plain.source.contains("conditions: [:],"))
    let hooked = try SCXMLCodeGenerator(
      options: .init(hooksConditions: true, hooksScripts: true)
    ).generate(text, fileName: "Sample.scxml")
    #expect(hooked.source.contains("var isReady: SCXMLHookedDataModel.Condition"))
    #expect(hooked.source.contains("var aGoCondition: SCXMLHookedDataModel.Condition"))
    #expect(hooked.source.contains("var bEntryScript: SCXMLHookedDataModel.Script"))
    #expect(hooked.source.contains("\"isReady()\": hooks.isReady"))
  }

  @Test func aSyntaxErrorIsReportedAtItsLineUnlessDeferred() throws {
    let text = Self.scxml(
      """
        <state id="a">
          <transition event="go" cond="1 +" target="b"/>
        </state>
        <final id="b"/>
      """, attributes: " datamodel=\"ecmascript\"")
    let checking = SCXMLCodeGenerator(options: .init(language: ECMAScriptDataModel()))
    #expect {
      _ = try checking.generate(text, fileName: "Sample.scxml")
    } throws: { error in
      (error as! SCXMLCodegenError).sourceLocation.line == 3
    }
    let deferring = SCXMLCodeGenerator(
      options: .init(language: ECMAScriptDataModel(), defersSyntaxErrors: true))
    #expect(
      try deferring.generate(text, fileName: "Sample.scxml").source.contains("checksSyntax: false"))
  }

  @Test func aDocumentWithoutExpressionsIsTypedOnRequest() throws {
    let text = Self.scxml(
      "<state id=\"a\"><transition event=\"go\" target=\"b\"/></state><final id=\"b\"/>",
      attributes: " datamodel=\"ecmascript\"")
    #expect(
      try SCXMLCodeGenerator().generate(text, fileName: "S.scxml").style == .embeddedECMAScript)
    let typed = SCXMLCodeGenerator(options: .init(prefersTyped: true))
    #expect(try typed.generate(text, fileName: "S.scxml").style == .typed)
  }

  @Test func publicDeclarationsOnRequest() throws {
    let text = Self.scxml("<state id=\"a\"/>")
    let output = try SCXMLCodeGenerator(options: .init(isPublic: true)).generate(
      text, fileName: "S.scxml")
    #expect(output.source.contains("public enum Sample {"))
    #expect(output.source.contains("public enum State: String"))
    // A document that names no event still gets an event enum.
    #expect(output.source.contains("public init?(rawValue: String) { nil }"))
  }
}
