import Observation
import StateKit
import Synchronization
import Testing

/// A detail screen pushed for the selected child of a collection follows the machine: going
/// back sends the event that clears the selection, a link selects through the machine, and a
/// restored snapshot shows the selected detail again. Tested as SwiftUI and UIKit use
/// it: through the binding's get and set.
@MainActor
struct SelectedChildTests {
  struct Board: Equatable, Sendable {
    var selected: String?
    var backs = 0
  }

  static let row = try! MachineDefinition<S, E, Int>(initial: "idle", context: 0) {
    StateNode("idle") { On("tap", to: "busy") }
    StateNode("busy")
  }
  static let rows = ChildMachines<String, S, E, Int>("rows", row)

  /// A list of rows `a` and `b`, each a child; `open x` selects `x` (`c` never runs), `back`
  /// clears the selection and counts, `remove a` stops `a`.
  static let board = try! MachineDefinition<S, E, Board>(initial: "list", context: Board()) {
    StateNode("list") {
      Invoke(rows)
      On("add", actions: [.spawn(rows) { _, _ in ("a", 0) }, .spawn(rows) { _, _ in ("b", 0) }])
      for id in ["a", "b", "c"] {
        On(E(stringLiteral: "open \(id)")) { board, _ in board.selected = id }
      }
      On("back") { board, _ in
        board.selected = nil
        board.backs += 1
      }
      On("remove a", actions: [.stop(rows) { _, _ in "a" }])
    }
  }

  static func detail(
    _ model: ObservableMachine<S, E, Board>, push: Bool = true
  ) -> MachineBinding<ObservedChild<String, S, E, Int>?> {
    var open: (@MainActor (String) -> E)?
    if push { open = { id in E(stringLiteral: "open " + id) } }
    let selection: @MainActor (Snapshot<S, E, Board>) -> String? = { $0.context.selected }
    return model.selectedChild(rows, selection: selection, back: "back", push: open)
  }

  @Test func theDetailIsTheSelectedRunningChild() throws {
    let model = ObservableMachine(Self.board)
    let detail = Self.detail(model)
    model.send("add")
    #expect(detail.value == nil, "nothing is selected")
    model.send("open a")
    let shown = try #require(detail.value)
    #expect(shown.id == "a")
    #expect(shown.machine === model.child(Self.rows, id: "a"), "the collection's own child")
    #expect(detail.value == shown, "the same running child reads equal")
    shown.machine.send("tap")
    #expect(model.child(Self.rows, id: "a")?.state == "busy")
    model.send("open c")
    #expect(detail.value == nil, "no child runs under the selected id")
    model.send("open a")
    model.send("remove a")
    #expect(detail.value == nil, "the selected child stopped")
  }

  @Test func goingBackClearsTheSelectionOnce() {
    let model = ObservableMachine(Self.board)
    let detail = Self.detail(model)
    model.send("add")
    model.send("open b")
    detail.value = nil
    #expect(model.context.selected == nil && model.context.backs == 1)
    detail.value = nil
    #expect(model.context.backs == 1, "leaving a detail that is not shown sends nothing")
  }

  @Test func aLinkSelectsThroughTheMachine() throws {
    let model = ObservableMachine(Self.board)
    model.send("add")
    let b = try #require(model.children(Self.rows).first { $0.id == "b" })
    let ignoring = Self.detail(model, push: false)
    ignoring.value = b
    #expect(model.context.selected == nil, "without push, a link's write changes nothing")
    let detail = Self.detail(model)
    detail.value = b
    #expect(model.context.selected == "b")
    #expect(detail.value == b)
  }

  @Test func aRestoredSnapshotShowsTheSelectedDetailAgain() throws {
    let model = ObservableMachine(Self.board)
    model.send("add")
    model.send("open b")
    model.child(Self.rows, id: "b")?.send("tap")
    // The snapshot holds the selection and the collection's children: restoring it brings the
    // pushed detail back, with the child in the state it was in.
    let restored = ObservableMachine(restoring: model.machine.snapshot)
    let detail = Self.detail(restored)
    #expect(restored.context.selected == "b")
    let shown = try #require(detail.value)
    #expect(shown.id == "b" && shown.machine === restored.child(Self.rows, id: "b"))
    #expect(shown.machine.state == "busy")
    detail.value = nil
    #expect(restored.context.selected == nil && detail.value == nil)
  }

  @Test func aReaderIsInvalidatedWhenTheSelectionChanges() {
    let model = ObservableMachine(Self.board)
    model.send("add")
    let detail = Self.detail(model)
    let invalidations = Count()
    withObservationTracking {
      _ = detail.value
    } onChange: {
      invalidations.add()
    }
    model.send("open a")
    #expect(invalidations.value == 1)
  }
}

/// A count that Observation's `@Sendable` change callback bumps.
private final class Count: Sendable {
  private let count = Mutex(0)
  func add() { count.withLock { $0 += 1 } }
  var value: Int { count.withLock { $0 } }
}
