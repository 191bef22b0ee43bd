import Observation
import StateKit

// The form scenario: what precise observation saves a screen. A form holds a name, a note and
// 100 rows; the user types in the name (`edit`) and the screen counts keystrokes (`bump`).
// The views are the one that shows the state, the name field, the note field and 100 rows,
// each re-rendering after an invalidation, as SwiftUI does. The baseline is the same screen as
// a hand-written `@Observable` class: its invalidations are what a view should pay, and
// `verify` checks that StateKit's equal them, event by event.

/// The form's context.
public struct FormFields: Equatable, Sendable {
  public var name = "a"
  public var note = ""
  public var items = (0..<100).map { "item \($0)" }
  public var edits = 0
}

/// The form's only state.
public enum FormState: MachineState { case editing }

/// The form's events.
public enum FormEvent: MachineEvent { case edit, bump }

/// The events the screen sends, in a cycle.
let formCycle: [FormEvent] = [.edit, .bump]

public let formDefinition: MachineDefinition<FormState, FormEvent, FormFields> = {
  do {
    return try MachineDefinition(initial: .editing, context: FormFields()) {
      StateNode(.editing) {
        On(.edit, to: .editing, actions: [.assign("type") { form, _ in form.type() }])
        On(.bump, to: .editing, actions: [.assign("count") { form, _ in form.edits += 1 }])
      }
    }
  } catch {
    fatalError("\(error)")
  }
}()

extension FormFields {
  /// A keystroke that changes the name without growing it.
  mutating func type() { name = name == "a" ? "b" : "a" }
}

/// The views of the form: how many times each group was invalidated, re-rendering the
/// invalidated ones after every event.
@MainActor final class FormViews {
  let state: RenderLoop
  let name: RenderLoop
  let note: RenderLoop
  let rows: [RenderLoop]
  private let reads: [(RenderLoop, () -> Void)]

  init(
    state: @escaping () -> Void, name: @escaping () -> Void, note: @escaping () -> Void,
    row: @escaping (Int) -> Void
  ) {
    self.state = RenderLoop()
    self.name = RenderLoop()
    self.note = RenderLoop()
    let rows = (0..<100).map { _ in RenderLoop() }
    self.rows = rows
    reads =
      [(self.state, state), (self.name, name), (self.note, note)]
      + rows.enumerated().map { index, loop in (loop, { row(index) }) }
    renderInvalidated()
  }

  /// Renders every view a change invalidated (the first call renders them all).
  func renderInvalidated() {
    for (loop, read) in reads { loop.renderIfNeeded(read) }
  }

  /// Invalidations so far by group (renders after the first): state, name, note, rows.
  var invalidations: [Int] {
    [state, name, note].map { $0.renders.load(ordering: .relaxed) - 1 }
      + [rows.reduce(0) { $0 + $1.renders.load(ordering: .relaxed) - 1 }]
  }
}

/// StateKit: an `ObservableMachine` of the form; the views read `state`, `name`, `note` and
/// `items[i]` through it. Made and run on the main actor, as the view-model scenario is.
public final class FormMachineDriver: Driver {
  let screen = MainActor.assumeIsolated { FormMachineScreen() }

  public init() {}

  @inline(never)
  public func run(_ count: Int) -> Int {
    let screen = self.screen
    return MainActor.assumeIsolated { screen.run(count) }
  }

  /// Invalidations so far: state, name, note, rows.
  public var invalidations: [Int] {
    let screen = self.screen
    return MainActor.assumeIsolated { screen.views.invalidations }
  }
}

@MainActor final class FormMachineScreen {
  let model = ObservableMachine(formDefinition)
  let views: FormViews
  var position = 0

  init() {
    let model = self.model
    views = FormViews(
      state: { _ = model.state }, name: { _ = model.name }, note: { _ = model.note },
      row: { _ = model.items[$0] })
  }

  func run(_ count: Int) -> Int {
    var handled = 0
    for _ in 0..<count {
      if model.send(formCycle[position]) == .handled { handled &+= 1 }
      views.renderInvalidated()
      position = position == formCycle.count - 1 ? 0 : position + 1
    }
    return handled
  }
}

/// The baseline: the form as a hand-written `@Observable` model.
@Observable public final class FormViewModel: @unchecked Sendable {
  public private(set) var state = FormState.editing
  public var name = "a"
  public var note = ""
  public var items = (0..<100).map { "item \($0)" }
  public var edits = 0

  public init() {}

  @inline(never) public func send(_ event: FormEvent) {
    switch event {
    case .edit: name = name == "a" ? "b" : "a"
    case .bump: edits += 1
    }
  }
}

/// The baseline driver: the `@Observable` form and the same views.
public final class FormViewModelDriver: Driver {
  let screen = MainActor.assumeIsolated { FormModelScreen() }

  public init() {}

  @inline(never)
  public func run(_ count: Int) -> Int {
    let screen = self.screen
    return MainActor.assumeIsolated { screen.run(count) }
  }

  /// Invalidations so far: state, name, note, rows.
  public var invalidations: [Int] {
    let screen = self.screen
    return MainActor.assumeIsolated { screen.views.invalidations }
  }
}

@MainActor final class FormModelScreen {
  let model = FormViewModel()
  let views: FormViews
  var position = 0

  init() {
    let model = self.model
    views = FormViews(
      state: { _ = model.state }, name: { _ = model.name }, note: { _ = model.note },
      row: { _ = model.items[$0] })
  }

  func run(_ count: Int) -> Int {
    for _ in 0..<count {
      model.send(formCycle[position])
      views.renderInvalidated()
      position = position == formCycle.count - 1 ? 0 : position + 1
    }
    return count
  }
}
