import StateKit
import Testing

/// `children(_:)` invalidates its readers only when who runs in the collection, or in which
/// order, changes: a change of the parent's substate or context that keeps the same children
/// invalidates nothing, as a hand-written model's `rows` array would not.
@MainActor
struct CollectionObservationTests {
  static let rows = ChildMachines<Int, S, E, Int>(
    "rows",
    try! MachineDefinition<S, E, Int>(initial: "open", context: 0) {
      StateNode("open") { On("close", to: "closed") }
      Final("closed")
    })

  /// `list` holds the collection; `toggle` moves between its substates, `tick` counts, `add`
  /// spawns the next row, `leave` and `back` exit and enter `list`.
  static let parent = try! MachineDefinition<S, E, Int>(initial: "list", context: 0) {
    StateNode("list", initial: "idle") {
      Invoke(rows)
      On(
        "add",
        actions: [.spawn(rows) { count, _ in (count, count) }, .assign { count, _ in count += 1 }])
      On("tick", actions: [.assign { count, _ in count += 100 }])
      On("leave", to: "away")
      StateNode("idle") { On("toggle", to: "busy") }
      StateNode("busy") { On("toggle", to: "idle") }
    }
    StateNode("away") { On("back", to: "list") }
  }

  @Test func aSubstateOrContextChangeWithTheSameChildrenInvalidatesNothing() {
    let model = ObservableMachine(Self.parent)
    model.send("add")
    model.send("add")
    let list = Invalidated { _ = model.children(Self.rows) }
    for _ in 0..<10 {
      #expect(model.send("toggle") == .handled)
      #expect(model.send("tick") == .handled)
    }
    #expect(list.count == 0, "the parent's substate toggled 10 times, the same 2 children")
    #expect(model.children(Self.rows).map(\.id) == [0, 1])
  }

  @Test func aSpawnAndALeavingChildInvalidateTheList() throws {
    let model = ObservableMachine(Self.parent)
    model.send("add")
    let spawned = Invalidated { _ = model.children(Self.rows) }
    model.send("add")
    #expect(spawned.count == 1)
    let left = Invalidated { _ = model.children(Self.rows) }
    try #require(model.children(Self.rows).first?.machine).send("close")
    #expect(left.count == 1, "a finished child left")
    #expect(model.children(Self.rows).map(\.id) == [1])
  }

  @Test func theCollectionStartingWithItsStateInvalidatesAReaderOfTheEmptyList() {
    let model = ObservableMachine(Self.parent)
    model.send("leave")
    let list = Invalidated { _ = model.children(Self.rows) }
    #expect(model.children(Self.rows).isEmpty)
    model.send("back")
    #expect(list.count == 1, "the collection runs again")
    let again = Invalidated { _ = model.children(Self.rows) }
    model.send("add")
    #expect(again.count == 1, "the new run's membership is watched")
    #expect(model.children(Self.rows).map(\.id) == [0])
  }
}
