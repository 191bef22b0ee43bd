// The reference interpreter's selection of transitions and its microstep: the W3C SCXML
// procedures of appendix D, transcribed literally.

extension ReferenceInterpreter {
  // MARK: Selecting transitions

  func nameMatch(_ t: Transition, _ event: QueuedEvent) -> Bool {
    switch (t.trigger, event) {
    case (.events(let names), .named(let name)): names.contains(name)
    case (.done(let state), .done(let completed)): state == completed
    default: false
    }
  }

  /// Whether the transition's guard holds; `_event` is the event the guard sees.
  func conditionMatch(_ t: Transition, _ _event: String?) -> Bool {
    switch t.guardCondition {
    case nil: true
    case .all(let atoms): SpecGuard.holds(atoms, context, _event)
    case .inState(let name): configuration.contains { nodes[$0].name == name }
    case .notInState(let name): !configuration.contains { nodes[$0].name == name }
    }
  }

  func isAtomicState(_ s: Int) -> Bool {
    nodes[s].kind == .atomic || nodes[s].kind == .final
  }

  func selectEventlessTransitions() -> [Transition] {
    var enabledTransitions: [Transition] = []
    let atomicStates = configuration.filter(isAtomicState).sorted()
    for state in atomicStates {
      loop: for s in [state] + getProperAncestors(state, nil) {
        for t in nodes[s].transitions {
          if case .eventless = t.trigger, conditionMatch(t, currentEvent) {
            if !enabledTransitions.contains(where: { $0 === t }) { enabledTransitions.append(t) }
            break loop
          }
        }
      }
    }
    return removeConflictingTransitions(enabledTransitions)
  }

  /// `guardEvent` is `_event` while the event is processed (`nil` for done events).
  func selectTransitions(_ event: QueuedEvent, guardEvent: String?) -> [Transition] {
    var enabledTransitions: [Transition] = []
    let atomicStates = configuration.filter(isAtomicState).sorted()
    for state in atomicStates {
      loop: for s in [state] + getProperAncestors(state, nil) {
        for t in nodes[s].transitions {
          if nameMatch(t, event) && conditionMatch(t, guardEvent) {
            if !enabledTransitions.contains(where: { $0 === t }) { enabledTransitions.append(t) }
            break loop
          }
        }
      }
    }
    return removeConflictingTransitions(enabledTransitions)
  }

  func removeConflictingTransitions(_ enabledTransitions: [Transition]) -> [Transition] {
    var filteredTransitions: [Transition] = []
    for t1 in enabledTransitions {
      var t1Preempted = false
      var transitionsToRemove: [Transition] = []
      for t2 in filteredTransitions {
        if !computeExitSet([t1]).isDisjoint(with: computeExitSet([t2])) {
          if isDescendant(t1.source, t2.source) {
            transitionsToRemove.append(t2)
          } else {
            t1Preempted = true
            break
          }
        }
      }
      if !t1Preempted {
        filteredTransitions.removeAll { t3 in transitionsToRemove.contains { $0 === t3 } }
        filteredTransitions.append(t1)
      }
    }
    statistics.conflictsRemoved += enabledTransitions.count - filteredTransitions.count
    return filteredTransitions
  }

  // MARK: microstep

  mutating func microstep(_ enabledTransitions: [Transition]) throws(Runaway) {
    microstepsThisMacrostep += 1
    statistics.microsteps += 1
    if microstepsThisMacrostep > microstepLimit { throw Runaway() }
    if enabledTransitions.contains(where: { $0.target.count > 1 }) {
      statistics.multiTargetTaken += 1
    }
    statistics.internalTaken +=
      enabledTransitions.filter { $0.source != 0 && getTransitionDomain($0) == $0.source }.count
    // Each transition's domain is computed once, before the exit. The pseudo-code recomputes
    // it in computeEntrySet, after exitStates has recorded history: for a transition to a
    // history state that changes the effective targets, and can shrink the domain below an
    // ancestor that was exited, which would then never be re-entered.
    let domains = enabledTransitions.map { getTransitionDomain($0) }
    exitStates(enabledTransitions)
    executeTransitionContent(enabledTransitions)
    enterStates(enabledTransitions, domains: domains)
  }

