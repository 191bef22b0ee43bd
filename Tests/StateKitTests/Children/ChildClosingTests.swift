import StateKit
import Testing

/// A child whose own step makes its parent leave the state that holds its collection: the
/// collection closes while that child is still ending its step, and what the child reports
/// after the close (its counted step, its completion) is ignored, never looked up in the
/// closed collection.
struct ChildClosingTests {
  /// A row that says goodbye to its parent: `bye` emits, and `last` emits and finishes.
  static let row = try! MachineDefinition<S, E, Int>(initial: "live", context: 0) {
    StateNode("live") {
      On("bye", to: "leaving", actions: [.emit("bye")])
      On("last", to: "end", actions: [.emit("bye")])
    }
    StateNode("leaving") {}
    Final("end")
  }

  static let rows = ChildMachines<Int, S, E, Int>("rows", row)

  /// A list that closes, leaving the state that holds its rows, when a row says goodbye.
  static let list = try! MachineDefinition<S, E, [String]>(initial: "open", context: []) {
    StateNode("open") {
      Invoke(
        rows, emitted: { _, _ in "close" },
        done: { id, _ in E(stringLiteral: "done \(id)") })
      On("add", actions: [.spawn(rows) { _, _ in (1, 0) }, .spawn(rows) { _, _ in (2, 0) }])
      On("close", to: "closed")
      On("done 1") { heard, _ in heard.append("done 1") }
    }
    StateNode("closed") {}
  }

  @Test(arguments: ["bye", "last"], [false, true])
  func aChildWhoseStepClosesItsCollectionEndsThatStep(event: String, observed: Bool) throws {
    let list = Machine(Self.list)
    list.send("add")
    let row = try #require(list.children(Self.rows)[1])
    let heard = Locked(0)
    let subscription = observed ? row.subscribe { _ in heard.mutate { $0 += 1 } } : nil
    #expect(row.send(E(stringLiteral: event)) == .handled)
    #expect(list.state == "closed", "the row's goodbye closed the list")
    #expect(list.children(Self.rows).count == 0)
    #expect(list.context == [], "a completion after the close does not reach the list")
    #expect(row.isStopped, "the close stopped the row")
    if observed { #expect(heard.value == 1, "the row's listener heard its step") }
    subscription?.cancel()
  }
}
