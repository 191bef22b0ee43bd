// SCXML appendix D's microstep and executeTransitionContent.

extension MachineDefinition {
  /// One microstep (SCXML `microstep`): exits the states the enabled transitions leave, runs
  /// their content in document order, enters their targets.
  ///
  /// Departs from the pseudo-code in one point: the domain of a transition to a history state
  /// is computed once, before the exit. The pseudo-code computes it again in `computeEntrySet`,
  /// after `exitStates` recorded history; the recorded value can change the effective targets
  /// and shrink the domain below an ancestor that was exited, which would then never be
  /// re-entered (a deep history of a parallel state, targeted from inside it).
  @inlinable func microstep(
    _ enabled: [Int32], _ snapshot: inout Snap, _ scratch: inout Scratch<State, Event, Context>
  ) {
    if scratch.recording { scratch.record.transitions.append(contentsOf: enabled) }
    if hasHistoryTargets {
      scratch.historyDomains.clear()
      for t in enabled where transitionInfo[Int(t)].flags.contains(.historyTarget) {
        scratch.historyDomains.append((t, getTransitionDomain(t, snapshot)))
      }
    }
    exitStates(enabled, &snapshot, &scratch)
    executeTransitionContent(enabled, &snapshot, &scratch)
    enterStates(enabled, &snapshot, &scratch)
  }

  /// Runs the enabled transitions' actions in document order (SCXML
  /// `executeTransitionContent`).
  @inlinable func executeTransitionContent(
    _ enabled: [Int32], _ snapshot: inout Snap, _ scratch: inout Scratch<State, Event, Context>
  ) {
    for t in enabled where transitionInfo[Int(t)].flags.contains(.hasActions) {
      execute(transitions[Int(t)].actions, &snapshot, &scratch)
    }
  }
}
