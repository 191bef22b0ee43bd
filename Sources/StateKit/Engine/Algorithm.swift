// The W3C SCXML interpretation algorithm (https://www.w3.org/TR/scxml/ appendix D), over the
// definition's integer tables. This folder holds only the specification's procedures, by their
// names, one group of procedures per file, so that each reads beside the pseudo-code:
//
//   Algorithm+TreeQueries.swift          isDescendant, isInFinalState, getEffectiveTargetStates,
//                                        getTransitionDomain, findLCCA
//   Algorithm+Matching.swift             nameMatch, conditionMatch, transition triggers
//   Algorithm+TransitionSelection.swift  selectEventlessTransitions / selectTransitions (and
//                                        their walk up the ancestors), removeConflictingTransitions
//   Algorithm+Microstep.swift            microstep, executeTransitionContent
//   Algorithm+ExitStates.swift           computeExitSet, exitStates
//   Algorithm+EntryStates.swift          enterStates, computeEntrySet,
//                                        addDescendantStatesToEnter, addAncestorStatesToEnter
//   Algorithm+ExecutableContent.swift    executeContent
//   Algorithm+TimersAndWork.swift        delayed transitions' timers, invoke and its cancellation
//   Macrostep.swift                      interpret, mainEventLoop's macrostep (bounded: see
//                                        RunawayMacrostep.swift), exitInterpreter
//
// Where StateKit departs from the pseudo-code: the macrostep loop stops after a bound of
// microsteps (`runToCompletion`, ``RunawayMacrostep``) instead of running forever.
//
// The fast paths are in ../FastPaths: the quick step, the flat machine's path and a small
// statechart's step plans, entered from `macrostep` alone (FastPathDecision.swift describes
// the seam), and the precomputed entry sets, asked through `entrySet(for:)` and
// `transitionDomain(_:_:)`.
//
// Every procedure takes the snapshot it reads or changes and the ``Scratch``, the working
// memory a running machine keeps between events so that it does not allocate per event.

extension MachineDefinition {
  /// The snapshot type of this definition.
  @usableFromInline typealias Snap = Snapshot<State, Event, Context>
}
