import Foundation
import Testing

@testable import StateKitSCXML

/// Bad attribute values, missing required attributes, conflicting attributes.
let badAttributeDocuments: [BrokenDocument] = [
  // Bad attribute values.
  BrokenDocument(
    name: "history type",
    text: brokenSCXML(
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
    text: brokenSCXML(
      "  <state id=\"a\">\n    <transition type=\"sideways\" target=\"a\"/>\n  </state>"),
    kind: .invalidAttributeValue,
    line: 3,
    column: 5
  ),
  BrokenDocument(
    name: "delay with a space",
    text: brokenSCXML(
      "  <state id=\"a\">\n    <onentry><send event=\"e\" delay=\"2 s\"/></onentry>\n  </state>"),
    kind: .invalidAttributeValue,
    line: 3,
    column: 14,
    element: "send"
  ),
  BrokenDocument(
    name: "delay without unit",
    text: brokenSCXML(
      "  <state id=\"a\">\n    <onentry><send event=\"e\" delay=\"2\"/></onentry>\n  </state>"),
    kind: .invalidAttributeValue,
    line: 3,
    column: 14
  ),
  BrokenDocument(
    name: "delay with a trailing dot",
    text: brokenSCXML(
      "  <state id=\"a\">\n    <onentry><send event=\"e\" delay=\"1.s\"/></onentry>\n  </state>"),
    kind: .invalidAttributeValue,
    line: 3,
    column: 14
  ),
  BrokenDocument(
    name: "negative delay",
    text: brokenSCXML(
      "  <state id=\"a\">\n    <onentry><send event=\"e\" delay=\"-1s\"/></onentry>\n  </state>"),
    kind: .invalidAttributeValue,
    line: 3,
    column: 14
  ),
  BrokenDocument(
    name: "delay in minutes",
    text: brokenSCXML(
      "  <state id=\"a\">\n    <onentry><send event=\"e\" delay=\"1min\"/></onentry>\n  </state>"),
    kind: .invalidAttributeValue,
    line: 3,
    column: 14
  ),
  BrokenDocument(
    name: "version",
    text:
      "<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" version=\"2.0\">\n  <state id=\"a\"/>\n</scxml>",
    kind: .invalidAttributeValue,
    line: 1,
    column: 1
  ),
  BrokenDocument(
    name: "binding",
    text:
      "<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" binding=\"lazy\">\n  <state id=\"a\"/>\n</scxml>",
    kind: .invalidAttributeValue,
    line: 1,
    column: 1
  ),
  BrokenDocument(
    name: "autoforward",
    text: brokenSCXML(
      "  <state id=\"a\">\n    <invoke autoforward=\"yes\" src=\"child.scxml\"/>\n  </state>"),
    kind: .invalidAttributeValue,
    line: 3,
    column: 5
  ),
  BrokenDocument(
    name: "empty id",
    text: brokenSCXML("  <state id=\"\"/>"),
    kind: .invalidAttributeValue,
    line: 2,
    column: 3
  ),
  BrokenDocument(
    name: "initial attribute on an atomic state",
    text: brokenSCXML("  <state id=\"a\" initial=\"a\"/>"),
    kind: .invalidAttributeValue,
    line: 2,
    column: 3
  ),
  BrokenDocument(
    name: "event on a history transition",
    text: brokenSCXML(
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
    text: brokenSCXML("  <state id=\"a\">\n    <onentry><raise/></onentry>\n  </state>"),
    kind: .missingAttribute,
    line: 3,
    column: 14,
    element: "raise"
  ),
  BrokenDocument(
    name: "send without event",
    text: brokenSCXML(
      "  <state id=\"a\">\n    <onentry><send target=\"#_internal\"/></onentry>\n  </state>"),
    kind: .missingAttribute,
    line: 3,
    column: 14
  ),
  BrokenDocument(
    name: "cancel without sendid",
    text: brokenSCXML("  <state id=\"a\">\n    <onexit><cancel/></onexit>\n  </state>"),
    kind: .missingAttribute,
    line: 3,
    column: 13
  ),
  BrokenDocument(
    name: "if without cond",
    text: brokenSCXML(
      "  <state id=\"a\">\n    <onexit><if><raise event=\"e\"/></if></onexit>\n  </state>"),
    kind: .missingAttribute,
    line: 3,
    column: 13
  ),
  BrokenDocument(
    name: "data without id",
    text: brokenSCXML("  <datamodel>\n    <data/>\n  </datamodel>\n  <state id=\"a\"/>"),
    kind: .missingAttribute,
    line: 3,
    column: 5
  ),
  BrokenDocument(
    name: "initial transition without target",
    text: brokenSCXML(
      "  <state id=\"a\">\n    <initial><transition/></initial>\n    <state id=\"b\"/>\n  </state>"
    ),
    kind: .missingAttribute,
    line: 3,
    column: 14
  ),

  // Conflicting attributes.
  BrokenDocument(
    name: "initial attribute and element",
    text: brokenSCXML(
      "  <state id=\"a\" initial=\"b\">\n    <initial><transition target=\"b\"/></initial>\n"
        + "    <state id=\"b\"/>\n  </state>"
    ),
    kind: .conflictingAttributes,
    line: 3,
    column: 5
  ),
  BrokenDocument(
    name: "invoke with src and content",
    text: brokenSCXML(
      "  <state id=\"a\">\n    <invoke src=\"child.scxml\"><content>x</content></invoke>\n  </state>"
    ),
    kind: .conflictingAttributes,
    line: 3,
    column: 5
  ),
]
