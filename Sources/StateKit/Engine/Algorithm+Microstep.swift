// SCXML appendix D's microstep and executeTransitionContent.

extension MachineDefinition {
  /// One microstep (SCXML `microstep`): exits the states the enabled transitions leave, runs
  /// their content in document order, enters their targets.
  @inlinable func microstep(
    _ enabled: [Int32], _ snapshot: inout Snap, _ scratch: inout Scratch<State, Event, Context>
  ) {
    if scratch.recording { scratch.record.transitions.append(contentsOf: enabled) }
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
