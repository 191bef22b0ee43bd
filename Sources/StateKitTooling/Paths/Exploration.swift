import StateKit

/// What a path search found, as plain data: a breadth-first tree of snapshots, and for every
/// transition and state the first step that took or entered it. Events are positions in the
/// list of events the search was given.
struct Exploration {
  /// One step of the search: from a snapshot, with an event.
  struct Edge: Hashable {
    /// The snapshot the step started from; -1 for starting the machine.
    var from: Int
    /// The event's position; -1 for starting the machine.
    var event: Int
    /// The snapshot the step discovered, when it led to a new one.
    var child: Int?
  }

  /// The step that starts the machine.
  static let start = Edge(from: -1, event: -1, child: 0)

  let eventCount: Int
  /// For each snapshot, the snapshot it was discovered from (-1 for the first).
  var parent: [Int] = [-1]
  /// For each snapshot, the event that discovered it.
  var via: [Int] = [-1]
  /// For each snapshot, the transitions taken by the step that discovered it.
  var arrival: [[Int]] = [[]]
  /// For each snapshot, how many events lead to it.
  var depth: [Int] = [0]
  /// For each snapshot, whether the step that discovered it took a transition first and no
  /// later step that took one started from it: the transition cover keeps that step's
  /// sequence, which `pathEvents` counts.
  var endsCoverPath: [Bool] = [false]
  /// How many events the results' paths hold: the shortest path of every state entered, and
  /// the cover's sequences (one per step that took a transition first, without those that
  /// begin another).
  var pathEvents = 0
  /// For each transition, the first step that took it.
  var firstTaken: [Edge?]
  /// For each node, the first step that entered it.
  var firstEntered: [Edge?]
  /// Transitions taken by steps that led to a known snapshot but took something first, by
  /// `from * eventCount + event`.
  var extraTransitions: [Int: [Int]] = [:]
  /// Nodes active in some explored snapshot, or entered by some step.
  var seen: [Bool]
  /// Transitions taken while starting the machine.
  var startTransitions: [Int] = []
  var isExhaustive = true
  var note: String?

  init(nodeCount: Int, transitionCount: Int, eventCount: Int) {
    self.eventCount = eventCount
    self.firstTaken = Array(repeating: nil, count: transitionCount)
    self.firstEntered = Array(repeating: nil, count: nodeCount)
    self.seen = Array(repeating: false, count: nodeCount)
    if nodeCount > 0 { seen[0] = true }
  }

  /// Records a step: the transitions it took and the nodes it entered.
  mutating func record(_ edge: Edge, taken: [Int], entered: some Sequence<Int>) {
    let length = edge.from < 0 ? 0 : depth[edge.from] + 1
    var tookFirst = false
    for transition in taken where firstTaken[transition] == nil {
      firstTaken[transition] = edge
      tookFirst = true
    }
    if tookFirst && edge.from >= 0 {
      // The step's sequence continues the one that discovered `from`, which the cover drops.
      if endsCoverPath[edge.from] {
        endsCoverPath[edge.from] = false
        pathEvents -= depth[edge.from]
      }
      pathEvents += length
      if let child = edge.child { endsCoverPath[child] = true }
    }
    if tookFirst && edge.child == nil && edge.from >= 0 {
      extraTransitions[edge.from * eventCount + edge.event] = taken
    }
    for node in entered {
      seen[node] = true
      if firstEntered[node] == nil {
        firstEntered[node] = edge
        pathEvents += length
      }
    }
  }

  /// At most how many events recording a step from snapshot `from` would add to
  /// ``pathEvents``: its length once for the cover if it takes a transition first, and once
  /// for each node it enters first.
  func pathEventsAdded(from: Int, taken: [Int], entered: [Int]) -> Int {
    let paths =
      (taken.contains { firstTaken[$0] == nil } ? 1 : 0)
      + entered.count { firstEntered[$0] == nil }
    return paths * (depth[from] + 1)
  }

  /// Stops the search when recording a step from snapshot `from` could make the results'
  /// paths hold more than `limit` events: on a chain of *n* states they hold *n*²/2, which
  /// takes minutes and gigabytes to build and print long before the search itself is slow.
  ///
  /// - Returns: Whether the search must stop (the note says why).
  mutating func stopsAtPathEvents(
    _ limit: Int, from: Int, taken: [Int], entered: [Int], steps: Int
  ) -> Bool {
    guard pathEvents + pathEventsAdded(from: from, taken: taken, entered: entered) > limit
    else { return false }
    isExhaustive = false
    note =
      "stopped after \(steps) steps (\(parent.count) snapshots found, \(from) expanded): "
      + "the paths found so far hold \(pathEvents) events, and the search stops before "
      + "they hold more than \(limit) (each path is written out in full, so a chain of n "
      + "states has paths of n²/2 events)"
    return true
  }

