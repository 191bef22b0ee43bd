import Observation
import StateKit

// What an observed send costs where a screen pays it, against a hand-written `@Observable`
// model doing the same work, in the same run:
// - `tick-unread`: a counter ticks (the form's `bump`) and no view reads the model;
// - `tick-103-readers`: the same tick while 103 views (state, name, note, 100 rows) are
//   tracked, none of which it invalidates, so none re-renders and no render pass runs;
// - `tick-one-reader`: the same tick while one view reads the counter and re-renders after
//   every tick;
// - `row-progress`: a download's progress sent to one of 100 rows in turn, each row a view
//   reading its row's count; a child machine of a collection, read through
//   `children(_:)`, against a hand-written `@Observable` row model.

/// How a tick scenario's views read the model.
public enum TickReaders: Sendable {
  case none, hundredThreeUnchanged, oneRendered
}

/// StateKit: an `ObservableMachine` of the form, sent `bump`.
public final class TickMachineDriver: Driver {
  let screen: TickMachineScreen

  public init(_ readers: TickReaders) {
    screen = MainActor.assumeIsolated { TickMachineScreen(readers) }
  }

  @inline(never)
  public func run(_ count: Int) -> Int {
    let screen = self.screen
    return MainActor.assumeIsolated { screen.run(count) }
  }

  /// How many times each view was invalidated: the counter's view, then the other 103.
  public var invalidations: [Int] {
    let screen = self.screen
    return MainActor.assumeIsolated { screen.invalidations }
  }
}

@MainActor final class TickMachineScreen {
  let model = ObservableMachine(formDefinition)
  let counter = RenderLoop()
  let others = (0..<103).map { _ in RenderLoop() }
  let readers: TickReaders

  init(_ readers: TickReaders) {
    self.readers = readers
    let model = self.model
    if readers == .hundredThreeUnchanged {
      others[0].renderIfNeeded { _ = model.state }
      others[1].renderIfNeeded { _ = model.name }
      others[2].renderIfNeeded { _ = model.note }
      for row in 0..<100 { others[3 + row].renderIfNeeded { _ = model.items[row] } }
    }
    if readers == .oneRendered { counter.renderIfNeeded { _ = model.edits } }
  }

  func run(_ count: Int) -> Int {
    var handled = 0
    let model = self.model
    for _ in 0..<count {
      if model.send(.bump) == .handled { handled &+= 1 }
      if readers == .oneRendered { counter.renderIfNeeded { _ = model.edits } }
    }
    return handled
  }

  var invalidations: [Int] { ([counter] + others).map { $0.invalidations } }
}

/// The baseline: the hand-written `@Observable` form, sent `bump`, with the same views.
public final class TickModelDriver: Driver {
  let screen: TickModelScreen

  public init(_ readers: TickReaders) {
    screen = MainActor.assumeIsolated { TickModelScreen(readers) }
  }

  @inline(never)
  public func run(_ count: Int) -> Int {
    let screen = self.screen
    return MainActor.assumeIsolated { screen.run(count) }
  }

  /// How many times each view was invalidated: the counter's view, then the other 103.
  public var invalidations: [Int] {
    let screen = self.screen
    return MainActor.assumeIsolated { screen.invalidations }
  }
}

@MainActor final class TickModelScreen {
  let model = FormViewModel()
  let counter = RenderLoop()
  let others = (0..<103).map { _ in RenderLoop() }
  let readers: TickReaders

  init(_ readers: TickReaders) {
    self.readers = readers
    let model = self.model
    if readers == .hundredThreeUnchanged {
      others[0].renderIfNeeded { _ = model.state }
      others[1].renderIfNeeded { _ = model.name }
      others[2].renderIfNeeded { _ = model.note }
      for row in 0..<100 { others[3 + row].renderIfNeeded { _ = model.items[row] } }
    }
    if readers == .oneRendered { counter.renderIfNeeded { _ = model.edits } }
  }

