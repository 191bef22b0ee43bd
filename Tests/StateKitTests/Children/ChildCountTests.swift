import StateKit
import Testing

/// A collection counts its children in their states whatever the size of their definition:
/// nodes in the first word of the active set, in the second (64 to 127), and past 128, where
/// the set spills into its overflow.
struct ChildCountTests {
  /// A ring of `size` states: `next` moves to the following one.
  static func ring(_ size: Int) -> MachineDefinition<S, E, Int> {
    try! MachineDefinition<S, E, Int>(initial: "s0", context: 0) {
      for i in 0..<size {
        StateNode(S(stringLiteral: "s\(i)")) {
          On("next", to: S(stringLiteral: "s\((i + 1) % size)"))
        }
      }
    }
  }

  static let rings = ChildMachines<Int, S, E, Int>("rings", ring(200))

  static let parent = try! MachineDefinition<S, E, Int>(initial: "home", context: 0) {
    StateNode("home") {
      Invoke(rings)
      On("spawn", actions: [.spawn(rings) { _, _ in (1, 0) }, .spawn(rings) { _, _ in (2, 0) }])
    }
  }

  @Test func countsFollowChildrenThroughEveryWordOfTheirStates() throws {
    let home = Machine(Self.parent)
    home.send("spawn")
    let running = home.children(Self.rings)
    let first = try #require(running[1])
    #expect(running.count(in: "s0") == 2)
    // Through the first word, the second, and the overflow, and back to the start.
    for step in 1...250 {
      #expect(first.send("next") == .handled)
      let here = S(stringLiteral: "s\(step % 200)")
      let atStart = step % 200 == 0
      #expect(running.count(in: here) == (atStart ? 2 : 1), "after \(step) steps")
      #expect(running.count(in: "s0") == (atStart ? 2 : 1), "after \(step) steps")
    }
    #expect(running.ids(in: "s50") == [1])
    #expect(running.ids(in: "s0") == [2])
  }

  /// A transfer whose steps call code: `tick` stays in its state and counts, `finish` moves.
  static let transfers = ChildMachines<Int, S, E, Int>(
    "transfers",
    try! MachineDefinition<S, E, Int>(initial: "downloading", context: 0) {
      StateNode("downloading") {
        On("tick", action: { ticks, _ in ticks += 1 })
        On("finish", to: "finished", guard: Guard("ticked") { ticks, _ in ticks > 0 })
      }
      StateNode("finished") { On("again", to: "downloading", action: { ticks, _ in ticks = 0 }) }
    })

  static let transfersParent = try! MachineDefinition<S, E, Int>(initial: "home", context: 0) {
    StateNode("home") {
      Invoke(transfers)
      On(
        "spawn",
        actions: [.spawn(transfers) { _, _ in (1, 0) }, .spawn(transfers) { _, _ in (2, 0) }])
    }
  }

  @Test(arguments: [false, true])
  func stepsThatCallCodeAreCountedWhetherTheyMoveOrNot(observed: Bool) throws {
    let home = Machine(Self.transfersParent)
    home.send("spawn")
    let running = home.children(Self.transfers)
    let first = try #require(running[1])
    let heard = Locked(0)
    let subscription = observed ? first.subscribe { _ in heard.mutate { $0 += 1 } } : nil
    #expect(first.send("finish") == .ignored, "the guard holds it back")
    #expect(first.send("tick") == .handled)
    #expect(first.context == 1)
    #expect(running.count(in: "downloading") == 2, "a step that stays is not a move")
    #expect(first.send("finish") == .handled)
    #expect(running.count(in: "downloading") == 1)
    #expect(running.ids(in: "finished") == [1])
    #expect(first.send("tick") == .ignored)
    #expect(running.count(in: "finished") == 1)
    #expect(first.send("again") == .handled)
    #expect(running.count(in: "downloading") == 2)
    #expect(running.count(in: "finished") == 0)
    #expect(first.context == 0)
    if observed { #expect(heard.value == 5, "every step reached the listener") }
    subscription?.cancel()
  }
}
