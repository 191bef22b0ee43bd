/// What a transition exits from and enters, when that does not depend on the snapshot: its
/// domain, and the states it enters (with those entered by default), for transitions that
/// meet no history state on the way.
///
/// Computed once, with the engine's own procedures, when the definition is built; filled
/// before the definition is returned and never changed after, which is what makes it
/// `Sendable`.
@usableFromInline
final class StaticEntries: @unchecked Sendable {
  /// Above this many nodes the sets are not precomputed: they would no longer fit inline.
  static var maximumNodes: Int { StateSet.inlineCapacity }

  @usableFromInline
  struct Entry: Sendable {
    @usableFromInline let domain: Int32
    @usableFromInline let toEnter: StateSet
    @usableFromInline let defaultEntry: StateSet
  }

  /// By transition; `nil` where the entry depends on the snapshot (history) or was not
  /// precomputed.
  /// Written once, by `fill`, before the definition is shared: reads need no exclusivity check.
  @exclusivity(unchecked) @usableFromInline private(set) var entries: [Entry?] = []

  @inlinable func entry(_ t: Int32) -> Entry? {
    Int(t) < entries.count ? entries[Int(t)] : nil
  }

  @usableFromInline init() {}

  /// Fills the table for a small hierarchical definition.
  @usableFromInline func fill<S, E, C>(_ definition: MachineDefinition<S, E, C>) {
    guard !definition.isFlat, definition.nodeInfo.count <= Self.maximumNodes else { return }
    let empty = Snapshot(definition: definition, context: definition.initialContext)
    var scratch = Scratch<S, E, C>()
    entries = definition.transitionInfo.indices.map { t -> Entry? in
      let info = definition.transitionInfo[t]
      guard info.firstTarget >= 0, !info.flags.contains(.historyTarget) else { return nil }
      scratch.toEnter.removeAll()
      scratch.defaultEntry.removeAll()
      scratch.historyContent.removeAll()
      definition.computeEntrySet([Int32(t)], empty, &scratch)
      guard scratch.historyContent.isEmpty else { return nil }
      return Entry(
        domain: definition.getTransitionDomain(Int32(t), empty), toEnter: scratch.toEnter,
        defaultEntry: scratch.defaultEntry)
    }
  }
}
