// A small statechart's fast path: an external event whose (configuration, event) pair has a
// plan (`StepPlans`: precomputed without parallel states; with them, made on first use and kept
// in the machine's `PlanCache`) exits and enters the plan's states and runs their actions,
// without selecting transitions or computing exit and entry sets.
//
// Invariants it relies on:
// - plans exist only for definitions of at most `StateSet.inlineCapacity` nodes, so a
//   configuration is its two inline words; without parallel states it is one chain from the
//   root, and its largest member (`active.lastInline`) is its atomic state;
// - a plan exists only where nothing but the configuration and the event decides the
//   microstep: no guard on the way, no history, timers, work, final state or payload among
//   its states, no engine hooks; every other pair is `.general`, decided before any change;
// - the actions run as in the general `microstep` (exit actions in exit order, the
//   transitions' in their order, entry actions in entry order, each default entry's initial
//   transition after its state's entry), recorded the same way when someone observes, and the
//   macrostep then runs to completion as usual.
// In builds with internal checks (debug, or `STATEKIT_INTERNAL_CHECKS`), every plan's exit and
// entry sets are checked against the general procedures' before it runs.

extension MachineDefinition {
  /// Takes an external event by its plan, or says that the general algorithm must.
  @inlinable @inline(__always) func plannedStep(
    _ event: Event, _ snapshot: inout Snap, _ scratch: inout Scratch<State, Event, Context>
  ) -> FastPathDecision {
    _internalInvariant(nodeInfo.count <= StateSet.inlineCapacity, "a plan on a large machine")
    let index = eventIndex.index(of: event.eventCase)
    if index < 0 { return .ignored }
    if hasParallel { return cachedStep(event, index, &snapshot, &scratch) }
    let cell = stepPlans.cell(state: snapshot.active.lastInline, event: index)
    if cell.isIgnored { return .ignored }
    if cell.isGeneral { return .general }
    // A cell names a plan only when the table copied the plans' steps into `stepStorage`,
    // which the definition owns and the table frees in its deinit: the pointer outlives this
    // step.
    take(
      stepPlans.plans[Int(cell.index)], UnsafePointer(stepPlans.stepStorage!), event,
      &snapshot, &scratch)
    return .handled
  }

  /// ``plannedStep(_:_:_:)`` with parallel states: the plan of the configuration and event
  /// from the machine's cache, made there on first use.
  @inlinable @inline(__always) func cachedStep(
    _ event: Event, _ index: Int32, _ snapshot: inout Snap,
    _ scratch: inout Scratch<State, Event, Context>
  ) -> FastPathDecision {
    let value =
      scratch.planCache.value(snapshot.active, index)
      ?? planConfiguration(index, snapshot, &scratch)
    if value.isIgnored { return .ignored }
    if value.isGeneral { return .general }
    let plan = scratch.planCache.plans[Int(value.index)]
    // The steps move out of the cache while the plan runs (`take` never reads the cache), so
    // that no reference count changes.
    var steps: [Int32] = []
    swap(&steps, &scratch.planCache.steps)
    steps.withUnsafeBufferPointer { steps in
      take(plan, steps.baseAddress!, event, &snapshot, &scratch)
    }
    swap(&steps, &scratch.planCache.steps)
    return .handled
  }

