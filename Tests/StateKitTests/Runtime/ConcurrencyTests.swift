import StateKit
import Testing

/// Many tasks send to one machine at once: nothing lost, nothing duplicated, each sender's order
/// kept.
struct ConcurrencyTests {
  struct Tagged: MachineEvent {
    let sender: Int
    let sequence: Int
    var eventCase: Int { 0 }
  }

  @Test func sixtyFourTasksTimesTenThousandEvents() async throws {
    let senders = 64
    let perSender = 10_000
    let definition = try MachineDefinition<S, Tagged, [[Int]]>(
      initial: "a", context: Array(repeating: [], count: senders)
    ) {
      StateNode("a") {
        On(
          0, to: "b", action: { received, event in received[event!.sender].append(event!.sequence) }
        )
      }
      StateNode("b") {
        On(
          0, to: "a", action: { received, event in received[event!.sender].append(event!.sequence) }
        )
      }
    }
    let machine = Machine(definition)
    await withTaskGroup(of: Void.self) { group in
      for sender in 0..<senders {
        group.addTask {
          for sequence in 0..<perSender { machine.send(Tagged(sender: sender, sequence: sequence)) }
        }
      }
    }
    let received = machine.context
    #expect(received.map(\.count).reduce(0, +) == senders * perSender)
    for sender in 0..<senders where received[sender] != Array(0..<perSender) {
      Issue.record("sender \(sender): events lost, duplicated or reordered")
    }
    // An even number of events flips a → b → a.
    #expect(machine.state == "a")
  }
}
