import StateKit

// Issue 44's costs of a collection of children: a send to one of 1,000 children against a send
// to a lone machine of the same definition, and a parent event that does not touch its 1,000
// children against the same parent without them.

/// The parent's states: the image search's, inside `list`.
public enum ShelfState: MachineState {
  case list, start, searching, loading, searchResults, error
}

/// The parent's events: the image search's, and `fill`, which spawns the children.
public enum ShelfEvent: MachineEvent {
  case startSearch, cancel, search, success, failure, fill
}

/// The children, by position: image searches.
public let searches = ChildMachines<Int, SearchState, SearchEvent, Void>(
  "searches", searchDefinition)

/// How many children the scenarios hold.
public let childCount = 1_000

/// The parent's events, the image search cycle's.
let shelfCycle: [ShelfEvent] = [
  .startSearch, .search, .success, .startSearch, .search, .failure, .startSearch, .cancel,
]

/// A parent whose own events are the image search's, inside `list`, which holds `searches`
/// when `holdsChildren`; `fill` spawns them all (without children, it assigns nothing).
func shelfDefinition(holdsChildren: Bool) -> MachineDefinition<ShelfState, ShelfEvent, Void> {
  do {
    return try MachineDefinition(name: "Shelf", initial: .list) {
      StateNode(.list, initial: .start) {
        if holdsChildren {
          Invoke(searches)
          On(.fill, actions: (0..<childCount).map { i in .spawn(searches) { _, _ in (i, ()) } })
        } else {
          // An action that calls code, as a spawn does: both definitions then send every
          // event by the same path, and the difference is what the children cost.
          On(.fill, actions: [.assign("fill") { _, _ in }])
        }
        StateNode(.start) { On(.startSearch, to: .searching) }
        StateNode(.searching) {
          On(.cancel, to: .start)
          On(.search, to: .loading)
        }
        StateNode(.loading) {
          On(.success, to: .searchResults)
          On(.failure, to: .error)
        }
        StateNode(.searchResults) { On(.startSearch, to: .searching) }
        StateNode(.error) { On(.startSearch, to: .searching) }
      }
    }
  } catch {
    fatalError("\(error)")
  }
}

let shelfWithChildren = shelfDefinition(holdsChildren: true)
let shelfAlone = shelfDefinition(holdsChildren: false)

/// Sends the image search cycle to the children of a parent, one event to each child in turn.
public final class ChildSendDriver: Driver {
  let parent = Machine(shelfWithChildren)
  let children: [Machine<SearchState, SearchEvent, Void>]
  var position = 0
  var child = 0

  public init() {
    parent.send(.fill)
    let running = parent.children(searches)
    children = (0..<childCount).map { running[$0]! }
  }

  @inline(never)
  public func run(_ count: Int) -> Int {
    var handled = 0
    var i = position
    var c = child
    for _ in 0..<count {
      if children[c].send(searchCycle[i]) == .handled { handled &+= 1 }
      c &+= 1
      if c == childCount {
        c = 0
        i &+= 1
        if i == 8 { i = 0 }
      }
    }
    (position, child) = (i, c)
    return handled
  }
}

/// The baseline of ``ChildSendDriver``: the same cycle sent to 1,000 lone machines.
public final class LoneSendDriver: Driver {
  let machines = (0..<childCount).map { _ in Machine(searchDefinition) }
  var position = 0
  var machine = 0

  public init() {}

  @inline(never)
  public func run(_ count: Int) -> Int {
    var handled = 0
    var i = position
    var m = machine
    for _ in 0..<count {
      if machines[m].send(searchCycle[i]) == .handled { handled &+= 1 }
      m &+= 1
      if m == childCount {
        m = 0
        i &+= 1
        if i == 8 { i = 0 }
      }
    }
    (position, machine) = (i, m)
    return handled
  }
}

/// Sends the parent its own events, which touch none of its 1,000 children (or, as the
/// baseline, the same parent without children).
public final class ParentEventDriver: Driver {
  let parent: Machine<ShelfState, ShelfEvent, Void>
  var position = 0

  public init(holdsChildren: Bool) {
    parent = Machine(holdsChildren ? shelfWithChildren : shelfAlone)
    if holdsChildren { parent.send(.fill) }
  }

  @inline(never)
  public func run(_ count: Int) -> Int {
    var handled = 0
    var i = position
    for _ in 0..<count {
      if parent.send(shelfCycle[i]) == .handled { handled &+= 1 }
      i &+= 1
      if i == 8 { i = 0 }
    }
    position = i
    return handled
  }
}

/// Heap bytes per child of a collection of 1,000, and per lone machine of the same
/// definition, each measured around making 1,000 of them (the caller reads the heap).
public func childHeapBytes(_ heapInUse: () -> Int) -> (child: Double, lone: Double) {
  let parent = Machine(shelfWithChildren)
  parent.send(.fill)  // the first fill builds what every later one shares
  parent.send(.startSearch)
  let second = Machine(shelfWithChildren)
  let before = heapInUse()
  second.send(.fill)
  let child = Double(heapInUse() - before) / Double(childCount)
  var lone: [Machine<SearchState, SearchEvent, Void>] = []
  lone.reserveCapacity(childCount)
  let loneBefore = heapInUse()
  for _ in 0..<childCount { lone.append(Machine(searchDefinition)) }
  let perLone = Double(heapInUse() - loneBefore) / Double(childCount)
  withExtendedLifetime((parent, second, lone)) {}
  return (child, perLone)
}
