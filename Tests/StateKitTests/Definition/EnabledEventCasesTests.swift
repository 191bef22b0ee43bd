import StateKit
import Testing

/// `enabledEventCases(in:)`, the linear listing `statekit simulate` prints after every step,
/// gives the same events in the same order as `enabledEvents(in:)`.
struct EnabledEventCasesTests {
  static func definition(_ matching: EventMatching) -> MachineDefinition<StateName, EventName, Int>
  {
    try! MachineDefinition<StateName, EventName, Int>(
      initial: "off", context: 0, eventMatching: matching
    ) {
      StateNode("off") { On("power", to: "on") }
      Parallel("on") {
        StateNode("a") {
          StateNode("a1") {
            On("flip", to: "a2")
            On("count", guard: .init("positive") { context, _ in context > 0 })
          }
          StateNode("a2") {
            On("flip", to: "a1", guard: .inState("b2"))
            On("bump", action: { context, _ in context += 1 })
          }
        }
        StateNode("b") {
          StateNode("b1") { On("flop", to: "b2") }
          StateNode("b2") { On("flop", "flip", to: "b1") }
        }
        On("power", to: "off")
        On("error", to: "off")
      }
    }
  }

  @Test(arguments: [EventMatching.exact, .descriptors])
  func sameEventsAsEnabledEventsInEveryReachableSnapshot(_ matching: EventMatching) {
    let definition = Self.definition(matching)
    let events: [EventName] = ["power", "flip", "flop", "bump", "count", "error.send"]
    var frontier = [definition.initialSnapshot()]
    var seen = 0
    for _ in 0..<6 {
      var next: [Snapshot<StateName, EventName, Int>] = []
      for snapshot in frontier {
        #expect(
          definition.enabledEventCases(in: snapshot)
            == definition.enabledEvents(in: snapshot),
          "\(snapshot.activeLeaves) context \(snapshot.context)")
        seen += 1
        for event in events {
          let step = definition.transition(snapshot, on: event)
          if step.isHandled { next.append(step.snapshot) }
        }
      }
      frontier = next
    }
    #expect(seen > 50)
  }
}
