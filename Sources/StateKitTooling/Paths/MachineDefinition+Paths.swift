import StateKit

extension MachineDefinition {
  /// The shortest event sequence that enters each state, found by running the machine.
  ///
  /// A breadth-first search from the initial snapshot sends each of `events` that some
  /// transition of the active states reacts to, through the pure step
  /// (``transition(_:on:)``): guards, actions and eventless transitions run as they would in
  /// a ``Machine``. Events are values, so give the payloads the guards need to see (a valid
  /// and an invalid password, say). Snapshots with the same active states, history and context
  /// are explored once; the context is compared when it is `Hashable` and ignored otherwise.
  /// A state entered and left within one macrostep counts as entered.
  ///
  /// Delayed transitions are not taken (no time passes). A machine whose eventless
  /// transitions loop forever (``Finding/Code/eventlessCycle``) is not run. The search stops
  /// early, with ``ShortestPaths/isExhaustive`` `false` and a ``ShortestPaths/note`` that says
  /// what it explored and why it stopped, at `maxSnapshots` snapshots, at `maxSteps`
  /// macrosteps, at the first macrostep that takes `maxMicrosteps` microsteps without
  /// becoming stable (a loop that guards never break: ``Finding/Code/microstepCycle``),
  /// since a step costs time in proportion to the active states and the states it exits and
  /// enters, once its steps have worked on 2,000,000 such states in all (a machine with
  /// thousands of parallel regions), or before the paths it found would hold more than
  /// 10,000,000 events in all: each path is written out in full, so the paths of a chain of
  /// *n* states hold *n*²/2 events (about 4,470 states reach the bound).
  ///
  /// ```swift
  /// let paths = loginDefinition.shortestPaths(events: [
  ///   .enteringCredential(.username("ada@example.com")),
  ///   .enteringCredential(.password("correct horse")),
  ///   .authenticate, .authenticationSucceeded, .authenticationFailed(.invalidCredentials),
  ///   .ackError,
  /// ])
  /// #expect(paths.unreached.isEmpty)
  /// ```
  ///
  /// - Parameters:
  ///   - events: The events to try, with their payloads.
  ///   - maxSnapshots: How many distinct snapshots to explore at most.
  ///   - maxSteps: How many macrosteps (one event sent to one snapshot) to run at most.
  ///   - maxMicrosteps: How many microsteps one macrostep may take before the search stops
  ///     (eventless transitions or raised events that never settle).
  /// - Returns: The paths, and the states no path enters.
  /// - Complexity: O(*s* · *e*) steps for *s* explored snapshots and *e* events per snapshot.
  public func shortestPaths(
    events: [Event], maxSnapshots: Int = 100_000,
    maxSteps: Int = 1_000_000, maxMicrosteps: Int = 10_000
  )
    -> ShortestPaths<State, Event>
  {
    let (explorer, exploration) = explore(
      events, maxSnapshots: maxSnapshots, maxSteps: maxSteps, maxMicrosteps: maxMicrosteps)
    return shortestPaths(explorer, exploration)
  }

  /// Event sequences that together take every transition, found by running the machine,
  /// and the transitions none took with the reason.
  ///
  /// Explores like ``shortestPaths(events:maxSnapshots:maxSteps:maxMicrosteps:)``; each transition is covered by the
  /// shortest sequence that takes it, and sequences that are the beginning of another are
  /// left out. A transition whose guard never held for the given events is reported as
  /// uncovered (``TransitionCoverReason/guardNeverHeld``) rather than guessed.
  ///
  /// ```swift
  /// let cover = search.transitionCoverPaths(events: SearchEvent.allCases)
  /// #expect(cover.uncovered.isEmpty)
  /// print(cover.json())
  /// ```
  ///
  /// - Parameters:
  ///   - events: The events to try, with their payloads.
  ///   - maxSnapshots: How many distinct snapshots to explore at most.
  ///   - maxSteps: How many macrosteps (one event sent to one snapshot) to run at most.
  ///   - maxMicrosteps: How many microsteps one macrostep may take before the search stops
  ///     (eventless transitions or raised events that never settle).
  /// - Returns: The sequences and the uncovered transitions.
  public func transitionCoverPaths(
    events: [Event], maxSnapshots: Int = 100_000,
    maxSteps: Int = 1_000_000, maxMicrosteps: Int = 10_000
  )
    -> TransitionCover<Event>
  {
    let (explorer, exploration) = explore(
      events, maxSnapshots: maxSnapshots, maxSteps: maxSteps, maxMicrosteps: maxMicrosteps)
    return transitionCover(explorer, exploration)
  }

