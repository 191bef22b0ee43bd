import StateKit

/// What the structure does not keep about steps within a macrostep: the events a
/// definition's actions raise on the internal queue (`raise`), by declared transition and by
/// node's entry actions, each as its name and its index in the event table; and the
/// transitions whose guard reads the configuration only (`In(state)`, `Not In(state)`).
struct RaisedEvents {
  var byTransition: [[(name: String, index: Int)]]
  var onEntry: [[(name: String, index: Int)]]
  var configurationGuards: Set<Int> = []

  /// No raised events.
  static let none = RaisedEvents(byTransition: [], onEntry: [])

  func transition(_ id: Int) -> [(name: String, index: Int)] {
    id < byTransition.count ? byTransition[id] : []
  }

  func entry(_ node: Int) -> [(name: String, index: Int)] {
    node < onEntry.count ? onEntry[node] : []
  }
}

extension MachineDefinition {
  /// The events this definition's transitions and entry actions raise.
  var raisedEvents: RaisedEvents {
    func raised(_ actions: [Action<Event, Context>]) -> [(name: String, index: Int)] {
      actions.compactMap { action in
        guard case .raise(let event) = action.kind else { return nil }
        return (String(describing: event.eventCase), eventIndex(of: event.eventCase))
      }
    }
    let model = structure
    var configurationGuards = Set<Int>()
    for transition in transitionList where transition.inStateGuard != nil {
      configurationGuards.insert(transition.id)
    }
    return RaisedEvents(
      byTransition: model.transitions.indices.map { raised(actions(of: $0)) },
      onEntry: model.nodes.indices.map { raised(entryActions(of: $0)) },
      configurationGuards: configurationGuards)
  }
}

