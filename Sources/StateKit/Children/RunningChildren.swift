/// The running children of a collection (``ChildMachines``), as the parent's guards and the app
/// read them: a live view, which answers for the moment it is read.
///
/// ```swift
/// On(\.start, guard: .children(downloads) { $0.count(in: .downloading) < 2 }, ...)
/// ```
///
/// Every question takes the collection's lock once and costs nothing that grows with the
/// number of children, except ``ids``, which copies them.
public struct RunningChildren<
  ID: Hashable & Sendable, State: MachineState, Event: MachineEvent, Context: Sendable
>: Sendable {
  let roster: ChildRoster<ID, State, Event, Context>?

  /// How many children run.
  public var count: Int { roster?.read { $0.count } ?? 0 }

  /// Whether no child runs.
  public var isEmpty: Bool { count == 0 }

  /// The ids of the running children, in the order they were spawned.
  public var ids: [ID] { roster?.read { $0.ids } ?? [] }

  /// Whether a child runs under `id`.
  ///
  /// - Parameter id: A child's id.
  /// - Returns: `true` while it runs.
  public func contains(_ id: ID) -> Bool {
    roster?.read { $0.machine(id) != nil } ?? false
  }

  /// How many children have the given state active (for a compound state: any of its
  /// descendants), as ``Snapshot/matches(_:)`` answers for each.
  ///
  /// - Parameter state: A state of the children's definition.
  /// - Returns: The number of children in it.
  public func count(in state: State.Case) -> Int {
    guard let roster else { return 0 }
    let index = roster.definition.stateIndex.index(of: state)
    guard index >= 0 else { return 0 }
    return roster.read { $0.counts[Int(index) + 1] }
  }

  /// The ids of the children that have the given state active, in the order they were
  /// spawned. Reads every child's configuration: it grows with the number of children.
  ///
  /// - Parameter state: A state of the children's definition.
  /// - Returns: Their ids.
  public func ids(in state: State.Case) -> [ID] {
    guard let roster else { return [] }
    let index = roster.definition.stateIndex.index(of: state)
    guard index >= 0 else { return [] }
    let node = Int32(index) + 1
    return roster.read { table in
      var ids: [ID] = []
      table.forEach { id, slot in
        if slot.active.contains(node) { ids.append(id) }
      }
      return ids
    }
  }

  /// The child running under `id`: the machine to read, observe or send to.
  ///
  /// - Parameter id: A child's id.
  /// - Returns: The child; `nil` when none runs under the id.
  public subscript(id: ID) -> Machine<State, Event, Context>? {
    roster?.read { $0.machine(id) }
  }

  /// The running children with their ids, in the order they were spawned.
  public var machines: [(id: ID, machine: Machine<State, Event, Context>)] {
    roster?.read { $0.members.map { (id: $0.0, machine: $0.1) } } ?? []
  }
}

extension Snapshot {
  /// The running children of `children` in the machine whose guards read this snapshot
  /// (``LiveCollections``); none outside a running machine, or while the collection's state
  /// is not active.
  func running<ID, ChildState, ChildEvent, ChildContext>(
    _ children: ChildMachines<ID, ChildState, ChildEvent, ChildContext>
  ) -> RunningChildren<ID, ChildState, ChildEvent, ChildContext> {
    RunningChildren(
      roster: LiveCollections.roster(children.id, for: definition)
        as? ChildRoster<ID, ChildState, ChildEvent, ChildContext>)
  }
}

extension Guard {
  /// A guard that reads a collection of children of the running machine: how many run, how
  /// many are in a state, whether one runs under an id.
  ///
  /// ```swift
  /// On(\.start, guard: .children(downloads, "fewer than 2 downloading") {
  ///   $0.count(in: .downloading) < 2
  /// }, actions: [.send(.start, to: downloads) { _, event in event?.url }])
  /// ```
  ///
  /// It reads the children as they are when the guard runs. Children spawned, sent to or
  /// stopped by the same macrostep's actions change at its end, so the guards of that
  /// macrostep do not see them. Outside a running machine (the pure step), the collection is
  /// empty.
  ///
  /// - Parameters:
  ///   - children: The collection.
  ///   - name: A name shown in diagrams.
  ///   - predicate: Receives the running children.
  /// - Returns: The guard.
  public static func children<ID, ChildState, ChildEvent, ChildContext>(
    _ children: ChildMachines<ID, ChildState, ChildEvent, ChildContext>, _ name: String? = nil,
    _ predicate:
      @escaping @Sendable (RunningChildren<ID, ChildState, ChildEvent, ChildContext>)
      -> Bool
  ) -> Self {
    Self(
      name: name ?? "children of \(children.id)",
      kind: .snapshot { snapshot, _ in predicate(snapshot.running(children)) })
  }
}

