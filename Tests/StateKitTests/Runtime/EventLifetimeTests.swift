import StateKit
import Testing

/// An idle machine keeps no event alive: the working memory lets go of the event it processed
/// when its macrostep ends, whichever path took it.
@Suite("Event lifetime")
struct EventLifetimeTests {
  /// What an event carries: a weak reference tells whether anything still holds it.
  final class Payload: Sendable {}

  enum Event: MachineEvent {
    case carry(Payload)
    case plain

    enum Case: Hashable, Sendable { case carry, plain }
    var eventCase: Case {
      switch self {
      case .carry: .carry
      case .plain: .plain
      }
    }
  }

  /// Each transition `carry` can take: a plain move, an assignment, a side effect (the general
  /// algorithm), a raised event and a statechart's step plan.
  static let definitions: [(String, MachineDefinition<S, Event, Int>)] = [
    (
      "a flat move",
      try! MachineDefinition(initial: "a", context: 0) {
        StateNode("a") { On(.carry, to: "b") }
        StateNode("b") { On(.plain, to: "a") }
      }
    ),
    (
      "a flat assignment",
      try! MachineDefinition(initial: "a", context: 0) {
        StateNode("a") { On(.carry, to: "b", actions: [.assign("n") { n, _ in n += 1 }]) }
        StateNode("b") { On(.plain, to: "a") }
      }
    ),
    (
      "a side effect",
      try! MachineDefinition(initial: "a", context: 0) {
        StateNode("a") { On(.carry, to: "b", actions: [.run("effect") { _, _ in }]) }
        StateNode("b") { On(.plain, to: "a") }
      }
    ),
    (
      "a raised event",
      try! MachineDefinition(initial: "a", context: 0) {
        StateNode("a") { On(.carry, to: "b", actions: [.raise(.plain)]) }
        StateNode("b") { On(.plain, to: "c") }
        StateNode("c") {}
      }
    ),
    (
      "a nested state",
      try! MachineDefinition(initial: "outer", context: 0) {
        StateNode("outer", initial: "a") {
          StateNode("a") { On(.carry, to: "b", actions: [.assign("n") { n, _ in n += 1 }]) }
          StateNode("b") {}
        }
      }
    ),
  ]

  @Test("after the macrostep, nothing holds the event", arguments: definitions.indices)
  func released(_ index: Int) {
    let (name, definition) = Self.definitions[index]
    let machine = Machine(definition)
    weak var weakPayload: Payload?
    do {
      let payload = Payload()
      weakPayload = payload
      #expect(machine.send(.carry(payload)) == .handled, "\(name)")
    }
    #expect(weakPayload == nil, "\(name): the machine keeps the last event's payload")
  }
}
