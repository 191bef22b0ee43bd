/// A collection of child machines of one definition that a parent runs while one of its states
/// is active: rows that each have a lifecycle, such as downloads or requests, each under an id.
///
/// Declare it once, beside the parent's definition, and use it in the state that holds the
/// collection (``Invoke(_:emitted:done:failed:)``), in the actions that spawn, address and stop
/// its children (``Action/spawn(_:_:)``, ``Action/send(_:to:id:)``, ``Action/stop(_:id:)``),
/// in guards that read it (``Guard/children(_:_:_:)``), and in the app, which reaches the
/// running children through the parent (``Machine/children(_:)``).
///
/// ```swift
/// let downloads = ChildMachines<URL, Download, DownloadEvent, Progress>(
///   "downloads", downloadDefinition)
///
/// StateNode(.list) {
///   Invoke(downloads, done: { url, _ in .finished(url) })
///   On(\.add, actions: [.spawn(downloads) { _, event in
///     guard case .add(let url) = event else { return nil }
///     return (url, Progress(url: url))
///   }])
///   On(\.start, guard: .children(downloads) { $0.count(in: .downloading) < 2 },
///     actions: [.send(.start, to: downloads) { _, event in event?.url }])
/// }
/// ```
///
/// A parent's persisted snapshot (``Snapshot/persisted``) stores the running children of a
/// collection whose `ID` is `Codable`, and whose children's states and events are, and a
/// restore brings them back (``Snapshot/children(_:)``, ``PersistedSnapshot/collections``);
/// the children of any other collection are not stored, and it starts empty when its parent
/// is restored.
public struct ChildMachines<
  ID: Hashable & Sendable, State: MachineState, Event: MachineEvent, Context: Sendable
>: Sendable {
  /// The id the collection runs under in its parent, unique among the parent's collections.
  public let id: String
  /// The definition every child of the collection runs.
  public let definition: MachineDefinition<State, Event, Context>
  /// Whether a child that reaches a top-level final state stays in the collection, in that
  /// state, until ``Action/stop(_:id:)`` removes it (`true`), or leaves it at once (`false`,
  /// the default).
  ///
  /// Either way the parent hears the child's completion once (`done:` of
  /// ``Invoke(_:emitted:done:failed:)``), and the finished child is stopped: its timers and
  /// work are gone, and it takes no event. A kept child is one of the collection's children
  /// for everything that reads them: ``RunningChildren/ids``, ``RunningChildren/count``,
  /// ``RunningChildren/count(in:)`` (`count(in: .done)` counts the finished ones), the rows of
  /// ``ObservableMachine/children(_:)``, guards, and a persisted snapshot, which restores it
  /// in its final state without reporting its completion again. Its id stays taken: a spawn
  /// under it is refused until it is stopped.
  ///
  /// The default removes finished children because a collection whose children end by
  /// themselves, such as requests or toasts, would otherwise hold every child it ever ran
  /// until the app stops each one. A list that shows its completed rows, such as downloads,
  /// keeps them.
  public let keepsFinished: Bool

  /// Names a collection of child machines.
  ///
  /// ```swift
  /// let downloads = ChildMachines<URL, Download, DownloadEvent, Progress>(
  ///   "downloads", downloadDefinition, keepsFinished: true)
  /// ```
  ///
  /// - Parameters:
  ///   - id: The id the collection runs under in its parent.
  ///   - definition: The definition of its children.
  ///   - keepsFinished: Whether a child that finishes stays in the collection until it is
  ///     stopped (see ``keepsFinished``); by default it leaves.
  public init(
    _ id: String, _ definition: MachineDefinition<State, Event, Context>,
    keepsFinished: Bool = false
  ) {
    self.id = id
    self.definition = definition
    self.keepsFinished = keepsFinished
  }
}

extension Action {
  /// An action that starts a child of a collection, under an id, with a starting context.
  ///
  /// The child starts at the end of the macrostep (as SCXML's `<invoke>`), if the state that
  /// holds the collection is active then. A spawn under an id that a running child has is
  /// refused, with a log line; so is a spawn while the collection's state is not active.
  ///
  /// `make` runs where the action is reached, so it reads the context as the actions before
  /// it in the same list left it: `[.spawn(rows) { ($0.next, …) }, .assign { $0.next += 1 }]`
  /// spawns under the count before the increment, the reverse order under the one after it
  /// (see ``Action``).
  ///
  /// - Parameters:
  ///   - children: The collection.
  ///   - make: Makes the child's id and starting context from the parent's context and event;
  ///     `nil` spawns nothing.
  /// - Returns: The action.
  public static func spawn<ID, ChildState, ChildEvent, ChildContext>(
    _ children: ChildMachines<ID, ChildState, ChildEvent, ChildContext>,
    _ make: @escaping @Sendable (Context, Event?) -> (id: ID, input: ChildContext)?
  ) -> Self {
    let collection = children.id
    return Self(
      name: "spawn \(collection)",
      kind: .children { context, event in
        make(context, event).map { .spawn(collection: collection, id: $0.id, input: $0.input) }
      })
  }

