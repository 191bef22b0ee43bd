import Testing

@testable import StateKit

/// The snapshot invariants checked after every step in debug builds: each broken by hand is
/// reported, and every snapshot the engine makes is legal.
struct SnapshotInvariantTests {
  static let definition = try! TestDefinition(initial: "work", context: Trace()) {
    StateNode("work", initial: "a") {
      History("h", .shallow, default: "b")
      History("deep", .deep, default: "b")
      StateNode("a", initial: "a1") {
        StateNode("a1") { On("next", to: "a2") }
        StateNode("a2")
      }
      StateNode("b") { Invoke("job", { (_: WorkInput<E, Trace>) in nil }) }
    }
    Parallel("p") {
      StateNode("r1")
      StateNode("r2")
    }
    On("pause", to: "p")
    On("resume", to: "h")
    On("toB", to: "b")
  }

  static func node(_ name: String) -> Int32 {
    Int32(definition.nodes.firstIndex { $0.name == name }!)
  }

  static func broken(_ change: (inout Snapshot<S, E, Trace>) -> Void) -> String? {
    var snapshot = definition.initialSnapshot()
    change(&snapshot)
    return snapshot.invariantViolation
  }

  @Test func theEnginesSnapshotsAreLegal() {
    var snapshot = Self.definition.initialSnapshot()
    #expect(snapshot.invariantViolation == nil)
    for event: E in ["next", "pause", "resume", "toB", "pause", "resume"] {
      snapshot = Self.definition.transition(snapshot, on: event).snapshot
      #expect(snapshot.invariantViolation == nil, "after \(event)")
    }
  }

  @Test func anActiveStateWhoseParentIsInactiveIsReported() {
    let violation = Self.broken { $0.active.remove(Self.node("work")) }
    #expect(violation == "a is active but its parent is not")
  }

  @Test func aCompoundStateWithTwoActiveChildrenIsReported() {
    let violation = Self.broken { $0.active.insert(Self.node("a2")) }
    #expect(violation == "compound a has 2 active children")
  }

  @Test func twoActiveTopLevelStatesAreReported() {
    let violation = Self.broken {
      $0.active.insert(Self.node("p"))
      $0.active.insert(Self.node("r1"))
      $0.active.insert(Self.node("r2"))
    }
    #expect(violation == "2 top-level states are active")
  }

  @Test func aParallelStateWithAnInactiveRegionIsReported() {
    let violation = Self.broken {
      $0.active.removeAll()
      $0.active.insert(Self.node("p"))
      $0.active.insert(Self.node("r1"))
    }
    #expect(violation == "parallel p has an inactive region")
  }

  @Test func illegalHistoryValuesAreReported() {
    #expect(
      Self.broken { $0.history[Self.node("h")] = StateSet(Self.node("a1")) }
        == "history h remembers a1")
    #expect(
      Self.broken { $0.history[Self.node("deep")] = StateSet(Self.node("a")) }
        == "history deep remembers a")
    #expect(
      Self.broken { $0.history[Self.node("h")] = StateSet() } == "history h remembers nothing")
    #expect(
      Self.broken { $0.history[Self.node("a")] = StateSet(Self.node("a1")) }
        == "history is kept for a, not a history state")
  }

  @Test func workThatDoesNotMatchTheActiveStatesIsReported() {
    #expect(
      Self.broken {
        $0.activeWork.append(WorkID(state: Int(Self.node("b")), index: 0, generation: 9))
      }
        == "work(\(Self.node("b")).0#9) runs for an inactive state")
    var inB = Self.definition.transition(Self.definition.initialSnapshot(), on: "toB").snapshot
    #expect(inB.invariantViolation == nil)
    #expect(inB.runningWork.count == 1)
    inB.activeWork.removeAll()
    #expect(inB.invariantViolation == "work 0 of b is not running")
  }

  @Test func anActiveHistoryStateIsReported() {
    let violation = Self.broken { $0.active.insert(Self.node("h")) }
    #expect(violation == "history h is active")
  }
}
