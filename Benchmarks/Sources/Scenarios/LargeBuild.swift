import StateKit

// large-build: generating and building the 10,000-state definition. Target: ≤ 100 ms.

public final class LargeBuildDriver: Driver {
  /// The last definition built, kept so the work is not thrown away.
  public private(set) var last: LargeDefinition?

  public init() {}

  @inline(never)
  public func run(_ count: Int) -> Int {
    var states = 0
    for _ in 0..<count {
      let definition = makeLargeDefinition()
      states &+= largeStateCount
      last = definition
    }
    return states
  }
}

public final class LargeTableBuildDriver: Driver {
  public private(set) var last: [[Int32]] = []

  public init() {}

  @inline(never)
  public func run(_ count: Int) -> Int {
    var states = 0
    for _ in 0..<count {
      let table = makeLargeTable()
      states &+= table.count
      last = table
    }
    return states
  }
}
