/// The dispatch table of a flat machine: for each (active state, event) pair, the transition the
/// event takes, found by one array read instead of a search.
///
/// A cell holds `-1` when the event enables no transition in that state, `-2` when the answer
/// needs the general search (a guard decides, or the transition has effects or a payload), and
/// otherwise `transition << 1 | plain`, where `plain` says that neither the transition nor the
/// states it leaves and enters have an action: taking it only moves the active state.
@usableFromInline
struct FlatDispatch: Sendable {
  @usableFromInline let cells: [Int32]
  @usableFromInline let eventCount: Int

  /// Above this many cells the table is not built: the engine searches instead.
  static var maximumCells: Int { 1 << 20 }

  @inlinable var isEmpty: Bool { cells.isEmpty }

  @inlinable func cell(state: Int32, event: Int32) -> Int32 {
    cells[Int(state) &* eventCount &+ Int(event)]
  }

  init() {
    cells = []
    eventCount = 0
  }

  /// Builds the table of a flat definition: every child of the root atomic or final, no
  /// eventless transitions, exact event matching. Reads the packed tables only (plain values,
  /// no generic types), so that building stays cheap for machines of many thousands of states;
  /// `events(t)` gives the events of a transition triggered by several.
  init(
    nodes: [NodeInfo], transitions: [TransitionInfo], eventCount: Int,
    events: (Int32) -> [Int32]
  ) {
    guard eventCount > 0, nodes.count * eventCount <= Self.maximumCells else {
      self.cells = []
      self.eventCount = 0
      return
    }
    var cells = [Int32](repeating: -1, count: nodes.count * eventCount)
    for leaf in 1..<nodes.count {
      let row = leaf * eventCount
      for source in [leaf, 0] {
        let node = nodes[source]
        for t in node.transitionStart..<node.transitionEnd {
          let transition = transitions[Int(t)]
          if !transition.flags.isDisjoint(with: [.eventless, .delayed]) { continue }
          let cell = Self.cell(t, from: nodes[leaf], transition: transition, nodes: nodes)
          if transition.event >= 0 {
            if cells[row + Int(transition.event)] == -1 {
              cells[row + Int(transition.event)] = cell
            }
          } else {
            for event in events(t) where cells[row + Int(event)] == -1 {
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
    _ t: Int32, from leaf: NodeInfo, transition: TransitionInfo, nodes: [NodeInfo]
  ) -> Int32 {
    guard !transition.flags.contains(.guarded), transition.flags.contains(.simple) else {
      return -2
    }
    let hasActions = transition.flags.contains(.hasActions)
    guard transition.firstTarget >= 0 else { return t << 1 | (hasActions ? 0 : 1) }
    let to = nodes[Int(transition.firstTarget)]
    guard transition.flags.contains(.singleTarget), leaf.flags.contains(.simpleExit),
      to.flags.contains(.simpleEntry), to.kind == .atomic, to.flags.contains(.hasValue)
    else { return -2 }
    let plain = !leaf.flags.contains(.hasExit) && !hasActions && !to.flags.contains(.hasEntry)
    return t << 1 | (plain ? 1 : 0)
  }
}
