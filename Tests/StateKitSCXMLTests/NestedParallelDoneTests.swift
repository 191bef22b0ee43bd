import StateKit
import StateKitTesting
import Testing

@testable import StateKitSCXML

/// `done.state` and nested `<parallel>` states, as the algorithm of SCXML's Appendix D raises
/// it: when a final state is entered, `done.state.<parent>` is raised, and
/// `done.state.<grandparent>` when the grandparent is a `<parallel>` whose every child is in a
/// final state. It does not go further up: a `<parallel>` that becomes complete because a
/// nested `<parallel>` did gets no `done.state` of its own. SCXML-tutorial's tests expect it
/// to; StateKit follows the algorithm (see the catalog's "Done events").
@Suite("done.state and nested parallel states")
struct NestedParallelDoneTests {
  /// `outer` runs region `a` beside the parallel state `inner`, whose regions are `b` and `c`.
  private static let text = document(
    """
    <parallel id="outer">
      <transition event="done.state.outer" target="end"/>
      <state id="a" initial="a1">
        <state id="a1"><transition event="finishA" target="aDone"/></state>
        <final id="aDone"/>
      </state>
      <parallel id="inner">
        <transition event="done.state.inner"><log label="done.state.inner"/></transition>
        <state id="b" initial="b1">
          <state id="b1"><transition event="finishB" target="bDone"/></state>
          <final id="bDone"/>
        </state>
        <state id="c" initial="c1">
          <state id="c1"><transition event="finishC" target="cDone"/></state>
          <final id="cDone"/>
        </state>
      </parallel>
    </parallel>
    <final id="end"/>
    """)

  @Test func anInnerParallelCompletingLastRaisesNoDoneStateForTheOuterOne() throws {
    let log = LogRecorder()
    let machine = try start(Self.text, log: log)
    machine.send("finishA")
    machine.send("finishB")
    machine.send("finishC")
    #expect(log.all == ["done.state.inner"])
    #expect(machine.atomicStates == ["aDone", "bDone", "cDone"])
    #expect(machine.finalState == nil, "done.state.outer was not raised")
  }

  @Test func aRegionOfTheOuterParallelCompletingLastRaisesItsDoneState() throws {
    let log = LogRecorder()
    let machine = try start(Self.text, log: log)
    machine.send("finishB")
    machine.send("finishC")
    #expect(log.all == ["done.state.inner"])
    machine.send("finishA")
    #expect(machine.finalState == "end", "every child of outer is in a final state")
  }
}
