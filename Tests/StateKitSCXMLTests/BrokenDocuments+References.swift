import Foundation
import Testing

@testable import StateKitSCXML

/// Ids and targets that do not resolve, and expressions.
let badReferenceDocuments: [BrokenDocument] = [
  // Ids and targets.
  BrokenDocument(
    name: "unknown transition target",
    text: brokenSCXML(
      "  <state id=\"a\">\n    <transition event=\"e\" target=\"nowhere\"/>\n  </state>"),
    kind: .unknownTarget,
    line: 3,
    column: 5,
    element: "transition"
  ),
  BrokenDocument(
    name: "one unknown target among several",
    text: brokenSCXML(
      "  <parallel id=\"p\">\n    <state id=\"a\"/>\n    <state id=\"b\">\n"
        + "      <transition target=\"a b c\"/>\n    </state>\n  </parallel>"
    ),
    kind: .unknownTarget,
    line: 5,
    column: 7
  ),
  BrokenDocument(
    name: "duplicate id",
    text: brokenSCXML("  <state id=\"a\"/>\n  <state id=\"b\">\n    <final id=\"a\"/>\n  </state>"),
    kind: .duplicateID,
    line: 4,
    column: 5,
    element: "final"
  ),
  BrokenDocument(
    name: "unknown document initial",
    text:
      "<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" initial=\"b\">\n  <state id=\"a\"/>\n</scxml>",
    kind: .unknownTarget,
    line: 1,
    column: 1,
    element: "scxml"
  ),
  BrokenDocument(
    name: "unknown state initial",
    text: brokenSCXML("  <state id=\"a\" initial=\"x\">\n    <state id=\"a1\"/>\n  </state>"),
    kind: .unknownTarget,
    line: 2,
    column: 3
  ),
  BrokenDocument(
    name: "initial attribute naming a non-descendant",
    text: brokenSCXML(
      "  <state id=\"a\" initial=\"b\">\n    <state id=\"a1\"/>\n  </state>\n  <state id=\"b\"/>"),
    kind: .invalidTarget,
    line: 2,
    column: 3,
    element: "state"
  ),
  BrokenDocument(
    name: "initial attribute naming the state itself",
    text: brokenSCXML("  <state id=\"a\" initial=\"a\">\n    <state id=\"a1\"/>\n  </state>"),
    kind: .invalidTarget,
    line: 2,
    column: 3
  ),
  BrokenDocument(
    name: "initial element naming a non-descendant",
    text: brokenSCXML(
      "  <state id=\"a\">\n    <initial>\n      <transition target=\"b\"/>\n    </initial>\n"
        + "    <state id=\"a1\"/>\n  </state>\n  <state id=\"b\"/>"
    ),
    kind: .invalidTarget,
    line: 4,
    column: 7
  ),
  BrokenDocument(
    name: "history default outside its parent",
    text: brokenSCXML(
      "  <state id=\"a\">\n    <history id=\"h\">\n      <transition target=\"b\"/>\n    </history>\n"
        + "    <state id=\"a1\"/>\n  </state>\n  <state id=\"b\"/>"
    ),
    kind: .invalidTarget,
    line: 4,
    column: 7
  ),
  // Issue 20: these passed `check`, then `paths` and `simulate` recursed until they crashed.
  BrokenDocument(
    name: "history default targets the history itself",
    text: brokenSCXML(
      "  <state id=\"a\">\n    <history id=\"h\">\n      <transition target=\"h\"/>\n    </history>\n"
        + "    <state id=\"a1\"/>\n  </state>"
    ),
    kind: .invalidTarget,
    line: 4,
    column: 7,
    element: "transition"
  ),
  // Found by the fuzzer: the engine recursed until the stack overflowed.
  BrokenDocument(
    name: "initial names a history without a default",
    text: brokenSCXML(
      "  <state id=\"c\" initial=\"hc\">\n    <history id=\"hc\"/>\n    <state id=\"c1\"/>\n  </state>"
    ),
    kind: .invalidTarget,
    line: 3,
    column: 5,
    element: "history"
  ),
  BrokenDocument(
    name: "history default targets another history",
    text: brokenSCXML(
      "  <state id=\"a\">\n    <history id=\"h1\">\n      <transition target=\"h2\"/>\n"
        + "    </history>\n    <history id=\"h2\" type=\"deep\"/>\n    <state id=\"a1\"/>\n  </state>"
    ),
    kind: .invalidTarget,
    line: 4,
    column: 7,
    element: "transition"
  ),
  BrokenDocument(
    name: "targets that cannot be active together",
    text: brokenSCXML(
      "  <state id=\"s\">\n    <state id=\"a\"/>\n    <state id=\"b\"/>\n  </state>\n"
        + "  <state id=\"t\">\n    <transition event=\"e\" target=\"a b\"/>\n  </state>"
    ),
    kind: .invalidTarget,
    line: 7,
    column: 5
  ),
  BrokenDocument(
    name: "In() naming an unknown state",
    text: brokenSCXML(
      "  <state id=\"a\">\n    <transition cond=\"In('b')\" target=\"a\"/>\n  </state>"),
    kind: .unknownTarget,
    line: 3,
    column: 5
  ),
  BrokenDocument(
    name: "unknown target in an invoked document",
    text: brokenSCXML(
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
    text: brokenSCXML(
      "  <state id=\"a\">\n    <transition cond=\"x &gt; 1\" target=\"a\"/>\n  </state>"),
    kind: .needsExpressions,
    line: 3,
    column: 5,
    element: "transition"
  ),
  BrokenDocument(
    name: "negated In()",
    text: brokenSCXML(
      "  <state id=\"a\">\n    <transition cond=\"!In('a')\" target=\"a\"/>\n  </state>"),
    kind: .needsExpressions,
    line: 3,
    column: 5
  ),
  BrokenDocument(
    name: "script",
    text: brokenSCXML(
      "  <state id=\"a\">\n    <onentry><script>x = 1</script></onentry>\n  </state>"),
    kind: .needsExpressions,
    line: 3,
    column: 14,
    element: "script"
  ),
  BrokenDocument(
    name: "top-level script",
    text: brokenSCXML("  <script src=\"init.js\"/>\n  <state id=\"a\"/>"),
    kind: .needsExpressions,
    line: 2,
    column: 3
  ),
  BrokenDocument(
    name: "assign",
    text: brokenSCXML(
      "  <state id=\"a\">\n    <onentry><assign location=\"x\" expr=\"1\"/></onentry>\n  </state>"),
    kind: .needsExpressions,
    line: 3,
    column: 14,
    element: "assign"
  ),
  BrokenDocument(
    name: "data expr",
    text: brokenSCXML(
      "  <datamodel>\n    <data id=\"x\" expr=\"0\"/>\n  </datamodel>\n  <state id=\"a\"/>"),
    kind: .needsExpressions,
    line: 3,
    column: 5,
    element: "data"
  ),
  BrokenDocument(
    name: "data src",
    text: brokenSCXML(
      "  <datamodel>\n    <data id=\"x\" src=\"x.json\"/>\n  </datamodel>\n  <state id=\"a\"/>"),
    kind: .needsExpressions,
    line: 3,
    column: 5
  ),
  BrokenDocument(
    name: "foreach",
    text: brokenSCXML(
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
    text: brokenSCXML(
      "  <state id=\"a\">\n    <onentry><if cond=\"x\"><raise event=\"e\"/></if></onentry>\n  </state>"
    ),
    kind: .needsExpressions,
    line: 3,
    column: 14,
    element: "if"
  ),
  BrokenDocument(
    name: "elseif with an expression",
    text: brokenSCXML(
      "  <state id=\"a\">\n    <onentry><if cond=\"In('a')\"><elseif cond=\"y\"/></if></onentry>\n  </state>"
    ),
    kind: .needsExpressions,
    line: 3,
    column: 33,
    element: "elseif"
  ),
  BrokenDocument(
    name: "eventexpr",
    text: brokenSCXML(
      "  <state id=\"a\">\n    <onentry><send eventexpr=\"'e'\"/></onentry>\n  </state>"),
    kind: .needsExpressions,
    line: 3,
    column: 14,
    element: "send"
  ),
  BrokenDocument(
    name: "targetexpr",
    text: brokenSCXML(
      "  <state id=\"a\">\n    <onentry><send event=\"e\" targetexpr=\"t\"/></onentry>\n  </state>"
    ),
    kind: .needsExpressions,
    line: 3,
    column: 14
  ),
  BrokenDocument(
    name: "delayexpr",
    text: brokenSCXML(
      "  <state id=\"a\">\n    <onentry><send event=\"e\" delayexpr=\"'1s'\"/></onentry>\n  </state>"
    ),
    kind: .needsExpressions,
    line: 3,
    column: 14
  ),
  BrokenDocument(
    name: "namelist",
    text: brokenSCXML(
      "  <state id=\"a\">\n    <onentry><send event=\"e\" namelist=\"x y\"/></onentry>\n  </state>"
    ),
    kind: .needsExpressions,
    line: 3,
    column: 14
  ),
  BrokenDocument(
    name: "idlocation",
    text: brokenSCXML(
      "  <state id=\"a\">\n    <onentry><send event=\"e\" idlocation=\"x\"/></onentry>\n  </state>"
    ),
    kind: .needsExpressions,
    line: 3,
    column: 14
  ),
  BrokenDocument(
    name: "param expr",
    text: brokenSCXML(
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
    text: brokenSCXML(
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
    text: brokenSCXML(
      "  <state id=\"a\">\n    <onentry><send event=\"e\"><content expr=\"1\"/></send></onentry>\n  </state>"
    ),
    kind: .needsExpressions,
    line: 3,
    column: 30,
    element: "content"
  ),
  BrokenDocument(
    name: "sendidexpr",
    text: brokenSCXML(
      "  <state id=\"a\">\n    <onexit><cancel sendidexpr=\"x\"/></onexit>\n  </state>"),
    kind: .needsExpressions,
    line: 3,
    column: 13
  ),
  BrokenDocument(
    name: "invoke srcexpr",
    text: brokenSCXML("  <state id=\"a\">\n    <invoke srcexpr=\"url\"/>\n  </state>"),
    kind: .needsExpressions,
    line: 3,
    column: 5
  ),
  BrokenDocument(
    name: "expression in an invoked document",
    text: brokenSCXML(
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
