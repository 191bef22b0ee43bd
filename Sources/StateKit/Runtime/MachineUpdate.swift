/// One macrostep as observers and inspectors see it: the event, the snapshots before and after,
/// and what the step did.
///
/// An update is built only when someone listens, once per macrostep, and shared by every
/// listener: a value that holds one reference, so passing it on costs one retain. The lists of
/// states and transitions are computed when they are read.
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

  /// What the macrostep did, shared by every copy of the update.
  ///
  /// The machine that built it refills it for its next macrostep instead of allocating
  /// another, but only while no update refers to it any more (`isKnownUniquelyReferenced`,
  /// under the machine's lock): an update a listener kept never changes. Hence
  /// `@unchecked Sendable`, and fields without dynamic exclusivity checks: they are written only
  /// by the machine's lock holder, and only while no other reference exists.
  @usableFromInline final class Storage: @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) var origin: Origin
    @usableFromInline @exclusivity(unchecked) var event: Event?
    @usableFromInline @exclusivity(unchecked) var previous: Snapshot<State, Event, Context>
    @usableFromInline @exclusivity(unchecked) var snapshot: Snapshot<State, Event, Context>
    @usableFromInline @exclusivity(unchecked) var isHandled: Bool
    @usableFromInline @exclusivity(unchecked) var record: MacrostepRecord
    @usableFromInline @exclusivity(unchecked) var effects: [Effect<Event, Context>]

    @inlinable init(
      origin: Origin, event: Event?, previous: Snapshot<State, Event, Context>,
      snapshot: Snapshot<State, Event, Context>, isHandled: Bool, record: MacrostepRecord,
      effects: [Effect<Event, Context>]
    ) {
      self.origin = origin
      self.event = event
      self.previous = previous
      self.snapshot = snapshot
      self.isHandled = isHandled
      self.record = record
      self.effects = effects
    }
  }

  @usableFromInline let storage: Storage
  @usableFromInline var stoppedRunaway: RunawayMacrostep?

  /// Where the event came from.
  @inlinable public var origin: Origin { storage.origin }
  /// The event that started the macrostep: sent, sent by work, or delivered by a delayed send;
  /// `nil` for a delayed transition.
  @inlinable public var event: Event? { storage.event }
  /// The snapshot before the macrostep.
  @inlinable public var previous: Snapshot<State, Event, Context> { storage.previous }
  /// The snapshot after the macrostep.
  @inlinable public var snapshot: Snapshot<State, Event, Context> { storage.snapshot }
  /// Whether the event enabled a transition.
  @inlinable public var isHandled: Bool { storage.isHandled }
  /// The transitions taken, in order (indices into ``MachineDefinition/transitionList``; the
  /// initial and history-default transitions have higher indices).
  public var transitions: [Int] { storage.record.transitions.map(Int.init) }
  /// The states exited, in exit order.
  public var exited: [State.Case] {
    let nodes = storage.snapshot.definition.nodes
    return storage.record.exited.map { nodes[Int($0)].key! }
  }
  /// The states entered, in entry order.
  public var entered: [State.Case] {
    let nodes = storage.snapshot.definition.nodes
    return storage.record.entered.map { nodes[Int($0)].key! }
  }
  /// The names of the actions run, in order.
  public var actions: [String] { storage.record.actions }
  /// The effects the macrostep produced (side effects, work started and cancelled, timers).
  @inlinable public var effects: [Effect<Event, Context>] { storage.effects }
  /// Set when the macrostep (or the chain of events effects sent, which this one continued)
  /// did not settle within the machine's bound and was stopped (see ``RunawayMacrostep``).
  public var runaway: RunawayMacrostep? { stoppedRunaway }

  /// An update of `storage`, which holds what the macrostep did.
  @inlinable init(storage: Storage, runaway: RunawayMacrostep? = nil) {
    self.storage = storage
    self.stoppedRunaway = runaway
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
