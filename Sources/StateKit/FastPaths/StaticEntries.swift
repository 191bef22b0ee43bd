/// What a transition exits from and enters, when that does not depend on the snapshot: its
/// domain, and the states it enters (with those entered by default), for transitions that
/// meet no history state on the way.
///
/// Built whole, with the engine's own procedures, from the definition as compiled before it
/// had its fast paths; immutable after.
@usableFromInline
final class StaticEntries: Sendable {
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
  @usableFromInline let entries: [Entry?]

  @inlinable func entry(_ t: Int32) -> Entry? {
    Int(t) < entries.count ? entries[Int(t)] : nil
  }

  /// No precomputed entry: the general procedures compute every entry set.
  @usableFromInline static let none = StaticEntries(entries: [])

  init(entries: [Entry?]) { self.entries = entries }

  /// The table of a small hierarchical definition; ``none`` for the others.
  @usableFromInline convenience init<S, E, C>(_ definition: MachineDefinition<S, E, C>) {
    guard !definition.isFlat, definition.nodeInfo.count <= Self.maximumNodes else {
      self.init(entries: [])
      return
    }
    let empty = Snapshot(definition: definition, context: definition.initialContext)
    var scratch = Scratch<S, E, C>()
    self.init(
      entries: definition.transitionInfo.indices.map { t -> Entry? in
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
      })
  }
}