  /// Adds a snapshot discovered by a step; returns its index.
  mutating func discover(from snapshot: Int, event: Int, taken: [Int]) -> Int {
    parent.append(snapshot)
    via.append(event)
    arrival.append(taken)
    depth.append(depth[snapshot] + 1)
    endsCoverPath.append(false)
    return parent.count - 1
  }

  /// The events from the initial snapshot to a snapshot.
  func events(to snapshot: Int) -> [Int] {
    var result: [Int] = []
    var current = snapshot
    while current > 0 {
      result.append(via[current])
      current = parent[current]
    }
    return result.reversed()
  }

  /// The events of a step's path: to the snapshot it discovered, or to its start and then
  /// its event.
  func events(of edge: Edge) -> [Int] {
    if let child = edge.child { return events(to: child) }
    return events(to: edge.from) + [edge.event]
  }

  /// Event sequences that together take every transition that was taken: for each, the
  /// first step that took it, without sequences that begin another one.
  ///
  /// - Returns: The sequences (event positions) with the transitions each takes, sorted.
  func coverPaths() -> [(events: [Int], transitions: [Int])] {
    var ends: [Edge] = []
    var seenEnds = Set<Edge>()
    for case let edge? in firstTaken where edge.from >= 0 {
      if seenEnds.insert(edge).inserted { ends.append(edge) }
    }
    // Snapshots that some longer sequence goes through.
    var passedThrough = [Bool](repeating: false, count: parent.count)
    func markAncestors(from snapshot: Int) {
      var current = snapshot
      while current > 0 && !passedThrough[current] {
        passedThrough[current] = true
        current = parent[current]
      }
    }
    for end in ends { markAncestors(from: end.child.map { parent[$0] } ?? end.from) }
    let kept = ends.filter { end in end.child.map { !passedThrough[$0] } ?? true }
      .sorted { ($0.from, $0.event) < ($1.from, $1.event) }

    var result: [(events: [Int], transitions: [Int])] = []
    result.reserveCapacity(kept.count)
    // Which path last took each transition: a stamp instead of a set per path, since the
    // paths of a long ring add up to millions of transitions.
    var stamp = [Int](repeating: -1, count: firstTaken.count)
    var taken: [Int] = []
    for (number, end) in kept.enumerated() {
      taken.removeAll(keepingCapacity: true)
      func take(_ transitions: [Int]) {
        for transition in transitions where stamp[transition] != number {
          stamp[transition] = number
          taken.append(transition)
        }
      }
      take(startTransitions)
      var current = end.child ?? end.from
      while current > 0 {
        take(arrival[current])
        current = parent[current]
      }
      if end.child == nil {
        take(extraTransitions[end.from * eventCount + end.event] ?? [])
      }
      taken.sort()
      result.append((events(of: end), taken))
    }
    if result.isEmpty && !startTransitions.isEmpty {
      result.append(([], startTransitions.sorted()))
    }
    return result
  }

  /// Why each transition that no step took was not taken.
  ///
  /// - Parameters:
  ///   - model: The definition.
  ///   - eventIndices: The event-table indices of the given events (exact matching).
  ///   - eventNames: The names of the given events (descriptor matching).
  /// - Returns: The untaken transitions, in document order, with the reason.
  func uncovered(
    in model: DefinitionStructure, eventIndices: Set<Int>, eventNames: [String]
  ) -> [(transition: Int, reason: TransitionCoverReason)] {
    var result: [(transition: Int, reason: TransitionCoverReason)] = []
    let nameIndex = EventNameIndex(eventNames)
    for transition in model.transitions where firstTaken[transition.id] == nil {
      let reason: TransitionCoverReason
      if parent.count == 1 && note != nil && !isExhaustive {
        reason = .notExplored
      } else if case .delayed = transition.trigger {
        reason = .delayed
      } else if !seen[transition.source] {
        reason = isExhaustive ? .sourceNotReached : .notExplored
      } else if case .events(let descriptors, let indices) = transition.trigger,
        model.eventMatching == .descriptors
          ? !nameIndex.matchesAny(descriptors)
          : !indices.contains(where: eventIndices.contains)
      {
        reason = .noMatchingEvent
      } else if transition.guardName != nil {
        reason = isExhaustive ? .guardNeverHeld : .notExplored
      } else {
        reason = isExhaustive ? .alwaysPreempted : .notExplored
      }
      result.append((transition.id, reason))
    }
    return result
  }
}
