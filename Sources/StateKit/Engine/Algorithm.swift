// The W3C SCXML interpretation algorithm (https://www.w3.org/TR/scxml/ appendix D), over the
// definition's integer tables. Function names follow the specification's procedures, one group
// of procedures per file:
//
//   Algorithm+TreeQueries.swift          isDescendant, isInFinalState, getEffectiveTargetStates,
//                                        getTransitionDomain, findLCCA
//   Algorithm+Matching.swift             nameMatch, conditionMatch, transition triggers
//   Algorithm+TransitionSelection.swift  selectEventlessTransitions / selectTransitions,
//                                        removeConflictingTransitions
//   Algorithm+Microstep.swift            microstep, executeTransitionContent
//   Algorithm+ExitStates.swift           computeExitSet, exitStates
//   Algorithm+EntryStates.swift          enterStates, computeEntrySet,
//                                        addDescendantStatesToEnter, addAncestorStatesToEnter
//   Algorithm+ExecutableContent.swift    executeContent
//   Algorithm+TimersAndWork.swift        delayed transitions' timers, invoke and its cancellation
//   Macrostep.swift                      interpret, mainEventLoop's macrostep, exitInterpreter,
//                                        and the flat-machine fast paths
//
// Every procedure takes the snapshot it reads or changes and the ``Scratch``, the working
// memory a running machine keeps between events so that it does not allocate per event.

extension MachineDefinition {
  /// The snapshot type of this definition.
  @usableFromInline typealias Snap = Snapshot<State, Event, Context>
}
