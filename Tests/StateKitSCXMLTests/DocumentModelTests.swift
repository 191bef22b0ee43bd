import Foundation
import Testing

@testable import StateKitSCXML

private func parse(_ text: String, allowsExpressions: Bool = false) throws -> SCXMLDocument {
  let result = SCXMLParser(options: .init(allowsExpressions: allowsExpressions)).parse(text)
  #expect(result.errors == [], "\(result.errors.map(\.description))")
  return try #require(result.document)
}

private func state(_ node: SCXMLStateNode?) throws -> SCXMLState {
  guard case .state(let state)? = node else {
    Issue.record("expected a <state>, got \(String(describing: node))")
    throw CancellationError()
  }
  return state
}

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

  @Test("executable content of every kind the null data model runs")
  func executableContent() throws {
    let document = try parse(
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" datamodel="ecmascript">
        <state id="s">
          <onentry>
            <raise event="go"/>
            <send event="tick" delay="1.5s" id="timer" target="#_internal"
                  type="http://www.w3.org/TR/scxml/#SCXMLEventProcessor"/>
            <send event="hello" target="#_parent"><content>Hi &amp; bye</content></send>
            <log label="entering" expr="'s ' + _sessionid"/>
          </onentry>
          <onentry><cancel sendid="timer"/></onentry>
          <onexit>
            <if cond="In('s')">
              <raise event="one"/>
            <elseif cond="In('t')"/>
              <raise event="two"/>
              <raise event="three"/>
            <else/>
            </if>
          </onexit>
        </state>
        <state id="t"/>
      </scxml>
      """
    )
    let s = try state(document.node(withID: "s"))
    #expect(s.onEntry.count == 2)
    #expect(s.onExit.count == 1)
    let entry = s.onEntry[0].content
    #expect(entry.map(\.elementName) == ["raise", "send", "send", "log"])
    #expect(entry[0] == .raise(SCXMLRaise(event: "go", sourceLocation: .init(line: 4, column: 7))))
    guard case .send(let timer) = entry[1], case .send(let hello) = entry[2], case .log(let log) = entry[3]
    else {
      Issue.record("unexpected content \(entry)")
      return
    }
    #expect(timer.event == "tick")
    #expect(timer.delay == .milliseconds(1500))
    #expect(timer.id == "timer")
    #expect(timer.target == "#_internal")
    #expect(timer.type == "http://www.w3.org/TR/scxml/#SCXMLEventProcessor")
    #expect(timer.sourceLocation == SCXMLSourceLocation(line: 5, column: 7))
    #expect(hello.content?.body == .text("Hi & bye"))
    #expect(hello.delay == nil)
    #expect(log.label == "entering")
    #expect(log.expression == "'s ' + _sessionid")
    #expect(
      s.onEntry[1].content == [
        .cancel(SCXMLCancel(sendID: "timer", sourceLocation: .init(line: 10, column: 14)))
      ]
    )
    guard case .if(let conditional) = s.onExit[0].content.first else {
      Issue.record("expected an <if>")
      return
    }
    #expect(conditional.branches.map(\.condition) == [.inState("s"), .inState("t"), nil])
    #expect(conditional.branches.map { $0.content.count } == [1, 2, 0])
    #expect(conditional.branches.map(\.sourceLocation.line) == [12, 14, 17])
  }

  @Test(
    "CSS2 delays",
    arguments: [
      ("2s", Duration.seconds(2)),
      ("500ms", .milliseconds(500)),
      ("1.5s", .milliseconds(1500)),
      (".5s", .milliseconds(500)),
      ("0ms", .zero),
      ("0s", .zero),
      ("10ms", .milliseconds(10)),
      ("0.001s", .milliseconds(1)),
      ("2.25ms", .microseconds(2250)),
      (" 3S ", .seconds(3)),
      ("1.0000000001s", .seconds(1)),
    ]
  )
  func delays(_ text: String, _ expected: Duration) throws {
    let document = try parse(
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml">
        <state id="a"><onentry><send event="e" delay="\(text)"/></onentry></state>
      </scxml>
      """
    )
    let a = try state(document.node(withID: "a"))
    guard case .send(let send) = a.onEntry.first?.content.first else {
      Issue.record("expected a <send>")
      return
    }
    #expect(send.delay == expected)
  }

  @Test("an invoke with an inline child machine, which is a document of its own")
  func invokeWithInlineDocument() throws {
    let document = try parse(
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml">
        <state id="a">
          <invoke id="child" type="http://www.w3.org/TR/scxml/" autoforward="true">
            <content>
              <scxml initial="a" version="1.0">
                <state id="a"><transition event="stop" target="done"/></state>
                <state><onentry><send event="ping" target="#_parent"/></onentry></state>
                <final id="done"/>
              </scxml>
            </content>
            <finalize><raise event="got"/></finalize>
          </invoke>
          <transition event="done.invoke.child" target="b"/>
        </state>
        <final id="b"><donedata><content>finished</content></donedata></final>
      </scxml>
      """
    )
    let a = try state(document.node(withID: "a"))
    let invoke = try #require(a.invokes.first)
    #expect(invoke.id == "child")
    #expect(invoke.type == "http://www.w3.org/TR/scxml/")
    #expect(invoke.autoforward)
    #expect(invoke.finalize?.content.map(\.elementName) == ["raise"])
    #expect(invoke.sourceLocation == SCXMLSourceLocation(line: 3, column: 5))
    let child = try #require(invoke.childDocument)
    #expect(child.initial == ["a"])
    #expect(child.allNodes.map(\.id) == ["a", "__state.0", "done"])
    #expect(child.sourceLocation == SCXMLSourceLocation(line: 5, column: 9))
    #expect(document.node(withID: "done") == nil)
    guard case .final(let b)? = document.node(withID: "b") else {
      Issue.record("expected a <final>")
      return
    }
    #expect(b.doneData?.content?.body == .text("finished"))
  }

  @Test("data without expressions is kept")
  func dataModel() throws {
    let document = try parse(
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" datamodel="ecmascript">
        <datamodel>
          <data id="empty"/>
          <data id="inline">{"a": 1}</data>
          <data id="markup"><point x="1" y="2"/></data>
        </datamodel>
        <state id="a"><datamodel><data id="local"/></datamodel></state>
      </scxml>
      """
    )
    let data = try #require(document.dataModel?.data)
    #expect(data.map(\.id) == ["empty", "inline", "markup"])
    #expect(data[0].inlineValue == nil)
    #expect(data[1].inlineValue == .text("{\"a\": 1}"))
    #expect(data[2].inlineValue == .markup("<point x=\"1\" y=\"2\"/>"))
    let a = try state(document.node(withID: "a"))
    #expect(a.dataModel?.data.map(\.id) == ["local"])
  }

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
    #expect(result.errors.map(\.kind) == [.unknownTarget, .needsExpressions, .duplicateID, .invalidNesting])
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

  @Test("parsing from many threads at once gives the same results")
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