  func run(_ count: Int) -> Int {
    let model = self.model
    for _ in 0..<count {
      model.send(.bump)
      if readers == .oneRendered { counter.renderIfNeeded { _ = model.edits } }
    }
    return count
  }

  var invalidations: [Int] { ([counter] + others).map { $0.invalidations } }
}

extension RenderLoop {
  /// Invalidations so far: renders after the first, or none for a view never rendered.
  var invalidations: Int { max(0, renders.load(ordering: .relaxed) - 1) }
}

/// How many rows the row scenario shows.
let rowCount = 100

/// A parent whose one state holds the transfers, spawning `rowCount` of them on `fill`.
let rowsDefinition: MachineDefinition<TransfersState, TransfersEvent, Void> = {
  do {
    return try MachineDefinition(name: "Rows", initial: .showing) {
      StateNode(.showing) {
        Invoke(transfers)
        On(.fill, actions: (0..<rowCount).map { i in .spawn(transfers) { _, _ in (i, 0) } })
      }
    }
  } catch {
    fatalError("\(error)")
  }
}()

/// StateKit: 100 rows, each a transfer of a collection, shown through `children(_:)`; each
/// row's view reads its transfer's count.
public final class RowProgressMachineDriver: Driver {
  let screen = MainActor.assumeIsolated { RowMachineScreen() }

  public init() {}

  @inline(never)
  public func run(_ count: Int) -> Int {
    let screen = self.screen
    return MainActor.assumeIsolated { screen.run(count) }
  }

  /// Each row's invalidations.
  public var invalidations: [Int] {
    let screen = self.screen
    return MainActor.assumeIsolated { screen.views.map(\.invalidations) }
  }
}

@MainActor final class RowMachineScreen {
  let parent = ObservableMachine(rowsDefinition)
  let rows: [ObservableMachine<TransferState, TransferEvent, Int>]
  let views = (0..<rowCount).map { _ in RenderLoop() }
  var next = 0

  init() {
    parent.send(.fill)
    rows = parent.children(transfers).map(\.machine)
    for (row, view) in zip(rows, views) { view.renderIfNeeded { _ = row.context } }
  }

  func run(_ count: Int) -> Int {
    var handled = 0
    var i = next
    for _ in 0..<count {
      let row = rows[i]
      if row.send(.received) == .handled { handled &+= 1 }
      views[i].renderIfNeeded { _ = row.context }
      i = i == rowCount - 1 ? 0 : i + 1
    }
    next = i
    return handled
  }
}

/// The baseline's row: a hand-written `@Observable` transfer.
@Observable final class TransferRowModel: @unchecked Sendable {
  var received = 0
  var isDone = false

  @inline(never) func send(_ event: TransferEvent) {
    switch event {
    case .received: if !isDone { received &+= 1 }
    case .finish: isDone = true
    }
  }
}

/// The baseline: 100 hand-written row models, each row's view reading its count.
public final class RowProgressModelDriver: Driver {
  let screen = MainActor.assumeIsolated { RowModelScreen() }

  public init() {}

  @inline(never)
  public func run(_ count: Int) -> Int {
    let screen = self.screen
    return MainActor.assumeIsolated { screen.run(count) }
  }

  /// Each row's invalidations.
  public var invalidations: [Int] {
    let screen = self.screen
    return MainActor.assumeIsolated { screen.views.map(\.invalidations) }
  }
}

@MainActor final class RowModelScreen {
  let rows = (0..<rowCount).map { _ in TransferRowModel() }
  let views = (0..<rowCount).map { _ in RenderLoop() }
  var next = 0

  init() {
    for (row, view) in zip(rows, views) { view.renderIfNeeded { _ = row.received } }
  }

  func run(_ count: Int) -> Int {
    var i = next
    for _ in 0..<count {
      let row = rows[i]
      row.send(.received)
      views[i].renderIfNeeded { _ = row.received }
      i = i == rowCount - 1 ? 0 : i + 1
    }
    next = i
    return count
  }
}
