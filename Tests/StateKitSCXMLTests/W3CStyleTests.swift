import Foundation
import SCXMLConformance
import Testing

@testable import StateKitSCXML

/// Documents in the style of the W3C IRP tests, for rules of the SCXML specification that need no
/// expression language: each passes if and only if the machine halts in `pass`. Several are
/// null-data-model versions of W3C tests (numbers in the names); they run through the same runner
/// as `statekit-conformance`.
private let w3cStyleTests: [String: String] = [
  // 144: raised events are processed in the order they were raised.
  "test144-raise-order": """
  <state id="s0">
    <onentry><raise event="foo"/><raise event="bar"/></onentry>
    <transition event="foo" target="s1"/>
    <transition event="*" target="fail"/>
  </state>
  <state id="s1">
    <transition event="bar" target="pass"/>
    <transition event="*" target="fail"/>
  </state>
  """,
  // 412: the <initial> transition's content runs after the parent's onentry and before the child's.
  "test412-initial-content-order": """
  <state id="s0">
    <onentry><raise event="e1"/></onentry>
    <initial><transition target="s01"><raise event="e2"/></transition></initial>
    <state id="s01">
      <onentry><raise event="e3"/></onentry>
      <transition event="e1" target="s02"/>
      <transition event="*" target="fail"/>
    </state>
    <state id="s02"><transition event="e2" target="s03"/><transition event="*" target="fail"/></state>
    <state id="s03"><transition event="e3" target="pass"/><transition event="*" target="fail"/></state>
  </state>
  """,
  // 579: a history's default content runs after the parent's onentry and the <initial> content,
  // and only while there is no stored history.
  "test579-history-default-content": """
  <state id="s0">
    <initial><transition target="sh1"><raise event="event2"/></transition></initial>
    <onentry><send delay="1s" event="timeout"/><raise event="event1"/></onentry>
    <history id="sh1"><transition target="s01"><raise event="event3"/></transition></history>
    <state id="s01"><transition event="event1" target="s02"/><transition event="*" target="fail"/></state>
    <state id="s02"><transition event="event2" target="s03"/><transition event="*" target="fail"/></state>
    <state id="s03">
      <transition event="event3" target="s0"/>
      <transition event="event1" target="s2"/>
      <transition event="*" target="fail"/>
    </state>
  </state>
  <state id="s2"><transition event="event2" target="s3"/><transition event="*" target="fail"/></state>
  <state id="s3"><transition event="event3" target="fail"/><transition event="timeout" target="pass"/></state>
  """,
  // 403a: a descendant's transition preempts its ancestor's; the first in document order wins.
  "test403a-optimal-enabled-set": """
  <state id="s0" initial="s01">
    <onentry><raise event="event1"/><raise event="event2"/></onentry>
    <transition event="event1" target="fail"/>
    <transition event="event2" target="pass"/>
    <state id="s01">
      <transition event="event1" target="s02"/>
      <transition event="event1" target="fail"/>
    </state>
    <state id="s02"><transition event="event1" target="fail"/></state>
  </state>
  """,
  // 403c: preemption between parallel regions (without the counter, which needs data).
  "test403c-parallel-preemption": """
  <state id="s0" initial="p0">
    <onentry><raise event="event1"/></onentry>
    <transition event="event2" target="fail"/>
    <parallel id="p0">
      <state id="p0s1"><transition event="event1"/><transition event="event2"/></state>
      <state id="p0s2"><transition event="event1" target="p0s1"><raise event="event2"/></transition></state>
      <state id="p0s3">
        <transition event="event1" target="fail"/>
        <transition event="event2" target="s1"/>
      </state>
      <state id="p0s4"><transition event="*"/></state>
    </parallel>
  </state>
  <state id="s1"><transition target="pass"/></state>
  """,
  // 405: states are exited in reverse document order, then transition content runs in document
  // order.
  "test405-exit-then-content-order": """
  <state id="s0" initial="p">
    <parallel id="p">
      <state id="r1" initial="a1">
        <state id="a1">
          <onexit><raise event="exitA"/></onexit>
          <transition target="a2"><raise event="contentA"/></transition>
        </state>
        <state id="a2"><transition event="exitB" target="c1"/><transition event="*" target="fail"/></state>
        <state id="c1"><transition event="exitA" target="c2"/><transition event="*" target="fail"/></state>
        <state id="c2"><transition event="contentA" target="c3"/><transition event="*" target="fail"/></state>
        <state id="c3"><transition event="contentB" target="pass"/><transition event="*" target="fail"/></state>
      </state>
      <state id="r2" initial="b1">
        <state id="b1">
          <onexit><raise event="exitB"/></onexit>
          <transition target="b2"><raise event="contentB"/></transition>
        </state>
        <state id="b2"/>
      </state>
    </parallel>
  </state>
  """,
  // 406: states are entered in document order, parents before children.
  "test406-entry-order": """
  <parallel id="p">
    <onentry><raise event="p"/></onentry>
    <state id="r1"><onentry><raise event="r1"/></onentry>
      <state id="r1a"><onentry><raise event="r1a"/></onentry></state>
    </state>
    <state id="r2"><onentry><raise event="r2"/></onentry>
      <state id="r2a"><onentry><raise event="r2a"/></onentry></state>
    </state>
    <state id="check">
      <state id="w0"><transition event="p" target="w1"/><transition event="*" target="fail"/></state>
      <state id="w1"><transition event="r1" target="w2"/><transition event="*" target="fail"/></state>
      <state id="w2"><transition event="r1a" target="w3"/><transition event="*" target="fail"/></state>
      <state id="w3"><transition event="r2" target="w4"/><transition event="*" target="fail"/></state>
      <state id="w4"><transition event="r2a" target="pass"/><transition event="*" target="fail"/></state>
    </state>
  </parallel>
  """,
  // 419: eventless transitions go before internal and external events.
  "test419-eventless-first": """
  <state id="s1">
    <onentry><raise event="internalEvent"/><send event="externalEvent"/></onentry>
    <transition event="*" target="fail"/>
    <transition target="pass"/>
  </state>
  """,
  // 421: internal events go before external ones.
  "test421-internal-before-external": """
  <state id="s1" initial="s11">
    <onentry>
      <send event="externalEvent"/>
      <raise event="internalEvent1"/><raise event="internalEvent2"/>
      <raise event="internalEvent3"/><raise event="internalEvent4"/>
    </onentry>
    <transition event="externalEvent" target="fail"/>
    <state id="s11"><transition event="internalEvent3" target="s12"/></state>
    <state id="s12"><transition event="internalEvent4" target="pass"/></state>
  </state>
  """,
  // 423: the external queue keeps its order, delayed events included.
  "test423-external-order": """
  <state id="s0">
    <onentry><send event="externalEvent1"/><send event="externalEvent2" delay="1s"/><raise event="internalEvent"/></onentry>
    <transition event="internalEvent" target="s1"/>
    <transition event="*" target="fail"/>
  </state>
  <state id="s1">
    <transition event="externalEvent1" target="s2"/>
    <transition event="*" target="fail"/>
  </state>
  <state id="s2">
    <transition event="externalEvent2" target="pass"/>
    <transition event="*" target="fail"/>
  </state>
  """,
  // 570: done.state.<parallel> is raised after the done event of its last region, and delivered
  // even once the parallel state has been left.
  "test570-parallel-done": """
  <parallel id="p0">
    <onentry><raise event="go1"/><raise event="go2"/></onentry>
    <transition event="done.state.r2" target="s1"/>
    <state id="r1"><state id="r1a"><transition event="go1" target="r1f"/></state><final id="r1f"/></state>
    <state id="r2"><state id="r2a"><transition event="go2" target="r2f"/></state><final id="r2f"/></state>
  </parallel>
  <state id="s1">
    <transition event="done.state.p0" target="pass"/>
    <transition event="*" target="fail"/>
  </state>
  """,
  // 505: an internal transition to a descendant does not exit its source.
  "test505-internal-transition": """
  <state id="s1" initial="s11">
    <onentry><raise event="go"/></onentry>
    <onexit><raise event="exited"/></onexit>
    <transition event="go" type="internal" target="s12"><raise event="check"/></transition>
    <state id="s11"/>
    <state id="s12">
      <transition event="exited" target="fail"/>
      <transition event="check" target="pass"/>
    </state>
  </state>
  """,
  // 533: an internal transition whose source is a parallel state exits it like an external one.
  "test533-internal-from-parallel": """
  <state id="s0" initial="p">
    <onentry><raise event="go"/></onentry>
    <parallel id="p">
      <onexit><raise event="pExited"/></onexit>
      <transition event="go" type="internal" target="pb"><raise event="check"/></transition>
      <state id="pa"/>
      <state id="pb">
        <state id="pb1"><transition event="pExited" target="pb2"/><transition event="check" target="fail"/></state>
        <state id="pb2"><transition event="check" target="pass"/><transition event="*" target="fail"/></state>
      </state>
    </parallel>
  </state>
  """,
  // 208: <cancel> stops a delayed send by its id.
  "test208-cancel": """
  <state id="s0">
    <onentry>
      <send event="event1" delay="1s" id="foo"/>
      <send event="event2" delay="1.5s"/>
      <cancel sendid="foo"/>
    </onentry>
    <transition event="event2" target="pass"/>
    <transition event="*" target="fail"/>
  </state>
  """,
  // 236: done.invoke is the last event a child sends; its final state's onexit runs before it.
  "test236-done-invoke-last": """
  <state id="s0">
    <onentry><send event="timeout" delay="2s"/></onentry>
    <invoke id="child"><content><scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
      <final id="subFinal"><onexit><send target="#_parent" event="childToParent"/></onexit></final>
    </scxml></content></invoke>
    <transition event="childToParent" target="s1"/>
    <transition event="done.invoke" target="fail"/>
  </state>
  <state id="s1">
    <transition event="done.invoke" target="pass"/>
    <transition event="*" target="fail"/>
  </state>
  """,
  // 252: once its state is exited, nothing the child sends is processed.
  "test252-cancelled-child-silent": """
  <state id="s0" initial="s01">
    <onentry><send event="timeout" delay="2s"/></onentry>
    <transition event="timeout" target="pass"/>
    <transition event="childToParent" target="fail"/>
    <transition event="done.invoke" target="fail"/>
    <state id="s01">
      <onentry><send event="foo"/></onentry>
      <invoke id="child"><content><scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
        <state id="sub0">
          <onentry><send event="timeout" delay="1s"/></onentry>
          <transition event="timeout" target="subFinal"/>
          <onexit><send target="#_parent" event="childToParent"/></onexit>
        </state>
        <final id="subFinal"/>
      </scxml></content></invoke>
      <transition event="foo" target="s02"/>
    </state>
    <state id="s02"/>
  </state>
  """,
  // 338/347: #_parent and #_<invokeid> route events between parent and child.
  "test347-parent-child-messages": """
  <state id="s0" initial="s01">
    <onentry><send event="timeout" delay="20s"/></onentry>
    <transition event="timeout" target="fail"/>
    <invoke id="child"><content><scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
      <state id="sub0">
        <onentry><send event="childToParent" target="#_parent"/></onentry>
        <transition event="parentToChild" target="subFinal"/>
      </state>
      <final id="subFinal"/>
    </scxml></content></invoke>
    <state id="s01"><transition event="childToParent" target="s02"><send target="#_child" event="parentToChild"/></transition></state>
    <state id="s02"><transition event="done.invoke.child" target="pass"/></state>
  </state>
  """,
  // 422: only states entered and still active at the end of the macrostep invoke, in document order.
  "test422-invoke-at-end-of-macrostep": """
  <state id="s1" initial="s11">
    <onentry><send event="timeout" delay="2s"/></onentry>
    <transition event="invoked" target="fail"/>
    <transition event="timeout" target="pass"/>
    <state id="s11">
      <invoke id="never"><content><scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
        <final id="f"><onentry><send event="invoked" target="#_parent"/></onentry></final>
      </scxml></content></invoke>
      <transition target="s12"/>
    </state>
    <state id="s12"/>
  </state>
  """,
]

@Suite("W3C-style semantics")
struct W3CStyleTests {
  @Test("null-data-model versions of W3C IRP tests all halt in 'pass'")
  func allPass() throws {
    var files: [String: String] = [:]
    for (name, body) in w3cStyleTests {
      files["w3c/\(name).scxml"] = document(body + "\n<final id=\"pass\"/>\n<final id=\"fail\"/>")
    }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("statekit-w3c-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for (name, text) in files {
      let file = directory.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: file, atomically: true, encoding: .utf8)
    }
    let summary = try SCXMLConformanceRunner(directory: directory).run()
    #expect(summary.results.count == w3cStyleTests.count)
    for result in summary.results {
      #expect(result.outcome == .passed, "\(result.line)")
    }
  }
}