  /// The shortest paths and the transition cover from one exploration: what
  /// ``shortestPaths(events:maxSnapshots:maxSteps:maxMicrosteps:)`` and
  /// ``transitionCoverPaths(events:maxSnapshots:maxSteps:maxMicrosteps:)`` return, for half
  /// the time of calling both (`statekit paths` prints both).
  ///
  /// - Parameters:
  ///   - events: The events to try, with their payloads.
  ///   - maxSnapshots: How many distinct snapshots to explore at most.
  ///   - maxSteps: How many macrosteps to run at most.
  ///   - maxMicrosteps: How many microsteps one macrostep may take.
  /// - Returns: Both results; they share one exploration, so the same note.
  public func testPaths(
    events: [Event], maxSnapshots: Int = 100_000, maxSteps: Int = 1_000_000,
    maxMicrosteps: Int = 10_000
  ) -> (shortestPaths: ShortestPaths<State, Event>, transitionCover: TransitionCover<Event>) {
    let (explorer, exploration) = explore(
      events, maxSnapshots: maxSnapshots, maxSteps: maxSteps, maxMicrosteps: maxMicrosteps)
    return (shortestPaths(explorer, exploration), transitionCover(explorer, exploration))
  }

  /// ``testPaths(events:maxSnapshots:maxSteps:maxMicrosteps:)`` with another bound on the
  /// events the paths hold than 10,000,000 (`statekit paths --max-path-events`).
  package func testPaths(
    events: [Event], maxSnapshots: Int, maxSteps: Int, maxMicrosteps: Int, maxPathEvents: Int
  ) -> (shortestPaths: ShortestPaths<State, Event>, transitionCover: TransitionCover<Event>) {
    let (explorer, exploration) = explore(
      events, maxSnapshots: maxSnapshots, maxSteps: maxSteps, maxMicrosteps: maxMicrosteps,
      maxPathEvents: maxPathEvents)
    return (shortestPaths(explorer, exploration), transitionCover(explorer, exploration))
  }

  private func explore(
    _ events: [Event], maxSnapshots: Int, maxSteps: Int, maxMicrosteps: Int,
    maxPathEvents: Int = PathExplorer.defaultMaxPathEvents
  ) -> (PathExplorer, Exploration) {
    var explorer = PathExplorer(
      definition: self, model: structure, events: events, maxSnapshots: maxSnapshots)
    explorer.maxSteps = maxSteps
    explorer.maxMicrosteps = maxMicrosteps
    explorer.maxPathEvents = maxPathEvents
    return (explorer, explorer.explore())
  }

  private func shortestPaths(_ explorer: PathExplorer, _ exploration: Exploration)
    -> ShortestPaths<State, Event>
  {
    let model = explorer.model
    let events = explorer.events
    var paths: [ShortestPaths<State, Event>.Path] = []
    var unreached: [State.Case] = []
    var unreachedPaths: [String] = []
    for node in model.nodes.dropFirst() where !node.kind.isHistory {
      if let edge = exploration.firstEntered[node.id] {
        paths.append(
          .init(
            state: stateCase(ofNode: node.id)!, statePath: model.paths[node.id],
            events: pick(exploration.events(of: edge), from: events)))
      } else {
        unreached.append(stateCase(ofNode: node.id)!)
        unreachedPaths.append(model.paths[node.id])
      }
    }
    return ShortestPaths(
      machine: name, paths: paths, unreached: unreached, unreachedStatePaths: unreachedPaths,
      isExhaustive: exploration.isExhaustive, note: exploration.note)
  }

