/// What the runner asks of a running collection, whatever its types.
protocol ChildCollectionRoster: AnyObject, Sendable {
  /// Carries out a ``ChildCommand`` of this collection.
  func perform(_ command: ChildCommand)
  /// The snapshots of the running children (a `CollectionSnapshots` of the collection's
  /// types); `nil` when none runs.
  func snapshots() -> (any Sendable)?
}

/// The running children of one collection in a running parent (``ChildMachines``): who runs
/// under which id, in the order they were spawned, and how many are in each state.
///
/// The parent's running handles hold it while the state that holds the collection is active,
/// and its guards read it through ``LiveCollections`` (``Guard/children(_:_:_:)``). Its lock
/// is a leaf: nothing is called while it is held, so a parent that reads it under its own
/// lock, and a child that reports a step to it, never wait on each other.
@usableFromInline
final class ChildRoster<
  ID: Hashable & Sendable, State: MachineState, Event: MachineEvent, Context: Sendable
>: ChildCollectionRoster {
  /// How the children's reports reach the parent: each carries the child's id.
  struct Reports: Sendable {
    let emitted: @Sendable (ID, Event) -> Void
    let done: @Sendable (ID, Snapshot<State, Event, Context>) -> Void
    let failed: @Sendable (ID, RunawayMacrostep) -> Void
  }

  let collection: String
  let definition: MachineDefinition<State, Event, Context>
  /// Whether a finished child stays until it is stopped (``ChildMachines/keepsFinished``).
  let keepsFinished: Bool
  private let environment: MachineEnvironment
  private let reports: Reports
  /// Makes the watcher of the child in a slot, whose news reaches ``childStepped(_:_:)`` and
  /// ``childReported(_:_:)``: written where ``Invoke(_:emitted:done:failed:)`` is called, so
  /// that a child's step is counted by code specialized for the child's types rather than run
  /// generically.
  private let makeWatcher: @Sendable (ChildRoster, Int) -> ChildWatcher
  /// Tells the parent's child observers of a child that starts (``Machine/announceChild(_:_:)``).
  private let announce: @Sendable (String, any AnyObject & Sendable) -> Void
  @usableFromInline let table: Lock<Table>

  init(
    collection: String, definition: MachineDefinition<State, Event, Context>,
    keepsFinished: Bool = false, environment: MachineEnvironment, reports: Reports,
    makeWatcher: @escaping @Sendable (ChildRoster, Int) -> ChildWatcher,
    announce: @escaping @Sendable (String, any AnyObject & Sendable) -> Void = { _, _ in }
  ) {
    self.announce = announce
    self.collection = collection
    self.definition = definition
    self.keepsFinished = keepsFinished
    self.environment = environment
    self.reports = reports
    self.makeWatcher = makeWatcher
    self.table = Lock(Table(nodes: definition.nodes.count))
  }

  /// Reads the table under the lock.
  func read<T: Sendable>(_ body: (Table) -> T) -> T {
    table.withLock { body($0) }
  }

  func perform(_ command: ChildCommand) {
    switch command {
    case .spawn(_, let id, let input):
      guard let id = id as? ID, let input = input as? Context else {
        return refuse(command, "its id or input is not of the collection's types")
      }
      spawn(id, input: input)
    case .send(_, let id, let event):
      guard let id = id as? ID, let event = event as? Event else {
        return refuse(command, "its id or event is not of the collection's types")
      }
      table.withLock { $0.machine(id) }?.send(event)
    case .sendEach(_, let event):
      guard let event = event as? Event else {
        return refuse(command, "its event is not of the collection's type")
      }
      let machines = table.withLock { $0.members.map(\.1) }
      for machine in machines { machine.send(event) }
    case .sendSelected(_, let event, let select):
      guard let event = event as? Event else {
        return refuse(command, "its event is not of the collection's type")
      }
      let ids = select(RunningChildren(roster: self))
      let machines = table.withLock { table in
        ids.compactMap { id in (id as? ID).flatMap { table.machine($0) } }
      }
      for machine in machines { machine.send(event) }
    case .stop(_, let id):
      guard let id = id as? ID else {
        return refuse(command, "its id is not of the collection's type")
      }
      if let machine = remove(id) {
        machine.stop()
        membershipChanged()
      }
    }
  }

  /// Starts a child under `id`, unless one runs under it or the collection's state was exited.
  func spawn(_ id: ID, input: Context) {
    spawn(id, refusing: .spawn(collection: collection, id: id, input: input)) {
      let start = definition.startingSnapshot(context: input)
      return (start.snapshot, start.effects)
    }
  }

  /// Brings back a child under `id` from its restored snapshot: in its state, with its
  /// context, its timers re-armed with the time they had left, and its own children restored.
  /// A finished child that a collection keeps comes back finished, without reporting its
  /// completion again: the parent heard it before the snapshot was taken.
  func restore(_ id: ID, _ restored: Snapshot<State, Event, Context>) {
    spawn(
      id, refusing: .spawn(collection: collection, id: id, input: restored.context),
      reportsCompletion: !(keepsFinished && restored.isDone)
    ) {
      let resumed = restored.definition.resume(restored)
      return (resumed.snapshot, resumed.effects)
    }
  }

  /// The snapshots of the running children, in the order they were spawned, each taken from
  /// the child outside the lock; `nil` when none runs.
  func snapshots() -> (any Sendable)? {
    let machines = table.withLock { $0.members }
    guard !machines.isEmpty else { return nil }
    return CollectionSnapshots(members: machines.map { (id: $0.0, snapshot: $0.1.snapshot) })
  }

  /// Starts a child under `id` from what `start` makes, unless one runs under it or the
  /// collection's state was exited, in which case `command` is refused.
  private func spawn(
    _ id: ID, refusing command: ChildCommand, reportsCompletion: Bool = true,
    start: () -> (snapshot: Snapshot<State, Event, Context>, effects: [Effect<Event, Context>])
  ) {
    let (slot, isOpen, kept) = table.withLock {
      ($0.reserve(id), $0.isOpen, $0.isKeptFinished(id))
    }
    guard let slot else {
      return refuse(
        command,
        !isOpen
          ? "the collection is closed: its state was exited or the machine stopped"
          : kept
            ? "a finished child is kept under its id until it is stopped"
            : "a child runs under its id")
    }
    // The watcher holds the roster, as the roster holds the child: the roster lets go of the
    // child when it leaves and when it closes, which the parent's state exit or deinit always
    // does, so the cycle never outlives the parent.
    let watcher = makeWatcher(self, slot)
    let start = start()
    // The children share the roster's environment, which has no `emit`: a child's emits reach
    // its watcher. A child with entry effects waits for them until it is counted; one without
    // has nothing to run, and starting it at once allocates no working memory for the wait.
    let machine = Machine(
      snapshot: start.snapshot, effects: start.effects, environment: environment,
      microstepLimit: RunawayMacrostep.defaultLimit, startImmediately: start.effects.isEmpty)
    machine.watch(by: watcher)
    // Read before the roster's lock: a child's step takes its own lock, then the roster's.
    let active = machine.snapshot.active
    let inserted = table.withLock { table in
      guard table.isOpen else { return false }
      table.insert(machine, watcher, slot, active: active)
      return true
    }
    guard inserted else {
      machine.stop()
      return
    }
    membershipChanged()
    announce("\(collection)[\(id)]", machine)
    machine.start()
    // A child whose initial configuration is final completed before any step.
    let snapshot = machine.snapshot
    if snapshot.isDone { finished(id, watcher, snapshot, reports: reportsCompletion) }
  }

  /// The step of the child `watcher` watches, in the watcher's slot, ended in `active`, under
  /// the child's lock: its counts follow, unless its slot holds another child now.
  @inlinable @inline(__always) func childStepped(_ watcher: ChildWatcher, _ active: StateSet) {
    table.withLock { table in
      Self.count(&table.slots[watcher.slot], in: &table.counts, watcher, active)
    }
  }

  /// Moves a child's counts to its new active states, in place in its slot, unless the slot
  /// now holds another child. Only the states that changed move: with at most 128 nodes, the
  /// words' differences say which, and their bits are visited in one pass per word, without
  /// comparing or copying the sets.
  @inlinable @inline(__always) static func count(
    _ slot: inout Slot, in counts: inout [Int], _ watcher: ChildWatcher, _ active: StateSet
  ) {
    guard slot.watcher === watcher else { return }
    guard slot.active.overflow == nil, active.overflow == nil else {
      return countAll(&slot, in: &counts, active)
    }
    if slot.active.low != active.low {
      move(from: slot.active.low, to: active.low, first: 0, in: &counts)
      slot.active.low = active.low
    }
    if slot.active.mid != active.mid {
      move(from: slot.active.mid, to: active.mid, first: 64, in: &counts)
      slot.active.mid = active.mid
    }
  }

  /// Moves the counts of the nodes whose bits differ between `old` and `new`, the words of the
  /// nodes from `first` on: down by one for a node left, up by one for a node entered.
  @inlinable @inline(__always) static func move(
    from old: UInt64, to new: UInt64, first: Int, in counts: inout [Int]
  ) {
    var changed = old ^ new
    while changed != 0 {
      let bit = changed.trailingZeroBitCount
      // 1 for a node entered, -1 for a node left.
      counts[first &+ bit] &+= Int(truncatingIfNeeded: (new &>> UInt64(bit)) & 1) &* 2 &- 1
      changed &= changed &- 1
    }
  }

  /// ``count(_:in:_:_:)`` for a definition of more than 128 nodes: every active state moves.
  @usableFromInline @inline(never) static func countAll(
    _ slot: inout Slot, in counts: inout [Int], _ active: StateSet
  ) {
    guard slot.active != active else { return }
    slot.active.forEach { counts[Int($0)] -= 1 }
    active.forEach { counts[Int($0)] += 1 }
    slot.active = active
  }

  /// The child `watcher` watches, in the watcher's slot, reported, outside its lock, after the
  /// step that made the report was counted (``childStepped(_:_:)``): what it emitted, its
  /// completion or a runaway macrostep reaches the parent while its slot still holds it. A
  /// child leaves its slot before it is stopped, so nothing it reports after it left is heard.
  @usableFromInline func childReported(_ watcher: ChildWatcher, _ report: ChildReport) {
    let child = table.withLock { table -> (ID, Machine<State, Event, Context>?)? in
      let slot = table.slots[watcher.slot]
      guard slot.watcher === watcher, let id = slot.id else { return nil }
      return (id, slot.machine)
    }
    guard let (id, machine) = child else { return }
    switch report {
    case .emitted(let value):
      if let event = value as? Event { reports.emitted(id, event) }
    case .ranAway(let runaway):
      reports.failed(id, runaway)
    case .done:
      if let machine { finished(id, watcher, machine.snapshot) }
    }
  }

  /// The child `watcher` watches reached a top-level final state: it leaves the collection,
  /// or stays in its final state when the collection keeps finished children, then its output
  /// reaches the parent, which therefore no longer counts it as running. Only the report that
  /// takes it out (or marks it finished) reaches the parent, so a completion is reported once,
  /// and never for a child that left, even when a new child runs under its id.
  private func finished(
    _ id: ID, _ watcher: ChildWatcher, _ snapshot: Snapshot<State, Event, Context>,
    reports reportsCompletion: Bool = true
  ) {
    if keepsFinished {
      let kept = table.withLock { table -> Machine<State, Event, Context>? in
        guard table.markFinished(id, only: watcher) else { return nil }
        return table.machine(id)
      }
      guard let kept else { return }
      kept.stop()
    } else {
      guard let machine = table.withLock({ $0.remove(id, only: watcher) }) else { return }
      machine.stop()
      membershipChanged()
    }
    if reportsCompletion { reports.done(id, snapshot) }
  }

  /// Takes the child under `id` out of the table.
  private func remove(_ id: ID) -> Machine<State, Event, Context>? {
    table.withLock { $0.remove(id) }
  }

  /// Stops every child, for good: the collection's state was exited.
  func close() {
    let machines = table.withLock { $0.close() }
    for machine in machines { machine.stop() }
    membershipChanged()
  }

  /// Calls `observer` after every change of who runs, on the thread that made it, until
  /// ``stopObservingMembership(_:)``.
  ///
  /// - Returns: The token that removes it.
  func observeMembership(_ observer: @escaping @Sendable () -> Void) -> Int {
    table.withLock { table in
      table.nextMembershipObserver += 1
      table.membershipObservers[table.nextMembershipObserver] = observer
      return table.nextMembershipObserver
    }
  }

  /// Removes a membership observer.
  func stopObservingMembership(_ token: Int) {
    _ = table.withLock { $0.membershipObservers.removeValue(forKey: token) }
  }

  /// Tells the membership observers, outside the lock.
  private func membershipChanged() {
    let observers = table.withLock { Array($0.membershipObservers.values) }
    for observer in observers { observer() }
  }

  private func refuse(_ command: ChildCommand, _ reason: String) {
    environment.log("StateKit", "\(command) refused: \(reason)")
  }
}
