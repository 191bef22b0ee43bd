/// What an external event does in each atomic state of a small statechart, where that depends
/// on nothing but the state and the event.
///
/// - Without parallel states, the configuration is the chain from the root to one atomic
///   state, so that state names it, and the table holds whole plans (``Plan``): the transition
///   the event selects, the states it exits and enters in order, and which are entered by
///   default. A plan replaces SCXML's `selectTransitions`, `computeExitSet` and
///   `computeEntrySet` for its (state, event) pair; the actions still run, each time.
/// - With parallel states, several atomic states are active at once and the exit and entry
///   sets depend on all of them, so the table holds only each atomic state's selection (the
///   transition its walk up the ancestors finds); a running machine keeps the plans of the
///   configurations it meets in its own ``PlanCache``.
///
/// Both are complete (every atomic state × every event) and built whole, with the engine's own
/// procedures (the precomputed entry sets of ``StaticEntries``), from the definition as compiled
/// before it had its step plans; immutable after.
///
/// A pair gets ``general`` when the outcome can depend on more than the states and the event:
/// a guard on a transition the event triggers on the way up, a target or a state on the way
/// that involves history, timers, work, a final state or a payload. Definitions with engine
/// hooks or SCXML event descriptors, and those of more than `StaticEntries.maximumNodes`
/// nodes, have no table.
///
/// `@unchecked Sendable`: every stored property is a `let`; `stepStorage` points to memory
/// written once, in the initializer, before the table is shared, and freed by `deinit`.
@usableFromInline
final class StepPlans: @unchecked Sendable {
  /// One microstep's plan, over a steps array: `steps[transitionStart..<exitStart]` are its
  /// transitions in the order their actions run, `steps[exitStart..<entryStart]` the states to
  /// exit, in exit order, and `steps[entryStart..<end]` the states to enter, in entry order, as
  /// `~s` for a state entered by default (its initial transition's actions run after its entry
  /// actions).
  ///
  /// A plain plan runs no action at all (no exit or entry action on the way, none on its
  /// transitions or the initial transitions it takes): it is the change of two words of the
  /// configuration, the bits of the states it exits cleared and of those it enters set.
  @usableFromInline
  struct Plan: Sendable, BitwiseCopyable {
    @usableFromInline let transitionStart: Int32
    @usableFromInline let exitStart: Int32
    @usableFromInline let entryStart: Int32
    @usableFromInline let end: Int32
    @usableFromInline let isPlain: Bool
    /// The states it exits, and those it enters, as the two inline words of a `StateSet`.
    @usableFromInline let exitLow: UInt64
    @usableFromInline let exitMid: UInt64
    @usableFromInline let entryLow: UInt64
    @usableFromInline let entryMid: UInt64

    /// The step that enters `s`, marked (`~s`) when `s` is entered by default.
    @inlinable @inline(__always) static func entryStep(_ s: Int32, byDefault: Bool) -> Int32 {
      byDefault ? ~s : s
    }

    /// The state an entry step enters.
    @inlinable @inline(__always) static func enteredState(_ step: Int32) -> Int32 {
      step < 0 ? ~step : step
    }

    /// Whether an entry step enters its state by default (its initial transition's actions
    /// run after its entry actions).
    @inlinable @inline(__always) static func isDefaultEntry(_ step: Int32) -> Bool { step < 0 }

    /// The plan of `steps[transitionStart..<end]`, laid out as the type describes.
    @inlinable init<S, E, C>(
      _ definition: MachineDefinition<S, E, C>, _ steps: [Int32], transitionStart: Int32,
      exitStart: Int32, entryStart: Int32, end: Int32
    ) {
      self.transitionStart = transitionStart
      self.exitStart = exitStart
      self.entryStart = entryStart
      self.end = end
      var isPlain = true
      for i in transitionStart..<exitStart
      where definition.transitionInfo[Int(steps[Int(i)])].flags.contains(.hasActions) {
        isPlain = false
      }
      var exits = StateSet()
      for i in exitStart..<entryStart {
        let s = steps[Int(i)]
        exits.insert(s)
        if definition.nodeInfo[Int(s)].flags.contains(.hasExit) { isPlain = false }
      }
      var entries = StateSet()
      for i in entryStart..<end {
        let step = steps[Int(i)]
        let s = Self.enteredState(step)
        entries.insert(s)
        let node = definition.nodeInfo[Int(s)]
        if node.flags.contains(.hasEntry)
          || (Self.isDefaultEntry(step)
            && definition.transitionInfo[Int(node.initialTransition)].flags.contains(.hasActions))
        {
          isPlain = false
        }
      }
      self.isPlain = isPlain
      exitLow = exits.low
      exitMid = exits.mid
      entryLow = entries.low
      entryMid = entries.mid
    }
  }

