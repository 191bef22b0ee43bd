import StateKit

extension DefinitionStructure {
  /// Groups of eventless transitions without guards that, once one is taken, keep taking
  /// each other forever.
  ///
  /// After an eventless transition, each atomic state it enters (by default) takes the first
  /// eventless transition found in document order on the way up from it to the root. When
  /// that transition has no guard it is certainly taken next. A cycle of such certain steps,
  /// or a targetless unguarded eventless transition that is the first of its state, never
  /// ends.
  ///
  /// - Returns: The cycles, each as its transitions in document order, ordered by their
  ///   first transition.
  func eventlessCycles() -> [[Int]] {
    var firstEventless = [Int](repeating: -1, count: nodes.count)
    var candidates: [Int] = []
    for transition in transitions {
      guard case .eventless = transition.trigger else { continue }
      if firstEventless[transition.source] < 0 { firstEventless[transition.source] = transition.id }
      if transition.guardName == nil { candidates.append(transition.id) }
    }
    guard !candidates.isEmpty else { return [] }

    /// The eventless transition an atomic state takes first, if it has no guard.
    func certain(from leaf: Int) -> Int? {
      var current: Int? = leaf
      while let state = current {
        let first = firstEventless[state]
        if first >= 0 { return transitions[first].guardName == nil ? first : nil }
        current = nodes[state].parent
      }
      return nil
    }

    // Transitions that enter the same states share one hub vertex whose edges lead to what
    // those states take next, so the graph has an edge per transition and per hub successor
    // rather than per pair of transitions.
    var hubs: [[Int]: Int] = [:]
    var successors: [Int: [Int]] = [:]
    for id in candidates {
      let transition = transitions[id]
      let entered = transition.targets.isEmpty ? [transition.source] : transition.targets
      if let hub = hubs[entered] {
        successors[id] = [hub]
        continue
      }
      let hub = transitions.count + hubs.count
      hubs[entered] = hub
      successors[id] = [hub]
      var next: [Int] = []
      var seen = Set<Int>()
      for target in entered {
        for leaf in defaultLeaves(of: target) {
          if let following = certain(from: leaf), seen.insert(following).inserted {
            next.append(following)
          }
        }
      }
      successors[hub] = next
    }
    let hubVertices = hubs.values.sorted()
    return stronglyConnected(candidates + hubVertices, successors).compactMap { component in
      let members = component.filter { $0 < transitions.count }
      guard let first = members.first else { return nil }
      if members.count > 1 { return members }
      let hub = successors[first, default: []].first ?? -1
      return successors[hub, default: []].contains(first) ? members : nil
    }
  }

  /// Tarjan's strongly connected components, without recursion.
  func stronglyConnected(_ vertices: [Int], _ successors: [Int: [Int]]) -> [[Int]] {
    var index: [Int: Int] = [:]
    var lowLink: [Int: Int] = [:]
    var onStack: Set<Int> = []
    var stack: [Int] = []
    var components: [[Int]] = []
    var counter = 0
    for root in vertices where index[root] == nil {
      var work: [(vertex: Int, next: Int)] = [(root, 0)]
      index[root] = counter
      lowLink[root] = counter
      counter += 1
      stack.append(root)
      onStack.insert(root)
      while let (vertex, next) = work.last {
        let edges = successors[vertex, default: []]
        if next < edges.count {
          work[work.count - 1].next += 1
          let successor = edges[next]
          if index[successor] == nil {
            index[successor] = counter
            lowLink[successor] = counter
            counter += 1
            stack.append(successor)
            onStack.insert(successor)
            work.append((successor, 0))
          } else if onStack.contains(successor) {
            lowLink[vertex] = Swift.min(lowLink[vertex]!, index[successor]!)
          }
          continue
        }
        work.removeLast()
        if let parent = work.last?.vertex {
          lowLink[parent] = Swift.min(lowLink[parent]!, lowLink[vertex]!)
        }
        if lowLink[vertex] == index[vertex] {
          var component: [Int] = []
          while let member = stack.popLast() {
            onStack.remove(member)
            component.append(member)
            if member == vertex { break }
          }
          components.append(component.sorted())
        }
      }
    }
    return components.sorted { $0[0] < $1[0] }
  }
}

extension Validator {
  /// SK006: eventless transitions without guards that loop forever.
  func eventlessCycles() -> [Finding] {
    model.eventlessCycles().map { cycle in
      let first = model.transitions[cycle[0]]
      let states = cycle.map { id in
        let transition = model.transitions[id]
        let targets = transition.targets.isEmpty ? [transition.source] : transition.targets
        return "'\(model.names[transition.source])' → "
          + targets.map { "'\(model.names[$0])'" }.joined(separator: ", ")
      }
      return Finding(
        code: .eventlessCycle, severity: .error,
        message:
          "eventless transitions without guards loop forever: \(states.joined(separator: "; "))",
        statePath: model.statePath(first.source), transitions: cycle)
    }
  }
}
