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

  /// The report, interned (see `RunawayCycles`): one number, so that ``SendResult``, which
  /// carries it, stays as small and cheap to copy and compare as a plain enum on the hot path.
  @usableFromInline let cycle: Int32

  /// The bound that was exceeded.
  public var limit: Int { RunawayCycles.report(cycle).limit }

  /// The states the cycle runs through: the sources and targets of the transitions taken in
  /// the last microsteps before the stop (for a chain of sent events, the active atomic states
  /// it went through), by name, in document order.
  public var states: [String] { RunawayCycles.report(cycle).states }

  /// Creates a report.
  ///
  /// - Parameters:
  ///   - limit: The bound that was exceeded.
  ///   - states: The states of the cycle, by name.
  public init(limit: Int, states: [String]) {
    self.cycle = RunawayCycles.intern(limit: limit, states: states)
  }

  /// `runaway macrostep stopped after 10000 microsteps, cycling through b, c`.
  public var description: String {
    "runaway macrostep stopped after \(limit) microsteps, cycling through "
      + states.joined(separator: ", ")
  }
}

/// Every distinct runaway report so far (bound and states), each kept once: a report names
/// its entry by number. The table only grows with distinct cycles, which a program has few of.
enum RunawayCycles {
  struct Report: Hashable, Sendable {
    var limit: Int
    var states: [String]
  }

  private struct Table: Sendable {
    var reports: [Report] = []
    var numbers: [Report: Int32] = [:]
  }

  private static let table = Lock(Table())

  static func intern(limit: Int, states: [String]) -> Int32 {
    let report = Report(limit: limit, states: states)
    return table.withLock { table in
      if let number = table.numbers[report] { return number }
      let number = Int32(table.reports.count)
      table.reports.append(report)
      table.numbers[report] = number
      return number
    }
  }

  static func report(_ number: Int32) -> Report {
    table.withLock { $0.reports[Int(number)] }
  }
}

/// How many of the last microsteps before a stop name the states of the cycle.
@inlinable var runawayWindow: Int { 64 }
