import Foundation
import Testing

@testable import StateKitSCXML

@Suite("Document model")
struct DocumentModelTests {
  @Test("document attributes and the default initial state")
  func documentAttributes() throws {
    let document = try parse(
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" name="door" datamodel="ecmascript"
             binding="late">
        <state id="closed"/>
        <state id="open"/>
      </scxml>
      """
    )
    #expect(document.name == "door")
    #expect(document.datamodel == "ecmascript")
    #expect(document.binding == .late)
    #expect(document.version == "1.0")
    #expect(document.initial == ["closed"])
    #expect(!document.hasExplicitInitial)
    #expect(document.children.map(\.id) == ["closed", "open"])
    #expect(document.sourceLocation == SCXMLSourceLocation(line: 1, column: 1))
  }

  @Test("an explicit initial attribute with several parallel regions")
  func explicitInitial() throws {
    let document = try parse(
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" initial="a2 b1">
        <parallel id="p">
          <state id="a"><state id="a1"/><state id="a2"/></state>
          <state id="b"><state id="b1"/></state>
        </parallel>
      </scxml>
      """
    )
    #expect(document.initial == ["a2", "b1"])
    #expect(document.hasExplicitInitial)
    #expect(document.version == nil)
    #expect(document.binding == .early)
    #expect(document.allNodes.map(\.id) == ["p", "a", "a1", "a2", "b", "b1"])
  }

  @Test("states without an id get unique generated ids, skipping ids the document declares")
  func generatedIDs() throws {
    let document = try parse(
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml">
        <state>
          <state id="__state.1"/>
          <final/>
        </state>
        <parallel><state/><history/></parallel>
      </scxml>
      """
    )
    let ids = document.allNodes.map(\.id)
    #expect(ids == ["__state.0", "__state.1", "__state.2", "__state.3", "__state.4", "__state.5"])
    #expect(document.allNodes.map(\.isIDGenerated) == [true, false, true, true, true, true])
    #expect(Set(ids).count == ids.count)
    #expect(document.initial == ["__state.0"])
    let first = try state(document.children.first)
    #expect(first.initial?.targets == ["__state.1"])
    #expect(first.initial?.origin == .firstChild)
  }

  @Test("the three ways to give a compound state its initial states")
  func compoundInitial() throws {
    let document = try parse(
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml">
        <state id="byOrder"><history id="h"><transition target="o2"/></history>
          <state id="o1"/><state id="o2"/></state>
        <state id="byAttribute" initial="t2"><state id="t1"/><state id="t2"/></state>
        <state id="byElement">
          <initial>
            <transition target="e2"><raise event="started"/></transition>
          </initial>
          <state id="e1"/><state id="e2"/>
        </state>
        <state id="atomic"/>
      </scxml>
      """
    )
    let byOrder = try state(document.node(withID: "byOrder"))
    #expect(byOrder.initial?.origin == .firstChild)
    #expect(byOrder.initial?.targets == ["o1"])
    #expect(!byOrder.isAtomic)
    let byAttribute = try state(document.node(withID: "byAttribute"))
    #expect(byAttribute.initial?.origin == .attribute)
    #expect(byAttribute.initial?.targets == ["t2"])
    let byElement = try state(document.node(withID: "byElement"))
    let initial = try #require(byElement.initial)
    #expect(initial.origin == .element)
    #expect(initial.targets == ["e2"])
    #expect(initial.sourceLocation == SCXMLSourceLocation(line: 6, column: 5))
    #expect(initial.transition.sourceLocation == SCXMLSourceLocation(line: 7, column: 7))
    #expect(
      initial.transition.content == [
        .raise(SCXMLRaise(event: "started", sourceLocation: .init(line: 7, column: 31)))
      ]
    )
    let atomic = try state(document.node(withID: "atomic"))
    #expect(atomic.isAtomic)
    #expect(atomic.initial == nil)
  }

  @Test("transitions: event lists, targets, type and In() conditions")
  func transitions() throws {
    let document = try parse(
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml">
        <parallel id="p">
          <state id="a">
            <transition event="error  error.send
              done.*" target="b" type="internal"/>
            <transition cond="In('b')" target="a b"/>
            <transition cond=' In ( "b" ) '/>
            <transition event="*"/>
          </state>
          <state id="b"/>
        </parallel>
      </scxml>
      """
    )
    let a = try state(document.node(withID: "a"))
    #expect(a.transitions.count == 4)
    #expect(a.transitions[0].events == ["error", "error.send", "done.*"])
    #expect(a.transitions[0].targets == ["b"])
    #expect(a.transitions[0].type == .internal)
    #expect(a.transitions[0].condition == nil)
    #expect(a.transitions[1].events == [])
    #expect(a.transitions[1].condition == .inState("b"))
    #expect(a.transitions[1].targets == ["a", "b"])
    #expect(a.transitions[1].type == .external)
    #expect(a.transitions[2].condition == .inState("b"))
    #expect(a.transitions[2].targets == [])
    #expect(a.transitions[3].events == ["*"])
    #expect(a.transitions.map(\.sourceLocation.line) == [4, 6, 7, 8])
    #expect(a.transitions.allSatisfy { $0.sourceLocation.column == 7 })
  }

  @Test(
    "conditions other than a lone In() are expressions",
    arguments: [
      ("In('a')", SCXMLCondition.inState("a")),
      ("In(\"a.b\")", .inState("a.b")),
      ("  In ( 'a' )  ", .inState("a")),
      ("!In('a')", .expression("!In('a')")),
      ("In('a') && In('b')", .expression("In('a') && In('b')")),
      ("In('')", .expression("In('')")),
      ("In(a)", .expression("In(a)")),
      ("In('a\")", .expression("In('a\")")),
      ("x > 1", .expression("x > 1")),
    ]
  )
  func conditions(_ text: String, _ expected: SCXMLCondition) {
    #expect(SCXMLCondition(text) == expected)
  }
}
