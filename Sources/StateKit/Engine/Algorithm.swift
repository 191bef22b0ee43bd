// The W3C SCXML interpretation algorithm (https://www.w3.org/TR/scxml/ appendix D), over the
// definition's integer tables. Function names follow the specification's procedures.

extension MachineDefinition {
  @usableFromInline typealias Snap = Snapshot<State, Event, Context>
  @usableFromInline typealias Work = Scratch<State, Event, Context>

  // MARK: Tree queries

  /// Whether `a` is a proper descendant of `b`.
  @inlinable func isDescendant(_ a: Int32, of b: Int32) -> Bool {
    b < a && a < nodeInfo[Int(b)].end
  }

  @inlinable func descendants(of node: Int32) -> Range<Int32> {
    (node + 1)..<nodeInfo[Int(node)].end
  }

  @inlinable func isInFinalState(_ node: Int32, _ snapshot: Snap) -> Bool {
    switch nodeInfo[Int(node)].kind {
    case .compound:
      return nodes[Int(node)].children.contains {
        nodeInfo[Int($0)].kind == .final && snapshot.active.contains($0)
      }
    case .parallel:
      return nodes[Int(node)].children.allSatisfy { isInFinalState($0, snapshot) }
    default:
      return false
    }
  }

  // MARK: Matching

  @inlinable func nameMatch(_ descriptors: [String], _ name: String) -> Bool {
    eventDescriptorsMatch(descriptors, name)
  }

  @inlinable func transitionMatches(
    _ position: Int32, _ event: QueuedEvent<Event>?, eventIndex index: Int32, name: String?
  ) -> Bool {
    let t = transitionInfo[Int(position)]
    guard let event else { return t.flags.contains(.eventless) }
    if t.flags.contains(.eventless) { return false }
    if case .after(let transition) = event { return position == transition }
    if t.flags.contains(.delayed) { return false }
    if let name { return nameMatch(transitions[Int(position)].descriptors, name) }
    switch event {
    case .event:
      return t.event == index
        || (t.event == -2 && transitions[Int(position)].events.contains(index))
    case .done(let node):
      return t.doneOf == node
    case .after:
      return false
    }
  }

  @inlinable func conditionMatch(_ t: Int32, _ snapshot: Snap, _ event: Event?) -> Bool {
    if !transitionInfo[Int(t)].flags.contains(.guarded) { return true }
    switch transitions[Int(t)].guardCondition {
    case nil: return true
    case .predicate(let p): return p(snapshot.context, event)
    case .inState(let node): return snapshot.active.contains(node)
    case .notInState(let node): return !snapshot.active.contains(node)
    }
  }

  // MARK: selectTransitions / selectEventlessTransitions

  /// Fills `work.enabled` with the transitions the event (or, for `nil`, no event) enables:
  /// for each active atomic state in document order, the first matching transition of the
  /// state or its nearest ancestor; then removes conflicts.
  @inlinable func selectTransitions(
    _ event: QueuedEvent<Event>?, _ snapshot: Snap, _ work: inout Work
  ) {
    work.enabled.clear()
    work.exitSetsKnown = false
    var index: Int32 = -1
    var name: String?
    if let event {
      switch event {
      case .event(let e):
        if eventMatching == .descriptors {
          name = String(describing: e.eventCase)
        } else {
          index = eventIndex.index(of: e.eventCase)
          if index < 0 { return }
        }
      case .done(let node):
        if eventMatching == .descriptors { name = nodes[Int(node)].doneEventName }
      case .after:
        break
      }
    }
    let guardEvent: Event? =
      event.map { if case .event(let e) = $0 { e } else { nil } } ?? work.currentEvent
    snapshot.active.forEach { atomic in
      guard nodeInfo[Int(atomic)].kind.isAtomic else { return }
      var state = atomic
      search: while state >= 0 {
        let node = nodeInfo[Int(state)]
        var t = node.transitionStart
        while t < node.transitionEnd {
          if transitionMatches(t, event, eventIndex: index, name: name)
            && conditionMatch(t, snapshot, guardEvent)
          {
            if !work.enabled.contains(t) { work.enabled.append(t) }
            break search
          }
          t += 1
        }
        state = node.parent
      }
    }
    if hasParallel && work.enabled.count > 1 { removeConflictingTransitions(snapshot, &work) }
  }

