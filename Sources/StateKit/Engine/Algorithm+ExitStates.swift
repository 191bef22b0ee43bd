// SCXML appendix D's computeExitSet and exitStates.

extension MachineDefinition {
  /// The active states a transition exits: every active descendant of its domain.
  @inlinable func computeExitSet(_ t: Int32, _ snapshot: Snap) -> StateSet {
    exitSet(ofDomain: transitionDomain(t, snapshot), snapshot)
  }

  /// The active descendants of a transition's domain; none for a targetless transition's
  /// (`-1`).
  @inlinable func exitSet(ofDomain domain: Int32, _ snapshot: Snap) -> StateSet {
    var result = StateSet()
    if domain < 0 { return result }
    snapshot.active.forEach(in: descendants(of: domain)) { result.insert($0) }
    return result
  }

  /// Exits the states the enabled transitions leave (SCXML `exitStates`), in reverse document
  /// order: records history, runs exit actions, stops the states' timers and work.
  @inlinable func exitStates(
    _ enabled: [Int32], _ snapshot: inout Snap, _ scratch: inout Scratch<State, Event, Context>
  ) {
    scratch.toExit.removeAll()
    if scratch.domainsKnown {
      for domain in scratch.filteredDomains where domain >= 0 {
        scratch.toExit.formUnion(exitSet(ofDomain: domain, snapshot))
      }
    } else {
      for t in enabled { scratch.toExit.formUnion(computeExitSet(t, snapshot)) }
    }
    if scratch.toExit.isEmpty { return }
    scratch.statesToInvoke.subtract(scratch.toExit)
    let toExit = scratch.toExit
    toExit.forEachDescending { s in
      guard nodeInfo[Int(s)].flags.contains(.hasHistories) else { return }
      for h in nodes[Int(s)].histories {
        var remembered = StateSet()
        if nodeInfo[Int(h)].kind == .deepHistory {
          snapshot.active.forEach(in: descendants(of: s)) { s0 in
            if nodeInfo[Int(s0)].kind.isAtomic { remembered.insert(s0) }
          }
        } else {
          for child in nodes[Int(s)].children where snapshot.active.contains(child) {
            remembered.insert(child)
          }
        }
        snapshot.history[h] = remembered
      }
    }
    toExit.forEachDescending { s in
      let flags = nodeInfo[Int(s)].flags
      if flags.contains(.hasExit) { execute(nodes[Int(s)].exit, &snapshot, &scratch) }
      if flags.contains(.hasAfters) { stopTimers(of: s, &snapshot, &scratch) }
      if flags.contains(.hasWork) { cancelWork(of: s, &snapshot, &scratch) }
      snapshot.active.remove(s)
      if scratch.recording { scratch.record.exited.append(s) }
    }
  }
}