  /// Plans the configuration's microstep for the event and keeps the result in the machine's
  /// cache; `.general` without keeping anything when the cache is full or the working memory is
  /// a pure step's (made for one call, it would plan for nothing).
  @inlinable @inline(never) func planConfiguration(
    _ index: Int32, _ snapshot: Snap, _ scratch: inout Scratch<State, Event, Context>
  ) -> PlanCell {
    if !scratch.keepsPlans || scratch.planCache.isFull { return .general }
    // SCXML `selectTransitions`, by each active atomic state's precomputed selection.
    scratch.enabled.clear()
    scratch.domainsKnown = false
    var value = PlanCell.ignored
    snapshot.active.forEach { s in
      guard nodeInfo[Int(s)].kind.isAtomic, !value.isGeneral else { return }
      let selection = stepPlans.selection(state: s, event: index)
      if selection.isGeneral {
        value = .general
      } else if selection.hasIndex {
        scratch.addEnabled(selection.index, transitionCount: transitionInfo.count)
      }
    }
    scratch.clearEnabledMarks()
    if !value.isGeneral && !scratch.enabled.isEmpty {
      if scratch.enabled.count > 1 { removeConflictingTransitions(snapshot, &scratch) }
      let enabled = scratch.enabled
      var steps: [Int32] = []
      swap(&steps, &scratch.planCache.steps)
      let plan = appendPlan(of: enabled, in: snapshot, &scratch, to: &steps)
      swap(&steps, &scratch.planCache.steps)
      if let plan {
        scratch.planCache.plans.append(plan)
        value = .index(Int32(scratch.planCache.plans.count - 1))
      } else {
        value = .general
      }
    }
    scratch.planCache.insert(snapshot.active, index, value)
    return value
  }

  /// Appends to `steps` the microstep of `enabled` (conflicts removed) in the configuration of
  /// `snapshot`, with the W3C procedures (`computeExitSet`, `computeEntrySet` by way of
  /// `entrySet(for:)`): its transitions, the states it exits in exit order and those it enters
  /// in entry order. The one way plans are made, precomputed or cached.
  ///
  /// - Returns: The plan; `nil`, appending nothing, when a state on the way needs the general
  ///   procedures (`StepPlans.isPlannable`).
  @inlinable func appendPlan(
    of enabled: [Int32], in snapshot: Snap, _ scratch: inout Scratch<State, Event, Context>,
    to steps: inout [Int32]
  ) -> StepPlans.Plan? {
    var toExit = StateSet()
    for t in enabled { toExit.formUnion(computeExitSet(t, snapshot)) }
    scratch.toEnter.removeAll()
    scratch.defaultEntry.removeAll()
    scratch.historyContent.clear()
    entrySet(for: enabled, snapshot, &scratch)
    var plannable = scratch.historyContent.isEmpty
    var touched = toExit
    touched.formUnion(scratch.toEnter)
    touched.forEach { s in
      if !StepPlans.isPlannable(self, s) { plannable = false }
    }
    guard plannable else { return nil }
    let start = Int32(steps.count)
    steps += enabled
    let exitStart = Int32(steps.count)
    toExit.forEachDescending { steps.append($0) }
    let entryStart = Int32(steps.count)
    let defaults = scratch.defaultEntry
    scratch.toEnter.forEach { s in
      steps.append(StepPlans.Plan.entryStep(s, byDefault: defaults.contains(s)))
    }
    return StepPlans.Plan(
      self, steps, transitionStart: start, exitStart: exitStart, entryStart: entryStart,
      end: Int32(steps.count))
  }

  /// Runs a plan (`steps` holds its transitions and states; the caller keeps them alive), then
  /// what is left of the macrostep.
  @inlinable func take(
    _ plan: StepPlans.Plan, _ steps: UnsafePointer<Int32>, _ event: Event, _ snapshot: inout Snap,
    _ scratch: inout Scratch<State, Event, Context>
  ) {
    assertPlan(plan, steps, snapshot, &scratch)
    scratch.currentEvent = event
    // The event leaves the working memory with the macrostep (see `algorithmStep`).
    defer { scratch.currentEvent = nil }
    if plan.isPlain && !scratch.recording {
      snapshot.active.low = snapshot.active.low & ~plan.exitLow | plan.entryLow
      snapshot.active.mid = snapshot.active.mid & ~plan.exitMid | plan.entryMid
    } else {
      runActions(of: plan, steps, &snapshot, &scratch)
    }
    // The plan entered no final state and started no work: without eventless transitions or
    // raised events there is nothing left of the macrostep.
    if hasEventlessCandidates(snapshot) || !scratch.internalQueue.isEmpty {
      runToCompletion(&snapshot, &scratch)
    }
  }

