import StateKitFixtures

/// Generates valid specifications: depth at most 3, 2 to 14 states (history included), or 130
/// to 180 for a large one.
///
/// Termination is guaranteed by construction: every microstep runs at least one logging action
/// (each transition logs `t<n>`), so `counter` grows strictly; every transition that can be taken
/// without an external event (eventless, done, or on an event that some action raises) carries
/// a `counter < bound` guard, so only finitely many of them can fire, and only they raise.
struct SpecGenerator {
  var rng: SplitMix64
  private var budget = 0
  private var stateCount = 0
  private var transitionCount = 0
  /// Events some action may raise.
  private var raisable: [String] = []
  /// Every state, history states included, the root excluded (filled once the tree exists).
  private var all: [SpecState] = []
  /// The names of the states that can be active (no root, no history).
  private var stateNames: [String] = []
  private var compoundsAndParallels: [SpecState] = []
  /// Parallel states with at least two regions.
  private var parallels: [SpecState] = []

  init(seed: UInt64) { rng = SplitMix64(seed: seed) }

  /// A flat machine (atomic and final top-level states, no eventless transitions) or a
  /// hierarchical one; a `large` one has 130 to 180 states, more than the 128 nodes a state set
  /// keeps inline, so its configuration spills to the heap and its entry sets are not
  /// precomputed.
  mutating func generate(flat: Bool, large: Bool = false) -> RandomSpec {
    var root = SpecState(name: "(machine)", kind: .root)
    if flat {
      budget = large ? rng.int(130...180) : rng.int(2...8)
      while budget > 0 {
        budget -= 1
        let isFinal = !root.children.isEmpty && rng.chance(0.1)
        root.children.append(SpecState(name: newName(), kind: isFinal ? .final : .atomic))
      }
      raisable = rng.chance(0.3) ? [rng.pick(["c", "d"])] : []
    } else {
      budget = large ? rng.int(130...180) : rng.int(2...14)
      while budget > 0 { root.children.append(makeState(depth: 1, parent: .root)) }
      switch rng.int(0...9) {
      case 0...3: raisable = []
      case 4...7: raisable = [rng.pick(["c", "d"])]
      default: raisable = ["c", "d"]
      }
    }
    all = Array(root.allStates.dropFirst())
    stateNames = all.filter { !$0.kind.isHistory }.map { $0.name }
    compoundsAndParallels = all.filter { $0.kind == .compound || $0.kind == .parallel }
    parallels = all.filter {
      $0.kind == .parallel && $0.children.filter { !$0.kind.isHistory }.count >= 2
    }
    decorate(&root, flat: flat)
    return RandomSpec(root: root)
  }

  private mutating func newName() -> String {
    defer { stateCount += 1 }
    return "s\(stateCount)"
  }

  private mutating func makeState(depth: Int, parent: SpecKind) -> SpecState {
    budget -= 1
    var state = SpecState(name: newName(), kind: .atomic)
    let canNest = depth < 3 && budget >= 1
    if canNest && rng.chance(0.5) {
      state.kind = budget >= 2 && rng.chance(0.35) ? .parallel : .compound
    } else if parent != .parallel && rng.chance(parent == .root ? 0.08 : 0.22) {
      state.kind = .final
    }
    switch state.kind {
    case .compound:
      let count = rng.int(1...min(4, budget))
      for _ in 0..<count where budget > 0 {
        state.children.append(makeState(depth: depth + 1, parent: .compound))
      }
    case .parallel:
      let count = budget == 1 || rng.chance(0.1) ? 1 : rng.int(2...min(3, budget))
      for _ in 0..<count where budget > 0 {
        state.children.append(makeState(depth: depth + 1, parent: .parallel))
      }
    default:
      break
    }
    if !state.children.isEmpty && budget > 0 && rng.chance(0.4) {
      budget -= 1
      let history = SpecState(
        name: newName(), kind: rng.chance(0.5) ? .shallowHistory : .deepHistory)
      state.children.insert(history, at: rng.int(0...state.children.count))
    }
    return state
  }

  // MARK: Initial states, actions, transitions

  /// Proper descendants of `state` (history included when `histories`).
  private func descendants(of state: SpecState, histories: Bool) -> [SpecState] {
    state.children.flatMap { $0.allStates }.filter { histories || !$0.kind.isHistory }
  }

  private mutating func decorate(_ state: inout SpecState, flat: Bool) {
    let children = state.children.filter { !$0.kind.isHistory }
    switch state.kind {
    case .root:
      switch rng.int(0...9) {
      case 0...5: break
      case 6...8: state.initial = [rng.pick(stateNames)]
      default:
        if let targets = parallelTargets() { state.initial = targets }
      }
      if rng.chance(0.2) { state.initialActions = [.log("init:root")] }
    case .compound:
      if rng.chance(0.35) {
        let choices = rng.chance(0.7) ? children : descendants(of: state, histories: false)
        state.initial = [rng.pick(choices).name]
      }
      if rng.chance(0.3) { state.initialActions = logs("init:\(state.name)") }
    case .shallowHistory, .deepHistory:
      break  // decorated by the parent, which knows the history's siblings
    default:
      break
    }
    if state.kind != .root && !state.kind.isHistory {
      state.entry = logs("entry:\(state.name)")
      state.exit = logs("exit:\(state.name)")
    }
    if !state.kind.isHistory && state.kind != .final {
      let count = state.kind == .root ? rng.int(0...2) : (rng.chance(0.2) ? 0 : rng.int(1...3))
      for _ in 0..<count { state.transitions.append(makeTransition(from: state, flat: flat)) }
    }
    let parent = state
    for i in state.children.indices {
      if state.children[i].kind.isHistory {
        if rng.chance(0.5) {
          let choices = descendants(of: parent, histories: false)
          state.children[i].initial = [rng.pick(choices).name]
        }
        if rng.chance(0.4) {
          state.children[i].initialActions = [.log("hist:\(state.children[i].name)")]
        }
      } else {
        decorate(&state.children[i], flat: flat)
      }
    }
  }

