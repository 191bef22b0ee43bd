// The fast paths of StateKit's engine live in this folder, apart from the W3C procedures in
// Engine/. They meet the general algorithm at one seam each way:
//
// - the flat path answers an external event with a `FlatDecision`, and
//   `MachineDefinition.macrostep(_:_:_:)` is the only caller that asks it (MachineCore asks
//   `quickStep` first, before any working memory exists);
// - the precomputed entry sets answer `entrySet(for:)` and `transitionDomain(_:_:)`, which the
//   W3C procedures call instead of computing what does not depend on the snapshot.
//
// Each fast path states at its top the invariant it relies on, and checks it with `assert`
// (debug builds, and so every test).

/// What the flat path decided about an external event.
@usableFromInline
enum FlatDecision: Sendable {
  /// No transition takes the event: nothing changed.
  case ignored
  /// The flat path took the event's transition: the macrostep is complete.
  case handled
  /// The flat path cannot take it (raised events, side effects, a payload, a final target):
  /// the general algorithm must run the macrostep. Nothing changed.
  case general
}