  mutating func exitStates(_ enabledTransitions: [Transition]) {
    let statesToExit = computeExitSet(enabledTransitions).sorted(by: >)  // exit order
    for s in statesToExit {
      for h in nodes[s].history {
        if nodes[h].kind == .deepHistory {
          historyValue[h] = configuration.filter { s0 in isAtomicState(s0) && isDescendant(s0, s) }
            .sorted()
        } else {
          historyValue[h] = configuration.filter { s0 in nodes[s0].parent == s }.sorted()
        }
      }
    }
    for s in statesToExit {
      executeContent(nodes[s].onexit)
      pendingTimers.removeAll { $0.source == s }
      configuration.remove(s)
    }
  }

  func computeExitSet(_ transitions: [Transition]) -> Set<Int> {
    var statesToExit: Set<Int> = []
    for t in transitions where !t.target.isEmpty {
      let domain = getTransitionDomain(t)!
      for s in configuration where isDescendant(s, domain) {
        statesToExit.insert(s)
      }
    }
    return statesToExit
  }

  mutating func executeTransitionContent(_ enabledTransitions: [Transition]) {
    for t in enabledTransitions {
      executeContent(t.content)
    }
  }

  mutating func executeContent(_ content: [SpecAction]) {
    for action in content {
      switch action {
      case .log(let label): context.record(label, event: currentEvent)
      case .raise(let name): internalQueue.append(.named(name))
      }
    }
  }

  mutating func enterStates(_ enabledTransitions: [Transition], domains: [Int?]? = nil) {
    var statesToEnter: Set<Int> = []
    var statesForDefaultEntry: Set<Int> = []
    var defaultHistoryContent: [Int: [SpecAction]] = [:]
    computeEntrySet(
      enabledTransitions, domains ?? enabledTransitions.map { getTransitionDomain($0) },
      &statesToEnter, &statesForDefaultEntry, &defaultHistoryContent)
    for s in statesToEnter.sorted() {  // entry order
      configuration.insert(s)
      executeContent(nodes[s].onentry)
      for t in nodes[s].transitions {
        if case .after = t.trigger { pendingTimers.append(t) }
      }
      if statesForDefaultEntry.contains(s) {
        executeContent(nodes[s].initialTransition!.content)
      }
      if let content = defaultHistoryContent[s] {
        executeContent(content)
      }
      if nodes[s].kind == .final {
        if nodes[s].parent == 0 {
          running = false
        } else {
          let parent = nodes[s].parent!
          let grandparent = nodes[parent].parent!
          internalQueue.append(.done(parent))
          if nodes[grandparent].kind == .parallel {
            if nodes[grandparent].childStates.allSatisfy(isInFinalState) {
              internalQueue.append(.done(grandparent))
            }
          }
        }
      }
    }
  }

  func computeEntrySet(
    _ transitions: [Transition], _ domains: [Int?], _ statesToEnter: inout Set<Int>,
    _ statesForDefaultEntry: inout Set<Int>, _ defaultHistoryContent: inout [Int: [SpecAction]]
  ) {
    for (t, ancestor) in zip(transitions, domains) {
      for s in t.target {
        addDescendantStatesToEnter(
          s, &statesToEnter, &statesForDefaultEntry, &defaultHistoryContent)
      }
      for s in getEffectiveTargetStates(t) {
        addAncestorStatesToEnter(
          s, ancestor, &statesToEnter, &statesForDefaultEntry, &defaultHistoryContent)
      }
    }
  }

  func addDescendantStatesToEnter(
    _ state: Int, _ statesToEnter: inout Set<Int>, _ statesForDefaultEntry: inout Set<Int>,
    _ defaultHistoryContent: inout [Int: [SpecAction]]
  ) {
    if nodes[state].kind.isHistory {
      if let remembered = historyValue[state] {
        statistics.historyRestored += 1
        for s in remembered {
          addDescendantStatesToEnter(
            s, &statesToEnter, &statesForDefaultEntry, &defaultHistoryContent)
        }
        for s in remembered {
          addAncestorStatesToEnter(
            s, nodes[state].parent, &statesToEnter, &statesForDefaultEntry,
            &defaultHistoryContent)
        }
      } else {
        statistics.historyDefaults += 1
        let transition = nodes[state].initialTransition!
        defaultHistoryContent[nodes[state].parent!] = transition.content
        for s in transition.target {
          addDescendantStatesToEnter(
            s, &statesToEnter, &statesForDefaultEntry, &defaultHistoryContent)
        }
        for s in transition.target {
          addAncestorStatesToEnter(
            s, nodes[state].parent, &statesToEnter, &statesForDefaultEntry,
            &defaultHistoryContent)
        }
      }
    } else {
      statesToEnter.insert(state)
      if nodes[state].kind == .compound {
        statesForDefaultEntry.insert(state)
        for s in nodes[state].initialTransition!.target {
          addDescendantStatesToEnter(
            s, &statesToEnter, &statesForDefaultEntry, &defaultHistoryContent)
        }
        for s in nodes[state].initialTransition!.target {
          addAncestorStatesToEnter(
            s, state, &statesToEnter, &statesForDefaultEntry, &defaultHistoryContent)
        }
      } else if nodes[state].kind == .parallel {
        for child in nodes[state].childStates {
          if !statesToEnter.contains(where: { s in isDescendant(s, child) }) {
            addDescendantStatesToEnter(
              child, &statesToEnter, &statesForDefaultEntry, &defaultHistoryContent)
          }
        }
      }
    }
  }

