/// The dispatch table of a flat machine: for each (active state, event) pair, the transition the
/// event takes, found by one array read instead of a search.
///
/// A cell (``DispatchCell``) says whether the event is ignored, needs the search (a guard
/// decides, or the transition has effects or a payload), or takes a transition. A plain
/// transition is one where neither the transition nor the states it leaves and enters have an
/// action: taking it only makes a state the active state (the source itself for a targetless
/// one), so its cell names that state rather than the transition, and the quick path moves
/// without reading the transition table. ``MachineDefinition/plainTransition(from:event:)``
/// finds the transition when someone asks which it was.
///
/// Invariant: a table is built only for a flat machine (see `init`), so a non-empty table
/// means the machine is flat.
@usableFromInline
struct FlatDispatch: Sendable {
  @usableFromInline let cells: [DispatchCell]
  @usableFromInline let eventCount: Int

  /// Whether the flat path may take transition `t` from the active state `leaf` of a flat
  /// machine: it only assigns, computes no payload, and enters (if it has a target) one
  /// payload-free atomic state, leaving and entering states that start or stop nothing. The
  /// one eligibility test, shared by the table and the search.
  @inlinable @inline(__always) static func takesFlatPath(
    _ t: TransitionInfo, from leaf: NodeInfo, nodes: [NodeInfo]
  ) -> Bool {
    guard t.flags.contains(.simple) else { return false }
    guard t.firstTarget >= 0 else { return true }
    let to = nodes[Int(t.firstTarget)]
    return t.flags.contains(.singleTarget) && leaf.flags.contains(.simpleExit)
      && to.flags.contains(.simpleEntry) && to.kind == .atomic && to.flags.contains(.hasValue)
  }

  /// Above this many cells the table is not built: the engine searches instead.
  static var maximumCells: Int { 1 << 20 }

  /// Whether there is no table. Reads `eventCount` (zero exactly when the table is empty), which
  /// the cell look-up that follows reads anyway.
  @inlinable var isEmpty: Bool { eventCount == 0 }

  /// The cell of a node of the definition and an event index of it: in the table by
  /// construction, so read without a bounds check (checked in builds with internal checks).
  @inlinable @inline(__always) func cell(state: Int32, event: Int32) -> DispatchCell {
    let index = Int(state) &* eventCount &+ Int(event)
    _internalInvariant(index >= 0 && index < cells.count, "a cell outside the dispatch table")
    return cells.withUnsafeBufferPointer { $0[index] }
  }

  @usableFromInline init() {
    cells = []
    eventCount = 0
  }

  /// Builds the table of a flat definition: every child of the root atomic or final, no
  /// eventless transitions, exact event matching. Reads the packed tables only (plain values,
  /// no generic types), so that building stays cheap for machines of many thousands of states;
  /// `events(t)` gives the events of a transition triggered by several.
  @usableFromInline init(
    nodes: [NodeInfo], transitions: [TransitionInfo], eventCount: Int,
    events: (Int32) -> [Int32]
  ) {
    guard eventCount > 0, nodes.count * eventCount <= Self.maximumCells else {
      self.cells = []
      self.eventCount = 0
      return
    }
    var cells = [DispatchCell](repeating: .ignored, count: nodes.count * eventCount)
    // A final state's row stays ignored: a flat machine whose active state is final is done,
    // and a done machine takes no event, not even the root's transitions. The quick path
    // relies on it instead of testing `done` on every event.
    for leaf in 1..<nodes.count where nodes[leaf].kind != .final {
      let row = leaf * eventCount
      for source in [leaf, 0] {
        let node = nodes[source]
        for t in node.transitionStart..<node.transitionEnd {
          let transition = transitions[Int(t)]
          if !transition.flags.isDisjoint(with: [.eventless, .delayed]) { continue }
          let cell = Self.cell(t, from: Int32(leaf), transition: transition, nodes: nodes)
          if transition.event >= 0 {
            if cells[row + Int(transition.event)] == .ignored {
              cells[row + Int(transition.event)] = cell
            }
          } else {
            for event in events(t) where cells[row + Int(event)] == .ignored {
              cells[row + Int(event)] = cell
            }
          }
        }
      }
    }
    self.cells = cells
    self.eventCount = eventCount
  }

  private static func cell(
    _ t: Int32, from leaf: Int32, transition: TransitionInfo, nodes: [NodeInfo]
  ) -> DispatchCell {
    let source = nodes[Int(leaf)]
    guard !transition.flags.contains(.guarded),
      takesFlatPath(transition, from: source, nodes: nodes)
    else { return .needsSearch }
    let hasActions = transition.flags.contains(.hasActions)
    guard transition.firstTarget >= 0 else {
      return hasActions ? .transition(t) : .plain(to: leaf)
    }
    let to = nodes[Int(transition.firstTarget)]
    let plain = !source.flags.contains(.hasExit) && !hasActions && !to.flags.contains(.hasEntry)
    return plain ? .plain(to: transition.firstTarget) : .transition(t)
  }
}
