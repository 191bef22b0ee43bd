import StateKit
import StateKitTesting
import Testing

@testable import StateKitSCXML

/// Seven regions `r1`…`r7` of a parallel `p`, each with states `x<i>` and `y<i>`.
private func regions(_ count: Int = 7, extra: (Int) -> String = { _ in "" }) -> String {
  (1...count).map { i in
    #"<state id="r\#(i)"><state id="x\#(i)">\#(extra(i))</state><state id="y\#(i)"/></state>"#
  }.joined()
}

@Suite("Conversion without arity limits")
struct UnlimitedArityTests {
  @Test("<scxml initial> with seven states enters all of them")
  func sevenInitialStates() throws {
    let initial = (1...7).map { "y\($0)" }.joined(separator: " ")
    let machine = try start(
      document(#"<parallel id="p">\#(regions())</parallel>"#, attributes: #"initial="\#(initial)""#)
    )
    #expect(machine.atomicStates == Set((1...7).map { "y\($0)" }))
  }

  @Test("<initial> with seven targets enters all of them")
  func sevenInitialTargets() throws {
    let targets = (1...7).map { "y\($0)" }.joined(separator: " ")
    let machine = try start(
      document(
        #"""
        <state id="top"><initial><transition target="\#(targets)"><log label="init"/></transition></initial>
          <parallel id="p">\#(regions())</parallel>
        </state>
        """#))
    #expect(machine.atomicStates == Set((1...7).map { "y\($0)" }))
  }

  @Test("a history with seven default states enters all of them")
  func sevenHistoryDefaults() throws {
    let targets = (1...7).map { "y\($0)" }.joined(separator: " ")
    let machine = try start(
      document(
        #"""
        <state id="off"><transition event="on" target="h"/></state>
        <state id="top">
          <history id="h" type="deep"><transition target="\#(targets)"/></history>
          <parallel id="p">\#(regions())</parallel>
        </state>
        """#))
    machine.send("on")
    #expect(machine.atomicStates == Set((1...7).map { "y\($0)" }))
  }

  @Test("a transition with eight descriptors is one transition that any of them triggers")
  func manyDescriptors() throws {
    let text = document(
      """
      <state id="a"><transition event="e1 e2 e3 e4 e5 e6 e7 e8" target="b"><log label="taken"/></transition></state>
      <state id="b"><transition event="back" target="a"/></state>
      """)
    let definition = try SCXMLDocument(string: text).definition()
    #expect(definition.transitionList.count == 2)
    let first = try #require(definition.transitionList.first)
    guard case .events(let events) = first.trigger else {
      Issue.record("expected an event trigger")
      return
    }
    #expect(events == (1...8).map { "e\($0)" })
    for event in ["e1", "e6", "e7", "e8"] {
      let log = LogRecorder()
      let machine = try start(text, log: log)
      machine.send(event)
      #expect(machine.atomicStates == ["b"], "\(event)")
      #expect(log.all == ["taken"])
    }
    let machine = try start(text)
    machine.send("e9")
    #expect(machine.atomicStates == ["a"])
  }

  @Test("an eventless transition with seven targets in parallel regions takes them all")
  func eventlessToSeveralTargets() throws {
    let targets = (1...7).map { "y\($0)" }.joined(separator: " ")
    let log = LogRecorder()
    let machine = try start(
      document(
        #"""
        <state id="idle"><transition event="go" target="ready"/></state>
        <state id="ready"><transition target="\#(targets)"><log label="fan out"/></transition></state>
        <parallel id="p">\#(regions())</parallel>
        """#), log: log)
    #expect(machine.atomicStates == ["idle"])
    machine.send("go")
    #expect(machine.atomicStates == Set((1...7).map { "y\($0)" }))
    #expect(log.all == ["fan out"])
  }

  @Test("an eventless transition inside a region may target states of several regions")
  func eventlessInsideRegion() throws {
    let machine = try start(
      document(
        #"""
        <parallel id="p">
          <state id="r1"><state id="a"><transition cond="In('c')" target="b d"/></state><state id="b"/></state>
          <state id="r2"><state id="c"/><state id="d"/></state>
        </parallel>
        """#))
    #expect(machine.atomicStates == ["b", "d"])
  }
}
