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
  /// eventless transitions, exact event matching.
  init<S, E, C>(
    nodes: [CompiledNode<S, E, C>], transitions: [CompiledTransition<S, E, C>], eventCount: Int
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
          if transition.isEventless || transition.delay != nil { continue }
          for event in transition.events where cells[row + Int(event)] == -1 {
            cells[row + Int(event)] = Self.cell(
              t, from: nodes[leaf], transition: transition, nodes: nodes)
          }
        }
      }
    }
    self.cells = cells
    self.eventCount = eventCount
  }

  private static func cell<S, E, C>(
    _ t: Int32, from leaf: CompiledNode<S, E, C>, transition: CompiledTransition<S, E, C>,
    nodes: [CompiledNode<S, E, C>]
  ) -> Int32 {
    guard transition.guardCondition == nil, transition.isSimple else { return -2 }
    guard let target = transition.targets.first else {
      return t << 1 | (transition.actions.isEmpty ? 1 : 0)
    }
    let to = nodes[Int(target)]
    guard transition.targets.count == 1, leaf.simpleExit, to.simpleEntry, to.kind == .atomic,
      to.value != nil
    else { return -2 }
    let plain = leaf.exit.isEmpty && transition.actions.isEmpty && to.entry.isEmpty
    return t << 1 | (plain ? 1 : 0)
  }
}
