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
    // For descriptor matching: the event names sorted, so that each descriptor finds the
    // names it matches by binary search (a name of thousands of dot-separated parts is never
    // split into its prefixes, which would take memory quadratic in its length).
    let names =
      eventMatching == .descriptors
      ? caches.eventNames.value { EventNameIndex(keys.map { String(describing: $0) }) } : nil
    func forEachMatchingKey(_ t: Int, _ body: (Int) -> Void) {
      let transition = transitions[t]
      if let names {
        names.forEachPosition(matching: transition.descriptors, body)
        return
      }
      if transition.event >= 0 { body(Int(transition.event)) }
      for index in transition.events where index >= 0 { body(Int(index)) }
    }
    var visited = StateSet()
    snapshot.active.forEach { atomic in
      guard nodeInfo[Int(atomic)].kind.isAtomic else { return }
      var state = atomic
      while state >= 0 && !visited.contains(state) {
        visited.insert(state)
        let node = nodeInfo[Int(state)]
        for t in node.transitionStart..<node.transitionEnd {
          forEachMatchingKey(Int(t)) { position in
            guard !enabled[position] else { return }
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
