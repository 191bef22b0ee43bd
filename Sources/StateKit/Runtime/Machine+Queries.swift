extension Machine {
  /// The current snapshot.
  public var snapshot: Snapshot<State, Event, Context> { core.withLock { $0.snapshot } }

  /// The current state (for a flat machine); the first active atomic state otherwise.
  public var state: State { core.withLock { $0.snapshot.state } }

  /// The values of every active atomic state, in document order.
  public var states: [State] { core.withLock { $0.snapshot.states } }

  /// Every active state, in document order.
  public var configuration: [State.Case] { core.withLock { $0.snapshot.configuration } }

  /// The extended state.
  public var context: Context { core.withLock { $0.snapshot.context } }

  /// Whether the machine reached a top-level final state.
  public var isDone: Bool { core.withLock { $0.snapshot.isDone } }

  /// Whether the given state is active.
  ///
  /// - Parameter state: A state of the definition.
  /// - Returns: `true` when it is in the configuration.
  public func matches(_ state: State.Case) -> Bool { core.withLock { $0.snapshot.matches(state) } }

  /// Whether `event` would enable a transition now (seed 003's `canProcessEvent`).
  ///
  /// - Parameter event: The event, with its payload.
  /// - Returns: `true` when sending it would take a transition.
  public func canHandle(_ event: Event) -> Bool {
    let snapshot = self.snapshot
    return definition.canHandle(event, in: snapshot)
  }

  /// The events that would enable a transition now.
  public var enabledEvents: [Event.Case] {
    let snapshot = self.snapshot
    return definition.enabledEvents(in: snapshot)
  }
}