extension Guard {
  /// A guard that reads a collection of children of the running machine together with the
  /// context and the event: "no child runs under this event's id".
  ///
  /// ```swift
  /// On(.add, guard: .children(downloads, "new") { running, _, event in
  ///   event?.url.map { !running.contains($0) } ?? false
  /// }, actions: [.spawn(downloads) { _, event in event?.url.map { ($0, Download($0)) } }])
  /// ```
  ///
  /// It reads the children as ``children(_:_:_:)`` does.
  ///
  /// - Parameters:
  ///   - children: The collection.
  ///   - name: A name shown in diagrams.
  ///   - predicate: Receives the running children, the context and the event (`nil` for
  ///     eventless and done transitions).
  /// - Returns: The guard.
  public static func children<ID, ChildState, ChildEvent, ChildContext>(
    _ children: ChildMachines<ID, ChildState, ChildEvent, ChildContext>, _ name: String? = nil,
    where predicate:
      @escaping @Sendable (
        RunningChildren<ID, ChildState, ChildEvent, ChildContext>, Context, Event?
      ) -> Bool
  ) -> Self {
    Self(
      name: name ?? "children of \(children.id)",
      kind: .snapshot { snapshot, event in
        predicate(snapshot.running(children), snapshot.context, event)
      })
  }
}

extension Machine {
  /// The running children of a collection, while the state that holds it is active.
  ///
  /// ```swift
  /// for (url, download) in app.children(downloads).machines { print(url, download.state) }
  /// app.children(downloads)[url]?.send(.pause)
  /// ```
  ///
  /// - Parameter children: The collection, as the parent's definition declares it.
  /// - Returns: The running children; empty while the collection's state is not active.
  public func children<ID, ChildState, ChildEvent, ChildContext>(
    _ children: ChildMachines<ID, ChildState, ChildEvent, ChildContext>
  ) -> RunningChildren<ID, ChildState, ChildEvent, ChildContext> {
    RunningChildren(
      roster: roster(children.id) as? ChildRoster<ID, ChildState, ChildEvent, ChildContext>)
  }

  /// The identity of the roster that runs a collection now; `nil` while its state is not
  /// active. A new run of the state gives a new roster.
  func rosterIdentity(_ collection: String) -> ObjectIdentifier? {
    roster(collection).map { ObjectIdentifier($0) }
  }

  /// The roster that runs a collection now; `nil` while its state is not active.
  func roster(_ collection: String) -> (any ChildCollectionRoster)? {
    withCore { $0.handles?.collections[collection] }
  }

  /// A ``Effect/children(_:)`` effect: the collection's roster carries it out, outside this
  /// machine's lock.
  ///
  /// - Returns: `false` when the collection's state is not active.
  @usableFromInline func performChildCommand(_ command: ChildCommand) -> Bool {
    guard let roster = roster(command.collection) else { return false }
    roster.perform(command)
    return true
  }

  /// A collection's state was entered: its roster joins the running handles, where the
  /// machine's guards and readers find it.
  func rosterStarted(_ collection: String, _ roster: any ChildCollectionRoster) {
    withCore { core in core.ensureHandles().collections[collection] = roster }
  }

  /// A collection's state was exited, or the machine stopped: its roster leaves the running
  /// handles, unless a newer run replaced it.
  func rosterStopped(_ collection: String, _ roster: any ChildCollectionRoster) {
    withCore { core in
      guard let handles = core.handles, handles.collections[collection] === roster else { return }
      handles.collections[collection] = nil
    }
  }
}
