import StateKit

/// Something `MachineDefinition.validate()` found in a definition: a stable
/// code, a severity, a message and the state it is about.
///
/// ```swift
/// for finding in definition.validate() {
///   print(finding)  // error SK001 [loading.retry]: state 'retry' can never be entered
/// }
/// #expect(definition.validate().isEmpty)
/// ```
public struct Finding: Sendable, Hashable, Codable, CustomStringConvertible {
  /// How serious a finding is.
  public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Something that is neither wrong nor suspicious, but worth knowing (a state the machine
    /// never leaves, when nothing in it reacts to events).
    case info
    /// Probably a mistake: a transition that never fires, an event nobody handles.
    case warning
    /// A mistake: a state that can never be entered, eventless transitions that loop forever.
    case error

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }

    private var rank: Int {
      switch self {
      case .info: 0
      case .warning: 1
      case .error: 2
      }
    }
  }

  /// A finding's stable identifier (`SK001`): what kind of problem it is.
  ///
  /// Codes never change meaning; new checks get new codes.
  public struct Code: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible,
    ExpressibleByStringLiteral
  {
    /// The code, such as `SK001`.
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
    public var description: String { rawValue }

    /// SK001: a state no sequence of transitions enters (error).
    public static let unreachableState: Code = "SK001"
    /// SK002: a non-final atomic state that no transition leaves (warning; info when the state
    /// reacts to no event at all, the usual way to end a flow without a final state). A state
    /// that holds a collection of child machines is never one.
    public static let deadEnd: Code = "SK002"
    /// SK003: an event of the event type that no reachable state handles (warning).
    public static let unhandledEvent: Code = "SK003"
    /// SK004: a transition that never fires because an earlier one of the same state, on the
    /// same event and without a guard, always wins (warning).
    public static let shadowedTransition: Code = "SK004"
    /// SK005: an event handled in two regions of a parallel state where one transition leaves
    /// the parallel state, so only the first in document order is taken (warning).
    public static let conflictingRegions: Code = "SK005"
    /// SK006: eventless transitions without guards that lead back to where they started, so
    /// the machine never settles (error).
    public static let eventlessCycle: Code = "SK006"
    /// SK007: a history state that no transition targets (warning).
    public static let unusedHistory: Code = "SK007"
    /// SK008: eventless transitions or transitions on raised events that can lead back to
    /// where they started, so the machine never settles unless a guard stops the loop
    /// (warning). Unguarded eventless loops that certainly never end are SK006.
    public static let microstepCycle: Code = "SK008"
    /// SK009: a state runs a child machine that can reach a top-level final state, but its
    /// `Invoke` has no `done:` mapping, so the child's output is dropped (warning).
    public static let childOutputDropped: Code = "SK009"
    /// SK010: a state runs a child machine whose actions emit events to its parent, but its
    /// `Invoke` has no `emitted:` mapping, so every emitted event is dropped (warning).
    public static let childEmitsDropped: Code = "SK010"

    /// Every code, in order, with a one-line summary.
    public static let all: [(code: Code, summary: String)] = [
      (.unreachableState, "unreachable state"),
      (.deadEnd, "dead end: no transition leaves the state"),
      (.unhandledEvent, "event that no state handles"),
      (.shadowedTransition, "transition that never fires: an earlier one always wins"),
      (.conflictingRegions, "conflicting transitions across parallel regions"),
      (.eventlessCycle, "eventless cycle without guards"),
      (.unusedHistory, "history state that no transition targets"),
      (.microstepCycle, "eventless or raise loop that only guards may stop"),
      (.childOutputDropped, "child machine that can finish, with no done: mapping"),
      (.childEmitsDropped, "child machine that emits events, with no emitted: mapping"),
    ]
  }

  /// What kind of problem it is.
  public let code: Code
  /// How serious it is.
  public let severity: Severity
  /// A sentence describing the problem, naming states by their names.
  public let message: String
  /// The state it is about, as names from the top level down joined with `.`
  /// (`on.player.transport`); `nil` when it is about the whole machine.
  public let statePath: String?
  /// The transitions involved (indices into `MachineDefinition.transitionList`), in document
  /// order.
  public let transitions: [Int]
  /// The event involved, by name, when there is one.
  public let event: String?

  /// Creates a finding.
  ///
  /// - Parameters:
  ///   - code: What kind of problem it is.
  ///   - severity: How serious it is.
  ///   - message: A sentence describing it.
  ///   - statePath: The state it is about.
  ///   - transitions: The transitions involved.
  ///   - event: The event involved.
  public init(
    code: Code, severity: Severity, message: String, statePath: String?,
    transitions: [Int] = [], event: String? = nil
  ) {
    self.code = code
    self.severity = severity
    self.message = message
    self.statePath = statePath
    self.transitions = transitions
    self.event = event
  }

  /// The finding as `error SK001 [state.path]: message`.
  public var description: String {
    let place = statePath.map { " [\($0)]" } ?? ""
    return "\(severity.rawValue) \(code)\(place): \(message)"
  }
}
