import Testing

@testable import StateKit

/// A flat machine's dispatch table: a plain transition's cell names the state it makes active,
/// any other transition's cell names the transition, and the transition behind a plain cell is
/// found again from the state and the event.
struct FlatDispatchTests {
  static let definition = try! TestDefinition(initial: "a", context: Trace()) {
    StateNode("a") {
      On("go", to: "b")
      On("stay")
      On("act", to: "b", actions: [log("t:act")])
    }
    StateNode("b") {
      On("go", to: "a")
      On("stay", to: "b")
    }
  }

  static func cell(_ state: S, _ event: E) -> DispatchCell {
    let node = Int32(definition.nodeIndex(of: state)!)
    return definition.dispatch.cell(state: node, event: definition.eventIndex.index(of: event))
  }

  static func node(_ state: S) -> Int32 { Int32(definition.nodeIndex(of: state)!) }

  @Test func aPlainCellNamesTheStateItMakesActive() {
    #expect(!Self.definition.dispatch.isEmpty)
    #expect(Self.cell("a", "go").plainTarget == Self.node("b"))
    #expect(Self.cell("b", "go").plainTarget == Self.node("a"))
    #expect(Self.cell("b", "stay").plainTarget == Self.node("b"))
  }

  @Test func aTargetlessPlainCellNamesItsOwnState() {
    #expect(Self.cell("a", "stay").plainTarget == Self.node("a"))
  }

  @Test func otherCellsAreNotPlain() {
    let act = Self.cell("a", "act")
    #expect(act.plainTarget == nil)
    #expect(!act.isPlain)
    let t = act.transition
    #expect(Self.definition.transitionInfo[Int(t)].firstTarget == Self.node("b"))
    #expect(Self.cell("b", "act") == .ignored)
    #expect(DispatchCell.ignored.plainTarget == nil)
    #expect(DispatchCell.needsSearch.plainTarget == nil)
  }

  @Test func thePlainTransitionIsFoundFromTheStateAndTheEvent() throws {
    let definition = Self.definition
    for (state, event) in [("a", "go"), ("a", "stay"), ("b", "go"), ("b", "stay")] as [(S, E)] {
      let t = definition.plainTransition(
        from: Self.node(state), event: definition.eventIndex.index(of: event))
      try #require(t >= 0)
      // The found transition leaves `state` for the state its plain cell names.
      let info = definition.transitionInfo[Int(t)]
      #expect(info.source == Self.node(state))
      let target = info.firstTarget >= 0 ? info.firstTarget : Self.node(state)
      #expect(Self.cell(state, event).plainTarget == target)
    }
  }

  /// A flat machine with a transition of the root, taken from every state but the final one.
  static let finishing = try! TestDefinition(initial: "a", context: Trace()) {
    On("reset", to: "a")
    StateNode("a") { On("finish", to: "end") }
    Final("end")
  }

  @Test func aFinalStatesRowIgnoresEveryEventEvenTheRoots() throws {
    let definition = Self.finishing
    #expect(!definition.dispatch.isEmpty)
    let end = Int32(try #require(definition.nodeIndex(of: "end")))
    let a = Int32(try #require(definition.nodeIndex(of: "a")))
    let reset = definition.eventIndex.index(of: "reset")
    #expect(definition.dispatch.cell(state: a, event: reset).plainTarget == a)
    #expect(definition.dispatch.cell(state: end, event: reset) == .ignored)
    // The quick path tests no `done`: the final state's row is what makes a done machine
    // ignore the root's transition.
    let machine = Machine(definition)
    #expect(machine.send("finish") == .handled)
    #expect(machine.snapshot.isDone)
    #expect(machine.send("reset") == .ignored)
    #expect(machine.state == "end" && machine.snapshot.isDone)
  }

  @Test func cellsOfEveryKindKeepTheirValues() {
    #expect(DispatchCell.plain(to: 0).plainTarget == 0)
    #expect(DispatchCell.plain(to: 7).isPlain)
    #expect(DispatchCell.transition(0).transition == 0)
    #expect(DispatchCell.transition(41).transition == 41)
    #expect(!DispatchCell.transition(41).isPlain && DispatchCell.transition(41).plainTarget == nil)
    #expect(DispatchCell.transition(0) != .ignored && DispatchCell.transition(0) != .needsSearch)
  }
}
