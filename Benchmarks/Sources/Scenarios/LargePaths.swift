import StateKit
import StateKitTooling

// large-shortest-paths and large-transition-cover: exploring the 10,000-state machine by
// running it (100,000 steps through the pure transition function). Target: ≤ 1 s each.

public final class LargeShortestPathsDriver: Driver {
  let definition = largeDefinition
  let events = largeEvents

  public init() {}

  /// Returns the number of states with a path (10,000).
  @inline(never)
  public func run(_ count: Int) -> Int {
    var reached = 0
    for _ in 0..<count {
      reached &+= definition.shortestPaths(events: events).paths.count
    }
    return reached
  }
}

/// BFS over the table, then the event sequence of every reached state.
public final class LargeTableShortestPathsDriver: Driver {
  let table = largeTable
  public private(set) var last: [[Int32]] = []

  public init() {}

  @inline(never)
  public func run(_ count: Int) -> Int {
    var reached = 0
    for _ in 0..<count {
      let search = largeTableSearch(table)
      var paths: [[Int32]] = []
      paths.reserveCapacity(search.order.count)
      for s in search.order {
        paths.append(largeTablePath(to: Int(s), parent: search.parent, event: search.event))
      }
      reached &+= paths.count
      last = paths
    }
    return reached
  }
}

public final class LargeTransitionCoverDriver: Driver {
  let definition = largeDefinition
  let events = largeEvents

  public init() {}

  /// Returns the number of transitions covered (100,000).
  @inline(never)
  public func run(_ count: Int) -> Int {
    var covered = 0
    for _ in 0..<count {
      covered &+= definition.transitionCoverPaths(events: events).coveredCount
    }
    return covered
  }
}

/// BFS over the table, then one event sequence per transition (the path to its source and
/// its event). StateKit leaves out sequences that begin another, so it returns fewer, longer
/// sequences; the baseline keeps all 100,000.
public final class LargeTableTransitionCoverDriver: Driver {
  let table = largeTable
  public private(set) var last: [[Int32]] = []

  public init() {}

  @inline(never)
  public func run(_ count: Int) -> Int {
    var covered = 0
    for _ in 0..<count {
      let search = largeTableSearch(table)
      var paths: [[Int32]] = []
      paths.reserveCapacity(search.order.count * largeEventCount)
      for s in search.order {
        let prefix = largeTablePath(to: Int(s), parent: search.parent, event: search.event)
        for j in table[Int(s)].indices {
          var path = prefix
          path.append(Int32(j))
          paths.append(path)
        }
      }
      covered &+= paths.count
      last = paths
    }
    return covered
  }
}
