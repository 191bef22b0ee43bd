/// Something the pure step decided must happen outside the machine.
///
/// ``MachineDefinition/transition(_:on:)`` never performs side effects; it returns them, in the
/// order the actions were reached. A ``Machine`` performs them after each macrostep; a test can
/// assert on them.
public enum Effect<Event: MachineEvent, Context: Sendable>: Sendable {
  /// A ``Action/run(_:_:)`` side effect, with the context and event it was reached with.
  case run(name: String, body: @Sendable (Context, Event?) -> Void, context: Context, event: Event?)
  /// An event for the machine's external queue (``Action/send(_:)``).
  case send(Event)
  /// A log line (``Action/log(_:_:)``).
  case log(label: String, message: String)
  /// A state was entered: start its work.
  case startWork(WorkStart<Event, Context>)
  /// A state was exited: cancel its work. Its results are already refused.
  case cancelWork(WorkID)
  /// Start a timer; when it fires, deliver the snapshot's pending timer with this id.
  case startTimer(id: String, delay: Duration)
  /// Cancel a timer; it is already gone from the snapshot.
  case cancelTimer(id: String)
  /// An event for the parent machine (``Action/emit(_:)``).
  case emit(Event)
  /// An event for the running child machine with this id (``Action/send(_:to:)``).
  case sendChild(id: String, event: any Sendable)
  /// A command for a collection of child machines (``ChildMachines``).
  case children(ChildCommand)

  /// A short description for logs and test failures.
  public var name: String {
    switch self {
    case .run(let name, _, _, _): name
    case .send(let event): "send \(event)"
    case .log(let label, _): "log \(label)"
    case .startWork(let start): "start \(start.work.name)"
    case .cancelWork(let id): "cancel \(id)"
    case .startTimer(let id, let delay): "start timer \(id) (\(delay))"
    case .cancelTimer(let id): "cancel timer \(id)"
    case .emit(let event): "emit \(event)"
    case .sendChild(let id, let event): "send \(event) to \(id)"
    case .children(let command): command.description
    }
  }
}

/// The result of one pure step: the next snapshot, and what must happen outside.
public struct Step<State: MachineState, Event: MachineEvent, Context: Sendable>: Sendable {
  /// The snapshot after the macrostep.
  public var snapshot: Snapshot<State, Event, Context>
  /// Side effects to run, in order.
  public var effects: [Effect<Event, Context>]
  /// Whether the event enabled a transition. An ignored event leaves the snapshot unchanged.
  public var isHandled: Bool
  /// Set when the macrostep did not settle within its bound of microsteps and was stopped:
  /// ``snapshot`` is the configuration its last microstep left (see ``RunawayMacrostep``).
  public var runaway: RunawayMacrostep?

  /// Creates a step result.
  ///
  /// - Parameters:
  ///   - snapshot: The snapshot after the macrostep.
  ///   - effects: Side effects to run.
  ///   - isHandled: Whether the event enabled a transition.
  ///   - runaway: The report of a macrostep stopped at its bound; `nil` when it settled.
  @inlinable public init(
    snapshot: Snapshot<State, Event, Context>, effects: [Effect<Event, Context>], isHandled: Bool,
    runaway: RunawayMacrostep? = nil
  ) {
    self.snapshot = snapshot
    self.effects = effects
    self.isHandled = isHandled
    self.runaway = runaway
  }
}
