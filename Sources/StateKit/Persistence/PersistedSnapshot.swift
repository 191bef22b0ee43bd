/// A ``Snapshot`` as plain `Codable` data: what to save to disk and restore later.
///
/// States are stored by name, and a pending delayed transition by its state, delay and targets
/// (``PersistedDelayedTransition``), so a snapshot survives an update of the app that changes
/// the definition elsewhere, as long as the states it names still exist. Stored: the active configuration, the payloads of active payload
/// states, what history states remember, the context, pending delayed events with the time
/// they had left, and completion. Not stored: running work — it is started again on restore.
///
/// ```swift
/// let data = try JSONEncoder().encode(machine.snapshot.persisted)
/// let saved = try JSONDecoder().decode(PersistedSnapshot<S, E, C>.self, from: data)
/// let restored = Machine(restoring: try definition.restore(saved), clock: clock)
/// ```
///
/// The context is encoded when it is `Encodable` and omitted when it is `Void`; any other
/// context type makes encoding (or decoding) throw.
public struct PersistedSnapshot<
  State: MachineState & Codable, Event: MachineEvent & Codable, Context: Sendable
>:
  Codable, Sendable
{
  /// A pending delayed event.
  public struct Timer: Codable, Sendable, Hashable {
    /// The timer's id.
    public var id: String
    /// The event of a delayed send; `nil` for a delayed transition.
    public var event: Event?
    /// For a delayed transition: which one, named by what survives edits elsewhere in the
    /// definition.
    public var delayedTransition: PersistedDelayedTransition?
    /// The delay it was scheduled with.
    public var delay: Duration
    /// The time it had left when saved.
    public var remaining: Duration
    /// The position of a delayed transition in the definition's list of transitions, as
    /// snapshots written before ``delayedTransition`` stored it: read, never written.
    var legacyPosition: Int?

    private enum CodingKeys: String, CodingKey {
      case id, event, delayedTransition, delay, remaining
      case legacyPosition = "afterTransition"
    }

    init(
      id: String, event: Event?, delayedTransition: PersistedDelayedTransition?,
      delay: Duration, remaining: Duration
    ) {
      self.id = id
      self.event = event
      self.delayedTransition = delayedTransition
      self.delay = delay
      self.remaining = remaining
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      id = try container.decode(String.self, forKey: .id)
      event = try container.decodeIfPresent(Event.self, forKey: .event)
      delayedTransition = try container.decodeIfPresent(
        PersistedDelayedTransition.self, forKey: .delayedTransition)
      delay = try container.decode(Duration.self, forKey: .delay)
      remaining = try container.decode(Duration.self, forKey: .remaining)
      legacyPosition = try container.decodeIfPresent(Int.self, forKey: .legacyPosition)
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      try container.encodeIfPresent(event, forKey: .event)
      try container.encodeIfPresent(delayedTransition, forKey: .delayedTransition)
      try container.encode(delay, forKey: .delay)
      try container.encode(remaining, forKey: .remaining)
    }

    public static func == (lhs: Timer, rhs: Timer) -> Bool {
      lhs.id == rhs.id && lhs.delayedTransition == rhs.delayedTransition
        && lhs.legacyPosition == rhs.legacyPosition && lhs.delay == rhs.delay
        && lhs.remaining == rhs.remaining
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
  }

  /// The names of the active states, in document order.
  public var configuration: [String]
  /// The values of the active states whose case carries a payload, by state name.
  public var payloads: [String: State]
  /// For each history state that remembers something, the states it remembers.
  public var history: [String: [String]]
  /// The extended state.
  public var context: Context
  /// Delayed events not yet delivered.
  public var timers: [Timer]
  /// Whether the machine had finished.
  public var isDone: Bool
  /// The counter behind generated ids.
  public var serial: UInt64
  /// The ``MachineDefinition/version`` of the definition that wrote it; `nil` when it declared
  /// none, or for a snapshot written before versions were stored.
  public var version: Int?
  /// The ``MachineDefinition/fingerprint`` of the definition that wrote it; `nil` for a
  /// snapshot written before fingerprints were stored.
  public var fingerprint: String?
  /// The persisted snapshots of the child machines that were running, by child id, each with
  /// its own version, fingerprint and children; empty in data written without children.
  public var children: [String: PersistedChild] = [:]
  /// The persisted snapshots of the running children of the machine's collections, by
  /// collection id, each list in the order the children were spawned, each child with its id
  /// and its own version, fingerprint and children. Only collections whose `ID` is `Codable`,
  /// and whose children's states and events are, are stored. Empty in data written without
  /// them.
  public var collections: [String: [PersistedCollectionChild]] = [:]

  private enum CodingKeys: String, CodingKey {
    case configuration, payloads, history, context, timers, isDone, serial, version, fingerprint
    case children, collections
  }

  init(
    configuration: [String], payloads: [String: State], history: [String: [String]],
    context: Context, timers: [Timer], isDone: Bool, serial: UInt64, version: Int?,
    fingerprint: String?
  ) {
    self.version = version
    self.fingerprint = fingerprint
    self.configuration = configuration
    self.payloads = payloads
    self.history = history
    self.context = context
    self.timers = timers
    self.isDone = isDone
    self.serial = serial
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    configuration = try container.decode([String].self, forKey: .configuration)
    payloads = try container.decode([String: State].self, forKey: .payloads)
    history = try container.decode([String: [String]].self, forKey: .history)
    timers = try container.decode([Timer].self, forKey: .timers)
    isDone = try container.decode(Bool.self, forKey: .isDone)
    serial = try container.decode(UInt64.self, forKey: .serial)
    version = try container.decodeIfPresent(Int.self, forKey: .version)
    fingerprint = try container.decodeIfPresent(String.self, forKey: .fingerprint)
    children =
      try container.decodeIfPresent([String: PersistedChild].self, forKey: .children) ?? [:]
    collections =
      try container.decodeIfPresent(
        [String: [PersistedCollectionChild]].self, forKey: .collections) ?? [:]
    if let empty = () as? Context {
      context = empty
    } else if let type = Context.self as? any Decodable.Type {
      let decoded = try type.init(from: container.superDecoder(forKey: .context))
      context = decoded as! Context
    } else {
      throw DecodingError.dataCorruptedError(
        forKey: .context, in: container, debugDescription: "\(Context.self) is not Decodable")
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(configuration, forKey: .configuration)
    try container.encode(payloads, forKey: .payloads)
    try container.encode(history, forKey: .history)
    try container.encode(timers, forKey: .timers)
    try container.encode(isDone, forKey: .isDone)
    try container.encode(serial, forKey: .serial)
    try container.encodeIfPresent(version, forKey: .version)
    try container.encodeIfPresent(fingerprint, forKey: .fingerprint)
    if !children.isEmpty { try container.encode(children, forKey: .children) }
    if !collections.isEmpty { try container.encode(collections, forKey: .collections) }
    if let value = context as? any Encodable {
      try value.encode(to: container.superEncoder(forKey: .context))
    } else if !(context is Void) {
      throw EncodingError.invalidValue(
        context,
        .init(codingPath: encoder.codingPath, debugDescription: "\(Context.self) is not Encodable"))
    }
  }
}

extension PersistedSnapshot {
  /// Whether `definition` wrote this snapshot, or one with the same version and structure
  /// (``MachineDefinition/fingerprint``) did: then it restores as it is. `false` for a snapshot
  /// that stores no fingerprint.
  ///
  /// The definition's context type may differ from the snapshot's: a snapshot saved with
  /// ``withContext(_:)`` is compared with the definition of the machine that wrote it.
  ///
  /// - Parameter definition: Today's definition.
  /// - Returns: Whether the snapshot comes from the same machine.
  public func isWritten<DefinitionContext>(
    by definition: MachineDefinition<State, Event, DefinitionContext>
  ) -> Bool {
    version == definition.version && fingerprint == definition.fingerprint
  }
}

/// Why a persisted snapshot cannot be restored into a definition.
public enum RestoreError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The snapshot names a state the definition does not have.
  case unknownState(String)
  /// A payload state is active but its payload is missing.
  case missingPayload(String)
  /// The active states do not form a legal configuration.
  case invalidConfiguration(String)
  /// A pending delayed transition that the definition no longer has: no delayed transition of
  /// its state has its delay and targets.
  case unknownTimer(PersistedDelayedTransition)
  /// A pending delayed transition whose state is not active in the snapshot.
  case inactiveTimer(PersistedDelayedTransition)
  /// The persisted snapshot of the child machine with this id does not restore: no active
  /// state runs it, or its own data does not fit its definition. A child of a collection is
  /// named `collection[id]` (`downloads[a.zip]`); a collection whose state is not active, or
  /// one of whose ids does not decode, by the collection's id.
  indirect case child(String, RestoreError)

  public var description: String {
    switch self {
    case .unknownState(let name): "the snapshot names state '\(name)', which the definition lacks"
    case .missingPayload(let name): "state '\(name)' is active but its payload is missing"
    case .invalidConfiguration(let reason): "not a legal configuration: \(reason)"
    case .unknownTimer(let timer):
      "the snapshot has a timer for \(timer), which the definition lacks"
    case .inactiveTimer(let timer):
      "the snapshot has a timer for \(timer), but state '\(timer.state)' is not active"
    case .child(let id, let error): "child '\(id)': \(error)"
    }
  }
}

extension Snapshot where State: Codable, Event: Codable {
  /// The snapshot as `Codable` data.
  public var persisted: PersistedSnapshot<State, Event, Context> {
    let nodes = definition.nodes
    var payloads: [String: State] = [:]
    active.forEach { node in
      if nodes[Int(node)].value == nil, let value = self.payloads[node] {
        payloads[nodes[Int(node)].name] = value
      }
    }
    var history: [String: [String]] = [:]
    for (node, remembered) in self.history {
      history[nodes[Int(node)].name] = remembered.members.map { nodes[Int($0)].name }
    }
    var persisted = PersistedSnapshot(
      configuration: active.members.map { nodes[Int($0)].name }, payloads: payloads,
      history: history, context: context,
      timers: timers.map { timer in
        switch timer.event {
        case .event(let event):
          .init(
            id: timer.id, event: event, delayedTransition: nil, delay: timer.delay,
            remaining: timer.remaining)
        case .after(let t):
          .init(
            id: timer.id, event: nil, delayedTransition: definition.persistedIdentity(of: t),
            delay: timer.delay, remaining: timer.remaining)
        }
      },
      isDone: isDone, serial: serial, version: definition.version,
      fingerprint: definition.fingerprint)
    persisted.children = children.compactMapValues {
      ($0 as? any PersistableChildSnapshot)?.persistedChild
    }
    persisted.collections = collections.compactMapValues {
      ($0 as? any PersistableCollectionSnapshots)?.persistedChildren
    }
    return persisted
  }
}

extension MachineDefinition where State: Codable, Event: Codable {
  /// Rebuilds a snapshot of this definition from persisted data, checking it.
  ///
  /// Pass the result to ``Machine/init(restoring:clock:log:microstepLimit:startImmediately:)`` to continue
  /// running: work of the active states starts again and timers are re-armed with the time
  /// they had left. Each persisted child machine, lone or in a collection, is restored the same
  /// way by its own definition, and continues from there when its parent starts it.
  ///
  /// - Parameter persisted: Data from ``Snapshot/persisted``.
  /// - Returns: The snapshot.
  /// - Throws: ``RestoreError`` when the data does not fit this definition, or a child's does
  ///   not fit the child's (``RestoreError/child(_:_:)``).
  public func restore(
    _ persisted: PersistedSnapshot<State, Event, Context>
  ) throws(RestoreError) -> Snapshot<State, Event, Context> {
    var snapshot = try restoreExactly(persisted)
    _ = try restoreChildren(
      persisted.children, into: &snapshot, policy: .strict, childPolicies: [:])
    _ = try restoreCollections(
      persisted.collections, into: &snapshot, policy: .strict, childPolicies: [:])
    return snapshot
  }

  /// ``restore(_:)`` of this machine alone, without its children.
  func restoreExactly(
    _ persisted: PersistedSnapshot<State, Event, Context>
  ) throws(RestoreError) -> Snapshot<State, Event, Context> {
    var byName: [String: Int32] = [:]
    for (i, node) in nodes.enumerated() where i > 0 { byName[node.name] = Int32(i) }
    func index(_ name: String) throws(RestoreError) -> Int32 {
      guard let i = byName[name] else { throw .unknownState(name) }
      return i
    }
    var snapshot = Snapshot(definition: self, context: persisted.context)
    for name in persisted.configuration { snapshot.active.insert(try index(name)) }
    try checkConfiguration(snapshot.active)
    for (name, value) in persisted.payloads { snapshot.payloads[try index(name)] = value }
    for node in snapshot.active.members
    where nodes[Int(node)].value == nil && snapshot.payloads[node] == nil {
      throw .missingPayload(nodes[Int(node)].name)
    }
    for (name, remembered) in persisted.history {
      let history = try index(name)
      guard nodes[Int(history)].kind.isHistory else {
        throw .invalidConfiguration("'\(name)' remembers states but is not a history state")
      }
      let parent = nodes[Int(history)].parent
      var set = StateSet()
      for state in remembered {
        let node = try index(state)
        guard isDescendant(node, of: parent), !nodes[Int(node)].kind.isHistory else {
          throw .invalidConfiguration(
            "history state '\(name)' remembers '\(state)', which is not a state of its parent")
        }
        set.insert(node)
      }
      snapshot.history[history] = set
    }
    var timers: [PendingTimer<Event>] = []
    for timer in persisted.timers {
      guard timer.delay >= .zero, timer.remaining >= .zero else {
        throw .invalidConfiguration("timer '\(timer.id)' has a negative delay")
      }
      if let event = timer.event {
        timers.append(
          PendingTimer(
            id: timer.id, event: .event(event), delay: timer.delay, remaining: timer.remaining))
        continue
      }
      let t = try delayedTransition(of: timer, active: snapshot.active)
      let source = transitions[t].source
      timers.append(
        PendingTimer(
          id: afterTimerID(source, Int32(t)), event: .after(t), delay: timer.delay,
          remaining: timer.remaining))
    }
    // Only a non-empty list allocates the snapshot's out-of-line part.
    if !timers.isEmpty { snapshot.timers = timers }
    if persisted.isDone {
      let top = nodes[0].children.first { snapshot.active.contains($0) }
      guard let top, nodes[Int(top)].kind == .final else {
        throw .invalidConfiguration("the snapshot is done but no top-level final state is active")
      }
    }
    snapshot.done = persisted.isDone
    snapshot.serial = persisted.serial
    return snapshot
  }

  /// Exactly one active child per active compound state, every region of an active parallel
  /// state, every active state's parent active.
  func checkConfiguration(_ active: StateSet) throws(RestoreError) {
    if active.isEmpty { throw .invalidConfiguration("no active state") }
    for s in active.members {
      let node = nodes[Int(s)]
      if node.parent > 0 && !active.contains(node.parent) {
        throw .invalidConfiguration("'\(node.name)' is active but its parent is not")
      }
      let activeChildren = node.children.filter { active.contains($0) }.count
      switch node.kind {
      case .compound where activeChildren != 1:
        throw .invalidConfiguration("'\(node.name)' has \(activeChildren) active children")
      case .parallel where activeChildren != node.children.count:
        throw .invalidConfiguration("not every region of '\(node.name)' is active")
      case .shallowHistory, .deepHistory:
        throw .invalidConfiguration("history state '\(node.name)' cannot be active")
      default:
        break
      }
    }
    let topLevel = nodes[0].children.filter { active.contains($0) }.count
    if topLevel != 1 { throw .invalidConfiguration("\(topLevel) top-level states are active") }
  }
}
