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

/// A screen that belongs to the main actor and counts its views' invalidations.
@MainActor protocol CountedScreen: AnyObject, Sendable {
  /// Sends `count` events, re-rendering the views they invalidated; returns how many were
  /// handled.
  func run(_ count: Int) -> Int
  /// Each view's invalidations so far.
  var invalidations: [Int] { get }
}

/// Drives a screen made and run on the main actor: `count-instructions` and `verify` run
/// from top-level code, which is the main actor's; anywhere else it traps.
final class ScreenDriver<Screen: CountedScreen>: Driver {
  let screen: Screen

  init(_ make: @MainActor () -> Screen) {
    screen = MainActor.assumeIsolated { make() }
  }

  @inline(never)
  func run(_ count: Int) -> Int {
    let screen = self.screen
    return MainActor.assumeIsolated { screen.run(count) }
  }

  /// Each view's invalidations so far.
  var invalidations: [Int] {
    let screen = self.screen
    return MainActor.assumeIsolated { screen.invalidations }
  }
}

/// The form's tick, over either model: the views read it through the closures given, and
/// `tick` sends `bump`.
@MainActor final class TickScreen: CountedScreen {
  let counter = RenderLoop()
  let others = (0..<103).map { _ in RenderLoop() }
  let readers: TickReaders
  let readCounter: () -> Void
  let tick: () -> Bool

  init(
    _ readers: TickReaders, state: () -> Void, name: () -> Void, note: () -> Void,
    item: (Int) -> Void, counter readCounter: @escaping () -> Void,
    tick: @escaping () -> Bool
  ) {
    self.readers = readers
    self.readCounter = readCounter
    self.tick = tick
    if readers == .hundredThreeUnchanged {
      others[0].renderIfNeeded(state)
      others[1].renderIfNeeded(name)
      others[2].renderIfNeeded(note)
      for row in 0..<100 { others[3 + row].renderIfNeeded { item(row) } }
    }
    if readers == .oneRendered { counter.renderIfNeeded(readCounter) }
  }

  func run(_ count: Int) -> Int {
    var handled = 0
    for _ in 0..<count {
      if tick() { handled &+= 1 }
      if readers == .oneRendered { counter.renderIfNeeded(readCounter) }
    }
    return handled
  }

  var invalidations: [Int] { ([counter] + others).map { $0.invalidations } }
}

/// A tick scenario's side: StateKit's `ObservableMachine` of the form, or the hand-written
/// `@Observable` form.
func tickDriver(_ readers: TickReaders, statekit: Bool) -> ScreenDriver<TickScreen> {
  ScreenDriver {
    if statekit {
      let model = ObservableMachine(formDefinition)
      return TickScreen(
        readers, state: { _ = model.state }, name: { _ = model.name }, note: { _ = model.note },
        item: { _ = model.items[$0] }, counter: { _ = model.edits },
        tick: { model.send(.bump) == .handled })
    }
    let model = FormViewModel()
    return TickScreen(
      readers, state: { _ = model.state }, name: { _ = model.name }, note: { _ = model.note },
      item: { _ = model.items[$0] }, counter: { _ = model.edits },
      tick: {
        model.send(.bump)
        return true
      })
  }
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

/// Rows of transfers, each a view reading its row: `send(i)` sends `received` to row `i`, and
/// `read(i)` is what row `i`'s view reads.
@MainActor final class RowScreen: CountedScreen {
  let views = (0..<rowCount).map { _ in RenderLoop() }
  let read: (Int) -> Void
  let send: (Int) -> Bool
  /// What the rows need alive: the parent that runs them, whose release stops them.
  let owner: AnyObject?
  var next = 0

  init(owner: AnyObject? = nil, read: @escaping (Int) -> Void, send: @escaping (Int) -> Bool) {
    self.owner = owner
    self.read = read
    self.send = send
    for (i, view) in views.enumerated() { view.renderIfNeeded { read(i) } }
  }

  func run(_ count: Int) -> Int {
    var handled = 0
    var i = next
    for _ in 0..<count {
      if send(i) { handled &+= 1 }
      let row = i
      views[i].renderIfNeeded { read(row) }
      i = i == rowCount - 1 ? 0 : i + 1
    }
    next = i
    return handled
  }

  var invalidations: [Int] { views.map(\.invalidations) }
}

/// The baseline's row: a hand-written `@Observable` transfer.
@Observable final class TransferRowModel {
  var received = 0
  var isDone = false

  @inline(never) func send(_ event: TransferEvent) {
    switch event {
    case .received: if !isDone { received &+= 1 }
    case .finish: isDone = true
    }
  }
}

/// The row scenario's side: 100 transfers of a collection, each row's `ObservableMachine` from
/// `children(_:)`, its view reading its context; or 100 hand-written row models, each view
/// reading its count.
func rowProgressDriver(statekit: Bool) -> ScreenDriver<RowScreen> {
  ScreenDriver {
    if statekit {
      let parent = ObservableMachine(rowsDefinition)
      parent.send(.fill)
      let rows = parent.children(transfers).map(\.machine)
      return RowScreen(
        owner: parent, read: { _ = rows[$0].context },
        send: { rows[$0].send(.received) == .handled })
    }
    let rows = (0..<rowCount).map { _ in TransferRowModel() }
    return RowScreen(
      read: { _ = rows[$0].received },
      send: {
        rows[$0].send(.received)
        return true
      })
  }
}
