// Shrinking a failing property case to a minimal machine and event sequence, in-house (the root
// package may depend on nothing but swift-argument-parser and swift-log): greedy removal of
// events, then of states, transitions, guards and actions, keeping every removal after which
// the engines still disagree, until no single removal keeps the divergence.

extension PropertyCase {
  /// At most this many candidates are tried.
  static let shrinkAttempts = 3_000

  /// The case reduced to the failing sequence, with as few events and as little spec as still
  /// diverge.
  func shrunk(_ divergence: Divergence) -> (PropertyCase, Divergence) {
    var best = self
    best.sequences = [divergence.events]
    var bestDivergence = divergence
    var attempts = 0
    func accept(_ candidate: PropertyCase) -> Bool {
      attempts += 1
      guard let found = candidate.firstDivergence(), found.isMismatch else { return false }
      best = candidate
      bestDivergence = found
      return true
    }
    var improved = true
    while improved && attempts < Self.shrinkAttempts {
      improved = false
      var i = best.sequences[0].count - 1
      while i >= 0 && attempts < Self.shrinkAttempts {
        var candidate = best
        candidate.sequences[0].remove(at: i)
        if accept(candidate) { improved = true }
        i -= 1
      }
      for reduction in SpecReduction.allCases {
        var k = 0
        while attempts < Self.shrinkAttempts, let spec = best.spec.applying(reduction, at: k) {
          var candidate = best
          candidate.spec = spec
          if accept(candidate) { improved = true } else { k += 1 }
        }
      }
    }
    best.sequences[0] = bestDivergence.events
    return (best, bestDivergence)
  }

  /// Runs the case; on a divergence, shrinks it and describes both.
  func run() -> String? {
    guard let divergence = firstDivergence() else { return nil }
    let hex = "0x" + String(seed, radix: 16)
    var text = """
      Divergence for seed \(hex) (replay: PropertyCase(seed: \(hex)).run()), flat: \(flat), \
      large: \(large), observed: \(observed)
      \(divergence)
      """
    if divergence.isMismatch {
      let (small, smallDivergence) = shrunk(divergence)
      text += "\nshrunk to:\n\(smallDivergence)\nspec:\n\(small.spec)"
    } else {
      text += "\nspec:\n\(spec)"
    }
    return text
  }
}

/// One kind of removal from a spec.
enum SpecReduction: CaseIterable {
  case state, transition, guardCondition, action
}

extension RandomSpec {
  /// The spec with the `k`-th item of `reduction` (in document order) removed, or `nil` when
  /// there is no such item.
  func applying(_ reduction: SpecReduction, at k: Int) -> RandomSpec? {
    var spec = self
    var index = 0
    var done = false
    var removedNames: Set<String> = []
    func visit(_ state: inout SpecState) {
      guard !done else { return }
      switch reduction {
      case .state:
        var c = 0
        while c < state.children.count && !done {
          // A compound or parallel state (and the root) keeps at least one child state.
          let removable =
            state.children[c].kind.isHistory
            || state.children.indices.contains { $0 != c && !state.children[$0].kind.isHistory }
          if removable {
            if index == k {
              removedNames = Set(state.children[c].allStates.map(\.name))
              state.children.remove(at: c)
              done = true
              return
            }
            index += 1
          }
          visit(&state.children[c])
          c += 1
        }
        return
      case .transition:
        if k - index < state.transitions.count {
          state.transitions.remove(at: k - index)
          done = true
          return
        }
        index += state.transitions.count
      case .guardCondition:
        for t in state.transitions.indices where state.transitions[t].guardCondition != nil {
          if index == k {
            state.transitions[t].guardCondition = nil
            done = true
            return
          }
          index += 1
        }
      case .action:
        if remove(&state.entry) || remove(&state.exit) || remove(&state.initialActions) {
          return
        }
        for t in state.transitions.indices where remove(&state.transitions[t].actions) { return }
      }
      for c in state.children.indices { visit(&state.children[c]) }
    }
    func remove(_ actions: inout [SpecAction]) -> Bool {
      if k - index < actions.count {
        actions.remove(at: k - index)
        done = true
        return true
      }
      index += actions.count
      return false
    }
    visit(&spec.root)
    guard done else { return nil }
    if !removedNames.isEmpty { spec.root.forget(removedNames) }
    return spec
  }
}

extension SpecState {
  /// Drops every reference to the removed states: targets, `In` guards, initial states, and
  /// transitions on their done events.
  mutating func forget(_ removed: Set<String>) {
    if initial.contains(where: removed.contains) { initial = [] }
    transitions.removeAll {
      if case .done(let name?) = $0.trigger { removed.contains(name) } else { false }
    }
    for t in transitions.indices {
      transitions[t].targets.removeAll(where: removed.contains)
      if transitions[t].targets.isEmpty { transitions[t].isInternal = false }
      switch transitions[t].guardCondition {
      case .inState(let name)?, .notInState(let name)?:
        if removed.contains(name) { transitions[t].guardCondition = nil }
      default:
        break
      }
    }
    for c in children.indices { children[c].forget(removed) }
  }
}
