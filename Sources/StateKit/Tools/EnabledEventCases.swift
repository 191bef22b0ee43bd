extension MachineDefinition {
  /// The events that would enable a transition in `snapshot`, in the order the definition
  /// first mentions them: the answer of ``enabledEvents(in:)``, in time linear in the active
  /// states and their transitions.
  ///
  /// ``enabledEvents(in:)`` asks every active atomic state about every event, which takes
  /// seconds on a parallel state with thousands of regions; tools that list the
  /// enabled events after every step (`statekit simulate`) use this instead. Each active state
  /// and ancestor is visited once, and each of its transitions is asked only about the events
  /// it names (for SCXML descriptors, the names it matches).
  ///
  /// - Parameter snapshot: A snapshot of this definition.
  /// - Returns: The cases of the enabled events.
  package func enabledEventCases(in snapshot: Snapshot<State, Event, Context>) -> [Event.Case] {
    if snapshot.isDone { return [] }
    let keys = eventIndex.keys
    var enabled = [Bool](repeating: false, count: keys.count)
    // For descriptor matching: each event name, and each of its prefixes before a `.`, to the
    // positions of the names it matches.
    var byPrefix: [String: [Int]] = [:]
    if eventMatching == .descriptors {
      for (position, key) in keys.enumerated() {
        let name = String(describing: key)
        byPrefix[name, default: []].append(position)
        var prefix = Substring(name)
        while let dot = prefix.lastIndex(of: ".") {
          prefix = prefix[..<dot]
          byPrefix[String(prefix), default: []].append(position)
        }
      }
    }
    func matchingKeys(_ t: Int) -> [Int] {
      let transition = transitions[t]
      if eventMatching == .descriptors {
        var result: [Int] = []
        for var descriptor in transition.descriptors {
          if descriptor == "*" { return Array(keys.indices) }
          if descriptor.hasSuffix(".*") { descriptor.removeLast(2) }
          if descriptor.hasSuffix(".") { descriptor.removeLast() }
          result += byPrefix[descriptor] ?? []
        }
        return result
      }
      var result: [Int] = []
      if transition.event >= 0 { result.append(Int(transition.event)) }
      for index in transition.events where index >= 0 { result.append(Int(index)) }
      return result
    }
    var visited = StateSet()
    snapshot.active.forEach { atomic in
      guard nodeInfo[Int(atomic)].kind.isAtomic else { return }
      var state = atomic
      while state >= 0 && !visited.contains(state) {
        visited.insert(state)
        let node = nodeInfo[Int(state)]
        for t in node.transitionStart..<node.transitionEnd {
          for position in matchingKeys(Int(t)) where !enabled[position] {
            let key = keys[position]
            if conditionMatch(t, snapshot, key as? Event) { enabled[position] = true }
          }
        }
        state = node.parent
      }
    }
    return keys.indices.filter { enabled[$0] }.map { keys[$0] }
  }
}
