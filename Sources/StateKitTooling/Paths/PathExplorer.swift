import StateKit

extension MachineDefinition {
  /// A breadth-first search over the snapshots the machine reaches, stepping the real engine
  /// (the pure step) with the given events.
  ///
  /// Two snapshots count as the same when they have the same active states, history, and
  /// context (when the context is `Hashable`; otherwise the context is ignored). Payloads of
  /// states are ignored: guards never see them. Each snapshot is expanded only with the
  /// events some transition of its active states reacts to, in the order they were given.
  ///
  /// A flat machine without guards, eventless or delayed transitions and raised events
  /// (``canSearchStateGraph``) behaves the same in every snapshot of a state, so it is
  /// searched on its state graph instead (``Exploration/searchStateGraph``), which gives the
  /// same paths without running the engine.
  struct PathExplorer {
    let definition: MachineDefinition
    let model: DefinitionStructure
    let events: [Event]
    let maxSnapshots: Int
    /// The most microsteps one macrostep may take before the search stops (a machine whose
    /// eventless transitions or raised events never settle).
    var maxMicrosteps = 10_000
    /// The most macrosteps (one event sent to one snapshot) the search runs.
    var maxSteps = 1_000_000
    /// The most work the search does, counted for each step as the active states of the
    /// snapshot it starts from and the states it exits and enters: a step costs time in
    /// proportion to them, so on a machine with thousands of parallel regions this bound, not
    /// `maxSteps`, stops the search within seconds.
    var maxWork = 2_000_000
    /// The most events the results' paths may hold (``Exploration/pathEvents``): each path is
    /// written out in full, so on a chain of *n* states they hold *n*²/2 events; this bound,
    /// not `maxSnapshots`, keeps `statekit paths` on a chain of thousands of states within
    /// seconds and a few hundred megabytes.
    var maxPathEvents = defaultMaxPathEvents
    /// `maxPathEvents` unless the caller gives another bound.
    static var defaultMaxPathEvents: Int { 10_000_000 }
    /// Whether a machine that allows it may be searched on its state graph (tests turn it off
    /// to compare with the engine).
    var allowsStateGraph = true

    /// For each position in `events`, the event's index in the definition's event table
    /// (-1 when no transition mentions it).
    var eventIndices: [Int] {
      events.map { definition.eventIndex(of: $0.eventCase) }
    }

    /// The names of the events' cases.
    var eventNames: [String] { events.map { String(describing: $0.eventCase) } }

    /// The events (positions in `events`) each node's transitions react to.
    func candidateEvents(indices: [Int], names: [String]) -> [[Int]] {
      var byIndex: [Int: [Int]] = [:]
      if model.eventMatching == .exact {
        for (position, index) in indices.enumerated() {
          byIndex[index, default: []].append(position)
        }
      }
      let nameIndex = EventNameIndex(names)
      var result = [[Int]](repeating: [], count: model.nodes.count)
      for transition in model.transitions {
        guard case .events(let descriptors, let transitionIndices) = transition.trigger else {
          continue
        }
        if model.eventMatching == .descriptors {
          result[transition.source] += nameIndex.positions(matching: descriptors)
        } else {
          for index in transitionIndices { result[transition.source] += byIndex[index] ?? [] }
        }
      }
      return result.map { $0.count < 2 ? $0 : Array(Set($0)).sorted() }
    }

    /// Whether every step depends on the active state alone: a flat machine (atomic and
    /// final states only) with exact event matching, no guards, no eventless, completion or
    /// delayed transitions, and no action that raises an event.
    var canSearchStateGraph: Bool {
      guard definition.eventMatching == .exact else { return false }
      guard model.nodes.dropFirst().allSatisfy({ $0.kind.isAtomic }) else { return false }
      for transition in model.transitions {
        guard transition.guardName == nil, case .events = transition.trigger else { return false }
      }
      func raises(_ actions: [Action<Event, Context>]) -> Bool {
        actions.contains { if case .raise = $0.kind { true } else { false } }
      }
      for transition in 0..<definition.compiledTransitionCount
      where raises(definition.actions(of: transition)) {
        return false
      }
      for node in model.nodes.indices
      where raises(definition.entryActions(of: node)) || raises(definition.exitActions(of: node)) {
        return false
      }
      return true
    }

