import StateKit
import Synchronization

/// Runs one side (StateKit or the baseline) of a scenario.
///
/// Drivers are concrete, non-generic classes so that both sides are compiled the same way:
/// `Machine.send` is `@inlinable` and specialized here, the baselines are plain calls.
public protocol Driver: AnyObject {
  /// Gets ready for `count` units (events or instances), outside any measurement: instance
  /// drivers release the previous run's machines and reserve room for the next.
  func prepare(_ count: Int)
  /// Runs `count` units (events sent, or machines created), continuing the scenario's event
  /// cycle where the previous call stopped. Returns a checksum so the work is kept.
  func run(_ count: Int) -> Int
}

extension Driver {
  public func prepare(_ count: Int) {}
}

/// Counts observer notifications (an atomic increment, so an observer does a little real work).
public final class Tally: Sendable {
  public let count = Atomic<Int>(0)
  public init() {}
  @inline(__always) public func bump() { count.wrappingAdd(1, ordering: .relaxed) }
}

// MARK: - Flat: the image search example

public final class SearchMachineDriver: Driver {
  let machine = Machine(searchDefinition)
  let events = searchCycle
  var position = 0
  var subscriptions: [Subscription] = []
  public let tally = Tally()

  /// - Parameter observers: How many listeners to subscribe (each bumps `tally`).
  public init(observers: Int = 0) {
    for _ in 0..<observers {
      let tally = self.tally
      subscriptions.append(machine.subscribe { _ in tally.bump() })
    }
  }

  @inline(never)
  public func run(_ count: Int) -> Int {
    var handled = 0
    var i = position
    for _ in 0..<count {
      if machine.send(events[i]) == .handled { handled &+= 1 }
      i &+= 1
      if i == 8 { i = 0 }
    }
    position = i
    return handled
  }
}

public final class SearchSwitchDriver: Driver {
  var machine = SwitchSearchMachine()
  let events = searchCycle
  var position = 0

  public init() {}

  @inline(never)
  public func run(_ count: Int) -> Int {
    var handled = 0
    var machine = self.machine
    defer { self.machine = machine }
    var i = position
    for _ in 0..<count {
      if machine.send(events[i]) { handled &+= 1 }
      i &+= 1
      if i == 8 { i = 0 }
    }
    position = i
    return handled
  }
}

public final class ObservedSearchSwitchDriver: Driver {
  var machine = ObservedSwitchSearchMachine()
  let events = searchCycle
  var position = 0
  public let tally = Tally()

  public init(observers: Int) {
    for _ in 0..<observers {
      let tally = self.tally
      machine.observe { _, _, _ in tally.bump() }
    }
  }

  @inline(never)
  public func run(_ count: Int) -> Int {
    var handled = 0
    var machine = self.machine
    defer { self.machine = machine }
    var i = position
    for _ in 0..<count {
      if machine.send(events[i]) { handled &+= 1 }
      i &+= 1
      if i == 8 { i = 0 }
    }
    position = i
    return handled
  }
}

// MARK: - Flat: the pure step

public final class SearchPureStepDriver: Driver {
  let definition = searchDefinition
  var snapshot = searchDefinition.initialSnapshot()
  let events = searchCycle
  var position = 0

  public init() {}

  @inline(never)
  public func run(_ count: Int) -> Int {
    var handled = 0
    var snapshot = self.snapshot
    defer { self.snapshot = snapshot }
    var i = position
    for _ in 0..<count {
      let step = definition.transition(snapshot, on: events[i])
      if step.isHandled { handled &+= 1 }
      snapshot = step.snapshot
      i &+= 1
      if i == 8 { i = 0 }
    }
    position = i
    return handled
  }
}

public final class SearchPureSwitchDriver: Driver {
  var state = SearchState.start
  let events = searchCycle
  var position = 0

  public init() {}

