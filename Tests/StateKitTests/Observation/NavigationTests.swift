import StateKit
import Testing

/// The screens a stack, a sheet or an alert shows follow the machine: going back or
/// dismissing sends the event that brings the machine into agreement, and restoring a snapshot
/// restores the screens. Tested as SwiftUI uses them: through the binding's get and set.
@MainActor
struct NavigationTests {
  struct Selection: Equatable, Sendable {
    var item: Int?
  }

  enum Screen: Equatable {
    case detail(Int)
    case edit
  }

  /// A list, an item's detail, its editor; `fail` shows an error over the list.
  static let items = try! MachineDefinition<S, E, Selection>(
    initial: "list", context: Selection()
  ) {
    StateNode("list") {
      On(
        "select", to: "detail", actions: [.assign("select") { selection, _ in selection.item = 7 }])
      On("fail", to: "error")
    }
    StateNode("detail") {
      On("back", to: "list", actions: [.assign("clear") { selection, _ in selection.item = nil }])
      On("edit", to: "edit")
    }
    StateNode("edit") { On("back", to: "detail") }
    StateNode("error") { On("ok", to: "list") }
  }

  static func screens(_ snapshot: Snapshot<S, E, Selection>) -> [Screen] {
    guard let item = snapshot.context.item else { return [] }
    switch snapshot.state {
    case "detail": return [.detail(item)]
    case "edit": return [.detail(item), .edit]
    default: return []
    }
  }

  static func path(_ model: ObservableMachine<S, E, Selection>) -> MachineBinding<[Screen]> {
    model.navigationPath(screens, back: { _ in "back" }, push: { $0 == .edit ? "edit" : "select" })
  }

  @Test func thePathFollowsTheState() {
    let model = ObservableMachine(Self.items)
    let path = Self.path(model)
    #expect(path.value == [])
    model.send("select")
    model.send("edit")
    #expect(path.value == [.detail(7), .edit])
  }

  @Test func goingBackSendsBackOncePerScreenPopped() {
    let model = ObservableMachine(Self.items)
    model.send("select")
    model.send("edit")
    let path = Self.path(model)
    path.value = [.detail(7)]
    #expect(model.state == "detail", "the Back button popped the editor")
    model.send("edit")
    path.value = []
    #expect(model.state == "list", "popping to the root left both screens")
    #expect(path.value == [])
  }

  @Test func aLinkPushesThroughTheMachine() {
    let model = ObservableMachine(Self.items)
    model.send("select")
    let path = Self.path(model)
    path.value = [.detail(7), .edit]
    #expect(model.state == "edit")
  }

  @Test func restoringASnapshotRestoresTheScreens() {
    let model = ObservableMachine(Self.items)
    model.send("select")
    model.send("edit")
    let restored = ObservableMachine(restoring: model.snapshot)
    #expect(Self.path(restored).value == [.detail(7), .edit])
  }

  @Test func dismissingAPresentationSendsItsEvent() {
    let model = ObservableMachine(Self.items)
    let alert = model.presentation(of: "error", dismiss: "ok")
    #expect(!alert.value)
    model.send("fail")
    #expect(alert.value)
    alert.value = false
    #expect(model.state == "list")
    alert.value = false
    #expect(model.state == "list", "a dismissal of what is not shown sends nothing")
  }

  @Test func anItemPresentationReadsTheMachineAndDismissesThroughIt() {
    let model = ObservableMachine(Self.items)
    let sheet = model.presentation(
      { $0.state == "detail" ? $0.context.item : nil }, dismiss: "back")
    #expect(sheet.value == nil)
    model.send("select")
    #expect(sheet.value == 7)
    sheet.value = nil
    #expect(model.state == "list")
  }
}