    /// Runs the search.
    @_specialize(where State == StateName, Event == EventName, Context == Void)
    func explore() -> Exploration {
      let indices = eventIndices
      let candidates = candidateEvents(indices: indices, names: eventNames)
      if allowsStateGraph && canSearchStateGraph {
        return Exploration.searchStateGraph(
          model, candidates: candidates, eventIndices: indices, maxStates: maxSnapshots,
          maxPathEvents: maxPathEvents)
      }
      var exploration = Exploration(
        nodeCount: model.nodes.count, transitionCount: model.transitions.count,
        eventCount: events.count)
      if !model.eventlessCycles().isEmpty {
        exploration.isExhaustive = false
        exploration.note = "not explored: eventless transitions without guards loop forever (SK006)"
        return exploration
      }
      let declared = model.transitions.count
      let contextIsHashable = definition.initialContext is any Hashable
      func declaredOnly(_ taken: [Int]) -> [Int] { taken.filter { $0 < declared } }

      var stepper = BoundedStepper(definition, maxMicrosteps: maxMicrosteps, recording: true)
      let start = stepper.start()
      guard start.outcome != .exceededBudget else {
        exploration.isExhaustive = false
        exploration.note =
          "not explored: starting the machine took \(maxMicrosteps) microsteps without "
          + "becoming stable (eventless transitions or raised events that loop; see SK006, SK008)"
        return exploration
      }
      let first = start.snapshot
      exploration.startTransitions = declaredOnly(start.taken)
      var entered = start.entered
      first.forEachActiveNode { entered.append($0) }
      exploration.record(Exploration.start, taken: exploration.startTransitions, entered: entered)
      exploration.arrival[0] = exploration.startTransitions

      var snapshots = [first]
      var index: [SnapshotIdentity: Int] = [first.identity(includingContext: contextIsHashable): 0]
      var stamp = [Int](repeating: -1, count: events.count)
      var enabled: [Int] = []
      var head = 0
      var steps = 0
      var work = 0
      search: while head < snapshots.count {
        let snapshot = snapshots[head]
        defer {
          snapshots[head] = first  // releases the expanded snapshot's storage
          head += 1
        }
        if snapshot.isDone { continue }
        enabled.removeAll(keepingCapacity: true)
        var active = 0
        func collect(_ node: Int) {
          active += 1
          for position in candidates[node] where stamp[position] != head {
            stamp[position] = head
            enabled.append(position)
          }
        }
        collect(0)
        snapshot.forEachActiveNode(collect)
        enabled.sort()
        for position in enabled {
          if steps >= maxSteps {
            exploration.isExhaustive = false
            exploration.note =
              "stopped after \(maxSteps) steps (\(snapshots.count) snapshots found, "
              + "\(head) expanded)"
            break search
          }
          if work >= maxWork {
            exploration.isExhaustive = false
            exploration.note =
              "stopped after \(steps) steps (\(snapshots.count) snapshots found, \(head) "
              + "expanded): each step works on all \(active) active states and the states it "
              + "exits and enters, and the search stops after \(maxWork) such state-steps"
            break search
          }
          steps += 1
          work += active
          let step = stepper.step(snapshot, events[position])
          work += step.exited.count + step.entered.count
          if step.outcome == .ignored { continue }
          if step.outcome == .exceededBudget {
            exploration.isExhaustive = false
            let path =
              exploration.events(to: head).map { "\(events[$0])" } + ["\(events[position])"]
            exploration.note =
              "stopped: the event sequence \(path.joined(separator: ", ")) ran "
              + "\(maxMicrosteps) microsteps without becoming stable (eventless transitions or "
              + "raised events that loop; see SK006, SK008)"
            break search
          }
          let next = step.snapshot
          let taken = declaredOnly(step.taken)
          if exploration.stopsAtPathEvents(
            maxPathEvents, from: head, taken: taken, entered: step.entered, steps: steps)
          {
            break search
          }
          var edge = Exploration.Edge(from: head, event: position, child: nil)
          let nextKey = next.identity(includingContext: contextIsHashable)
          if index[nextKey] == nil {
            if snapshots.count < maxSnapshots {
              let child = exploration.discover(from: head, event: position, taken: taken)
              edge.child = child
              index[nextKey] = child
              snapshots.append(next)
              next.forEachActiveNode { exploration.seen[$0] = true }
            } else if exploration.isExhaustive {
              exploration.isExhaustive = false
              exploration.note = "stopped after \(maxSnapshots) snapshots"
            }
          }
          exploration.record(edge, taken: taken, entered: step.entered)
        }
      }
      return exploration
    }
  }
}

extension Exploration {
  /// The search for flat machines whose steps depend on the active state alone: a
  /// breadth-first search over states, choosing transitions as the engine's flat path does
  /// (the state's first transition for the event in document order, then the machine's
  /// top-level one).
  static func searchStateGraph(
    _ model: DefinitionStructure, candidates: [[Int]], eventIndices: [Int], maxStates: Int,
    maxPathEvents: Int
  ) -> Exploration {
    var exploration = Exploration(
      nodeCount: model.nodes.count, transitionCount: model.transitions.count,
      eventCount: eventIndices.count)
    let width = (eventIndices.max() ?? 0) + 1
    var chosen: [Int: Int] = [:]
    for transition in model.transitions.reversed() {
      guard case .events(_, let indices) = transition.trigger else { continue }
      for index in indices { chosen[transition.source * width + index] = transition.id }
    }
    guard let initial = model.nodes[0].initial.first else { return exploration }
    exploration.record(start, taken: [], entered: [initial])
    var states = [initial]
    var index = [Int](repeating: -1, count: model.nodes.count)
    index[initial] = 0
    var stamp = [Int](repeating: -1, count: eventIndices.count)
    var enabled: [Int] = []
    var head = 0
    var steps = 0
    search: while head < states.count {
      let state = states[head]
      defer { head += 1 }
      if model.nodes[state].kind == .final { continue }
      enabled.removeAll(keepingCapacity: true)
      for node in [0, state] {
        for position in candidates[node] where stamp[position] != head {
          stamp[position] = head
          enabled.append(position)
        }
      }
      enabled.sort()
      for position in enabled {
        let event = eventIndices[position]
        guard event >= 0,
          let transition = chosen[state * width + event] ?? chosen[event]
        else { continue }
        let target = model.transitions[transition].targets.first
        steps += 1
        if exploration.stopsAtPathEvents(
          maxPathEvents, from: head, taken: [transition], entered: target.map { [$0] } ?? [],
          steps: steps)
        {
          break search
        }
        var edge = Edge(from: head, event: position, child: nil)
        if let target, index[target] < 0 {
          if states.count < maxStates {
            let child = exploration.discover(from: head, event: position, taken: [transition])
            edge.child = child
            index[target] = child
            states.append(target)
          } else if exploration.isExhaustive {
            exploration.isExhaustive = false
            exploration.note = "stopped after \(maxStates) snapshots"
          }
        }
        exploration.record(edge, taken: [transition], entered: target.map { [$0] } ?? [])
      }
    }
    return exploration
  }
}