  private func transitionCover(_ explorer: PathExplorer, _ exploration: Exploration)
    -> TransitionCover<Event>
  {
    let model = explorer.model
    let events = explorer.events
    let uncovered = exploration.uncovered(
      in: model, eventIndices: Set(explorer.eventIndices), eventNames: explorer.eventNames)
    return TransitionCover(
      machine: name, transitionCount: model.transitions.count,
      paths: exploration.coverPaths().map { path in
        .init(events: pick(path.events, from: events), transitions: path.transitions)
      },
      uncovered: uncovered.map { item in
        .init(
          transition: item.transition,
          statePath: model.statePath(model.transitions[item.transition].source),
          label: model.label(of: model.transitions[item.transition]), reason: item.reason)
      },
      isExhaustive: exploration.isExhaustive, note: exploration.note)
  }
}

extension MachineDefinition where Event: CaseIterable {
  /// The shortest event sequence that enters each state, trying every event.
  ///
  /// See ``shortestPaths(events:maxSnapshots:maxSteps:maxMicrosteps:)``.
  ///
  /// ```swift
  /// #expect(search.shortestPaths().unreached.isEmpty)
  /// ```
  ///
  /// - Parameters:
  ///   - maxSnapshots: How many distinct snapshots to explore at most.
  ///   - maxSteps: How many macrosteps to run at most.
  ///   - maxMicrosteps: How many microsteps one macrostep may take.
  /// - Returns: The paths, and the states no path enters.
  public func shortestPaths(
    maxSnapshots: Int = 100_000,
    maxSteps: Int = 1_000_000, maxMicrosteps: Int = 10_000
  ) -> ShortestPaths<State, Event> {
    shortestPaths(
      events: Array(Event.allCases), maxSnapshots: maxSnapshots, maxSteps: maxSteps,
      maxMicrosteps: maxMicrosteps)
  }

  /// Event sequences that together take every transition, trying every event.
  ///
  /// See ``transitionCoverPaths(events:maxSnapshots:maxSteps:maxMicrosteps:)``.
  ///
  /// - Parameters:
  ///   - maxSnapshots: How many distinct snapshots to explore at most.
  ///   - maxSteps: How many macrosteps to run at most.
  ///   - maxMicrosteps: How many microsteps one macrostep may take.
  /// - Returns: The sequences and the uncovered transitions.
  public func transitionCoverPaths(
    maxSnapshots: Int = 100_000,
    maxSteps: Int = 1_000_000, maxMicrosteps: Int = 10_000
  ) -> TransitionCover<Event> {
    transitionCoverPaths(
      events: Array(Event.allCases), maxSnapshots: maxSnapshots, maxSteps: maxSteps,
      maxMicrosteps: maxMicrosteps)
  }
}

extension MachineDefinition where Event == EventName {
  /// The shortest event sequence that enters each state of a string-named machine (one
  /// loaded from SCXML), trying every event name the definition's transitions mention.
  ///
  /// The events the machine raises itself (`done.state.…`, `done.invoke.…`, `error.…`) are not
  /// sent from outside: transitions on them are taken when the machine raises them. See
  /// ``shortestPaths(events:maxSnapshots:maxSteps:maxMicrosteps:)``.
  ///
  /// - Parameters:
  ///   - maxSnapshots: How many distinct snapshots to explore at most.
  ///   - maxSteps: How many macrosteps to run at most.
  ///   - maxMicrosteps: How many microsteps one macrostep may take.
  /// - Returns: The paths, and the states no path enters.
  public func shortestPaths(
    maxSnapshots: Int = 100_000,
    maxSteps: Int = 1_000_000, maxMicrosteps: Int = 10_000
  ) -> ShortestPaths<State, Event> {
    shortestPaths(
      events: externalEventNames, maxSnapshots: maxSnapshots, maxSteps: maxSteps,
      maxMicrosteps: maxMicrosteps)
  }