  /// An action that sends one of their events to a child of a collection. The child processes
  /// it as an external event, after the parent's macrostep; nothing happens when no child runs
  /// under the id.
  ///
  /// - Parameters:
  ///   - event: The child's event.
  ///   - children: The collection.
  ///   - id: Gives the child's id from the parent's context and event; `nil` sends nothing.
  /// - Returns: The action.
  public static func send<ID, ChildState, ChildEvent, ChildContext>(
    _ event: ChildEvent, to children: ChildMachines<ID, ChildState, ChildEvent, ChildContext>,
    id: @escaping @Sendable (Context, Event?) -> ID?
  ) -> Self {
    let collection = children.id
    return Self(
      name: "send \(event) to \(collection)",
      kind: .children { context, parentEvent in
        id(context, parentEvent).map { .send(collection: collection, id: $0, event: event) }
      })
  }

  /// An action that sends a child of a collection an event made from the parent's context and
  /// event: a child event that carries the parent's data.
  ///
  /// ```swift
  /// On(.go, actions: [.send(to: requests) { board, event in
  ///   event?.go.map { draft in (draft.id, .go(request: draft, environment: board.environment)) }
  /// }])
  /// ```
  ///
  /// - Parameters:
  ///   - children: The collection.
  ///   - make: Makes the child's id and its event from the parent's context and event; `nil`
  ///     sends nothing.
  /// - Returns: The action.
  public static func send<ID, ChildState, ChildEvent, ChildContext>(
    to children: ChildMachines<ID, ChildState, ChildEvent, ChildContext>,
    _ make: @escaping @Sendable (Context, Event?) -> (id: ID, event: ChildEvent)?
  ) -> Self {
    let collection = children.id
    return Self(
      name: "send to \(collection)",
      kind: .children { context, event in
        make(context, event).map { .send(collection: collection, id: $0.id, event: $0.event) }
      })
  }

  /// An action that sends one of their events to every running child of a collection, in the
  /// order they were spawned.
  ///
  /// - Parameters:
  ///   - event: The children's event.
  ///   - children: The collection.
  /// - Returns: The action.
  public static func send<ID, ChildState, ChildEvent, ChildContext>(
    _ event: ChildEvent, toEach children: ChildMachines<ID, ChildState, ChildEvent, ChildContext>
  ) -> Self {
    let collection = children.id
    return Self(
      name: "send \(event) to each of \(collection)",
      kind: .children { _, _ in .sendEach(collection: collection, event: event) })
  }

  /// An action that sends one of their events to the children that `select` picks, reading
  /// the running children at the end of the macrostep, when the action is carried out: after
  /// the spawns and stops that the same macrostep's actions reached before it.
  ///
  /// A scheduler that keeps at most 2 children downloading is one action:
  ///
  /// ```swift
  /// .send(.start, to: downloads, selecting: { running in
  ///   Array(running.ids(in: .queued).prefix(2 - running.count(in: .downloading)))
  /// })
  /// ```
  ///
  /// - Parameters:
  ///   - event: The children's event.
  ///   - children: The collection.
  ///   - select: Picks the ids to send to from the running children.
  /// - Returns: The action.
  public static func send<ID, ChildState, ChildEvent, ChildContext>(
    _ event: ChildEvent, to children: ChildMachines<ID, ChildState, ChildEvent, ChildContext>,
    selecting select:
      @escaping @Sendable (
        RunningChildren<ID, ChildState, ChildEvent, ChildContext>
      ) -> [ID]
  ) -> Self {
    let collection = children.id
    let erased: @Sendable (any Sendable) -> [any Hashable & Sendable] = { running in
      guard let running = running as? RunningChildren<ID, ChildState, ChildEvent, ChildContext>
      else { return [] }
      return select(running)
    }
    return Self(
      name: "send \(event) to \(collection)",
      kind: .children { _, _ in
        .sendSelected(collection: collection, event: event, select: erased)
      })
  }

  /// An action that stops a child of a collection and removes it: its work is cancelled, its
  /// timers are dropped, and nothing it sends afterwards reaches the parent.
  ///
  /// - Parameters:
  ///   - children: The collection.
  ///   - id: Gives the child's id from the parent's context and event; `nil` stops nothing.
  /// - Returns: The action.
  public static func stop<ID, ChildState, ChildEvent, ChildContext>(
    _ children: ChildMachines<ID, ChildState, ChildEvent, ChildContext>,
    id: @escaping @Sendable (Context, Event?) -> ID?
  ) -> Self {
    let collection = children.id
    return Self(
      name: "stop \(collection)",
      kind: .children { context, event in
        id(context, event).map { .stop(collection: collection, id: $0) }
      })
  }
}

/// A collection whatever its types, as tools read it: the definition its children run.
package protocol ChildCollectionDescribing: Sendable {
  /// The definition every child of the collection runs, as a `MachineDefinition`.
  var childDefinition: any Sendable { get }
}

extension ChildMachines: ChildCollectionDescribing {
  package var childDefinition: any Sendable { definition }
}
