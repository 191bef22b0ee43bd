/// What happened to an event given to ``Machine/send(_:)``.
public enum SendResult: Sendable, Hashable {
  /// The event enabled a transition and the macrostep ran.
  case handled
  /// No transition takes the event in the current configuration; nothing changed. This is not
  /// an error (the image search example's `tryEvent`).
  case ignored
  /// Another event was being processed (by an observer or effect on this thread, or by another
  /// thread): the event waits in the mailbox and is processed, in order, before that processing
  /// returns.
  case queued
  /// The event enabled a transition, but the macrostep did not settle within the machine's
  /// bound of microsteps (a cycle of eventless transitions whose guards keep holding, an
  /// action that keeps raising its own event, or a chain of events that effects keep sending):
  /// it was stopped in its last legal configuration. The machine stays usable.
  case stopped(RunawayMacrostep)

  /// Whether two results are the same; inlinable, so that comparing with ``handled`` costs a
  /// compare in the caller's code.
  @inlinable public static func == (lhs: SendResult, rhs: SendResult) -> Bool {
    switch (lhs, rhs) {
    case (.handled, .handled), (.ignored, .ignored), (.queued, .queued): true
    case (.stopped(let a), .stopped(let b)): a.cycle == b.cycle
    default: false
    }
  }
}

/// One macrostep as observers and inspectors see it: the event, the snapshots before and after,
/// and what the step did.
public struct MachineUpdate<State: MachineState, Event: MachineEvent, Context: Sendable>: Sendable {
  /// Where the event that started a macrostep came from.
  public enum Origin: Sendable, Hashable {
    /// ``Machine/send(_:)``, or an ``Action/send(_:)`` effect.
    case sent
    /// State-scoped work.
    case work(WorkID)
    /// A timer: a delayed send or a delayed transition, by timer id.
    case timer(String)
  }

  /// Where the event came from.
  public let origin: Origin
  /// The event that started the macrostep: sent, sent by work, or delivered by a delayed send;
  /// `nil` for a delayed transition.
  public let event: Event?
  /// The snapshot before the macrostep.
  public let previous: Snapshot<State, Event, Context>
  /// The snapshot after the macrostep.
  public let snapshot: Snapshot<State, Event, Context>
  /// Whether the event enabled a transition.
  public let isHandled: Bool
  /// The transitions taken, in order (indices into ``MachineDefinition/transitionList``; the
  /// initial and history-default transitions have higher indices).
  public let transitions: [Int]
  /// The states exited, in exit order.
  public let exited: [State.Case]
  /// The states entered, in entry order.
  public let entered: [State.Case]
  /// The names of the actions run, in order.
  public let actions: [String]
  /// The effects the macrostep produced (side effects, work started and cancelled, timers).
  public let effects: [Effect<Event, Context>]
  /// Set when the macrostep (or the chain of events effects sent, which this one continued)
  /// did not settle within the machine's bound and was stopped (see ``RunawayMacrostep``).
  public var runaway: RunawayMacrostep? { stoppedRunaway }
  @usableFromInline var stoppedRunaway: RunawayMacrostep?

  @inlinable init(
    origin: Origin, event: Event?, previous: Snapshot<State, Event, Context>,
    snapshot: Snapshot<State, Event, Context>, isHandled: Bool, record: MacrostepRecord,
    effects: [Effect<Event, Context>], runaway: RunawayMacrostep? = nil
  ) {
    self.stoppedRunaway = runaway
    self.origin = origin
    self.event = event
    self.previous = previous
    self.snapshot = snapshot
    self.isHandled = isHandled
    self.transitions = record.transitions.map(Int.init)
    let nodes = snapshot.definition.nodes
    self.exited = record.exited.map { nodes[Int($0)].key! }
    self.entered = record.entered.map { nodes[Int($0)].key! }
    self.actions = record.actions
    self.effects = effects
  }

  /// The runs of state-scoped work this macrostep started.
  public var workStarted: [WorkID] {
    effects.compactMap { if case .startWork(let start) = $0 { start.id } else { nil } }
  }

  /// The runs of state-scoped work this macrostep cancelled.
  public var workCancelled: [WorkID] {
    effects.compactMap { if case .cancelWork(let id) = $0 { id } else { nil } }
  }
}
