/// What came into a recorded tree of machines from outside: an event sent to one of its
/// machines, or an event that state-scoped work sent back. A replay sends them again, in order,
/// each at its recorded time; the timers of the replayed machines fire as its clock passes
/// theirs, and what the machines send one another follows.
public struct ReplayInput: Sendable, Hashable, CustomStringConvertible {
  /// How the event came in.
  public enum Kind: Sendable, Hashable {
    /// Sent to the machine from outside the tree (the app, a view).
    case event
    /// Sent back by the work named `name`, the work at `index` of the state node `state`.
    case work(name: String, state: Int, index: Int)
  }

  /// The number of the recorded step the input started.
  public var step: Int
  /// When it came, since recording started.
  public var time: Duration
  /// The path of the machine it came to (`app/downloads/items[a]`).
  public var machine: String
  /// How it came.
  public var kind: Kind
  /// The event as the trace describes it; for a redacted event, the redacted description.
  public var event: String
  /// The event's case name.
  public var eventName: String?
  /// The event as its type encodes it (``TraceStep/payload``); `nil` when redacted or not
  /// `Encodable`.
  public var payload: String?
  /// Whether the recording hid the event: the replay asks for a stand-in.
  public var isRedacted: Bool

  /// Creates an input.
  ///
  /// - Parameters:
  ///   - step: The recorded step it started.
  ///   - time: When it came.
  ///   - machine: The path of its machine.
  ///   - kind: How it came.
  ///   - event: The event's description.
  ///   - eventName: The event's case name.
  ///   - payload: The encoded event.
  ///   - isRedacted: Whether the recording hid it.
  public init(
    step: Int, time: Duration, machine: String, kind: Kind, event: String,
    eventName: String? = nil, payload: String? = nil, isRedacted: Bool = false
  ) {
    self.step = step
    self.time = time
    self.machine = machine
    self.kind = kind
    self.event = event
    self.eventName = eventName
    self.payload = payload
    self.isRedacted = isRedacted
  }

  public var description: String {
    switch kind {
    case .event: "\(time) \(machine) \(event)"
    case .work(let name, _, _): "\(time) \(machine) \(event) from \"\(name)\""
    }
  }
}

extension Duration {
  /// A trace's time in seconds as a duration.
  init(traceSeconds seconds: Double) {
    let whole = seconds.rounded(.down)
    self = .seconds(Int64(whole)) + .nanoseconds(Int64(((seconds - whole) * 1e9).rounded()))
  }
}
