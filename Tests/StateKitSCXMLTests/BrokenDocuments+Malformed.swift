import Foundation
import Testing

@testable import StateKitSCXML

/// Malformed XML, non-SCXML documents, unknown elements and attributes, wrong nesting.
let malformedAndMisplacedDocuments: [BrokenDocument] = [
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
    text: brokenHeader + "\n  <state id=\"a\">\n",
    kind: .malformedXML,
    line: 2
  ),
  BrokenDocument(
    name: "unclosed state before closing root",
    text: brokenSCXML("  <state id=\"a\">\n  <state id=\"b\"/>"),
    kind: .malformedXML,
    line: 4
  ),
  BrokenDocument(
    name: "duplicate attribute", text: #"<scxml a="1" a="2"/>"#, kind: .malformedXML, line: 1),
  BrokenDocument(
    name: "unquoted attribute", text: "<scxml version=1.0/>", kind: .malformedXML, line: 1),
  BrokenDocument(
    name: "lt in attribute", text: #"<scxml name="a<b"/>"#, kind: .malformedXML, line: 1),
  BrokenDocument(
    name: "undefined entity", text: brokenSCXML("&nbsp;"), kind: .malformedXML, line: 2),
  BrokenDocument(
    name: "bare ampersand", text: brokenSCXML(#"  <state id="a&b"/>"#), kind: .malformedXML, line: 2
  ),
  BrokenDocument(
    name: "second root", text: brokenSCXML("") + "<scxml/>", kind: .malformedXML, line: 3),
  BrokenDocument(
    name: "unclosed comment", text: brokenSCXML("<!-- oops"), kind: .malformedXML, line: 3),
  BrokenDocument(
    name: "undeclared prefix", text: brokenSCXML("  <x:state/>"), kind: .malformedXML, line: 2),
  BrokenDocument(
    name: "XML declaration not first",
    text: "\n<?xml version=\"1.0\"?>" + brokenSCXML(""),
    kind: .malformedXML,
    line: 2
  ),

  // Not an SCXML document.
  BrokenDocument(
    name: "root is not scxml", text: #"<state id="a"/>"#, kind: .notSCXML, line: 1, column: 1),
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
    text: brokenSCXML("  <state id=\"a\">\n    <trasition target=\"a\"/>\n  </state>"),
    kind: .unknownElement,
    line: 3,
    column: 5
  ),
  BrokenDocument(
    name: "misspelt attribute",
    text: brokenSCXML("  <state id=\"a\">\n    <transition targt=\"a\"/>\n  </state>"),
    kind: .unknownAttribute,
    line: 3,
    column: 5
  ),
  BrokenDocument(
    name: "text in a state",
    text: brokenSCXML("  <state id=\"a\">\n    go to b\n  </state>"),
    kind: .unexpectedText,
    line: 3,
    column: 5
  ),

  // Wrong nesting.
  BrokenDocument(
    name: "transition directly in scxml",
    text: brokenSCXML("  <state id=\"a\"/>\n  <transition event=\"e\" target=\"a\"/>"),
    kind: .invalidNesting,
    line: 3,
    column: 3,
    element: "transition"
  ),
  BrokenDocument(
    name: "history directly in scxml",
    text: brokenSCXML("  <history id=\"h\"/>\n  <state id=\"a\"/>"),
    kind: .invalidNesting,
    line: 2,
    column: 3
  ),
  BrokenDocument(
    name: "history in an atomic state",
    text: brokenSCXML("  <state id=\"a\">\n    <history id=\"h\"/>\n  </state>"),
    kind: .invalidNesting,
    line: 3,
    column: 5,
    element: "history"
  ),
  BrokenDocument(
    name: "history in a final state",
    text: brokenSCXML("  <final id=\"f\">\n    <history id=\"h\"/>\n  </final>"),
    kind: .invalidNesting,
    line: 3,
    column: 5
  ),
  BrokenDocument(
    name: "initial element in an atomic state",
    text: brokenSCXML(
      "  <state id=\"a\">\n    <initial><transition target=\"a\"/></initial>\n  </state>"),
    kind: .invalidNesting,
    line: 3,
    column: 5,
    element: "initial"
  ),
  BrokenDocument(
    name: "parallel without child states",
    text: brokenSCXML(
      "  <parallel id=\"p\">\n    <transition event=\"e\" target=\"p\"/>\n  </parallel>"),
    kind: .invalidNesting,
    line: 2,
    column: 3,
    element: "parallel"
  ),
  BrokenDocument(
    name: "final in a parallel",
    text: brokenSCXML(
      "  <parallel id=\"p\">\n    <state id=\"a\"/>\n    <final id=\"f\"/>\n  </parallel>"),
    kind: .invalidNesting,
    line: 4,
    column: 5
  ),
  BrokenDocument(
    name: "raise directly in a state",
    text: brokenSCXML("  <state id=\"a\">\n    <raise event=\"e\"/>\n  </state>"),
    kind: .invalidNesting,
    line: 3,
    column: 5,
    element: "raise"
  ),
  BrokenDocument(
    name: "state inside onentry",
    text: brokenSCXML("  <state id=\"a\">\n    <onentry><state id=\"b\"/></onentry>\n  </state>"),
    kind: .invalidNesting,
    line: 3,
    column: 14
  ),
  BrokenDocument(
    name: "initial element without transition",
    text: brokenSCXML("  <state id=\"a\">\n    <initial/>\n    <state id=\"b\"/>\n  </state>"),
    kind: .invalidNesting,
    line: 3,
    column: 5
  ),
  BrokenDocument(
    name: "elseif after else",
    text: brokenSCXML(
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
    text: brokenSCXML("  <datamodel/>\n  <datamodel/>\n  <state id=\"a\"/>"),
    kind: .invalidNesting,
    line: 3,
    column: 3
  ),
  BrokenDocument(
    name: "nested scxml outside content",
    text: brokenSCXML("  <state id=\"a\">\n    <scxml/>\n  </state>"),
    kind: .invalidNesting,
    line: 3,
    column: 5
  ),
]
