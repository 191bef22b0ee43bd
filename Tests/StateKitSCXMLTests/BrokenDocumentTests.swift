import Foundation
import Testing

@testable import StateKitSCXML

/// A document that must be refused, with its expected first error.
struct BrokenDocument: Sendable, CustomTestStringConvertible {
  var name: String
  var text: String
  var kind: SCXMLError.Kind
  var line: Int
  /// The expected column, where it is reliable (always for SCXML errors, sometimes for malformed XML).
  var column: Int?
  /// Whether this must be the only error.
  var isOnlyError = true
  /// The element the error must name, when checked.
  var element: String?

  var testDescription: String { name }
}

private let header = #"<scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">"#

/// Wraps `body` in an `<scxml>` element; the body's first line is line 2 of the document.
private func scxml(_ body: String) -> String { header + "\n" + body + "\n</scxml>" }

private let brokenDocuments: [BrokenDocument] = [
  // Malformed XML: exactly one error, never a crash or a silent success.
  BrokenDocument(
    name: "unclosed state",
    text: #"<scxml><state id="a"></scxml>"#,
    kind: .malformedXML,
    line: 1
  ),
  BrokenDocument(name: "mismatched tags", text: "<a><b></a>", kind: .malformedXML, line: 1),
  BrokenDocument(name: "empty document", text: "", kind: .malformedXML, line: 1, column: 1),
  BrokenDocument(name: "blank document", text: "  \n  ", kind: .malformedXML, line: 2),
  BrokenDocument(name: "text only", text: "hello", kind: .malformedXML, line: 1),
  BrokenDocument(name: "truncated start tag", text: "<scxml", kind: .malformedXML, line: 1),
  BrokenDocument(name: "unclosed root", text: "<scxml>", kind: .malformedXML, line: 1),
  BrokenDocument(
    name: "document ends inside a state",
    text: header + "\n  <state id=\"a\">\n",
    kind: .malformedXML,
    line: 2
  ),
  BrokenDocument(
    name: "unclosed state before closing root",
    text: scxml("  <state id=\"a\">\n  <state id=\"b\"/>"),
    kind: .malformedXML,
    line: 4
  ),
  BrokenDocument(name: "duplicate attribute", text: #"<scxml a="1" a="2"/>"#, kind: .malformedXML, line: 1),
  BrokenDocument(name: "unquoted attribute", text: "<scxml version=1.0/>", kind: .malformedXML, line: 1),
  BrokenDocument(name: "lt in attribute", text: #"<scxml name="a<b"/>"#, kind: .malformedXML, line: 1),
  BrokenDocument(name: "undefined entity", text: scxml("&nbsp;"), kind: .malformedXML, line: 2),
  BrokenDocument(name: "bare ampersand", text: scxml(#"  <state id="a&b"/>"#), kind: .malformedXML, line: 2),
  BrokenDocument(name: "second root", text: scxml("") + "<scxml/>", kind: .malformedXML, line: 3),
  BrokenDocument(name: "unclosed comment", text: scxml("<!-- oops"), kind: .malformedXML, line: 3),
  BrokenDocument(name: "undeclared prefix", text: scxml("  <x:state/>"), kind: .malformedXML, line: 2),
  BrokenDocument(
    name: "XML declaration not first",
    text: "\n<?xml version=\"1.0\"?>" + scxml(""),
    kind: .malformedXML,
    line: 2
  ),

  // Not an SCXML document.
  BrokenDocument(name: "root is not scxml", text: #"<state id="a"/>"#, kind: .notSCXML, line: 1, column: 1),
  BrokenDocument(
    name: "scxml in another namespace",
    text: "\n  <scxml xmlns=\"http://example.com/scxml\"/>",
    kind: .notSCXML,
    line: 2,
    column: 3
  ),

  // Unknown elements, attributes and text.
  BrokenDocument(
    name: "misspelt element",
    text: scxml("  <state id=\"a\">\n    <trasition target=\"a\"/>\n  </state>"),
    kind: .unknownElement,
    line: 3,
    column: 5
  ),
  BrokenDocument(
    name: "misspelt attribute",
    text: scxml("  <state id=\"a\">\n    <transition targt=\"a\"/>\n  </state>"),
    kind: .unknownAttribute,
    line: 3,
    column: 5
  ),
  BrokenDocument(
    name: "text in a state",
    text: scxml("  <state id=\"a\">\n    go to b\n  </state>"),
    kind: .unexpectedText,
    line: 3,
    column: 5
  ),

  // Wrong nesting.
  BrokenDocument(
    name: "transition directly in scxml",
    text: scxml("  <state id=\"a\"/>\n  <transition event=\"e\" target=\"a\"/>"),
    kind: .invalidNesting,
    line: 3,
    column: 3,
    element: "transition"
  ),
  BrokenDocument(
    name: "history directly in scxml",
    text: scxml("  <history id=\"h\"/>\n  <state id=\"a\"/>"),
    kind: .invalidNesting,
    line: 2,
    column: 3
  ),
  BrokenDocument(
    name: "history in an atomic state",
    text: scxml("  <state id=\"a\">\n    <history id=\"h\"/>\n  </state>"),
    kind: .invalidNesting,
    line: 3,
    column: 5,
    element: "history"
  ),
  BrokenDocument(
    name: "history in a final state",
    text: scxml("  <final id=\"f\">\n    <history id=\"h\"/>\n  </final>"),
    kind: .invalidNesting,
    line: 3,
    column: 5
  ),
  BrokenDocument(
    name: "initial element in an atomic state",
    text: scxml("  <state id=\"a\">\n    <initial><transition target=\"a\"/></initial>\n  </state>"),
    kind: .invalidNesting,
    line: 3,
    column: 5,
    element: "initial"
  ),
  BrokenDocument(
    name: "parallel without child states",
    text: scxml("  <parallel id=\"p\">\n    <transition event=\"e\" target=\"p\"/>\n  </parallel>"),
    kind: .invalidNesting,
    line: 2,
    column: 3,
    element: "parallel"
  ),
  BrokenDocument(
    name: "final in a parallel",
    text: scxml("  <parallel id=\"p\">\n    <state id=\"a\"/>\n    <final id=\"f\"/>\n  </parallel>"),
    kind: .invalidNesting,
    line: 4,
    column: 5
  ),
  BrokenDocument(
    name: "raise directly in a state",
    text: scxml("  <state id=\"a\">\n    <raise event=\"e\"/>\n  </state>"),
    kind: .invalidNesting,
    line: 3,
    column: 5,
    element: "raise"
  ),
  BrokenDocument(
    name: "state inside onentry",
    text: scxml("  <state id=\"a\">\n    <onentry><state id=\"b\"/></onentry>\n  </state>"),
    kind: .invalidNesting,
    line: 3,
    column: 14
  ),
  BrokenDocument(
    name: "initial element without transition",
    text: scxml("  <state id=\"a\">\n    <initial/>\n    <state id=\"b\"/>\n  </state>"),
    kind: .invalidNesting,
    line: 3,
    column: 5
  ),
  BrokenDocument(
    name: "elseif after else",
    text: scxml(
      """
        <state id="a">
          <onentry>
            <if cond="In('a')"><raise event="x"/><else/><raise event="y"/>
              <elseif cond="In('a')"/></if>
          </onentry>
        </state>
      """
    ),
    kind: .invalidNesting,
    line: 5,
    column: 9
  ),
  BrokenDocument(
    name: "two datamodels",
    text: scxml("  <datamodel/>\n  <datamodel/>\n  <state id=\"a\"/>"),
    kind: .invalidNesting,
    line: 3,
    column: 3
  ),
  BrokenDocument(
    name: "nested scxml outside content",
    text: scxml("  <state id=\"a\">\n    <scxml/>\n  </state>"),
    kind: .invalidNesting,
    line: 3,
    column: 5
  ),

  // Bad attribute values.
  BrokenDocument(
    name: "history type",
    text: scxml(
      "  <state id=\"a\">\n    <history id=\"h\" type=\"sideways\"><transition target=\"b\"/></history>\n"
        + "    <state id=\"b\"/>\n  </state>"
    ),
    kind: .invalidAttributeValue,
    line: 3,
    column: 5,
    element: "history"
  ),
  BrokenDocument(
    name: "transition type",
    text: scxml("  <state id=\"a\">\n    <transition type=\"sideways\" target=\"a\"/>\n  </state>"),
    kind: .invalidAttributeValue,
    line: 3,
    column: 5
  ),
  BrokenDocument(
    name: "delay with a space",
    text: scxml("  <state id=\"a\">\n    <onentry><send event=\"e\" delay=\"2 s\"/></onentry>\n  </state>"),
    kind: .invalidAttributeValue,
    line: 3,
    column: 14,
    element: "send"
  ),
  BrokenDocument(
    name: "delay without unit",
    text: scxml("  <state id=\"a\">\n    <onentry><send event=\"e\" delay=\"2\"/></onentry>\n  </state>"),
    kind: .invalidAttributeValue,
    line: 3,
    column: 14
  ),
  BrokenDocument(
    name: "delay with a trailing dot",
    text: scxml("  <state id=\"a\">\n    <onentry><send event=\"e\" delay=\"1.s\"/></onentry>\n  </state>"),
    kind: .invalidAttributeValue,
    line: 3,
    column: 14
  ),
  BrokenDocument(
    name: "negative delay",
    text: scxml("  <state id=\"a\">\n    <onentry><send event=\"e\" delay=\"-1s\"/></onentry>\n  </state>"),
    kind: .invalidAttributeValue,
    line: 3,
    column: 14
  ),
  BrokenDocument(
    name: "delay in minutes",
    text: scxml("  <state id=\"a\">\n    <onentry><send event=\"e\" delay=\"1min\"/></onentry>\n  </state>"),
    kind: .invalidAttributeValue,
    line: 3,
    column: 14
  ),
  BrokenDocument(
    name: "version",
    text: "<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" version=\"2.0\">\n  <state id=\"a\"/>\n</scxml>",
    kind: .invalidAttributeValue,
    line: 1,
    column: 1
  ),
  BrokenDocument(
    name: "binding",
    text: "<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" binding=\"lazy\">\n  <state id=\"a\"/>\n</scxml>",
    kind: .invalidAttributeValue,
    line: 1,
    column: 1
  ),
  BrokenDocument(
    name: "autoforward",
    text: scxml("  <state id=\"a\">\n    <invoke autoforward=\"yes\" src=\"child.scxml\"/>\n  </state>"),
    kind: .invalidAttributeValue,
    line: 3,
    column: 5
  ),
  BrokenDocument(
    name: "empty id",
    text: scxml("  <state id=\"\"/>"),
    kind: .invalidAttributeValue,
    line: 2,
    column: 3
  ),
  BrokenDocument(
    name: "initial attribute on an atomic state",
    text: scxml("  <state id=\"a\" initial=\"a\"/>"),
    kind: .invalidAttributeValue,
    line: 2,
    column: 3
  ),
  BrokenDocument(
    name: "event on a history transition",
    text: scxml(
      "  <state id=\"a\">\n    <history id=\"h\"><transition event=\"e\" target=\"b\"/></history>\n"
        + "    <state id=\"b\"/>\n  </state>"
    ),
    kind: .invalidAttributeValue,
    line: 3,
    column: 21
  ),

  // Missing required attributes.
  BrokenDocument(
    name: "raise without event",
    text: scxml("  <state id=\"a\">\n    <onentry><raise/></onentry>\n  </state>"),
    kind: .missingAttribute,
    line: 3,
    column: 14,
    element: "raise"
  ),
  BrokenDocument(
    name: "send without event",
    text: scxml("  <state id=\"a\">\n    <onentry><send target=\"#_internal\"/></onentry>\n  </state>"),
    kind: .missingAttribute,
    line: 3,
    column: 14
  ),
  BrokenDocument(
    name: "cancel without sendid",
    text: scxml("  <state id=\"a\">\n    <onexit><cancel/></onexit>\n  </state>"),
    kind: .missingAttribute,
    line: 3,
    column: 13
  ),
  BrokenDocument(
    name: "if without cond",
    text: scxml("  <state id=\"a\">\n    <onexit><if><raise event=\"e\"/></if></onexit>\n  </state>"),
    kind: .missingAttribute,
    line: 3,
    column: 13
  ),
  BrokenDocument(
    name: "data without id",
    text: scxml("  <datamodel>\n    <data/>\n  </datamodel>\n  <state id=\"a\"/>"),
    kind: .missingAttribute,
    line: 3,
    column: 5
  ),
  BrokenDocument(
    name: "initial transition without target",
    text: scxml(
      "  <state id=\"a\">\n    <initial><transition/></initial>\n    <state id=\"b\"/>\n  </state>"
    ),
    kind: .missingAttribute,
    line: 3,
    column: 14
  ),

  // Conflicting attributes.
  BrokenDocument(
    name: "initial attribute and element",
    text: scxml(
      "  <state id=\"a\" initial=\"b\">\n    <initial><transition target=\"b\"/></initial>\n"
        + "    <state id=\"b\"/>\n  </state>"
    ),
    kind: .conflictingAttributes,
    line: 3,
    column: 5
  ),
  BrokenDocument(
    name: "invoke with src and content",
    text: scxml(
      "  <state id=\"a\">\n    <invoke src=\"child.scxml\"><content>x</content></invoke>\n  </state>"
    ),
    kind: .conflictingAttributes,
    line: 3,
    column: 5
  ),

  // Ids and targets.
  BrokenDocument(
    name: "unknown transition target",
    text: scxml("  <state id=\"a\">\n    <transition event=\"e\" target=\"nowhere\"/>\n  </state>"),
    kind: .unknownTarget,
    line: 3,
    column: 5,
    element: "transition"
  ),
  BrokenDocument(
    name: "one unknown target among several",
    text: scxml(
      "  <parallel id=\"p\">\n    <state id=\"a\"/>\n    <state id=\"b\">\n"
        + "      <transition target=\"a b c\"/>\n    </state>\n  </parallel>"
    ),
    kind: .unknownTarget,
    line: 5,
    column: 7
  ),
  BrokenDocument(
    name: "duplicate id",
    text: scxml("  <state id=\"a\"/>\n  <state id=\"b\">\n    <final id=\"a\"/>\n  </state>"),
    kind: .duplicateID,
    line: 4,
    column: 5,
    element: "final"
  ),
  BrokenDocument(
    name: "unknown document initial",
    text: "<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" initial=\"b\">\n  <state id=\"a\"/>\n</scxml>",
    kind: .unknownTarget,
    line: 1,
    column: 1,
    element: "scxml"
  ),
  BrokenDocument(
    name: "unknown state initial",
    text: scxml("  <state id=\"a\" initial=\"x\">\n    <state id=\"a1\"/>\n  </state>"),
    kind: .unknownTarget,
    line: 2,
    column: 3
  ),
  BrokenDocument(
    name: "initial attribute naming a non-descendant",
    text: scxml("  <state id=\"a\" initial=\"b\">\n    <state id=\"a1\"/>\n  </state>\n  <state id=\"b\"/>"),
    kind: .invalidTarget,
    line: 2,
    column: 3,
    element: "state"
  ),
  BrokenDocument(
    name: "initial attribute naming the state itself",
    text: scxml("  <state id=\"a\" initial=\"a\">\n    <state id=\"a1\"/>\n  </state>"),
    kind: .invalidTarget,
    line: 2,
    column: 3
  ),
  BrokenDocument(
    name: "initial element naming a non-descendant",
    text: scxml(
      "  <state id=\"a\">\n    <initial>\n      <transition target=\"b\"/>\n    </initial>\n"
        + "    <state id=\"a1\"/>\n  </state>\n  <state id=\"b\"/>"
    ),
    kind: .invalidTarget,
    line: 4,
    column: 7
  ),
  BrokenDocument(
    name: "history default outside its parent",
    text: scxml(
      "  <state id=\"a\">\n    <history id=\"h\">\n      <transition target=\"b\"/>\n    </history>\n"
        + "    <state id=\"a1\"/>\n  </state>\n  <state id=\"b\"/>"
    ),
    kind: .invalidTarget,
    line: 4,
    column: 7
  ),
  BrokenDocument(
    name: "targets that cannot be active together",
    text: scxml(
      "  <state id=\"s\">\n    <state id=\"a\"/>\n    <state id=\"b\"/>\n  </state>\n"
        + "  <state id=\"t\">\n    <transition event=\"e\" target=\"a b\"/>\n  </state>"
    ),
    kind: .invalidTarget,
    line: 7,
    column: 5
  ),
  BrokenDocument(
    name: "In() naming an unknown state",
    text: scxml("  <state id=\"a\">\n    <transition cond=\"In('b')\" target=\"a\"/>\n  </state>"),
    kind: .unknownTarget,
    line: 3,
    column: 5
  ),
  BrokenDocument(
    name: "unknown target in an invoked document",
    text: scxml(
      """
        <state id="a">
          <invoke>
            <content>
              <scxml version="1.0">
                <state id="a"><transition event="e" target="z"/></state>
              </scxml>
            </content>
          </invoke>
        </state>
      """
    ),
    kind: .unknownTarget,
    line: 6,
    column: 25
  ),

  // Expressions.
  BrokenDocument(
    name: "cond expression",
    text: scxml("  <state id=\"a\">\n    <transition cond=\"x &gt; 1\" target=\"a\"/>\n  </state>"),
    kind: .needsExpressions,
    line: 3,
    column: 5,
    element: "transition"
  ),
  BrokenDocument(
    name: "negated In()",
    text: scxml("  <state id=\"a\">\n    <transition cond=\"!In('a')\" target=\"a\"/>\n  </state>"),
    kind: .needsExpressions,
    line: 3,
    column: 5
  ),
  BrokenDocument(
    name: "script",
    text: scxml("  <state id=\"a\">\n    <onentry><script>x = 1</script></onentry>\n  </state>"),
    kind: .needsExpressions,
    line: 3,
    column: 14,
    element: "script"
  ),
  BrokenDocument(
    name: "top-level script",
    text: scxml("  <script src=\"init.js\"/>\n  <state id=\"a\"/>"),
    kind: .needsExpressions,
    line: 2,
    column: 3
  ),
  BrokenDocument(
    name: "assign",
    text: scxml("  <state id=\"a\">\n    <onentry><assign location=\"x\" expr=\"1\"/></onentry>\n  </state>"),
    kind: .needsExpressions,
    line: 3,
    column: 14,
    element: "assign"
  ),
  BrokenDocument(
    name: "data expr",
    text: scxml("  <datamodel>\n    <data id=\"x\" expr=\"0\"/>\n  </datamodel>\n  <state id=\"a\"/>"),
    kind: .needsExpressions,
    line: 3,
    column: 5,
    element: "data"
  ),
  BrokenDocument(
    name: "data src",
    text: scxml("  <datamodel>\n    <data id=\"x\" src=\"x.json\"/>\n  </datamodel>\n  <state id=\"a\"/>"),
    kind: .needsExpressions,
    line: 3,
    column: 5
  ),
  BrokenDocument(
    name: "foreach",
    text: scxml(
      "  <state id=\"a\">\n    <onentry><foreach array=\"xs\" item=\"x\"><raise event=\"e\"/>"
        + "</foreach></onentry>\n"
        + "  </state>"
    ),
    kind: .needsExpressions,
    line: 3,
    column: 14,
    element: "foreach"
  ),
  BrokenDocument(
    name: "if with an expression",
    text: scxml(
      "  <state id=\"a\">\n    <onentry><if cond=\"x\"><raise event=\"e\"/></if></onentry>\n  </state>"
    ),
    kind: .needsExpressions,
    line: 3,
    column: 14,
    element: "if"
  ),
  BrokenDocument(
    name: "elseif with an expression",
    text: scxml(
      "  <state id=\"a\">\n    <onentry><if cond=\"In('a')\"><elseif cond=\"y\"/></if></onentry>\n  </state>"
    ),
    kind: .needsExpressions,
    line: 3,
    column: 33,
    element: "elseif"
  ),
  BrokenDocument(
    name: "eventexpr",
    text: scxml("  <state id=\"a\">\n    <onentry><send eventexpr=\"'e'\"/></onentry>\n  </state>"),
    kind: .needsExpressions,
    line: 3,
    column: 14,
    element: "send"
  ),
  BrokenDocument(
    name: "targetexpr",
    text: scxml(
      "  <state id=\"a\">\n    <onentry><send event=\"e\" targetexpr=\"t\"/></onentry>\n  </state>"
    ),
    kind: .needsExpressions,
    line: 3,
    column: 14
  ),
  BrokenDocument(
    name: "delayexpr",
    text: scxml(
      "  <state id=\"a\">\n    <onentry><send event=\"e\" delayexpr=\"'1s'\"/></onentry>\n  </state>"
    ),
    kind: .needsExpressions,
    line: 3,
    column: 14
  ),
  BrokenDocument(
    name: "namelist",
    text: scxml(
      "  <state id=\"a\">\n    <onentry><send event=\"e\" namelist=\"x y\"/></onentry>\n  </state>"
    ),
    kind: .needsExpressions,
    line: 3,
    column: 14
  ),
  BrokenDocument(
    name: "idlocation",
    text: scxml(
      "  <state id=\"a\">\n    <onentry><send event=\"e\" idlocation=\"x\"/></onentry>\n  </state>"
    ),
    kind: .needsExpressions,
    line: 3,
    column: 14
  ),
  BrokenDocument(
    name: "param expr",
    text: scxml(
      "  <state id=\"a\">\n    <onentry><send event=\"e\"><param name=\"p\" expr=\"1\"/></send></onentry>\n"
        + "  </state>"
    ),
    kind: .needsExpressions,
    line: 3,
    column: 30,
    element: "param"
  ),
  BrokenDocument(
    name: "param location",
    text: scxml(
      "  <state id=\"a\">\n    <onentry><send event=\"e\"><param name=\"p\" location=\"x\"/>"
        + "</send></onentry>\n"
        + "  </state>"
    ),
    kind: .needsExpressions,
    line: 3,
    column: 30
  ),
  BrokenDocument(
    name: "content expr",
    text: scxml(
      "  <state id=\"a\">\n    <onentry><send event=\"e\"><content expr=\"1\"/></send></onentry>\n  </state>"
    ),
    kind: .needsExpressions,
    line: 3,
    column: 30,
    element: "content"
  ),
  BrokenDocument(
    name: "sendidexpr",
    text: scxml("  <state id=\"a\">\n    <onexit><cancel sendidexpr=\"x\"/></onexit>\n  </state>"),
    kind: .needsExpressions,
    line: 3,
    column: 13
  ),
  BrokenDocument(
    name: "invoke srcexpr",
    text: scxml("  <state id=\"a\">\n    <invoke srcexpr=\"url\"/>\n  </state>"),
    kind: .needsExpressions,
    line: 3,
    column: 5
  ),
  BrokenDocument(
    name: "expression in an invoked document",
    text: scxml(
      """
        <state id="a">
          <invoke id="child">
            <content><scxml version="1.0"><state id="c">
              <transition cond="ready" target="c"/>
            </state></scxml></content>
          </invoke>
        </state>
      """
    ),
    kind: .needsExpressions,
    line: 5,
    column: 9
  ),
]

@Suite("Broken documents")
struct BrokenDocumentTests {
  @Test("each broken document gives the expected error", arguments: brokenDocuments)
  func refused(_ broken: BrokenDocument) throws {
    let result = SCXMLParser().parse(broken.text)
    #expect(result.document == nil)
    let error = try #require(result.errors.first)
    #expect(error.kind == broken.kind, "\(error)")
    #expect(error.sourceLocation.line == broken.line, "\(error)")
    if let column = broken.column {
      #expect(error.sourceLocation.column == column, "\(error)")
    }
    if let element = broken.element {
      #expect(error.element == element, "\(error)")
    }
    if broken.isOnlyError {
      #expect(result.errors.count == 1, "\(result.errors.map(\.description))")
    }
    if broken.kind == .malformedXML {
      #expect(result.errors.count == 1)
    }
    #expect(!error.message.isEmpty)
    #expect(error.description.hasPrefix("\(error.sourceLocation.line):\(error.sourceLocation.column): "))
  }

  @Test(
    "a truncated document is never accepted, and never crashes the parser",
    arguments: [
      "history/history4", "parallel+interrupt/test0", "delayedSend/send1",
    ]
  )
  func truncated(_ name: String) throws {
    let url = Fixtures.scionDirectory.appendingPathComponent(name + ".scxml")
    let text = try String(contentsOf: url, encoding: .utf8)
    let end = try #require(text.range(of: "</scxml>")).lowerBound
    var prefix = text.startIndex
    while prefix < end {
      let result = SCXMLParser().parse(String(text[..<prefix]))
      #expect(result.document == nil)
      #expect(result.errors.map(\.kind) == [.malformedXML])
      prefix = text.index(prefix, offsetBy: 5, limitedBy: end) ?? end
    }
  }

  @Test("the throwing initializer reports the first error", arguments: brokenDocuments)
  func throwsFirstError(_ broken: BrokenDocument) throws {
    let first = try #require(SCXMLParser().parse(broken.text).errors.first)
    #expect(throws: first) { try SCXMLDocument(string: broken.text) }
  }

  @Test("the same documents, read as bytes, give the same errors", arguments: brokenDocuments)
  func bytesGiveSameErrors(_ broken: BrokenDocument) {
    #expect(SCXMLParser().parse(Data(broken.text.utf8)).errors == SCXMLParser().parse(broken.text).errors)
  }
}