  func addAncestorStatesToEnter(
    _ state: Int, _ ancestor: Int?, _ statesToEnter: inout Set<Int>,
    _ statesForDefaultEntry: inout Set<Int>, _ defaultHistoryContent: inout [Int: [SpecAction]]
  ) {
    for anc in getProperAncestors(state, ancestor) {
      precondition(anc != 0, "the root is never entered")
      statesToEnter.insert(anc)
      if nodes[anc].kind == .parallel {
        for child in nodes[anc].childStates {
          if !statesToEnter.contains(where: { s in isDescendant(s, child) }) {
            addDescendantStatesToEnter(
              child, &statesToEnter, &statesForDefaultEntry, &defaultHistoryContent)
          }
        }
      }
    }
  }

  func isInFinalState(_ s: Int) -> Bool {
    switch nodes[s].kind {
    case .compound:
      nodes[s].childStates.contains { s in nodes[s].kind == .final && configuration.contains(s) }
    case .parallel:
      nodes[s].childStates.allSatisfy(isInFinalState)
    default:
      false
    }
  }

  /// The compound state (or the root) whose descendants the transition exits and enters;
  /// `nil` for a targetless transition.
  func getTransitionDomain(_ t: Transition) -> Int? {
    let tstates = getEffectiveTargetStates(t)
    if tstates.isEmpty {
      return nil
    } else if t.source == 0 {
      return 0  // StateKit: a transition declared at the root has the root as its domain
    } else if t.isInternal && nodes[t.source].kind == .compound
      && tstates.allSatisfy({ s in isDescendant(s, t.source) })
    {
      return t.source
    } else {
      return findLCCA([t.source] + tstates)
    }
  }

  func findLCCA(_ stateList: [Int]) -> Int {
    let head = stateList[0]
    let tail = stateList.dropFirst()
    for anc in getProperAncestors(head, nil)
    where nodes[anc].kind == .compound || nodes[anc].kind == .root {
      if tail.allSatisfy({ s in isDescendant(s, anc) }) {
        return anc
      }
    }
    preconditionFailure("the root contains every state")
  }

  func getEffectiveTargetStates(_ transition: Transition) -> [Int] {
    var targets: [Int] = []
    func add(_ s: Int) { if !targets.contains(s) { targets.append(s) } }
    for s in transition.target {
      if nodes[s].kind.isHistory {
        if let remembered = historyValue[s] {
          remembered.forEach(add)
        } else {
          getEffectiveTargetStates(nodes[s].initialTransition!).forEach(add)
        }
      } else {
        add(s)
      }
    }
    return targets
  }

  /// The ancestors of `state1`, parent first, up to but not including `state2` (up to and
  /// including the root when `state2` is `nil`). Empty when `state2` is `state1`, its parent,
  /// or one of its descendants.
  func getProperAncestors(_ state1: Int, _ state2: Int?) -> [Int] {
    if state2 == nil { return nodes[state1].ancestors }
    if let state2, state2 == state1 || isDescendant(state2, state1) { return [] }
    var result: [Int] = []
    var anc = nodes[state1].parent
    while let a = anc, a != state2 {
      result.append(a)
      anc = nodes[a].parent
    }
    return result
  }

  /// Whether `state1` is a proper descendant of `state2`.
  func isDescendant(_ state1: Int, _ state2: Int) -> Bool {
    var anc = nodes[state1].parent
    while let a = anc {
      if a == state2 { return true }
      anc = nodes[a].parent
    }
    return false
  }
}
