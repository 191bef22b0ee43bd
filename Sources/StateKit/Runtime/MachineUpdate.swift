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
  ///
  /// A quick step (a flat machine's plain transition, or an event it ignores) fills only what
  /// it changed: the transition it took and the active states before it. The snapshot before,
  /// and the lists of states exited and entered, are derived from them when they are read.
  @usableFromInline final class Storage: @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) var origin: Origin
    @usableFromInline @exclusivity(unchecked) var event: Event?
    /// The snapshot before the macrostep; `nil` after a quick step, which changed nothing but
    /// the active states (``previousActive``).
    @usableFromInline @exclusivity(unchecked) var previousSnapshot: Snapshot<State, Event, Context>?
    @usableFromInline @exclusivity(unchecked) var previousActive: StateSet
    @usableFromInline @exclusivity(unchecked) var snapshot: Snapshot<State, Event, Context>
    @usableFromInline @exclusivity(unchecked) var isHandled: Bool
    /// What the algorithm recorded; not read after a quick step (``quickTransition``).
    @usableFromInline @exclusivity(unchecked) var record: MacrostepRecord
    /// After a quick step, the plain transition it took (`-1` when it ignored the event);
    /// `nil` when ``record`` holds the macrostep.
    @usableFromInline @exclusivity(unchecked) var quickTransition: Int32?
    @usableFromInline @exclusivity(unchecked) var effects: [Effect<Event, Context>]

    @inlinable init(
      origin: Origin, event: Event?, previous: Snapshot<State, Event, Context>?,
      previousActive: StateSet, snapshot: Snapshot<State, Event, Context>, isHandled: Bool,
      record: MacrostepRecord, quickTransition: Int32?, effects: [Effect<Event, Context>]
    ) {
      self.origin = origin
      self.event = event
      self.previousSnapshot = previous
      self.previousActive = previousActive
      self.snapshot = snapshot
      self.isHandled = isHandled
      self.record = record
      self.quickTransition = quickTransition
      self.effects = effects
    }

    /// The transitions taken, as the record's indices.
    var transitionIndices: [Int32] {
      guard let quick = quickTransition else { return record.transitions }
      return quick < 0 ? [] : [quick]
    }

    /// The states exited, as node indices.
    var exitedNodes: [Int32] {
      guard let quick = quickTransition else { return record.exited }
      let moved = quick >= 0 && snapshot.definition.transitionInfo[Int(quick)].firstTarget >= 0
      return moved ? [previousActive.first] : []
    }

    /// The states entered, as node indices.
    var enteredNodes: [Int32] {
      guard let quick = quickTransition else { return record.entered }
      let target = quick < 0 ? -1 : snapshot.definition.transitionInfo[Int(quick)].firstTarget
      return target >= 0 ? [target] : []
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
  public var previous: Snapshot<State, Event, Context> {
    if let previous = storage.previousSnapshot { return previous }
    var previous = storage.snapshot
    previous.active = storage.previousActive
    return previous
  }
  /// The snapshot after the macrostep.
  @inlinable public var snapshot: Snapshot<State, Event, Context> { storage.snapshot }
  /// Whether the event enabled a transition.
  @inlinable public var isHandled: Bool { storage.isHandled }
  /// The transitions taken, in order (indices into ``MachineDefinition/transitionList``; the
  /// initial and history-default transitions have higher indices).
  public var transitions: [Int] { storage.transitionIndices.map(Int.init) }
  /// The states exited, in exit order.
  public var exited: [State.Case] {
    let nodes = storage.snapshot.definition.nodes
    return storage.exitedNodes.map { nodes[Int($0)].key! }
  }
  /// The states entered, in entry order.
  public var entered: [State.Case] {
    let nodes = storage.snapshot.definition.nodes
    return storage.enteredNodes.map { nodes[Int($0)].key! }
  }
  /// The names of the actions run, in order.
  public var actions: [String] { storage.quickTransition == nil ? storage.record.actions : [] }
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
