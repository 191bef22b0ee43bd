/// One macrostep of a recorded machine: a line of a trace after the header.
///
/// States are named by their case names; transitions are indices into
/// ``TraceHeader/transitions``.
///
/// A trace of a machine that runs children holds their steps too, in the order they were taken,
/// each naming its machine in ``machine``: a path of ids joined by `/`, the root's
/// (``TraceHeader/machine``) first, then each child's as `MachineTree` names it: `app`,
/// `app/board`, `app/board/requests[42]`. A child's states are its own definition's, which the
/// header does not describe, so a child's step lists no ``transitions``.
///
/// Steps are listed, and numbered, in the order they completed. A macrostep completes once
/// its effects have run, so when a parent's effects send to a child, the child's step is
/// listed before the parent's.
public struct TraceStep: Codable, Sendable, Hashable {
  /// Where the event that started a macrostep came from.
  public enum Origin: String, Codable, Sendable, Hashable {
    /// Sent to the machine, or by an effect.
    case sent
    /// Sent by state-scoped work.
    case work
    /// A timer: a delayed send or a delayed transition.
    case timer
  }

  /// The step's number, from 1, in the order the machine ran them. A gap means steps were
  /// dropped because the recorder's buffer was full.
  public var step: Int
  /// The path of the machine that took the step (see above); `nil` for the root in traces
  /// written before trees were recorded.
  public var machine: String?
  /// Seconds since recording started.
  public var time: Double

  /// Whether the root machine took the step, not one of its children.
  ///
  /// - Parameter header: The trace's header, which names the root.
  /// - Returns: `true` for the root's steps.
  public func isRoot(of header: TraceHeader) -> Bool {
    machine == nil || machine == header.machine
  }
  /// Where the event came from.
  public var origin: Origin
  /// The work run or the timer that sent the event.
  public var originID: String?
  /// The event with its payload, as text; `nil` for a delayed transition.
  public var event: String?
  /// The event's case name.
  public var eventName: String?
  /// Whether the event enabled a transition.
  public var handled: Bool
  /// The transitions taken, in order (indices into ``TraceHeader/transitions``).
  public var transitions: [Int]
  /// The states exited, in exit order (a child before its parent).
  public var exited: [String]
  /// The states entered, in entry order (a parent before its children).
  public var entered: [String]
  /// The active states after the step, parents before children.
  public var configuration: [String]
  /// A description of the context after the step.
  public var context: String?
  /// The names of the actions run, in order.
  public var actions: [String]
  /// The runs of state-scoped work started.
  public var workStarted: [String]
  /// The runs of state-scoped work cancelled.
  public var workCancelled: [String]
  /// The timers started, as `id after delay`.
  public var timersStarted: [String]
  /// The timers cancelled, by id.
  public var timersCancelled: [String]
  /// The events the step's effects sent to the machine.
  public var sent: [String]
  /// Set when the macrostep did not settle within the machine's bound and was stopped.
  public var runaway: String?
  /// The event as its type encodes it (JSON text), so that a replay can send it again; `nil`
  /// for a step without an event, for an event whose type is not `Encodable`, and for a
  /// redacted one. Written since format version 2.
  public var payload: String?
  /// Set when the recorder's `describeEvent` (or `describeChild`) hid part of the event: the
  /// trace holds neither its payload nor its text, and a replay asks the test for a stand-in.
  /// Written since format version 2.
  public var redacted: Bool?

  /// Creates a step.
  ///
  /// - Parameters:
  ///   - step: The step's number, from 1.
  ///   - time: Seconds since recording started.
  ///   - origin: Where the event came from.
  ///   - event: The event as text.
  ///   - eventName: The event's case name.
  ///   - handled: Whether the event enabled a transition.
  ///   - configuration: The active states after the step.
  public init(
    step: Int, time: Double, origin: Origin = .sent, event: String?, eventName: String?,
    handled: Bool, configuration: [String]
  ) {
    self.step = step
    self.time = time
    self.origin = origin
    self.event = event
    self.eventName = eventName
    self.handled = handled
    self.transitions = []
    self.exited = []
    self.entered = []
    self.configuration = configuration
    self.actions = []
    self.workStarted = []
    self.workCancelled = []
    self.timersStarted = []
    self.timersCancelled = []
    self.sent = []
  }
}
