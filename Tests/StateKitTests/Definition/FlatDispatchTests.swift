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

  static func cell(_ state: S, _ event: E) -> Int32 {
    let node = Int32(definition.nodeIndex(of: state)!)
    return definition.dispatch.cell(state: node, event: definition.eventIndex.index(of: event))
  }

  static func node(_ state: S) -> Int32 { Int32(definition.nodeIndex(of: state)!) }

  @Test func aPlainCellNamesTheStateItMakesActive() {
    #expect(!Self.definition.dispatch.isEmpty)
    #expect(FlatDispatch.plainTarget(Self.cell("a", "go")) == Self.node("b"))
    #expect(FlatDispatch.plainTarget(Self.cell("b", "go")) == Self.node("a"))
    #expect(FlatDispatch.plainTarget(Self.cell("b", "stay")) == Self.node("b"))
  }

  @Test func aTargetlessPlainCellNamesItsOwnState() {
    #expect(FlatDispatch.plainTarget(Self.cell("a", "stay")) == Self.node("a"))
  }

  @Test func otherCellsAreNotPlain() {
    let act = Self.cell("a", "act")
    #expect(FlatDispatch.plainTarget(act) == nil)
    #expect(!FlatDispatch.isPlain(act))
    let t = FlatDispatch.transition(act)
    #expect(Self.definition.transitionInfo[Int(t)].firstTarget == Self.node("b"))
    #expect(Self.cell("b", "act") == FlatDispatch.ignored)
    #expect(FlatDispatch.plainTarget(FlatDispatch.ignored) == nil)
    #expect(FlatDispatch.plainTarget(FlatDispatch.needsSearch) == nil)
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
      #expect(FlatDispatch.plainTarget(Self.cell(state, event)) == target)
    }
  }
}