  /// Keeps, of two transitions whose exit sets intersect, the one whose source is deeper (or,
  /// at equal standing, the earlier in document order).
  @inlinable func removeConflictingTransitions(_ snapshot: Snap, _ work: inout Work) {
    work.filtered.clear()
    work.filteredExits.clear()
    for t1 in work.enabled {
      let exit1 = computeExitSet(t1, snapshot)
      var preempted = false
      var remove: [Int] = []
      for (j, t2) in work.filtered.enumerated() where exit1.intersects(work.filteredExits[j]) {
        if isDescendant(transitionInfo[Int(t1)].source, of: transitionInfo[Int(t2)].source) {
          remove.append(j)
        } else {
          preempted = true
          break
        }
      }
      if !preempted {
        for j in remove.reversed() {
          work.filtered.remove(at: j)
          work.filteredExits.remove(at: j)
        }
        work.filtered.append(t1)
        work.filteredExits.append(exit1)
      }
    }
    swap(&work.enabled, &work.filtered)
    work.exitSetsKnown = true
  }

  // MARK: Targets and domains

  /// The targets with history states replaced by what they remember (or their defaults).
  @inlinable func getEffectiveTargetStates(_ t: Int32, _ snapshot: Snap) -> [Int32] {
    let targets = transitions[Int(t)].targets
    guard transitionInfo[Int(t)].flags.contains(.historyTarget) else { return targets }
    var result: [Int32] = []
    for target in targets {
      if nodes[Int(target)].kind.isHistory {
        if let remembered = snapshot.history[target] {
          remembered.forEach { if !result.contains($0) { result.append($0) } }
        } else {
          for s in getEffectiveTargetStates(nodes[Int(target)].initialTransition, snapshot)
          where !result.contains(s) {
            result.append(s)
          }
        }
      } else if !result.contains(target) {
        result.append(target)
      }
    }
    return result
  }

  /// The compound state (or root) that a transition's exits and entries stay inside; -1 for a
  /// targetless transition.
  @inlinable func getTransitionDomain(_ t: Int32, _ snapshot: Snap) -> Int32 {
    if let entry = staticEntries.entry(t) { return entry.domain }
    let info = transitionInfo[Int(t)]
    let source = info.source
    if info.firstTarget < 0 { return -1 }
    let internalSource =
      info.flags.contains(.isInternal) && (nodeInfo[Int(source)].kind == .compound || source == 0)
    if info.flags.contains(.singleTarget) && !info.flags.contains(.historyTarget) {
      // The common case, without building a target list.
      let target = info.firstTarget
      if internalSource && isDescendant(target, of: source) { return source }
      return findLCCA(source, CollectionOfOne(target))
    }
    let targets = getEffectiveTargetStates(t, snapshot)
    if targets.isEmpty { return -1 }
    if internalSource && targets.allSatisfy({ isDescendant($0, of: source) }) { return source }
    return findLCCA(source, targets)
  }

  /// The least common compound ancestor of `head` and `tail`: the nearest proper ancestor of
  /// `head` that is compound (or the root) and contains every state of `tail`.
  @inlinable func findLCCA(_ head: Int32, _ tail: some Collection<Int32>) -> Int32 {
    var ancestor = nodeInfo[Int(head)].parent
    while ancestor > 0 {
      let kind = nodeInfo[Int(ancestor)].kind
      if kind == .compound && tail.allSatisfy({ isDescendant($0, of: ancestor) }) {
        return ancestor
      }
      ancestor = nodeInfo[Int(ancestor)].parent
    }
    return 0
  }

