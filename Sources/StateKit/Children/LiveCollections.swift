/// The running collections of children of the machine whose guards run on this thread now:
/// what a ``Guard/children(_:_:_:)`` guard reads.
///
/// A running machine holds its collections with its running handles
/// (`RunningHandles.collections`), not in its snapshot, so that no snapshot, kept, copied into
/// an update or persisted, holds a live child or what its collection captured. A guard reaches
/// them through this binding instead. For a definition whose guards read collections
/// (``MachineDefinition/readsCollections``), the machine binds its collections around each
/// step it takes outside its lock, where every such guard runs, since it is the definition's
/// code, and around each question (``Machine/canHandle(_:)``, ``Machine/enabledEvents``).
/// Unbound, as in the pure step, a guard reads no children.
///
/// The binding names the definition whose machine made it, and a guard reads it only for a
/// snapshot of that definition: a guard that asks the pure step, or a machine of another
/// definition, does not see its own machine's collections there. A machine of the same
/// definition binds its own.
@usableFromInline
struct LiveCollections: Sendable {
  /// The definition of the machine whose collections these are.
  let definition: ObjectIdentifier
  /// Its running collections, by collection id, as they were when the binding was made.
  let rosters: [String: any ChildCollectionRoster]

  /// The binding of the step or question running on this thread.
  @TaskLocal static var current: LiveCollections?

  /// Runs `body` with these collections bound.
  @usableFromInline func bound<T>(_ body: () throws -> T) rethrows -> T {
    try Self.$current.withValue(self, operation: body)
  }

  /// The roster of collection `id` of the machine whose step or question reads a snapshot of
  /// `definition`; `nil` when none is bound for it, or the collection's state is not active.
  static func roster(_ id: String, for definition: AnyObject) -> (any ChildCollectionRoster)? {
    guard let current, current.definition == ObjectIdentifier(definition) else { return nil }
    return current.rosters[id]
  }
}

extension MachineCore {
  /// This machine's running collections, for a step's or a question's guards to read.
  @usableFromInline @inline(never) func liveCollections(
    _ definition: MachineDefinition<State, Event, Context>
  ) -> LiveCollections {
    LiveCollections(
      definition: ObjectIdentifier(definition), rosters: handles?.collections ?? [:])
  }
}

extension Machine {
  /// Runs `body`, a step or a question that may call the definition's guards, with this
  /// machine's running collections bound for them when its guards read collections, read
  /// under the lock now.
  @inlinable func readingCollections<T>(_ body: () -> T) -> T {
    if !definition.readsCollections { return body() }
    return withCore { $0.liveCollections(definition) }.bound(body)
  }
}