  @inline(never)
  public func run(_ count: Int) -> Int {
    var handled = 0
    var state = self.state
    defer { self.state = state }
    var i = position
    for _ in 0..<count {
      let (next, isHandled) = switchSearchTransition(state, events[i])
      if isHandled { handled &+= 1 }
      state = next
      i &+= 1
      if i == 8 { i = 0 }
    }
    position = i
    return handled
  }
}

// MARK: - Ring

public final class RingMachineDriver: Driver {
  let machine = Machine(ringDefinition)

  public init() {}

  @inline(never)
  public func run(_ count: Int) -> Int {
    var handled = 0
    for _ in 0..<count where machine.send(.next) == .handled { handled &+= 1 }
    return handled
  }
}

public final class RingSwitchDriver: Driver {
  var machine = SwitchRingMachine()

  public init() {}

  @inline(never)
  public func run(_ count: Int) -> Int {
    var handled = 0
    var machine = self.machine
    defer { self.machine = machine }
    for _ in 0..<count where machine.send(.next) { handled &+= 1 }
    return handled
  }
}

// MARK: - Hierarchical

public final class TreeMachineDriver: Driver {
  let machine = Machine(treeDefinition)
  let events = treeCycle
  var position = 0

  public init() {}

  @inline(never)
  public func run(_ count: Int) -> Int {
    var handled = 0
    var i = position
    for _ in 0..<count {
      if machine.send(events[i]) == .handled { handled &+= 1 }
      i &+= 1
      if i == 4 { i = 0 }
    }
    position = i
    return handled
  }
}

public final class TreeSwitchDriver: Driver {
  var machine = SwitchTreeMachine()
  let events = treeCycle
  var position = 0

  public init() {}

  @inline(never)
  public func run(_ count: Int) -> Int {
    var handled = 0
    var machine = self.machine
    defer { self.machine = machine }
    var i = position
    for _ in 0..<count {
      if machine.send(events[i]) { handled &+= 1 }
      i &+= 1
      if i == 4 { i = 0 }
    }
    position = i
    return handled
  }
}

// MARK: - Parallel

public final class TriMachineDriver: Driver {
  let machine = Machine(triDefinition)
  let events = triCycle
  var position = 0

  public init() {}

  @inline(never)
  public func run(_ count: Int) -> Int {
    var handled = 0
    var i = position
    for _ in 0..<count {
      if machine.send(events[i]) == .handled { handled &+= 1 }
      i &+= 1
      if i == 2 { i = 0 }
    }
    position = i
    return handled
  }
}

public final class TriSwitchDriver: Driver {
  var machine = SwitchTriMachine()
  let events = triCycle
  var position = 0

  public init() {}

  @inline(never)
  public func run(_ count: Int) -> Int {
    var handled = 0
    var machine = self.machine
    defer { self.machine = machine }
    var i = position
    for _ in 0..<count {
      if machine.send(events[i]) { handled &+= 1 }
      i &+= 1
      if i == 2 { i = 0 }
    }
    position = i
    return handled
  }
}

// MARK: - Instances

/// Creates machines of the the image search example definition and keeps them alive until the next `prepare`.
public final class SearchInstancesDriver: Driver {
  let definition = searchDefinition
  public private(set) var kept: [Machine<SearchState, SearchEvent, Void>] = []

  public init() {}

  public func prepare(_ count: Int) {
    kept = []
    kept.reserveCapacity(count)
  }

  @inline(never)
  public func run(_ count: Int) -> Int {
    for _ in 0..<count { kept.append(Machine(definition)) }
    return kept.count
  }
}

/// Creates hand-written switch machines (one small object each).
public final class SwitchInstancesDriver: Driver {
  public private(set) var kept: [SwitchSearchObject] = []

  public init() {}

  public func prepare(_ count: Int) {
    kept = []
    kept.reserveCapacity(count)
  }

  @inline(never)
  public func run(_ count: Int) -> Int {
    for _ in 0..<count { kept.append(SwitchSearchObject()) }
    return kept.count
  }
}
