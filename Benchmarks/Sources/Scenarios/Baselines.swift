// The hand-written baselines: what an app would write without a library. Each `send` is a
// `switch` over (state, event), kept out of line (`@inline(never)`) like a library call, and
// reports whether the event was handled, as `Machine.send` does.
//
// The machines are structs, driven from a local variable: a class's stored `var` would add
// Swift's dynamic exclusivity check (`swift_beginAccess`, about 50 instructions) to every
// event, which hand-written code in a struct or a local does not pay.

/// The image search example as a `switch`.
public struct SwitchSearchMachine {
  public private(set) var state: SearchState = .start

  public init() {}

  @inline(never) @discardableResult
  public mutating func send(_ event: SearchEvent) -> Bool {
    switch (state, event) {
    case (.start, .startSearch): state = .searching
    case (.searching, .cancel): state = .start
    case (.searching, .search): state = .loading
    case (.loading, .success): state = .searchResults
    case (.loading, .failure): state = .error
    case (.searchResults, .startSearch): state = .searching
    case (.error, .startSearch): state = .searching
    default: return false
    }
    return true
  }
}

/// The image search example as a pure function, the baseline of `MachineDefinition.transition(_:on:)`.
@inline(never)
public func switchSearchTransition(_ state: SearchState, _ event: SearchEvent) -> (
  SearchState, Bool
) {
  switch (state, event) {
  case (.start, .startSearch): (.searching, true)
  case (.searching, .cancel): (.start, true)
  case (.searching, .search): (.loading, true)
  case (.loading, .success): (.searchResults, true)
  case (.loading, .failure): (.error, true)
  case (.searchResults, .startSearch): (.searching, true)
  case (.error, .startSearch): (.searching, true)
  default: (state, false)
  }
}

/// The image search example as a `switch`, calling observers after each handled event (the baseline of the
/// observation scenario).
public struct ObservedSwitchSearchMachine {
  public typealias Observer = (_ event: SearchEvent, _ from: SearchState, _ to: SearchState) -> Void
  public private(set) var state: SearchState = .start
  private var observers: [Observer] = []

  public init() {}

  public mutating func observe(_ observer: @escaping Observer) { observers.append(observer) }

  @inline(never) @discardableResult
  public mutating func send(_ event: SearchEvent) -> Bool {
    let from = state
    switch (state, event) {
    case (.start, .startSearch): state = .searching
    case (.searching, .cancel): state = .start
    case (.searching, .search): state = .loading
    case (.loading, .success): state = .searchResults
    case (.loading, .failure): state = .error
    case (.searchResults, .startSearch): state = .searching
    case (.error, .startSearch): state = .searching
    default: return false
    }
    for observer in observers { observer(event, from, state) }
    return true
  }
}

/// The ring as arithmetic.
public struct SwitchRingMachine {
  public private(set) var state: RingState = .r0

  public init() {}

  @inline(never) @discardableResult
  public mutating func send(_ event: RingEvent) -> Bool {
    switch event {
    case .next:
      let raw = state.rawValue
      state = RingState(rawValue: raw == 99 ? 0 : raw &+ 1)!
    }
    return true
  }
}

/// The depth-4 machine as a `switch` over (leaf, event): entry and exit of the levels in
/// between are implicit, as they would be in hand-written code without actions.
public struct SwitchTreeMachine {
  public private(set) var leaf: TreeState = .p111

  public init() {}

  @inline(never) @discardableResult
  public mutating func send(_ event: TreeEvent) -> Bool {
    switch (leaf, event) {
    case (.p111, .deep): leaf = .p112
    case (.p112, .cross): leaf = .p121
    case (.p111, .jump), (.p112, .jump), (.p121, .jump): leaf = .q111
    case (.q111, .back): leaf = .p111
    default: return false
    }
    return true
  }
}

/// The three regions as three `switch`es.
public struct SwitchTriMachine {
  public private(set) var r1: TriState = .r1x
  public private(set) var r2: TriState = .r2x
  public private(set) var r3: TriState = .r3x

  public init() {}

  @inline(never) @discardableResult
  public mutating func send(_ event: TriEvent) -> Bool {
    var handled = false
    switch (r1, event) {
    case (.r1x, .flip):
      r1 = .r1y
      handled = true
    case (.r1y, .flop):
      r1 = .r1x
      handled = true
    default: break
    }
    switch (r2, event) {
    case (.r2x, .flip):
      r2 = .r2y
      handled = true
    case (.r2y, .flop):
      r2 = .r2x
      handled = true
    default: break
    }
    switch (r3, event) {
    case (.r3x, .flip):
      r3 = .r3y
      handled = true
    case (.r3y, .flop):
      r3 = .r3x
      handled = true
    default: break
    }
    return handled
  }
}

/// The heap object of the instances baseline: the image search example's state in a class, as an app would keep
/// a hand-written machine that several places share.
public final class SwitchSearchObject {
  public var machine = SwitchSearchMachine()

  public init() {}
}
