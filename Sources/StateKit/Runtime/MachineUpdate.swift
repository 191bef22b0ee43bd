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
    @usableFromInline @exclusivity(unchecked) var origin: Origin = .sent
    @usableFromInline @exclusivity(unchecked) var event: Event?
    /// The snapshot before a macrostep the algorithm ran, whose ``record`` holds what it did;
    /// `nil` after a quick step (a flat machine's plain transition, or an event it ignores),
    /// which changes nothing but the active states: ``quickActive`` and ``quickEvent`` keep
    /// them, and the transition, the snapshot before and the states exited and entered are
    /// derived from them when they are read.
    @usableFromInline @exclusivity(unchecked) var recordedPrevious: Snapshot<State, Event, Context>?
    /// After a quick step: the active states before it.
    @usableFromInline @exclusivity(unchecked) var quickActive = StateSet()
    /// After a quick step: the index of the event whose plain transition it took; `-1` when it
    /// ignored the event.
    @usableFromInline @exclusivity(unchecked) var quickEvent: Int32 = -1
    @usableFromInline @exclusivity(unchecked) var snapshot: Snapshot<State, Event, Context>
    @usableFromInline @exclusivity(unchecked) var isHandled = false
    /// What the algorithm recorded; read only after a recorded macrostep.
    @usableFromInline @exclusivity(unchecked) var record = MacrostepRecord()
    @usableFromInline @exclusivity(unchecked) var effects: [Effect<Event, Context>] = []
    /// Set when the macrostep, or the chain of sent events it continued, was stopped.
    @usableFromInline @exclusivity(unchecked) var runaway: RunawayMacrostep?

    /// Storage for an update of a machine now in `snapshot`, for the caller to fill.
    @inlinable init(_ snapshot: Snapshot<State, Event, Context>) {
      self.quickActive = snapshot.active
      self.snapshot = snapshot
    }

    /// Fills the storage with a quick step, writing only the fields that differ from what it
    /// holds (the storage is refilled on every observed event; each reference written is a
    /// retain and a release). The caller wrote ``quickActive``, the active states before the
    /// step, first.
    ///
    /// - Parameters:
    ///   - event: The event sent.
    ///   - taken: The index of the event whose plain transition the step took; `-1` for none.
    ///   - snapshot: The snapshot after the step, of the same definition.
    ///   - handled: Whether the step took a transition.
    @inlinable func fillQuick(
      _ event: Event, taken: Int32, snapshot: Snapshot<State, Event, Context>, handled: Bool
    ) {
      if case .sent = origin {} else { origin = .sent }
      self.event = event
      if recordedPrevious != nil { recordedPrevious = nil }
      quickEvent = taken
      self.snapshot.assign(snapshot)
      isHandled = handled
      if !effects.isEmpty { effects = [] }
      if runaway != nil { runaway = nil }
    }

    /// Fills the storage with a macrostep the algorithm ran.
    ///
    /// - Parameters:
    ///   - origin: Where the event came from.
    ///   - event: The event; `nil` for a delayed transition.
    ///   - previous: The snapshot before the macrostep.
    ///   - snapshot: The snapshot after it.
    ///   - handled: Whether the event enabled a transition.
    ///   - record: What the algorithm recorded, swapped with the storage's old record.
    ///   - effects: The effects the macrostep produced.
    ///   - runaway: The report when the macrostep was stopped.
    @inlinable func fillRecorded(
      _ origin: Origin, event: Event?, previous: consuming Snapshot<State, Event, Context>,
      snapshot: Snapshot<State, Event, Context>, handled: Bool, record: inout MacrostepRecord,
      effects: [Effect<Event, Context>], runaway: RunawayMacrostep?
    ) {
      self.origin = origin
      self.event = event
      recordedPrevious = consume previous
      self.snapshot = snapshot
      isHandled = handled
      swap(&self.record, &record)
      self.effects = effects
      self.runaway = runaway
    }

    /// The snapshot before the macrostep.
    var previous: Snapshot<State, Event, Context> {
      if let recordedPrevious { return recordedPrevious }
      var previous = snapshot
      previous.active = quickActive
      return previous
    }

    /// The transitions taken, as the record's indices.
    var transitionIndices: [Int32] {
      if recordedPrevious != nil { return record.transitions }
      let t = quickTransition
      return t < 0 ? [] : [t]
    }

    /// The states exited, as node indices.
    var exitedNodes: [Int32] {
      if recordedPrevious != nil { return record.exited }
      return quickTarget >= 0 ? [quickActive.first] : []
    }

    /// The states entered, as node indices.
    var enteredNodes: [Int32] {
      if recordedPrevious != nil { return record.entered }
      let target = quickTarget
      return target >= 0 ? [target] : []
    }

    /// The names of the actions run (a quick step runs none).
    var actions: [String] { recordedPrevious != nil ? record.actions : [] }

    /// The plain transition a quick step took; `-1` when it ignored the event.
    private var quickTransition: Int32 {
      quickEvent < 0
        ? -1 : snapshot.definition.plainTransition(from: quickActive.first, event: quickEvent)
    }

    /// The target of the plain transition a quick step took; `-1` for none (an ignored event,
    /// a targetless transition).
    private var quickTarget: Int32 {
      let t = quickTransition
      return t < 0 ? -1 : snapshot.definition.transitionInfo[Int(t)].firstTarget
    }
  }

  @usableFromInline let storage: Storage

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
  public var runaway: RunawayMacrostep? { storage.runaway }

  /// An update of `storage`, which holds what the macrostep did.
  @inlinable init(storage: Storage) {
    self.storage = storage
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
