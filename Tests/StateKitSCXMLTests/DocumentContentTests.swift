import Foundation
import Testing

@testable import StateKitSCXML

@Suite("Document model: content")
struct DocumentContentTests {
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
    guard case .send(let timer) = entry[1], case .send(let hello) = entry[2],
      case .log(let log) = entry[3]
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
}
