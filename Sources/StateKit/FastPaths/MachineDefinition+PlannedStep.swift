// A small statechart's fast path: an external event whose (atomic state, event) pair has a
// precomputed plan (`StepPlans`) exits and enters the plan's states and runs their actions,
// without selecting transitions or computing exit and entry sets.
//
// Invariants it relies on:
// - the table has plans only for a definition without parallel states, of at most
//   `StateSet.inlineCapacity` nodes, so the configuration is one chain from the root and its
//   largest member (`active.lastInline`) is its atomic state;
// - a plan exists only where nothing but the state and the event decides the microstep: no
//   guard on the way, no history, timers, work or final state among its states, no engine
//   hooks or payload states; every other pair is `.general`, decided before any change;
// - the actions run as in the general `microstep` (exit actions child first, the transition's,
//   entry actions parent first, each default entry's initial transition after its state's
//   entry), recorded the same way when someone observes, and the macrostep then runs to
//   completion as usual.
// In debug builds, the plan's exit and entry sets are checked against the general procedures'.

extension MachineDefinition {
  /// Takes an external event by its precomputed plan, or says that the general algorithm must.
  @inlinable func plannedStep(
    _ event: Event, _ snapshot: inout Snap, _ scratch: inout Scratch<State, Event, Context>
  ) -> FlatDecision {
    assert(!hasParallel && nodeInfo.count <= StateSet.inlineCapacity, "a plan on a large machine")
    let index = eventIndex.index(of: event.eventCase)
    if index < 0 { return .ignored }
    let leaf = snapshot.active.lastInline
    let cell = stepPlans.cell(state: leaf, event: index)
    if cell == StepPlans.ignored { return .ignored }
    if cell == StepPlans.general { return .general }
    let plan = stepPlans.plans[Int(cell)]
    assertPlan(plan, snapshot, &scratch)
    scratch.currentEvent = event
    if scratch.recording { scratch.record.transitions.append(plan.transition) }
    var i = plan.exitStart
    while i < plan.entryStart {
      let s = stepPlans.steps[Int(i)]
      if nodeInfo[Int(s)].flags.contains(.hasExit) {
        execute(nodes[Int(s)].exit, &snapshot, &scratch)
      }
      snapshot.active.remove(s)
      if scratch.recording { scratch.record.exited.append(s) }
      i &+= 1
    }
    if transitionInfo[Int(plan.transition)].flags.contains(.hasActions) {
      execute(transitions[Int(plan.transition)].actions, &snapshot, &scratch)
    }
    while i < plan.end {
      let step = stepPlans.steps[Int(i)]
      let s = step < 0 ? ~step : step
      snapshot.active.insert(s)
      if scratch.recording { scratch.record.entered.append(s) }
      let node = nodeInfo[Int(s)]
      if node.flags.contains(.hasEntry) { execute(nodes[Int(s)].entry, &snapshot, &scratch) }
      if step < 0 && transitionInfo[Int(node.initialTransition)].flags.contains(.hasActions) {
        execute(transitions[Int(node.initialTransition)].actions, &snapshot, &scratch)
      }
      i &+= 1
    }
    // The plan entered no final state and started no work: without eventless transitions or
    // raised events there is nothing left of the macrostep.
    if hasEventless || !scratch.internalQueue.isEmpty { runToCompletion(&snapshot, &scratch) }
    return .handled
  }

  /// Debug builds: the plan's states are the exit and entry sets the general procedures
  /// compute for its transition in this snapshot.
  @inlinable func assertPlan(
    _ plan: StepPlans.Plan, _ snapshot: Snap, _ scratch: inout Scratch<State, Event, Context>
  ) {
    #if DEBUG
      var exits = StateSet()
      var entries = StateSet()
      var defaults = StateSet()
      for i in plan.exitStart..<plan.entryStart { exits.insert(stepPlans.steps[Int(i)]) }
      for i in plan.entryStart..<plan.end {
        let step = stepPlans.steps[Int(i)]
        entries.insert(step < 0 ? ~step : step)
        if step < 0 { defaults.insert(~step) }
      }
      assert(exits == computeExitSet(plan.transition, snapshot), "a stale plan: exit set")
      if transitionInfo[Int(plan.transition)].firstTarget >= 0 {
        scratch.toEnter.removeAll()
        scratch.defaultEntry.removeAll()
        computeEntrySet([plan.transition], snapshot, &scratch)
        assert(entries == scratch.toEnter, "a stale plan: entry set")
        assert(defaults == scratch.defaultEntry, "a stale plan: default entries")
        scratch.toEnter.removeAll()
        scratch.defaultEntry.removeAll()
      }
    #endif
  }
}