  /// Event sequences that together take every transition of a string-named machine, trying
  /// every event name the definition's transitions mention, except the ones the machine
  /// raises itself (`done.…`, `error.…`).
  ///
  /// See ``transitionCoverPaths(events:maxSnapshots:maxSteps:maxMicrosteps:)``.
  ///
  /// - Parameters:
  ///   - maxSnapshots: How many distinct snapshots to explore at most.
  ///   - maxSteps: How many macrosteps to run at most.
  ///   - maxMicrosteps: How many microsteps one macrostep may take.
  /// - Returns: The sequences and the uncovered transitions.
  public func transitionCoverPaths(
    maxSnapshots: Int = 100_000,
    maxSteps: Int = 1_000_000, maxMicrosteps: Int = 10_000
  ) -> TransitionCover<Event> {
    transitionCoverPaths(
      events: externalEventNames, maxSnapshots: maxSnapshots, maxSteps: maxSteps,
      maxMicrosteps: maxMicrosteps)
  }

  /// The shortest paths and the transition cover of a string-named machine from one
  /// exploration, trying every event name the definition's transitions mention, except the
  /// ones the machine raises itself.
  ///
  /// See ``testPaths(events:maxSnapshots:maxSteps:maxMicrosteps:)``.
  ///
  /// - Parameters:
  ///   - maxSnapshots: How many distinct snapshots to explore at most.
  ///   - maxSteps: How many macrosteps to run at most.
  ///   - maxMicrosteps: How many microsteps one macrostep may take.
  /// - Returns: Both results.
  public func testPaths(
    maxSnapshots: Int = 100_000, maxSteps: Int = 1_000_000, maxMicrosteps: Int = 10_000
  ) -> (shortestPaths: ShortestPaths<State, Event>, transitionCover: TransitionCover<Event>) {
    testPaths(
      events: externalEventNames, maxSnapshots: maxSnapshots, maxSteps: maxSteps,
      maxMicrosteps: maxMicrosteps)
  }

  /// ``testPaths(maxSnapshots:maxSteps:maxMicrosteps:)`` with another bound on the events the
  /// paths hold than 10,000,000 (`statekit paths --max-path-events`).
  package func testPaths(
    maxSnapshots: Int, maxSteps: Int, maxMicrosteps: Int, maxPathEvents: Int
  ) -> (shortestPaths: ShortestPaths<State, Event>, transitionCover: TransitionCover<Event>) {
    testPaths(
      events: externalEventNames, maxSnapshots: maxSnapshots, maxSteps: maxSteps,
      maxMicrosteps: maxMicrosteps, maxPathEvents: maxPathEvents)
  }

  /// The event names of ``events`` that come from outside, as events: SCXML descriptors lose
  /// a trailing `.*` (`error.*` becomes `error`); `*` and the events the machine raises itself
  /// are left out.
  private var externalEventNames: [EventName] {
    var seen = Set<String>()
    return events.compactMap { key in
      var name = String(describing: key)
      if name.hasSuffix(".*") { name.removeLast(2) }
      if name == "*" || name == "done" || name == "error" || name.hasPrefix("done.")
        || name.hasPrefix("error.")
      {
        return nil
      }
      return seen.insert(name).inserted ? EventName(name) : nil
    }
  }
}

/// The events at `positions`: one call per path, specialized for SCXML's `EventName` (paths of
/// a long ring add up to millions of events, which unspecialized generic code copies slowly).
@_specialize(where Event == EventName)
func pick<Event>(_ positions: [Int], from events: [Event]) -> [Event] {
  positions.map { events[$0] }
}
