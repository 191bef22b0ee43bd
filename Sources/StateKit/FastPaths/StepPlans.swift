/// What an external event does in each atomic state of a small hierarchical machine without
/// parallel states, where that depends on nothing but the state and the event: the transition
/// the event selects, the states it exits and enters in order, and which of them are entered
/// by default. A plan replaces SCXML's `selectTransitions`, `computeExitSet` and
/// `computeEntrySet` for its (state, event) pair; the actions still run, each time.
///
/// Without parallel states, the configuration is the chain from the root to one atomic state,
/// so that state names it: the table is complete (every atomic state × every event) and is
/// filled when the definition is built, with the engine's own procedures (the precomputed entry
/// sets of ``StaticEntries``). It is never changed after, which is what makes it `Sendable`.
///
/// A pair gets no plan (``general``) when the outcome can depend on more than the state and
/// the event: a guard on a transition the event triggers on the way up, a target or a state on
/// the way that involves history, timers, work or a final state; or when the definition has
/// engine hooks, payload states or SCXML event descriptors.
@usableFromInline
final class StepPlans: @unchecked Sendable {
  /// One pair's plan: `steps[exitStart..<entryStart]` are the states to exit, in exit order;
  /// `steps[entryStart..<end]` the states to enter, in entry order, as `~s` for a state
  /// entered by default (its initial transition's actions run after its entry actions).
  @usableFromInline
  struct Plan: Sendable, BitwiseCopyable {
    @usableFromInline let transition: Int32
    @usableFromInline let exitStart: Int32
    @usableFromInline let entryStart: Int32
    @usableFromInline let end: Int32
  }

  /// A cell of a pair that no transition takes: the event is ignored.
  @inlinable static var ignored: Int32 { -1 }
  /// A cell of a pair the general algorithm must decide.
  @inlinable static var general: Int32 { -2 }

  /// By `state * eventCount + event`: a plan's index, ``ignored`` or ``general``. Empty when
  /// the definition has no plans.
  /// Written once, by `fill`, before the definition is shared: reads need no exclusivity check.
  @exclusivity(unchecked) @usableFromInline private(set) var cells: [Int32] = []
  @exclusivity(unchecked) @usableFromInline private(set) var plans: [Plan] = []
  @exclusivity(unchecked) @usableFromInline private(set) var steps: [Int32] = []
  @exclusivity(unchecked) @usableFromInline private(set) var eventCount = 0

  @inlinable var isEmpty: Bool { cells.isEmpty }

  @inlinable @inline(__always) func cell(state: Int32, event: Int32) -> Int32 {
    cells[Int(state) &* eventCount &+ Int(event)]
  }

  init() {}

  /// Fills the table for a definition that can have one.
  func fill<S, E, C>(_ definition: MachineDefinition<S, E, C>) {
    guard !definition.isFlat, !definition.hasParallel, !definition.hasPayloads,
      definition.eventMatching == .exact, definition.takeRaised == nil,
      definition.doneEvent == nil, definition.nodeInfo.count <= StaticEntries.maximumNodes,
      definition.eventIndex.count > 0
    else { return }
    let eventCount = definition.eventIndex.count
    var cells = [Int32](repeating: Self.general, count: definition.nodeInfo.count * eventCount)
    for (state, node) in definition.nodeInfo.enumerated() where node.kind.isAtomic {
      for event in 0..<eventCount {
        cells[state * eventCount + event] = plan(
          definition, from: Int32(state), on: Int32(event))
      }
    }
    self.eventCount = eventCount
    self.cells = cells
  }

  /// The cell of one (atomic state, event) pair, adding its plan when it has one.
  private func plan<S, E, C>(
    _ definition: MachineDefinition<S, E, C>, from leaf: Int32, on event: Int32
  ) -> Int32 {
    let nodes = definition.nodeInfo
    var chosen: Int32 = -1
    var guarded = false
    _ = definition.firstTransition(from: leaf) { t in
      guard definition.externalEventTriggers(t, eventIndex: event) else { return false }
      if definition.transitionInfo[Int(t)].flags.contains(.guarded) {
        guarded = true
      } else {
        chosen = t
      }
      return true
    }
    if guarded { return Self.general }
    if chosen < 0 { return Self.ignored }
    let info = definition.transitionInfo[Int(chosen)]
    let exitStart = Int32(steps.count)
    var planned: [Int32] = []
    var entryCount = 0
    if info.firstTarget >= 0 {
      guard let entry = definition.staticEntries.entry(chosen) else { return Self.general }
      var s = leaf
      while s != entry.domain {
        guard s >= 0 else { return Self.general }
        planned.append(s)
        s = nodes[Int(s)].parent
      }
      var entered: [Int32] = []
      entry.toEnter.forEach { s in
        entered.append(entry.defaultEntry.contains(s) ? ~s : s)
      }
      entryCount = entered.count
      planned += entered
    }
    let unplannable: NodeInfo.Flags = [.hasHistories, .hasAfters, .hasWork]
    for step in planned {
      let node = nodes[Int(step < 0 ? ~step : step)]
      if !node.flags.isDisjoint(with: unplannable) || node.kind == .final { return Self.general }
    }
    steps += planned
    plans.append(
      Plan(
        transition: chosen, exitStart: exitStart,
        entryStart: Int32(steps.count - entryCount), end: Int32(steps.count)))
    return Int32(plans.count - 1)
  }
}
