// The fast paths of StateKit's engine live in this folder, apart from the W3C procedures in
// Engine/. They meet the general algorithm at one seam each way:
//
// - the quick step, the flat path and, for a small statechart, its step plans (`StepPlans`,
//   `PlanCache`) answer an external event with a `FastPathDecision`, and only the entries for an
//   external event ask them: the quick step needs no working memory, so a running machine's core
//   and the pure step (`quickStepOrLend(_:_:taken:lending:)`) ask it before any exists, and
//   `stepWithWorkingMemory(_:_:_:)`, with working memory, asks the others;
// - the precomputed entry sets answer `entrySet(for:)` and `transitionDomain(_:_:)`, which the
//   W3C procedures call instead of computing what does not depend on the snapshot.
//
// Each fast path states at its top the invariant it relies on, and checks it with
// `_internalInvariant` (debug builds, and so every test, and release builds with
// `STATEKIT_INTERNAL_CHECKS`).

/// What a fast path (the flat path, a step plan) decided about an external event.
@usableFromInline
enum FastPathDecision: Sendable {
  /// No transition takes the event: nothing changed.
  case ignored
  /// The fast path took the event's transition: the macrostep is complete.
  case handled
  /// The fast path cannot take it (flat: raised events, side effects, a payload, a final
  /// target; a plan: guards, history, timers, work, a final state on the way):
  /// the general algorithm must run the macrostep. Nothing changed.
  case general
}
