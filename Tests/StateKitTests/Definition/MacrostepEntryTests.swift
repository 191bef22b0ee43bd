import StateKitTesting
import Testing

@testable import StateKit

/// The macrostep for a caller without working memory (a running machine's first lock, the pure
/// step): the quick step decides what it can, and working memory is asked for only when the
/// event needs it.
struct MacrostepEntryTests {
  /// A flat machine: `go` and `back` are plain, `count` assigns, `done` reaches a final state.
  static let flat = try! TestDefinition(initial: "a", context: Trace()) {
    StateNode("a") {
      On("go", to: "b")
      On("count", to: "b", actions: [log("counted")])
      On("done", to: "end")
    }
    StateNode("b") { On("back", to: "a") }
    Final("end")
  }

  /// Runs `event` from `snapshot`, lending nothing, and counts how often working memory was
  /// asked for.
  static func declining(
    _ event: E, _ snapshot: TestDefinition.Snap
  ) -> (MacrostepOutcome, TestDefinition.Snap, taken: Int32, asked: Int) {
    var next = snapshot
    var taken: Int32 = -1
    var asked = 0
    let outcome = flat.quickStepOrLend(event, &next, taken: &taken) { _, _ in
      asked += 1
      return nil
    }
    return (outcome, next, taken, asked)
  }

  @Test func aPlainTransitionOrAnIgnoredEventNeedsNoWorkingMemory() {
    let start = Self.flat.initialSnapshot()
    let go = Self.declining("go", start)
    #expect(go.0 == .quick(handled: true))
    #expect(go.1.configuration == ["b"])
    #expect(go.taken == Self.flat.eventIndex.index(of: E("go").eventCase))
    #expect(go.asked == 0)

    let ignored = Self.declining("back", start)
    #expect(ignored.0 == .quick(handled: false))
    #expect(ignored.1 == start)
    #expect(ignored.asked == 0)
  }

  @Test func anEventThatNeedsWorkingMemoryIsDeclinedUnchangedWhenNoneIsLent() {
    let start = Self.flat.initialSnapshot()
    for event: E in ["count", "done"] {
      let declined = Self.declining(event, start)
      #expect(declined.0 == .declined)
      #expect(declined.1 == start)
      #expect(declined.taken == -1)
      #expect(declined.asked == 1)
    }
  }

  @Test func lentWorkingMemoryTakesTheRestOfTheMacrostep() {
    var next = Self.flat.initialSnapshot()
    var taken: Int32 = -1
    var scratch = Scratch<S, E, Trace>()
    let outcome = Self.flat.quickStepOrLend("count", &next, taken: &taken) { snapshot, rest in
      rest(&snapshot, &scratch)
    }
    #expect(outcome == .stepped(handled: true))
    #expect(next.configuration == ["b"])
    #expect(next.context.log == ["counted"])
  }

  /// The pure step and a running machine enter the same macrostep: they agree on every event,
  /// the quick ones, the assigning one and a done machine's.
  @Test func thePureStepAndTheMachineAgree() {
    let events: [E] = ["go", "back", "count", "back", "nothing", "done", "go"]
    let machine = Machine(Self.flat)
    var snapshot = Self.flat.initialSnapshot()
    for event in events {
      let step = Self.flat.transition(snapshot, on: event)
      let result = machine.send(event)
      #expect(result == (step.isHandled ? .handled : .ignored), "\(event)")
      #expect(machine.snapshot == step.snapshot, "\(event)")
      snapshot = step.snapshot
    }
    #expect(snapshot.isDone)
  }
}
