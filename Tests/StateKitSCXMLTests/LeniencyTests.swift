import Testing

@testable import StateKitSCXML

/// What other engines accept and whose meaning is clear is read, with a warning that says how;
/// strict mode (`isStrict`) makes each an error, following the W3C schema.
@Suite("Leniency")
struct LeniencyTests {
  static func text(version: String = "1.0", attributes: String = "", _ body: String) -> String {
    """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" version="\(version)"\(attributes)>
    \(body)
    </scxml>
    """
  }

  static let lenient = SCXMLParser()
  static let strict = SCXMLParser(options: .init(isStrict: true))

  @Test(arguments: ["0.9", "1"])
  func earlierVersionsAreReadAs1_0(_ version: String) throws {
    let text = Self.text(version: version, #"<state id="a"/>"#)
    let result = Self.lenient.parse(text)
    #expect(result.document != nil)
    let warning = try #require(result.warnings.first)
    #expect(warning.attribute == "version" && warning.message.hasSuffix("; read as 1.0"))
    #expect(warning.sourceLocation.line == 1)
    #expect(Self.strict.parse(text).errors.map(\.kind) == [.invalidAttributeValue])
    #expect(Self.lenient.parse(Self.text(version: "2.0", #"<state id="a"/>"#)).document == nil)
  }

  @Test func attributesOtherEnginesIgnoreAreIgnored() throws {
    let text = Self.text(
      attributes: #" id="machine" profile="ecmascript" model_src="x.model""#,
      """
      <datamodel><data id="d" type="string"/></datamodel>
      <state id="a" final="true"/>
      """)
    let result = SCXMLParser(options: .init(allowsExpressions: true)).parse(text)
    let document = try #require(result.document)
    #expect(document.children.count == 1)
    #expect(
      result.warnings.map(\.attribute) == ["id", "profile", "model_src", "type", "final"],
      "\(result.warnings)")
    #expect(result.warnings.allSatisfy { $0.kind == .unknownAttribute })
    #expect(result.warnings.allSatisfy { $0.message.hasSuffix("; ignored") })
    #expect(
      SCXMLParser(options: .init(allowsExpressions: true, isStrict: true)).parse(text).errors
        .count == 5)
  }

  @Test func anUnknownElementIsIgnoredWithItsContent() throws {
    let text = Self.text(
      #"<state id="a"><description><state id="ghost"/></description></state>"#)
    let result = Self.lenient.parse(text)
    let document = try #require(result.document)
    #expect(document.allNodes.map { $0.id } == ["a"])
    #expect(result.warnings.map(\.kind) == [.unknownElement])
    #expect(result.warnings[0].message.contains("ignored with everything inside it"))
    #expect(Self.strict.parse(text).document == nil)
  }

  @Test func aLikelyMisspellingIsStillAnError() {
    let attribute = Self.lenient.parse(
      Self.text(#"<state id="a"><transition targt="a"/></state>"#))
    #expect(
      attribute.errors.map(\.message) == [
        "<transition> has no attribute 'targt'; did you mean 'target'?"
      ])
    let element = Self.lenient.parse(Self.text(#"<state id="a"><onentyr/></state>"#))
    #expect(element.errors.map(\.kind) == [.unknownElement])
  }

  @Test func anEmptyExprIsIgnoredAndAnEmptyCondOfATransitionIsNone() throws {
    let text = Self.text(
      """
      <datamodel><data id="d" expr=""/></datamodel>
      <state id="a">
        <transition cond="  " target="b"/>
      </state>
      <state id="b">
        <onentry><if cond=""><log expr="'never'"/></if></onentry>
      </state>
      """)
    let result = SCXMLParser(options: .init(allowsExpressions: true)).parse(text)
    let document = try #require(result.document)
    #expect(document.dataModel?.data.first?.expression == nil)
    guard case .state(let state) = document.children[0] else {
      Issue.record("expected a state")
      return
    }
    #expect(state.transitions.first?.condition == nil)
    #expect(
      result.warnings.map(\.message) == [
        "expr is empty; ignored", "cond is empty; the transition has no condition",
        "cond is empty; an empty cond is false",
      ])
    #expect(result.warnings.map(\.sourceLocation.line) == [2, 4, 7])
    #expect(
      SCXMLParser(options: .init(allowsExpressions: true, isStrict: true)).parse(text).errors
        .count == 3)
  }

  @Test func theDataModelADocumentNeedsIsInferred() throws {
    let options = SCXMLParser.Options(allowsExpressions: true)
    let plain = try SCXMLDocument(string: Self.text(#"<state id="a"/>"#), options: options)
    #expect(!plain.usesExpressions && plain.inferredDataModel == nil)
    let inState = try SCXMLDocument(
      string: Self.text(#"<state id="a"><transition cond="In('a')" target="a"/></state>"#),
      options: options)
    #expect(!inState.usesExpressions, "In('id') is the null data model's own condition")
    let undeclared = try SCXMLDocument(
      string: Self.text(#"<state id="a"><transition cond="x > 1" target="a"/></state>"#),
      options: options)
    #expect(undeclared.usesExpressions && undeclared.inferredDataModel == "ecmascript")
    let logging = try SCXMLDocument(
      string: Self.text(#"<state id="a"><onentry><log expr="'hi'"/></onentry></state>"#),
      options: options)
    #expect(logging.inferredDataModel == "ecmascript")
    let declaredNull = try SCXMLDocument(
      string: Self.text(
        attributes: #" datamodel="null""#,
        #"<state id="a"><onentry><log expr="1"/></onentry></state>"#),
      options: options)
    #expect(declaredNull.inferredDataModel == "null", "a declared data model is kept")
  }

  @Test func anEmptyEventOrTargetIsLeftOut() throws {
    let text = Self.text(
      #"<state id="a"><transition event="" target="b"/></state><state id="b"><transition event="go" target=""/></state>"#
    )
    let result = Self.lenient.parse(text)
    #expect(result.document != nil)
    #expect(
      result.warnings.map(\.message) == [
        "event is empty; read as an eventless transition",
        "target is empty; read as a targetless transition",
      ])
    let machine = SCXMLMachine(try #require(result.document).definition())
    #expect(machine.activeStates == ["b"], "the eventless transition was taken at once")
    #expect(machine.send("go") == .handled && machine.activeStates == ["b"])
    #expect(Self.strict.parse(text).errors.count == 2)
  }

  @Test func inNamingNoStateIsFalse() throws {
    let text = Self.text(
      """
      <state id="a">
        <transition event="go" cond="In('elsewhere')" target="b"/>
        <transition event="go" target="c"/>
      </state>
      <state id="b"/><state id="c"/>
      """)
    let result = Self.lenient.parse(text)
    #expect(
      result.warnings.map(\.message) == [
        "In('elsewhere') names no state of this document; it is always false"
      ])
    let machine = SCXMLMachine(try #require(result.document).definition())
    machine.send("go")
    #expect(machine.activeStates == ["c"])
    #expect(Self.strict.parse(text).errors.map(\.kind) == [.unknownTarget])
  }

  @Test func aTransitionDirectlyInSCXMLBelongsToTheWholeMachine() throws {
    let text = Self.text(
      """
      <transition event="reset" target="a"/>
      <state id="a"><transition event="next" target="b"/></state>
      <state id="b" initial="b1">
        <state id="b1"><transition event="reset" target="b2"/></state>
        <state id="b2"/>
      </state>
      """)
    let result = Self.lenient.parse(text)
    #expect(result.warnings.map(\.kind) == [.invalidNesting])
    let machine = SCXMLMachine(try #require(result.document).definition())
    machine.send("next")
    machine.send("reset")
    #expect(machine.activeStates == ["b", "b2"], "a state's own transition comes first")
    machine.send("reset")
    #expect(machine.activeStates == ["a"], "then the machine's")
    #expect(Self.strict.parse(text).errors.map(\.kind) == [.invalidNesting])
  }

  /// The schema types state ids as `xsd:ID`, an XML name: `1` is none, but other engines run it.
  @Test func anInitialDirectlyInSCXMLNamesTheInitialStates() throws {
    let text = Self.text(
      """
      <initial><transition target="right2 left1"/></initial>
      <parallel id="both">
        <state id="left"><state id="left1"/><state id="left2"/></state>
        <state id="right"><state id="right1"/><state id="right2"/></state>
      </parallel>
      """)
    let result = Self.lenient.parse(text)
    let warning = try #require(result.warnings.first)
    #expect(warning.element == "initial" && warning.sourceLocation.line == 2)
    #expect(warning.message.hasSuffix("read as the initial attribute of <scxml>"))
    let machine = SCXMLMachine(try #require(result.document).definition())
    #expect(machine.atomicStates == ["left1", "right2"])
    #expect(Self.strict.parse(text).errors.map(\.kind) == [.invalidNesting])
    let withContent = Self.text(
      """
      <initial><transition target="a"><raise event="x"/></transition></initial>
      <state id="a"/>
      """)
    #expect(Self.lenient.parse(withContent).document == nil, "its content would not run")
  }

  @Test func anIDThatIsNoXMLNameIsUsedAsItIs() throws {
    let text = Self.text(
      """
      <state id="1"><transition event="go" target="_b.2-x"/></state>
      <state id="_b.2-x"/>
      """)
    let result = Self.lenient.parse(text)
    let machine = SCXMLMachine(try #require(result.document).definition())
    machine.send("go")
    #expect(machine.activeStates == ["_b.2-x"])
    #expect(result.warnings.map(\.attribute) == ["id"])
    #expect(result.warnings.first?.message.hasSuffix("; used as it is") == true)
    #expect(
      result.warnings.first.map { [$0.sourceLocation.line, $0.sourceLocation.column] } == [2, 8])
    #expect(Self.strict.parse(text).errors.map(\.kind) == [.invalidAttributeValue])
  }

  @Test(arguments: ["a", "_1", "a.b-c_d", "état", "a·b"])
  func xmlNamesAreNCNames(_ name: String) {
    #expect(name.isXMLNCName)
  }

  @Test(arguments: ["", "1", "-a", ".a", "a:b", "a b", "a/b", "#a"])
  func otherTextIsNoNCName(_ name: String) {
    #expect(!name.isXMLNCName)
  }

  /// An empty `<script>` (no `src`, no text) runs nothing; the schema wants one or the other.
  @Test func anEmptyScriptRunsNothing() throws {
    let text = Self.text(
      attributes: #" datamodel="ecmascript""#,
      """
      <script>  </script>
      <state id="a"/>
      """)
    let result = SCXMLParser(options: .init(allowsExpressions: true)).parse(text)
    #expect(result.document != nil)
    #expect(
      result.warnings.map(\.message) == [
        "<script> is empty: it needs a 'src' attribute or a script; runs nothing"
      ])
    #expect(result.warnings.map(\.sourceLocation.line) == [2])
    let strict = SCXMLParser(options: .init(allowsExpressions: true, isStrict: true)).parse(text)
    #expect(strict.errors.map(\.kind) == [.missingAttribute])
  }

  /// Several `<script>`s in `<scxml>` (the schema allows one) are kept, in document order.
  @Test func severalScriptsInSCXMLAreKeptInDocumentOrder() throws {
    let text = Self.text(
      attributes: #" datamodel="ecmascript""#,
      """
      <script>var a = 1;</script>
      <state id="s"/>
        <script>var b = a + 1;</script>
      """)
    let result = SCXMLParser(options: .init(allowsExpressions: true)).parse(text)
    let document = try #require(result.document)
    #expect(document.scripts.map(\.text) == ["var a = 1;", "var b = a + 1;"])
    #expect(document.script?.text == "var a = 1;")
    #expect(
      result.warnings.map(\.message) == [
        "<scxml> may contain only one <script>; run after the ones before it, in document order"
      ])
    #expect(
      result.warnings.map { [$0.sourceLocation.line, $0.sourceLocation.column] } == [[4, 3]])
    let strict = SCXMLParser(options: .init(allowsExpressions: true, isStrict: true)).parse(text)
    #expect(strict.errors.map(\.kind) == [.invalidNesting])
  }

  /// A `<data>` directly in `<scxml>` is read as data of the document's `<datamodel>`, in
  /// document order.
  @Test func dataDirectlyInSCXMLJoinsTheDataModel() throws {
    let text = Self.text(
      attributes: #" datamodel="ecmascript""#,
      """
      <data id="x" expr="1"/>
      <datamodel><data id="y" expr="2"/></datamodel>
      <state id="s"/>
        <data id="z" expr="3"/>
      """)
    let result = SCXMLParser(options: .init(allowsExpressions: true)).parse(text)
    let document = try #require(result.document)
    #expect(document.dataModel?.data.map(\.id) == ["x", "y", "z"])
    #expect(
      result.warnings.map(\.message).allSatisfy {
        $0.hasSuffix("; read as data of the document's <datamodel>")
      })
    #expect(
      result.warnings.map { [$0.sourceLocation.line, $0.sourceLocation.column] } == [
        [2, 1], [5, 3],
      ])
    let strict = SCXMLParser(options: .init(allowsExpressions: true, isStrict: true)).parse(text)
    #expect(strict.errors.map(\.kind) == [.invalidNesting, .invalidNesting])
  }
}