  /// A plan's exits, transition content and entries, as the general `microstep` runs them,
  /// recorded when someone observes.
  @inlinable func runActions(
    of plan: StepPlans.Plan, _ steps: UnsafePointer<Int32>, _ snapshot: inout Snap,
    _ scratch: inout Scratch<State, Event, Context>
  ) {
    if scratch.recording {
      scratch.record.transitions.append(
        contentsOf: UnsafeBufferPointer(
          start: steps + Int(plan.transitionStart),
          count: Int(plan.exitStart &- plan.transitionStart)))
    }
    var i = plan.exitStart
    while i < plan.entryStart {
      let s = steps[Int(i)]
      if nodeInfo[Int(s)].flags.contains(.hasExit) {
        execute(nodes[Int(s)].exit, &snapshot, &scratch)
      }
      snapshot.active.remove(s)
      if scratch.recording { scratch.record.exited.append(s) }
      i &+= 1
    }
    i = plan.transitionStart
    while i < plan.exitStart {
      let t = steps[Int(i)]
      if transitionInfo[Int(t)].flags.contains(.hasActions) {
        execute(transitions[Int(t)].actions, &snapshot, &scratch)
      }
      i &+= 1
    }
    i = plan.entryStart
    while i < plan.end {
      let step = steps[Int(i)]
      let s = StepPlans.Plan.enteredState(step)
      snapshot.active.insert(s)
      if scratch.recording { scratch.record.entered.append(s) }
      let node = nodeInfo[Int(s)]
      if node.flags.contains(.hasEntry) { execute(nodes[Int(s)].entry, &snapshot, &scratch) }
      if StepPlans.Plan.isDefaultEntry(step)
        && transitionInfo[Int(node.initialTransition)].flags.contains(.hasActions)
      {
        execute(transitions[Int(node.initialTransition)].actions, &snapshot, &scratch)
      }
      i &+= 1
    }
  }

  /// In builds with internal checks (`InternalChecks.swift`): the plan's states are the exit
  /// and entry sets the general procedures compute for its transitions in this snapshot.
  @inlinable func assertPlan(
    _ plan: StepPlans.Plan, _ steps: UnsafePointer<Int32>, _ snapshot: Snap,
    _ scratch: inout Scratch<State, Event, Context>
  ) {
    #if DEBUG || STATEKIT_INTERNAL_CHECKS
      let transitions = (plan.transitionStart..<plan.exitStart).map { steps[Int($0)] }
      var exits = StateSet()
      var entries = StateSet()
      var defaults = StateSet()
      for i in plan.exitStart..<plan.entryStart { exits.insert(steps[Int(i)]) }
      for i in plan.entryStart..<plan.end {
        let step = steps[Int(i)]
        entries.insert(StepPlans.Plan.enteredState(step))
        if StepPlans.Plan.isDefaultEntry(step) {
          defaults.insert(StepPlans.Plan.enteredState(step))
        }
      }
      _internalInvariant(
        exits.low == plan.exitLow && exits.mid == plan.exitMid, "a plan's exit mask")
      _internalInvariant(
        entries.low == plan.entryLow && entries.mid == plan.entryMid, "a plan's entry mask")
      var computedExits = StateSet()
      for t in transitions { computedExits.formUnion(computeExitSet(t, snapshot)) }
      _internalInvariant(exits == computedExits, "a stale plan: exit set")
      scratch.toEnter.removeAll()
      scratch.defaultEntry.removeAll()
      computeEntrySet(transitions, snapshot, &scratch)
      _internalInvariant(entries == scratch.toEnter, "a stale plan: entry set")
      _internalInvariant(defaults == scratch.defaultEntry, "a stale plan: default entries")
      scratch.toEnter.removeAll()
      scratch.defaultEntry.removeAll()
    #endif
  }
}
