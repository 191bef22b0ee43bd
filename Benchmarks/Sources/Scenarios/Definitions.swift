import StateKit

// The machines the benchmarks drive. Each is built once and shared, as an app would.

// MARK: - Flat: the image search example's image search

/// The image search example's screens, without the machine's payloads (the root package does not
/// export `Examples/Sources/ImageSearch`).
public enum SearchState: MachineState {
  case start, searching, loading, searchResults, error
}

/// The image search example's events.
public enum SearchEvent: MachineEvent {
  case startSearch, cancel, search, success, failure
}

/// The image search example's state diagram without the cancel out of `loading` and the timeout
/// that `Examples/Sources/ImageSearch/ImageSearchMachine.swift` adds.
public let searchDefinition: MachineDefinition<SearchState, SearchEvent, Void> = {
  do {
    return try MachineDefinition(name: "ImageSearch", initial: .start) {
      StateNode(.start) {
        On(.startSearch, to: .searching)
      }
      StateNode(.searching) {
        On(.cancel, to: .start)
        On(.search, to: .loading)
      }
      StateNode(.loading) {
        On(.success, to: .searchResults)
        On(.failure, to: .error)
      }
      StateNode(.searchResults) {
        On(.startSearch, to: .searching)
      }
      StateNode(.error) {
        On(.startSearch, to: .searching)
      }
    }
  } catch {
    fatalError("\(error)")
  }
}()

/// The cyclic event sequence of the flat scenario: every event is handled, and the machine is
/// back in `start` after the eighth.
public let searchCycle: [SearchEvent] = [
  .startSearch, .search, .success, .startSearch, .search, .failure, .startSearch, .cancel,
]

// MARK: - Ring: 100 states, one event

/// The ring's only event.
public enum RingEvent: MachineEvent {
  case next
}

/// `r<i>` --next--> `r<i+1 mod 100>`.
public let ringDefinition: MachineDefinition<RingState, RingEvent, Void> = {
  let states = RingState.allCases
  let content: [StateContent<RingState, RingEvent, Void>] = states.indices.map { i in
    StateNode(states[i]) {
      On(.next, to: states[(i + 1) % states.count])
    }
  }
  do {
    return try MachineDefinition(name: "Ring", initial: [.r0], context: (), states: content)
  } catch {
    fatalError("\(error)")
  }
}()

// MARK: - Hierarchical: depth 4

/// Two trees of depth 4:
///
/// ```
/// p ── p1 ─┬─ p11 ─┬─ p111        q ── q1 ── q11 ── q111
///          │       └─ p112
///          └─ p12 ─── p121
/// ```
public enum TreeState: MachineState {
  case p, p1, p11, p111, p112, p12, p121
  case q, q1, q11, q111
}

/// The hierarchical scenario's events.
public enum TreeEvent: MachineEvent {
  /// p111 → p112: exits and enters one level.
  case deep
  /// p112 → p121: exits p112, p11; enters p12, p121 (two levels).
  case cross
  /// Declared on p1, taken from p121 → q111: exits 4 levels, enters 4.
  case jump
  /// Declared on q, taken from q111 → p: exits 4 levels, enters p, p1, p11, p111 by default.
  case back
}

/// The depth-4 machine. Transitions are found on the leaf or on an ancestor (`jump` on p1,
/// `back` on q), and exit and enter 1, 2, 4 and 4 levels.
public let treeDefinition: MachineDefinition<TreeState, TreeEvent, Void> = {
  do {
    return try MachineDefinition(name: "Tree", initial: .p) {
      StateNode(.p, initial: .p1) {
        StateNode(.p1, initial: .p11) {
          StateNode(.p11, initial: .p111) {
            StateNode(.p111) { On(.deep, to: .p112) }
            StateNode(.p112) { On(.cross, to: .p121) }
          }
          StateNode(.p12) {
            StateNode(.p121)
          }
          On(.jump, to: .q111)
        }
      }
      StateNode(.q) {
        StateNode(.q1) {
          StateNode(.q11) {
            StateNode(.q111)
          }
        }
        On(.back, to: .p)
      }
    }
  } catch {
    fatalError("\(error)")
  }
}()

/// deep, cross, jump, back: back in p111 after the fourth.
public let treeCycle: [TreeEvent] = [.deep, .cross, .jump, .back]

// MARK: - Parallel: 3 regions

/// A parallel state with three regions of two states each.
public enum TriState: MachineState {
  case main
  case r1, r1x, r1y
  case r2, r2x, r2y
  case r3, r3x, r3y
}

/// Both events are handled in every region.
public enum TriEvent: MachineEvent {
  /// x → y in all three regions.
  case flip
  /// y → x in all three regions.
  case flop
}

/// `main` is parallel; each region toggles between x and y.
public let triDefinition: MachineDefinition<TriState, TriEvent, Void> = {
  do {
    return try MachineDefinition(name: "Tri", initial: .main) {
      Parallel(.main) {
        StateNode(.r1, initial: .r1x) {
          StateNode(.r1x) { On(.flip, to: .r1y) }
          StateNode(.r1y) { On(.flop, to: .r1x) }
        }
        StateNode(.r2, initial: .r2x) {
          StateNode(.r2x) { On(.flip, to: .r2y) }
          StateNode(.r2y) { On(.flop, to: .r2x) }
        }
        StateNode(.r3, initial: .r3x) {
          StateNode(.r3x) { On(.flip, to: .r3y) }
          StateNode(.r3y) { On(.flop, to: .r3x) }
        }
      }
    }
  } catch {
    fatalError("\(error)")
  }
}()

/// flip, flop: back in (r1x, r2x, r3x) after the second.
public let triCycle: [TriEvent] = [.flip, .flop]
