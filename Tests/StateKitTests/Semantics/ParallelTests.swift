import StateKit
import Testing

/// Parallel states: every region active, events handled in each region, order of effects.
struct ParallelTests {
  static let definition = try! TestDefinition(context: Trace()) {
    Parallel("p") {
      traced("p")
      On("leave", to: "out")
      StateNode("r1", initial: "x1") {
        traced("r1")
        StateNode("x1") {
          traced("x1")
          On("go", to: "x2", actions: [log("t:r1")])
        }
        StateNode("x2") { traced("x2") }
      }
      StateNode("r2", initial: "y1") {
        traced("r2")
        StateNode("y1") {
          traced("y1")
          On("go", to: "y2", actions: [log("t:r2")])
        }
        StateNode("y2") {
          traced("y2")
          On("jump", to: "x1")
        }
      }
    }
    StateNode("out") {
      On("in", to: ["x2", "y2"])
    }
  }

  @Test func enteringAParallelStateEntersEveryRegion() {
    let start = Self.definition.initialSnapshot()
    #expect(start.configuration == ["p", "r1", "x1", "r2", "y1"])
    #expect(start.states == ["x1", "y1"])
    #expect(start.context.log == ["entry:p", "entry:r1", "entry:x1", "entry:r2", "entry:y1"])
  }

  @Test func oneEventIsTakenInEveryRegionThatHandlesIt() {
    let step = Self.definition.transition(Self.definition.initialSnapshot(), on: "go")
    #expect(step.snapshot.leafNames == ["x2", "y2"])
    // Exits in reverse document order, transitions in document order, entries in document order.
    #expect(
      step.snapshot.context.log.dropFirst(5) == [
        "exit:y1", "exit:x1", "t:r1", "t:r2", "entry:x2", "entry:y2",
      ])
  }

  @Test func aTransitionLeavingThePrallelStateExitsEveryRegion() {
    let step = Self.definition.transition(Self.definition.initialSnapshot(), on: "leave")
    #expect(step.snapshot.configuration == ["out"])
    #expect(
      step.snapshot.context.log.dropFirst(5) == [
        "exit:y1", "exit:r2", "exit:x1", "exit:r1", "exit:p",
      ])
  }

  @Test func multipleTargetsEnterOneStatePerRegion() {
    let snapshot = run(Self.definition, ["leave", "in"])
    #expect(snapshot.leafNames == ["x2", "y2"])
  }

  @Test func aTransitionAcrossRegionsExitsTheParallelState() {
    // y2 -> x1 crosses regions: its domain is above p, so p is exited and re-entered.
    let snapshot = run(Self.definition, ["go", "jump"])
    #expect(snapshot.leafNames == ["x1", "y1"])
    #expect(
      snapshot.context.log.suffix(10) == [
        "exit:y2", "exit:r2", "exit:x2", "exit:r1", "exit:p",
        "entry:p", "entry:r1", "entry:x1", "entry:r2", "entry:y1",
      ])
  }
}
