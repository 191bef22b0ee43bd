import StateKitSCXML
import StateKitSCXMLECMAScript
import Testing

/// Syntax errors in expressions: reported when the document loads, or left to run time.
@Suite("ECMAScript syntax errors")
struct SyntaxTests {
  private static let text = """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript">
      <state id="s">
        <onentry>
          <if cond="true"><assign location="x" expr="1 +"/></if>
        </onentry>
        <transition event="error.execution" target="pass"/>
      </state>
      <final id="pass"/>
    </scxml>
    """

  /// The location is the attribute's: where its name begins.
  @Test func aSyntaxErrorStopsTheLoadWithItsElementAndPlace() throws {
    let document = try SCXMLDocument(string: Self.text, options: .init(allowsExpressions: true))
    do {
      _ = try document.definition(dataModel: ECMAScriptDataModel())
      Issue.record("the document loaded")
    } catch {
      #expect(error.kind == .invalidExpression)
      #expect(error.element == "assign")
      #expect(error.attribute == "expr")
      #expect(error.sourceLocation == SCXMLSourceLocation(line: 4, column: 44))
      #expect(error.message.contains("expr=\"1 +\""))
    }
  }

  @Test func aConditionOnALaterLineIsFoundAtItsAttribute() throws {
    let text = """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript">
        <state id="s">
          <transition event="go"
                      cond="a b" target="s"/>
        </state>
      </scxml>
      """
    let document = try SCXMLDocument(string: text, options: .init(allowsExpressions: true))
    do {
      _ = try document.definition(dataModel: ECMAScriptDataModel())
      Issue.record("the document loaded")
    } catch {
      #expect(error.attribute == "cond")
      #expect(error.sourceLocation == SCXMLSourceLocation(line: 4, column: 17))
    }
  }

  @Test func conditionsAndScriptsAreCheckedToo() throws {
    for body in [
      #"<state id="s"><transition cond="a b" target="s"/></state>"#,
      #"<script>function (</script><state id="s"/>"#,
      #"<datamodel><data id="d" expr="{{"/></datamodel><state id="s"/>"#,
    ] {
      let text = """
        <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript">\
        \(body)</scxml>
        """
      let document = try SCXMLDocument(string: text, options: .init(allowsExpressions: true))
      #expect(throws: SCXMLError.self, "\(body)") {
        try document.definition(dataModel: ECMAScriptDataModel())
      }
    }
  }

  @Test func withoutTheCheckTheErrorIsRaisedWhenItRuns() throws {
    let document = try SCXMLDocument(string: Self.text, options: .init(allowsExpressions: true))
    let machine = SCXMLMachine(
      try document.definition(dataModel: ECMAScriptDataModel(), checksSyntax: false))
    #expect(machine.finalState == "pass")
  }
}
