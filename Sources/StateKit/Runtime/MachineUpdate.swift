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
  /// under the machine's lock; see `ScratchBox.updateStorage(_:)`): an update a listener kept
  /// never changes. Hence `@unchecked Sendable`, and fields without dynamic exclusivity checks:
  /// they are written only by the machine's lock holder, and only while no other reference
  /// exists.
  @usableFromInline final class Storage: @unchecked Sendable {
    /// How the macrostep ran, and what the update keeps of the configuration before it.
    @usableFromInline
    enum Before: Sendable {
      /// The algorithm ran: the snapshot before it; ``Storage/record`` holds what it did.
      case recorded(Snapshot<State, Event, Context>)
      /// A quick step (a flat machine's plain transition, or an event it ignores), which
      /// changes nothing but the active states: those before it, and the index of the event
      /// whose plain transition it took (`-1` when it ignored the event). The transition, the
      /// snapshot before, and the states exited and entered are derived from them when they are
      /// read.
      case quick(active: StateSet, event: Int32)
    }

    @usableFromInline @exclusivity(unchecked) var origin: Origin = .sent
    @usableFromInline @exclusivity(unchecked) var event: Event?
    @usableFromInline @exclusivity(unchecked) var before: Before
    @usableFromInline @exclusivity(unchecked) var snapshot: Snapshot<State, Event, Context>
    @usableFromInline @exclusivity(unchecked) var isHandled = false
    /// What the algorithm recorded; read only when ``before`` is `.recorded`.
    @usableFromInline @exclusivity(unchecked) var record = MacrostepRecord()
    @usableFromInline @exclusivity(unchecked) var effects: [Effect<Event, Context>] = []

    /// Storage for an update of a machine now in `snapshot`, for the caller to fill.
    @inlinable init(_ snapshot: Snapshot<State, Event, Context>) {
      self.before = .quick(active: snapshot.active, event: -1)
      self.snapshot = snapshot
    }

    /// The snapshot before the macrostep.
    var previous: Snapshot<State, Event, Context> {
      switch before {
      case .recorded(let previous): return previous
      case .quick(let active, _):
        var previous = snapshot
        previous.active = active
        return previous
      }
    }

    /// The transitions taken, as the record's indices.
    var transitionIndices: [Int32] {
      switch before {
      case .recorded: return record.transitions
      case .quick(let active, let event):
        let t = quickTransition(active, event)
        return t < 0 ? [] : [t]
      }
    }

    /// The states exited, as node indices.
    var exitedNodes: [Int32] {
      switch before {
      case .recorded: record.exited
      case .quick(let active, let event): target(active, event) >= 0 ? [active.first] : []
      }
    }

    /// The states entered, as node indices.
    var enteredNodes: [Int32] {
      switch before {
      case .recorded: return record.entered
      case .quick(let active, let event):
        let target = target(active, event)
        return target >= 0 ? [target] : []
      }
    }

    /// The names of the actions run (a quick step runs none).
    var actions: [String] {
      if case .recorded = before { record.actions } else { [] }
    }

    /// The plain transition a quick step took from `active` for event index `event`; `-1`
    /// when it ignored the event.
    private func quickTransition(_ active: StateSet, _ event: Int32) -> Int32 {
      event < 0 ? -1 : snapshot.definition.plainTransition(from: active.first, event: event)
    }

    /// The target of the plain transition a quick step took; `-1` for none (an ignored event,
    /// a targetless transition).
    private func target(_ active: StateSet, _ event: Int32) -> Int32 {
      let t = quickTransition(active, event)
      return t < 0 ? -1 : snapshot.definition.transitionInfo[Int(t)].firstTarget
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
  public var previous: Snapshot<State, Event, Context> { storage.previous }
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
  public var actions: [String] { storage.actions }
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