  /// The active states a transition exits: every active descendant of its domain.
  @inlinable func computeExitSet(_ t: Int32, _ snapshot: Snap) -> StateSet {
    var result = StateSet()
    let domain = getTransitionDomain(t, snapshot)
    if domain < 0 { return result }
    snapshot.active.forEach(in: descendants(of: domain)) { result.insert($0) }
    return result
  }

  // MARK: microstep

  @inlinable func microstep(_ enabled: [Int32], _ snapshot: inout Snap, _ work: inout Work) {
    if work.recording { work.record.transitions.append(contentsOf: enabled) }
    exitStates(enabled, &snapshot, &work)
    executeTransitionContent(enabled, &snapshot, &work)
    enterStates(enabled, &snapshot, &work)
  }

  @inlinable func exitStates(_ enabled: [Int32], _ snapshot: inout Snap, _ work: inout Work) {
    work.toExit.removeAll()
    if work.exitSetsKnown {
      for exits in work.filteredExits { work.toExit.formUnion(exits) }
    } else {
      for t in enabled { work.toExit.formUnion(computeExitSet(t, snapshot)) }
    }
    if work.toExit.isEmpty { return }
    work.statesToInvoke.subtract(work.toExit)
    let toExit = work.toExit
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
      if flags.contains(.hasExit) { execute(nodes[Int(s)].exit, &snapshot, &work) }
      if flags.contains(.hasAfters) { stopTimers(of: s, &snapshot, &work) }
      if flags.contains(.hasWork) { cancelWork(of: s, &snapshot, &work) }
      snapshot.active.remove(s)
      if work.recording { work.record.exited.append(s) }
    }
  }

  @inlinable func executeTransitionContent(
    _ enabled: [Int32], _ snapshot: inout Snap, _ work: inout Work
  ) {
    for t in enabled where transitionInfo[Int(t)].flags.contains(.hasActions) {
      execute(transitions[Int(t)].actions, &snapshot, &work)
    }
  }

  @inlinable func enterStates(_ enabled: [Int32], _ snapshot: inout Snap, _ work: inout Work) {
    work.toEnter.removeAll()
    work.defaultEntry.removeAll()
    work.historyContent.clear()
    work.valueTargets.clear()
    computeEntrySet(enabled, snapshot, &work)
    if hasPayloads {
      for t in enabled where transitions[Int(t)].value != nil {
        work.valueTargets.append((transitions[Int(t)].targets[0], t))
      }
    }
    let toEnter = work.toEnter
    toEnter.forEach { s in
      snapshot.active.insert(s)
      work.statesToInvoke.insert(s)
      let node = nodeInfo[Int(s)]
      if hasPayloads && !node.flags.contains(.hasValue),
        let entry = work.valueTargets.first(where: { $0.node == s })
      {
        let value = transitions[Int(entry.transition)].value!(snapshot.context, work.currentEvent)
        precondition(
          value.stateCase == nodes[Int(s)].key!,
          "transition into '\(nodes[Int(s)].name)' computed a value of state '\(value.stateCase)'")
        snapshot.payloads[s] = value
      }
      if work.recording { work.record.entered.append(s) }
      if node.flags.contains(.hasEntry) { execute(nodes[Int(s)].entry, &snapshot, &work) }
      if node.flags.contains(.hasAfters) { startTimers(of: s, &snapshot, &work) }
      if node.flags.contains(.hasWork) { work.entryEvents.append((s, work.currentEvent)) }
      if work.defaultEntry.contains(s) {
        let initial = node.initialTransition
        if transitionInfo[Int(initial)].flags.contains(.hasActions) {
          execute(transitions[Int(initial)].actions, &snapshot, &work)
        }
      }
      if !work.historyContent.isEmpty {
        for (parent, transition) in work.historyContent where parent == s {
          execute(transitions[Int(transition)].actions, &snapshot, &work)
        }
      }
      if node.kind == .final { enterFinal(s, &snapshot, &work) }
    }
  }

  /// Starts the timers of a state's delayed transitions.
  @inlinable func startTimers(of s: Int32, _ snapshot: inout Snap, _ work: inout Work) {
    for t in nodes[Int(s)].afters {
      let id = afterTimerID(s, t)
      let delay = transitions[Int(t)].delay!
      snapshot.timers.append(
        PendingTimer(id: id, event: .after(Int(t)), delay: delay, remaining: delay))
      work.effects.append(.startTimer(id: id, delay: delay))
    }
  }

  /// Entering a final state: the machine is done, or its parent (and perhaps a parallel
  /// grandparent) is complete.
  @inlinable func enterFinal(_ s: Int32, _ snapshot: inout Snap, _ work: inout Work) {
    let parent = nodeInfo[Int(s)].parent
    if parent == 0 {
      snapshot.done = true
      return
    }
    work.internalQueue.append(.done(parent))
    let grandparent = nodeInfo[Int(parent)].parent
    if grandparent > 0 && nodeInfo[Int(grandparent)].kind == .parallel
      && nodes[Int(grandparent)].children.allSatisfy({ isInFinalState($0, snapshot) })
    {
      work.internalQueue.append(.done(grandparent))
    }
  }

  @inlinable func computeEntrySet(_ enabled: [Int32], _ snapshot: Snap, _ work: inout Work) {
    if enabled.count == 1, let entry = staticEntries.entry(enabled[0]) {
      work.toEnter = entry.toEnter
      work.defaultEntry = entry.defaultEntry
      return
    }
    for t in enabled {
      let info = transitionInfo[Int(t)]
      if info.firstTarget < 0 { continue }
      let ancestor = getTransitionDomain(t, snapshot)
      if info.flags.contains(.singleTarget) && !info.flags.contains(.historyTarget) {
        addDescendantStatesToEnter(info.firstTarget, snapshot, &work)
        addAncestorStatesToEnter(info.firstTarget, ancestor, snapshot, &work)
        continue
      }
      for s in transitions[Int(t)].targets { addDescendantStatesToEnter(s, snapshot, &work) }
      for s in getEffectiveTargetStates(t, snapshot) {
        addAncestorStatesToEnter(s, ancestor, snapshot, &work)
      }
    }
  }

  @inlinable func addDescendantStatesToEnter(_ state: Int32, _ snapshot: Snap, _ work: inout Work) {
    let node = nodeInfo[Int(state)]
    if node.kind.isHistory {
      if let remembered = snapshot.history[state] {
        remembered.forEach { addDescendantStatesToEnter($0, snapshot, &work) }
        remembered.forEach { addAncestorStatesToEnter($0, node.parent, snapshot, &work) }
      } else {
        work.historyContent.append((node.parent, node.initialTransition))
        let targets = transitions[Int(node.initialTransition)].targets
        for s in targets { addDescendantStatesToEnter(s, snapshot, &work) }
        for s in targets { addAncestorStatesToEnter(s, node.parent, snapshot, &work) }
      }
      return
    }
    work.toEnter.insert(state)
    if node.kind == .compound {
      work.defaultEntry.insert(state)
      let initial = transitionInfo[Int(node.initialTransition)]
      if initial.flags.contains(.singleTarget) {
        addDescendantStatesToEnter(initial.firstTarget, snapshot, &work)
        addAncestorStatesToEnter(initial.firstTarget, state, snapshot, &work)
      } else {
        let targets = transitions[Int(node.initialTransition)].targets
        for s in targets { addDescendantStatesToEnter(s, snapshot, &work) }
        for s in targets { addAncestorStatesToEnter(s, state, snapshot, &work) }
      }
    } else if node.kind == .parallel {
      for child in nodes[Int(state)].children
      where !work.toEnter.containsAny(in: descendants(of: child)) {
        addDescendantStatesToEnter(child, snapshot, &work)
      }
    }
  }

  @inlinable func addAncestorStatesToEnter(
    _ state: Int32, _ ancestor: Int32, _ snapshot: Snap, _ work: inout Work
  ) {
    var anc = nodeInfo[Int(state)].parent
    while anc > 0 && anc != ancestor {
      work.toEnter.insert(anc)
      if nodeInfo[Int(anc)].kind == .parallel {
        for child in nodes[Int(anc)].children
        where !work.toEnter.containsAny(in: descendants(of: child)) {
          addDescendantStatesToEnter(child, snapshot, &work)
        }
      }
      anc = nodeInfo[Int(anc)].parent
    }
  }

  // MARK: Executable content

  @inlinable func execute(
    _ actions: [Action<Event, Context>], _ snapshot: inout Snap, _ work: inout Work
  ) {
    for action in actions {
      if work.recording { work.record.actions.append(action.name) }
      switch action.kind {
      case .assign(let update): update(&snapshot.storedContext, work.currentEvent)
      case .raise(let event): work.internalQueue.append(.event(event))
      case .send(let event): work.effects.append(.send(event))
      case .run(let body):
        work.effects.append(
          .run(name: action.name, body: body, context: snapshot.context, event: work.currentEvent))
      case .log(let label, let message): work.effects.append(.log(label: label, message: message))
      case .sendDelayed(let event, let delay, let id):
        let timerID: String
        if let id {
          timerID = id
        } else {
          snapshot.serial += 1
          timerID = "send.\(snapshot.serial)"
        }
        snapshot.timers.append(
          PendingTimer(id: timerID, event: .event(event), delay: delay, remaining: delay))
        work.effects.append(.startTimer(id: timerID, delay: delay))
      case .cancel(let id):
        let before = snapshot.timers.count
        snapshot.timers.removeAll { $0.id == id }
        if snapshot.timers.count != before { work.effects.append(.cancelTimer(id: id)) }
      }
    }
  }

  // MARK: Timers and work

  /// The id of a delayed transition's timer: unique while its state is active.
  @inlinable func afterTimerID(_ state: Int32, _ transition: Int32) -> String {
    "after:\(nodes[Int(state)].name):\(transition)"
  }

  @inlinable func stopTimers(of state: Int32, _ snapshot: inout Snap, _ work: inout Work) {
    for t in nodes[Int(state)].afters {
      let id = afterTimerID(state, t)
      snapshot.timers.removeAll { $0.id == id }
      work.effects.append(.cancelTimer(id: id))
    }
  }

  @inlinable func cancelWork(of state: Int32, _ snapshot: inout Snap, _ work: inout Work) {
    snapshot.activeWork.removeAll { id in
      guard id.state == Int(state) else { return false }
      work.effects.append(.cancelWork(id))
      return true
    }
  }

  /// Starts the work of the states entered in this macrostep and still active (SCXML
  /// `invoke` at the end of a macrostep), in document order.
  @inlinable func invokeEnteredStates(_ snapshot: inout Snap, _ work: inout Work) {
    guard !work.entryEvents.isEmpty else { return }
    let entries = work.entryEvents
    work.entryEvents.clear()
    work.statesToInvoke.forEach { s in
      guard let entry = entries.last(where: { $0.node == s }) else { return }
      startWork(of: s, event: entry.event, &snapshot, &work)
    }
  }

  @inlinable func startWork(of s: Int32, event: Event?, _ snapshot: inout Snap, _ work: inout Work)
  {
    for (index, body) in nodes[Int(s)].work.enumerated() {
      snapshot.serial += 1
      let id = WorkID(state: Int(s), index: index, generation: snapshot.serial)
      snapshot.activeWork.append(id)
      work.effects.append(
        .startWork(WorkStart(id: id, work: body, context: snapshot.storedContext, event: event)))
    }
  }
}