  /// Zero to two logging actions, and sometimes a raise.
  private mutating func logs(_ label: String) -> [SpecAction] {
    var actions: [SpecAction] = []
    switch rng.int(0...9) {
    case 0...3: break
    case 4...8: actions = [.log(label)]
    default: actions = [.log(label), .log(label + "'")]
    }
    if !raisable.isEmpty && rng.chance(0.12) {
      actions.insert(.raise(rng.pick(raisable)), at: rng.int(0...actions.count))
    }
    return actions
  }

  /// Two or three states in different regions of one parallel state, if there is one.
  private mutating func parallelTargets() -> [String]? {
    guard !parallels.isEmpty else { return nil }
    let parallel = rng.pick(parallels)
    var regions = parallel.children.filter { !$0.kind.isHistory }
    var targets: [String] = []
    let count = regions.count >= 3 && rng.chance(0.3) ? 3 : 2
    for _ in 0..<count {
      let region = regions.remove(at: rng.int(0...regions.count - 1))
      targets.append(rng.pick(region.allStates).name)
    }
    return targets
  }

  private mutating func makeTransition(from source: SpecState, flat: Bool) -> SpecTransition {
    transitionCount += 1
    let id = transitionCount
    let compounds = compoundsAndParallels
    var trigger: SpecTrigger
    switch rng.int(0...99) {
    case 0...11 where !flat:
      trigger = .eventless
    case 12...17 where source.kind != .root && rng.chance(0.5):
      trigger = .after
    case 18...25 where !compounds.isEmpty:
      let ownsDone = source.kind == .compound || source.kind == .parallel
      trigger = .done(ownsDone && rng.chance(0.5) ? nil : rng.pick(compounds).name)
    default:
      let first = rng.pick(randomEventNames)
      if rng.chance(0.15) {
        let second = rng.pick(randomEventNames.filter { $0 != first })
        trigger = .events([first, second])
      } else {
        trigger = .events([first])
      }
    }

    // Targets: none, one, or several in different regions of a parallel state.
    var targets: [String] = []
    var isInternal = false
    let roll = rng.int(0...99)
    let single: Bool
    switch trigger {
    case .events: single = false
    default: single = true  // Always and OnDone take one target
    }
    if roll < 20 {
      targets = []
    } else if roll < 30 && !single, let several = parallelTargets() {
      targets = several
    } else {
      let inside = descendants(of: source, histories: true)
      if source.kind != .root && !inside.isEmpty && rng.chance(0.35) {
        targets = [rng.pick(inside).name]
      } else {
        targets = [rng.pick(all).name]
      }
    }
    switch trigger {
    case .done, .after:
      isInternal = false
    default:
      isInternal = !targets.isEmpty && rng.chance(0.3)
    }

    // Guards: bounded when the transition may be taken without an external event.
    let needsBound: Bool
    let boundRange: ClosedRange<Int>
    switch trigger {
    case .eventless:
      needsBound = true
      boundRange = 1...60
    case .done:
      needsBound = true
      boundRange = 5...150
    case .after:
      needsBound = false
      boundRange = 5...150
    case .events(let names):
      needsBound = names.contains { raisable.contains($0) }
      boundRange = 5...150
    }
    var guardCondition: SpecGuard?
    if needsBound {
      var atoms: [SpecAtom] = [.counterBelow(rng.int(boundRange))]
      if rng.chance(0.3) { atoms.append(randomAtom(for: trigger)) }
      guardCondition = .all(atoms)
    } else {
      switch rng.int(0...99) {
      case 0...49: guardCondition = nil
      case 50...84:
        guardCondition = .all(
          rng.chance(0.7)
            ? [randomAtom(for: trigger)] : [randomAtom(for: trigger), randomAtom(for: trigger)])
      case 85...92: guardCondition = .inState(rng.pick(stateNames))
      default: guardCondition = .notInState(rng.pick(stateNames))
      }
    }

    var actions: [SpecAction] = [.log("t\(id)")]
    if rng.chance(0.15) { actions.append(.log("t\(id)'")) }
    if !raisable.isEmpty && rng.chance(0.25) {
      actions.insert(.raise(rng.pick(raisable)), at: rng.int(0...actions.count))
    }
    return SpecTransition(
      trigger: trigger, targets: targets, isInternal: isInternal, guardCondition: guardCondition,
      actions: actions)
  }

  /// A guard condition; an event test names one of the trigger's events when it has several,
  /// and any event (or none) for eventless and done transitions, which see the last event.
  private mutating func randomAtom(for trigger: SpecTrigger) -> SpecAtom {
    switch rng.int(0...9) {
    case 0...2: return .counterBelow(rng.int(1...120))
    case 3...4: return .counterAtLeast(rng.int(1...80))
    case 5...7: return .counterMod(rng.int(2...3), rng.int(0...1))
    default:
      if case .events(let names) = trigger, rng.chance(0.8) {
        return .eventIs(rng.pick(names))
      }
      return .eventIs(rng.chance(0.8) ? rng.pick(randomEventNames) : nil)
    }
  }

  /// A random event sequence of length 1 to `maximumLength`.
  mutating func events(maximumLength: Int = 25) -> [String] {
    (0..<rng.int(1...maximumLength)).map { _ in
      rng.chance(0.15) ? SpecTrigger.timerEvent : rng.pick(randomEventNames)
    }
  }
}