  /// Without parallel states, by `state * eventCount + event`: a plan's index, or ignored, or
  /// general. Empty otherwise.
  @usableFromInline let cells: [PlanCell]
  @usableFromInline let plans: [Plan]
  /// The plans' steps, copied out when the table is built: read through a pointer, the hot
  /// path touches no reference count (an array's costs: Benchmarks/README.md).
  /// `nil` when there are no plans.
  @usableFromInline let stepStorage: UnsafeMutablePointer<Int32>?
  /// With parallel states, by `state * eventCount + event`: the transition the state's walk
  /// selects, or ignored, or general. Empty otherwise.
  @usableFromInline let selections: [PlanCell]
  @usableFromInline let eventCount: Int

  /// Whether the definition takes no external event by a plan.
  @inlinable var isEmpty: Bool { cells.isEmpty && selections.isEmpty }

  @inlinable @inline(__always) func cell(state: Int32, event: Int32) -> PlanCell {
    cells[Int(state) &* eventCount &+ Int(event)]
  }

  @inlinable @inline(__always) func selection(state: Int32, event: Int32) -> PlanCell {
    selections[Int(state) &* eventCount &+ Int(event)]
  }

  /// Whether a plan may exit or enter the state: not when its history, timers or work would
  /// need the general procedures, nor a final state (done events), nor a state whose payload
  /// the transition computes.
  @inlinable static func isPlannable<S, E, C>(_ definition: MachineDefinition<S, E, C>, _ s: Int32)
    -> Bool
  {
    // Every state but the root (never exited or entered) has `.hasValue` unless it carries a
    // payload.
    let node = definition.nodeInfo[Int(s)]
    return node.flags.isDisjoint(with: [.hasHistories, .hasAfters, .hasWork])
      && node.kind != .final && node.flags.contains(.hasValue)
  }

  /// No plans: every external event takes the algorithm.
  @usableFromInline static let none = StepPlans(
    cells: [], plans: [], steps: [], selections: [], eventCount: 0)

  init(
    cells: [PlanCell], plans: [Plan], steps: [Int32], selections: [PlanCell], eventCount: Int
  ) {
    self.cells = cells
    self.plans = plans
    self.selections = selections
    self.eventCount = eventCount
    if steps.isEmpty {
      stepStorage = nil
    } else {
      let storage = UnsafeMutablePointer<Int32>.allocate(capacity: steps.count)
      storage.initialize(from: steps, count: steps.count)
      stepStorage = storage
    }
  }

  deinit { stepStorage?.deallocate() }

  /// The table of a definition that can have one; an empty one for the others.
  @usableFromInline convenience init<S, E, C>(_ definition: MachineDefinition<S, E, C>) {
    guard !definition.isFlat, definition.eventMatching == .exact,
      definition.takeRaised == nil, definition.doneEvent == nil,
      definition.nodeInfo.count <= StaticEntries.maximumNodes, definition.eventIndex.count > 0
    else {
      self.init(cells: [], plans: [], steps: [], selections: [], eventCount: 0)
      return
    }
    let eventCount = definition.eventIndex.count
    var table = [PlanCell](repeating: .general, count: definition.nodeInfo.count * eventCount)
    // Without parallel states, each atomic state's configuration is the chain up to the root.
    var configuration = Snapshot(definition: definition, context: definition.initialContext)
    var scratch = Scratch<S, E, C>()
    var steps: [Int32] = []
    var plans: [Plan] = []
    for (state, node) in definition.nodeInfo.enumerated() where node.kind.isAtomic {
      configuration.active.removeAll()
      var s = Int32(state)
      while s > 0 {
        configuration.active.insert(s)
        s = definition.nodeInfo[Int(s)].parent
      }
      for event in 0..<eventCount {
        let selected = Self.select(definition, from: Int32(state), on: Int32(event))
        guard !definition.hasParallel, selected.hasIndex else {
          table[state * eventCount + event] = selected
          continue
        }
        if let plan = definition.appendPlan(
          of: [selected.index], in: configuration, &scratch, to: &steps)
        {
          plans.append(plan)
          table[state * eventCount + event] = .index(Int32(plans.count - 1))
        }
      }
    }
    self.init(
      cells: definition.hasParallel ? [] : table, plans: plans, steps: steps,
      selections: definition.hasParallel ? table : [], eventCount: eventCount)
  }

  /// The transition the walk from `leaf` up its ancestors selects for the event, ignored when
  /// none, or general when a guard could decide it or its targets need history.
  static func select<S, E, C>(
    _ definition: MachineDefinition<S, E, C>, from leaf: Int32, on event: Int32
  ) -> PlanCell {
    var chosen = PlanCell.ignored
    _ = definition.firstTransition(from: leaf) { t in
      // Eventless, done and delayed transitions have no event index: only events trigger.
      guard definition.triggers(t, eventIndex: event) else { return false }
      let info = definition.transitionInfo[Int(t)]
      let plannable =
        !info.flags.contains(.guarded)
        && (info.firstTarget < 0 || definition.staticEntries.entry(t) != nil)
      chosen = plannable ? .index(t) : .general
      return true
    }
    return chosen
  }
}
