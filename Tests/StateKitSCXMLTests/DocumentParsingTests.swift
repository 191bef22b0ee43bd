import Foundation
import StateKitFixtures
import Testing

@testable import StateKitSCXML

@Suite("Document model: namespaces, expressions, locations, errors")
struct DocumentParsingTests {
  @Test("elements and attributes of other namespaces are left out")
  func foreignNamespaces() throws {
    let document = try parse(
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" xmlns:conf="http://www.w3.org/2005/scxml-conformance"
             xmlns:ui="urn:example:ui" ui:layout="grid">
        <ui:note>anything <b>goes</b> here, even <state id="ignored"/></ui:note>
        <state id="a" ui:x="10">
          <conf:pass/>
          <transition event="e" target="a" ui:color="red"/>
        </state>
      </scxml>
      """
    )
    #expect(document.allNodes.map(\.id) == ["a"])
    let a = try state(document.node(withID: "a"))
    #expect(a.transitions.count == 1)
  }

  @Test("a document without a namespace is read as SCXML")
  func noNamespace() throws {
    let document = try parse(#"<scxml><state id="a"/></scxml>"#)
    #expect(document.initial == ["a"])
  }

  @Test("expressions are kept when allowed")
  func expressionsAllowed() throws {
    let document = try parse(
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" datamodel="ecmascript">
        <datamodel><data id="x" expr="0"/></datamodel>
        <script>var y = 1;</script>
        <state id="a">
          <onentry>
            <assign location="x" expr="x + 1"/>
            <foreach array="[1, 2]" item="i" index="n"><log expr="i"/></foreach>
            <send eventexpr="'e'" delayexpr="'1s'" namelist="x y" idlocation="sid">
              <param name="p" expr="x"/>
            </send>
          </onentry>
          <transition cond="x &gt; 1" target="a"/>
        </state>
      </scxml>
      """,
      allowsExpressions: true
    )
    #expect(document.dataModel?.data.first?.expression == "0")
    #expect(document.script?.text == "var y = 1;")
    let a = try state(document.node(withID: "a"))
    #expect(a.transitions.first?.condition == .expression("x > 1"))
    let content = try #require(a.onEntry.first?.content)
    #expect(content.map(\.elementName) == ["assign", "foreach", "send"])
    if case .send(let send) = content[2] {
      #expect(send.eventExpression == "'e'")
      #expect(send.delayExpression == "'1s'")
      #expect(send.nameList == ["x", "y"])
      #expect(send.idLocation == "sid")
      #expect(send.params.map(\.name) == ["p"])
    }
  }

  @Test("a document that declares ecmascript but uses no expression is accepted")
  func ecmascriptWithoutExpressions() throws {
    let document = try parse(
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" datamodel="ecmascript" version="1.0">
        <state id="a"><onentry><log expr="'only a log'"/></onentry></state>
      </scxml>
      """
    )
    #expect(document.datamodel == "ecmascript")
  }

  @Test("locations are element starts, in Unicode scalars, across lines, with CRLF and a BOM")
  func locations() throws {
    let text =
      "\u{FEFF}<scxml xmlns=\"http://www.w3.org/2005/07/scxml\">\r\n"
      + "  <!-- été -->\t<state id=\"é\"\r\n     >\r\n"
      + "\t\t<transition\r\n   event=\"e\" target=\"é\"/></state>\r\n"
      + "</scxml>"
    let document = try parse(text)
    let node = try #require(document.node(withID: "é"))
    #expect(node.sourceLocation == SCXMLSourceLocation(line: 2, column: 16))
    #expect(node.transitions.first?.sourceLocation == SCXMLSourceLocation(line: 4, column: 3))
    let fromData = try #require(SCXMLParser().parse(Data(text.utf8)).document)
    #expect(fromData == document)
  }

  @Test("all errors are reported, in document order, and get() throws the first")
  func allErrors() throws {
    let text = """
      <scxml xmlns="http://www.w3.org/2005/07/scxml">
        <state id="a">
          <transition event="e" target="nowhere"/>
          <transition cond="ready" target="a"/>
        </state>
        <state id="a"/>
        <parallel id="p"/>
      </scxml>
      """
    let result = SCXMLParser().parse(text)
    #expect(result.document == nil)
    #expect(!result.onlyNeedsExpressions)
    #expect(
      result.errors.map(\.kind) == [
        .unknownTarget, .needsExpressions, .duplicateID, .invalidNesting,
      ])
    #expect(result.errors.map(\.sourceLocation.line) == [3, 4, 6, 7])
    #expect(throws: result.errors[0]) { try result.get() }
    #expect(
      result.errors[0].description
        == "3:5: target names \"nowhere\", which is not the id of any state in this document "
        + "(element <transition>)"
    )
    #expect(result.errors[2].attribute == "id")
  }

  @Test("errors without an element leave the element part out")
  func errorDescription() {
    let error = SCXMLError(
      kind: .malformedXML,
      message: "the document is empty",
      sourceLocation: .init(line: 1, column: 1)
    )
    #expect(error.description == "1:1: the document is empty")
  }

  @Test("parsing from many threads at once gives the same results", .needsSCION)
  func concurrentParsing() async throws {
    let url = Fixtures.scionDirectory.appendingPathComponent("history/history4.scxml")
    let text = try String(contentsOf: url, encoding: .utf8)
    let broken = #"<scxml><state id="a"></scxml>"#
    let expected = SCXMLParser().parse(text)
    let expectedBroken = SCXMLParser().parse(broken)
    #expect(expected.document != nil)
    let results = await withTaskGroup(of: (SCXMLParseResult, SCXMLParseResult).self) { group in
      for _ in 0..<64 {
        group.addTask { (SCXMLParser().parse(text), SCXMLParser().parse(broken)) }
      }
      var results: [(SCXMLParseResult, SCXMLParseResult)] = []
      for await result in group { results.append(result) }
      return results
    }
    #expect(results.count == 64)
    #expect(results.allSatisfy { $0.0 == expected && $0.1 == expectedBroken })
  }
}
