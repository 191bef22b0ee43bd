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

  /// What the machine saw of each sender: how many of its events arrived, and how many arrived
  /// out of order (a sequence number other than the count so far). Small and of fixed size:
  /// each macrostep of this definition runs outside the lock on a copy of the snapshot, and a
  /// growing context would be copied on every write.
  struct Received: Sendable {
    var counts: [Int]
    var outOfOrder = 0

    mutating func record(_ event: Tagged) {
      if counts[event.sender] != event.sequence { outOfOrder += 1 }
      counts[event.sender] += 1
    }
  }

  @Test func sixtyFourTasksTimesTenThousandEvents() async throws {
    let senders = 64
    let perSender = 10_000
    let definition = try MachineDefinition<S, Tagged, Received>(
      initial: "a", context: Received(counts: Array(repeating: 0, count: senders))
    ) {
      StateNode("a") { On(0, to: "b", action: { received, event in received.record(event!) }) }
      StateNode("b") { On(0, to: "a", action: { received, event in received.record(event!) }) }
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
    // Every event once (the counts), each sender's in order (nothing out of order).
    #expect(received.counts == Array(repeating: perSender, count: senders))
    #expect(received.outOfOrder == 0)
    // An even number of events flips a → b → a.
    #expect(machine.state == "a")
  }
}
