/// A macrostep the engine stopped because it did not settle within its bound of microsteps.
///
/// The W3C algorithm runs eventless transitions and internal events until none is enabled. A
/// cycle of eventless transitions whose guards all hold (`b` → `c`, `c` → `b`), or an action
/// that raises the event that triggers it, never settles: without a bound the macrostep would
/// run forever while holding the machine's lock. StateKit counts the microsteps of each
/// macrostep, and the internal events it dequeues; past the bound
/// (``defaultLimit`` unless configured) it stops with the machine in the configuration the
/// last complete microstep left, drops the internal events still queued, and reports this
/// value. The machine stays usable: the next event starts a new macrostep.
///
/// The same bound applies to a chain of events that effects send back to the machine
/// (``Action/send(_:)``) while it drains its mailbox.
///
/// ```swift
/// let step = definition.transition(snapshot, on: .go)
/// if let runaway = step.runaway { print("stopped in \(runaway.states)") }
/// ```
public struct RunawayMacrostep: Sendable, Hashable, CustomStringConvertible {
  /// The bound used when none is given: 10,000 microsteps per macrostep.
  public static let defaultLimit = 10_000

  /// The bound that was exceeded.
  public let limit: Int
  /// The cycle's states, interned (see `RunawayCycles`): the report stays a plain value, so
  /// that ``SendResult``, which carries it, stays trivial to copy and compare on the hot path.
  @usableFromInline let cycle: Int32

  /// The states the cycle runs through: the sources and targets of the transitions taken in
  /// the last microsteps before the stop (for a chain of sent events, the active atomic states
  /// it went through), by name, in document order.
  public var states: [String] { RunawayCycles.states(cycle) }

  /// Creates a report.
  ///
  /// - Parameters:
  ///   - limit: The bound that was exceeded.
  ///   - states: The states of the cycle, by name.
  public init(limit: Int, states: [String]) {
    self.limit = limit
    self.cycle = RunawayCycles.intern(states)
  }

  /// `runaway macrostep stopped after 10000 microsteps, cycling through b, c`.
  public var description: String {
    "runaway macrostep stopped after \(limit) microsteps, cycling through "
      + states.joined(separator: ", ")
  }
}

/// The state lists of every runaway reported so far, each kept once: a report names its list
/// by number. The table only grows with distinct cycles, which a program has few of.
enum RunawayCycles {
  private struct Table: Sendable {
    var lists: [[String]] = []
    var numbers: [[String]: Int32] = [:]
  }

  private static let table = Lock(Table())

  static func intern(_ states: [String]) -> Int32 {
    table.withLock { table in
      if let number = table.numbers[states] { return number }
      let number = Int32(table.lists.count)
      table.lists.append(states)
      table.numbers[states] = number
      return number
    }
  }

  static func states(_ number: Int32) -> [String] {
    table.withLock { $0.lists[Int(number)] }
  }
}

/// How many of the last microsteps before a stop name the states of the cycle.
@usableFromInline let runawayWindow = 64
