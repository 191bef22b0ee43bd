import StateKit
import StateKitTooling

// The generated flat machine of the large scenarios: 10,000 states, 10 events, 100,000
// transitions. State s<i> goes on e<j> to s<(i·10 + j) mod 10,000>, so every state is
// reachable from s0 (s<t> is reached from s<t / 10>) within four events, and every state
// handles every event.

/// How many states the large machine has.
public let largeStateCount = 10_000
/// How many events (and transitions per state) it has.
public let largeEventCount = 10

/// The target of state `i` on event `j`.
@inline(__always) public func largeTarget(_ i: Int, _ j: Int) -> Int {
  (i &* largeEventCount &+ j) % largeStateCount
}

/// A state of the large machine, named `s<id>`.
public struct LargeState: MachineState, Hashable, CustomStringConvertible {
  public let id: Int32
  @inlinable public init(_ id: Int) { self.id = Int32(truncatingIfNeeded: id) }
  public var description: String { "s\(id)" }
}

/// An event of the large machine, named `e<id>`.
public struct LargeEvent: MachineEvent, Hashable, CustomStringConvertible {
  public let id: Int32
  @inlinable public init(_ id: Int) { self.id = Int32(truncatingIfNeeded: id) }
  public var description: String { "e\(id)" }
}

public typealias LargeDefinition = MachineDefinition<LargeState, LargeEvent, Void>

/// Generates the DSL content and builds the definition (what `large-build` measures).
public func makeLargeDefinition() -> LargeDefinition {
  let content: [StateContent<LargeState, LargeEvent, Void>] = (0..<largeStateCount).map { i in
    StateNode(LargeState(i)) {
      for j in 0..<largeEventCount {
        On(LargeEvent(j), to: LargeState(largeTarget(i, j)))
      }
    }
  }
  do {
    return try MachineDefinition(
      name: "Large", initial: [LargeState(0)], context: (), states: content)
  } catch {
    fatalError("\(error)")
  }
}

/// The hand-written equivalent: `table[i][j]` is the target of state `i` on event `j`.
public func makeLargeTable() -> [[Int32]] {
  var table: [[Int32]] = []
  table.reserveCapacity(largeStateCount)
  for i in 0..<largeStateCount {
    var row: [Int32] = []
    row.reserveCapacity(largeEventCount)
    for j in 0..<largeEventCount { row.append(Int32(largeTarget(i, j))) }
    table.append(row)
  }
  return table
}

/// The large definition, built once per process (the first scenario driver that needs it
/// builds it, outside any measurement).
public let largeDefinition: LargeDefinition = makeLargeDefinition()
/// The adjacency table, built once per process.
public let largeTable: [[Int32]] = makeLargeTable()
/// Every event of the large machine, for `validate(allEvents:)` and the path explorers.
public let largeEvents: [LargeEvent] = (0..<largeEventCount).map { LargeEvent($0) }

/// Breadth-first search of the table from state 0: the parent state and event of every
/// state reached (`-1` for state 0 and for states not reached), and the visit order.
@inline(never)
public func largeTableSearch(_ table: [[Int32]]) -> (parent: [Int32], event: [Int8], order: [Int32])
{
  let n = table.count
  var parent = [Int32](repeating: -1, count: n)
  var event = [Int8](repeating: -1, count: n)
  var seen = [Bool](repeating: false, count: n)
  var order: [Int32] = []
  order.reserveCapacity(n)
  seen[0] = true
  order.append(0)
  var head = 0
  while head < order.count {
    let s = Int(order[head])
    head += 1
    let row = table[s]
    for j in row.indices {
      let t = Int(row[j])
      if !seen[t] {
        seen[t] = true
        parent[t] = Int32(s)
        event[t] = Int8(j)
        order.append(Int32(t))
      }
    }
  }
  return (parent, event, order)
}

/// The events from state 0 to `state`, read back from the search's parent links.
@inline(__always) func largeTablePath(to state: Int, parent: [Int32], event: [Int8]) -> [Int32] {
  var path: [Int32] = []
  var s = state
  while s != 0 {
    path.append(Int32(event[s]))
    s = Int(parent[s])
  }
  path.reverse()
  return path
}
