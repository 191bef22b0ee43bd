extension Machine {
  /// The current snapshot. Its pending timers carry the time they have left now, so it can be
  /// persisted and restored with ``Machine/init(restoring:clock:log:microstepLimit:startImmediately:)``.
  ///
  /// It holds the snapshots of the running child machines, lone (``Snapshot/child(_:)``) and
  /// in collections (``Snapshot/children(_:)``), each taken from the child after this
  /// machine's, so that ``Snapshot/persisted`` stores them.
  public var snapshot: Snapshot<State, Event, Context> {
    let (snapshot, running, collections) = withCore { core in
      var snapshot = core.snapshot
      for i in snapshot.timers.indices {
        if let handle = core.handles?.timers[snapshot.timers[i].id]?.first {
          snapshot.timers[i].remaining = handle.remaining
        }
      }
      return (snapshot, core.handles?.children ?? [:], core.handles?.collections ?? [:])
    }
    guard !running.isEmpty || !collections.isEmpty else { return snapshot }
    var withChildren = snapshot
    if !running.isEmpty {
      withChildren.children = childSnapshots(running: running, pending: snapshot.children)
    }
    if !collections.isEmpty {
      withChildren.collections = collectionSnapshots(
        running: collections, pending: snapshot.collections)
    }
    return withChildren
  }

  /// Whether a listener is registered (``subscribe(_:)``): only then does each macrostep record
  /// what it did, off the plain route (``SendRoute``).
  package var isObserved: Bool { withCore { !$0.listeners.isEmpty } }

  /// How many events from state-scoped work were dropped because their state had been exited.
  public var droppedWorkEvents: Int { withCore { $0.droppedWorkEvents } }

  /// The current state (for a flat machine); the first active atomic state otherwise.
  public var state: State { withCore { $0.snapshot.state } }

  /// The values of every active atomic state, in document order.
  public var states: [State] { withCore { $0.snapshot.states } }

  /// Every active state, in document order.
  public var configuration: [State.Case] { withCore { $0.snapshot.configuration } }

  /// The extended state.
  public var context: Context { withCore { $0.snapshot.context } }

  /// Whether the machine reached a top-level final state.
  public var isDone: Bool { withCore { $0.snapshot.isDone } }

  /// Whether the given state is active.
  ///
  /// - Parameter state: A state of the definition.
  /// - Returns: `true` when it is in the configuration.
  public func matches(_ state: State.Case) -> Bool { withCore { $0.snapshot.matches(state) } }

  /// Whether `event` would enable a transition now (the login example's `canProcessEvent`).
  ///
  /// - Parameter event: The event, with its payload.
  /// - Returns: `true` when sending it would take a transition.
  public func canHandle(_ event: Event) -> Bool {
    let snapshot = withCore { $0.snapshot }
    return readingCollections { definition.canHandle(event, in: snapshot) }
  }

  /// The events that would enable a transition now.
  public var enabledEvents: [Event.Case] {
    let snapshot = withCore { $0.snapshot }
    return readingCollections { definition.enabledEvents(in: snapshot) }
  }
}
