/// The complete state of a running machine at a moment: its active states, their payloads, the
/// context, and what its history states remember.
///
/// Snapshots are values. ``MachineDefinition/transition(_:on:)`` takes one and returns the next;
/// a ``Machine`` owns one and replaces it on every macrostep.
///
/// ```swift
/// let start = search.initialSnapshot()
/// let next = search.transition(start, on: .startSearch).snapshot
/// #expect(next.state == .searching)
/// ```
public struct Snapshot<State: MachineState, Event: MachineEvent, Context: Sendable>: Sendable {
  /// The definition this snapshot belongs to.
  public let definition: MachineDefinition<State, Event, Context>
  @usableFromInline var active: StateSet
  @usableFromInline var storedContext: Context
  /// Payloads, history, timers, work and the serial counter, out of line: `nil` while all are
  /// empty, as in most snapshots of most machines, so that copying a snapshot (every pure
  /// step, every observed macrostep) retains no more than it needs.
  ///
  /// The fields inline are few on purpose: every copy of a snapshot retains each reference
  /// among them, and a larger struct is copied out of line through its generic value witness.
  @usableFromInline var extras: SnapshotExtras<State, Event>?
  /// Whether a top-level final state was reached (``isDone``). Last, so that the snapshot's
  /// padding is at its end, where ``MachineCore`` places its phase and observed flag: the core
  /// is 8 bytes smaller.
  @usableFromInline var done: Bool

  /// The extended state. Only actions change it.
  @inlinable public var context: Context { storedContext }
  /// Whether the machine reached a top-level final state. A finished machine ignores events.
  @inlinable public var isDone: Bool { done }

  @inlinable init(definition: MachineDefinition<State, Event, Context>, context: Context) {
    self.definition = definition
    self.active = StateSet()
    self.storedContext = context
    self.done = false
    self.extras = nil
  }

  /// Makes this snapshot equal to `other`, a snapshot of the same definition, writing the
  /// references it holds only where they differ: refilling a machine's recycled update this
  /// way retains and releases nothing when the extras did not change.
  @inlinable @inline(__always) mutating func assign(_ other: Self) {
    _internalInvariant(
      definition === other.definition, "a snapshot takes the state of its own definition")
    active.assign(other.active)
    storedContext = other.storedContext
    done = other.done
    if extras !== other.extras { extras = other.extras }
  }

  /// The payloads of the active states that carry one, by node.
  @inlinable var payloads: [Int32: State] {
    get { extras?.payloads ?? [:] }
    _modify { yield &uniqueExtras().payloads }
  }
  /// What each history state remembers, by history node.
  @inlinable var history: [Int32: StateSet] {
    get { extras?.history ?? [:] }
    _modify { yield &uniqueExtras().history }
  }
  /// A counter for work generations and generated send ids; it only grows where work starts
  /// or a delayed send is scheduled, which write the extras anyway.
  @inlinable var serial: UInt64 {
    get { extras?.serial ?? 0 }
    set {
      if newValue != 0 || extras != nil { uniqueExtras().serial = newValue }
    }
  }
  /// Delayed events not yet delivered, in the order they were scheduled.
  @inlinable var timers: [PendingTimer<Event>] {
    get { extras?.timers ?? [] }
    _modify { yield &uniqueExtras().timers }
  }
  /// The work of the active states, by run.
  @inlinable var activeWork: [WorkID] {
    get { extras?.activeWork ?? [] }
    _modify { yield &uniqueExtras().activeWork }
  }

  /// The extras, allocated on first write and copied first when another snapshot shares them.
  @inlinable mutating func uniqueExtras() -> SnapshotExtras<State, Event> {
    if !isKnownUniquelyReferenced(&extras) {
      extras = extras.map { $0.copy() } ?? SnapshotExtras()
    }
    return extras!
  }
}

extension Snapshot {
  /// Delayed events waiting for their time.
  public var pendingTimers: [PendingTimer<Event>] { timers }

  /// The runs of state-scoped work that are current: work whose state is still active.
  public var runningWork: [WorkID] { activeWork }

  /// The value of the first active atomic state in document order.
  ///
  /// For a flat machine this is *the* state. In a parallel machine several atomic states are
  /// active at once: read ``states`` or ``configuration`` instead.
  @inlinable public var state: State {
    var first: Int32 = -1
    active.forEach { node in
      if first < 0 && definition.nodeInfo[Int(node)].kind.isAtomic { first = node }
    }
    return value(ofNode: first)
  }

  /// The values of every active atomic state, in document order.
  public var states: [State] {
    var result: [State] = []
    active.forEach { node in
      if definition.nodes[Int(node)].kind.isAtomic { result.append(value(ofNode: node)) }
    }
    return result
  }

  /// Every active state (compound, parallel and atomic), in document order.
  public var configuration: [State.Case] {
    var result: [State.Case] = []
    active.forEach { result.append(definition.nodes[Int($0)].key!) }
    return result
  }

  /// The cases of the active atomic states, in document order.
  public var activeLeaves: [State.Case] {
    var result: [State.Case] = []
    active.forEach { node in
      let info = definition.nodes[Int(node)]
      if info.kind.isAtomic { result.append(info.key!) }
    }
    return result
  }

  /// Whether the given state is active (for a compound state: any of its descendants).
  ///
  /// - Parameter state: A state of the definition.
  /// - Returns: `true` when it is in the configuration.
  @inlinable public func matches(_ state: State.Case) -> Bool {
    let index = definition.stateIndex.index(of: state)
    return index >= 0 && active.contains(index + 1)
  }

  /// The value of an active state, with its payload.
  ///
  /// - Parameter state: A state of the definition.
  /// - Returns: Its value while it is active, `nil` otherwise.
  public func value(of state: State.Case) -> State? {
    let index = definition.stateIndex.index(of: state)
    guard index >= 0, active.contains(index + 1) else { return nil }
    return value(ofNode: index + 1)
  }

  @inlinable func value(ofNode node: Int32) -> State {
    if definition.nodeInfo[Int(node)].flags.contains(.hasValue) {
      return definition.nodes[Int(node)].value!
    }
    return payloads[node]!
  }
}

extension Snapshot: Equatable where State: Equatable, Context: Equatable {
  /// Two snapshots are equal when they have the same definition, configuration, active
  /// payloads, history, context and completion.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.definition === rhs.definition, lhs.active == rhs.active,
      lhs.history == rhs.history, lhs.context == rhs.context, lhs.isDone == rhs.isDone,
      lhs.timers.map({ $0.id }) == rhs.timers.map({ $0.id }), lhs.activeWork == rhs.activeWork
    else { return false }
    var same = true
    lhs.active.forEach { node in
      if lhs.definition.nodes[Int(node)].value == nil && lhs.payloads[node] != rhs.payloads[node] {
        same = false
      }
    }
    return same
  }
}

extension Snapshot: CustomStringConvertible {
  /// The active states, as `a, b.c`.
  public var description: String {
    var names: [String] = []
    active.forEach { node in
      let info = definition.nodes[Int(node)]
      if info.kind.isAtomic {
        names.append(info.value == nil ? "\(value(ofNode: node))" : info.name)
      }
    }
    return names.joined(separator: ", ") + (isDone ? " (done)" : "")
  }
}