extension DefinitionStructure {
  /// Groups of transitions taken within one macrostep (eventless ones, and ones on events
  /// that actions raise) where each may enable the next and the last the first again: loops
  /// that keep the machine from settling unless a guard (or an earlier transition) stops them.
  ///
  /// After such a transition, the states active are its targets' default entries, the other
  /// regions of every parallel ancestor of a target, and their ancestors (for a targetless
  /// transition, its source and ancestors). Their eventless transitions may be taken next,
  /// and so may their transitions on an event the transition or the entered states raise.
  /// Only transitions without a guard, or with a guard that reads the configuration alone
  /// (`In(state)`), take part: when the configuration comes back, such a loop repeats exactly.
  /// A guard on the context may change as the loop runs (a counter, or complementary guards
  /// such as `valid` and `invalid`), so its transitions are left out. Approximate on purpose:
  /// guards, and transitions that win first, are not evaluated.
  ///
  /// - Parameter raised: What the actions raise.
  /// - Returns: The loops, each as its transitions in document order, ordered by their first.
  func microstepCycles(raised: RaisedEvents) -> [[Int]] {
    var raisable = Set<String>()
    var raisableIndices = Set<Int>()
    for events in raised.byTransition + raised.onEntry {
      for event in events {
        raisable.insert(event.name)
        raisableIndices.insert(event.index)
      }
    }
    func isTriggered(_ transition: StructureTransition, by events: [(name: String, index: Int)])
      -> Bool
    {
      guard case .events(let names, let indices) = transition.trigger else { return false }
      return events.contains { event in
        eventMatching == .descriptors
          ? descriptorsMatch(names, event.name) : indices.contains(event.index)
      }
    }
    var vertices: [Int] = []
    for transition in transitions
    where transition.guardName == nil || raised.configurationGuards.contains(transition.id) {
      switch transition.trigger {
      case .eventless: vertices.append(transition.id)
      case .events(let names, let indices):
        let reachable =
          eventMatching == .descriptors
          ? raisable.contains { descriptorsMatch(names, $0) }
          : indices.contains(where: raisableIndices.contains)
        if reachable { vertices.append(transition.id) }
      default: break
      }
    }
    guard !vertices.isEmpty else { return [] }
    let isVertex = Set(vertices)

    // Transitions with the same targets (or, when targetless, the same source) that raise the
    // same events lead to the same candidates. Each such group shares one hub vertex, so the
    // graph has an edge per transition and per hub candidate, not per pair of transitions: a
    // parallel state of n regions whose n² eventless transitions all target it would otherwise
    // give n⁴ edges.
    var stamp = [Int](repeating: -1, count: nodes.count)
    var hubs: [HubKey: Int] = [:]
    var hubSuccessors: [[Int]] = []
    var successors: [Int: [Int]] = [:]
    for id in vertices {
      let transition = transitions[id]
      let events = raised.transition(id)
      let key = HubKey(
        targets: transition.targets,
        source: transition.targets.isEmpty ? transition.source : -1,
        events: events.map { "\($0.index):\($0.name)" })
      if let hub = hubs[key] {
        successors[id] = [transitions.count + hub]
        continue
      }
      let hub = hubSuccessors.count
      hubs[key] = hub
      successors[id] = [transitions.count + hub]
      var active: [Int] = []
      func activate(_ node: Int) {
        var current: Int? = node
        while let state = current, stamp[state] != hub {
          stamp[state] = hub
          active.append(state)
          current = nodes[state].parent
        }
      }
      if transition.targets.isEmpty {
        activate(transition.source)
      } else {
        for target in transition.targets {
          for leaf in defaultLeaves(of: target) { activate(leaf) }
          var child = target
          var ancestor = nodes[target].parent
          while let parent = ancestor {
            if nodes[parent].kind == .parallel {
              for region in nodes[parent].children where region != child {
                for leaf in defaultLeaves(of: region) { activate(leaf) }
              }
            }
            child = parent
            ancestor = nodes[parent].parent
          }
        }
      }
      var entered = events
      if !transition.targets.isEmpty {
        for state in active { entered += raised.entry(state) }
      }
      var next: [Int] = []
      for state in active {
        for candidate in nodes[state].transitions where isVertex.contains(candidate) {
          let other = transitions[candidate]
          if case .eventless = other.trigger {
            next.append(candidate)
          } else if isTriggered(other, by: entered) {
            next.append(candidate)
          }
        }
      }
      hubSuccessors.append(next)
      successors[transitions.count + hub] = next
    }
    let hubVertices = (0..<hubSuccessors.count).map { transitions.count + $0 }
    return stronglyConnected(vertices + hubVertices, successors).compactMap { component in
      let members = component.filter { $0 < transitions.count }
      guard let first = members.first else { return nil }
      if members.count > 1 { return members }
      let hub = successors[first, default: []].first ?? -1
      return successors[hub, default: []].contains(first) ? members : nil
    }
  }
}

/// What decides where a transition leads within a macrostep: its targets (or its source, when
/// it has none) and the events it raises.
private struct HubKey: Hashable {
  var targets: [Int]
  var source: Int
  var events: [String]
}

extension Validator {
  /// SK008: eventless or raise loops that only guards may stop (loops SK006 reports are left
  /// to it).
  func microstepCycles() -> [Finding] {
    let certain = Set(model.eventlessCycles().map { Set($0) })
    return model.microstepCycles(raised: raised).compactMap { cycle in
      guard !certain.contains(Set(cycle)) else { return nil }
      let steps = cycle.prefix(6).map { id in
        let transition = model.transitions[id]
        let targets = transition.targets.isEmpty ? [transition.source] : transition.targets
        let trigger: String
        switch transition.trigger {
        case .eventless: trigger = "eventless"
        default: trigger = "on \(transition.trigger.label)"
        }
        let guarded = transition.guardName.map { ", guard \($0)" } ?? ""
        return "'\(model.names[transition.source])' → "
          + targets.map { "'\(model.names[$0])'" }.joined(separator: ", ")
          + " (\(trigger)\(guarded))"
      }
      let more = cycle.count > 6 ? "; and \(cycle.count - 6) more" : ""
      return Finding(
        code: .microstepCycle, severity: .warning,
        message:
          "eventless transitions or raised events may loop forever within one step unless a "
          + "guard stops them: \(steps.joined(separator: "; "))\(more)",
        statePath: model.statePath(model.transitions[cycle[0]].source), transitions: cycle)
    }
  }
}
