import Foundation
import Testing

@testable import StateKit

/// The differential property test: random definitions and random event sequences, run by three
/// engines (fast paths, the general algorithm, the reference interpreter) and compared after
/// every event (see ``PropertyCase``).
///
/// CI runs 20 batches × 500 definitions × 10 sequences = 100,000 sequences of 1 to 12 events;
/// about 30% of the machines are flat, 3% have 130 to 180 states, and a quarter of the `Machine`
/// runs are observed. Some transitions are delayed (`After`): a sequence's `timer` event fires
/// the oldest pending timer in each engine (the `Machine` runs on a manual clock nobody
/// advances, so only the sequence fires them). A longer run is one environment variable away:
///
///     STATEKIT_PROPERTY_BATCHES=200 swift test --filter EngineMatchesReferenceTests
///
/// (each batch is 5,000 sequences; seeds continue where CI's stop). A failure shrinks to a
/// minimal machine and event sequence and names the seed; `PropertyCase(seed:).run()` replays
/// it.
struct EngineMatchesReferenceTests {
  static let casesPerBatch = 500
  static let batches =
    ProcessInfo.processInfo.environment["STATEKIT_PROPERTY_BATCHES"].flatMap(Int.init) ?? 20

  static func seed(batch: Int, index: Int) -> UInt64 {
    0x5EED_0000_0000 &+ UInt64(batch * casesPerBatch + index)
  }

  @Test(arguments: 0..<batches)
  func engineMatchesReference(batch: Int) {
    var sequences = 0
    for index in 0..<Self.casesPerBatch {
      let property = PropertyCase(seed: Self.seed(batch: batch, index: index))
      if let divergence = property.run() {
        Issue.record("\(divergence)")
        return
      }
      sequences += property.sequences.count
    }
    #expect(sequences == Self.casesPerBatch * PropertyCase.sequencesPerSpec)
  }

  /// The generator reaches every feature the comparison is meant to cover.
  @Test func generatorReachesEveryFeature() throws {
    let cases = 1_000
    var flat = 0
    var large = 0
    var largeFlat = 0
    var observed = 0
    var planned = 0
    var totals: [String: Int] = [:]
    for index in 0..<cases {
      let property = PropertyCase(seed: Self.seed(batch: 0, index: index))
      if property.flat { flat += 1 }
      if property.large {
        large += 1
        if property.flat { largeFlat += 1 }
        #expect(try property.spec.makeDefinition().stateNodes.count > 128)
      }
      if property.observed { observed += 1 }
      if try !property.spec.makeDefinition().stepPlans.plans.isEmpty { planned += 1 }
      var reference = try ReferenceInterpreter(property.spec)
      for event in property.sequences[0] { _ = try reference.receive(event) }
      let s = reference.statistics
      let counts = [
        "microsteps": s.microsteps, "conflicts removed": s.conflictsRemoved,
        "history restored": s.historyRestored, "history defaults": s.historyDefaults,
        "done events taken": s.doneEventsTaken, "eventless taken": s.eventlessTaken,
        "delayed transitions taken": s.delayedTaken,
        "internal transitions": s.internalTaken, "raised events taken": s.raisedTaken,
        "multi-target transitions": s.multiTargetTaken, "finished": s.finished,
        "ignored events": s.ignored,
      ]
      totals.merge(counts, uniquingKeysWith: +)
    }
    #expect(flat >= cases / 5, "flat machines: \(flat) of \(cases)")
    #expect(large >= 15 && largeFlat >= 3, "large machines: \(large) (\(largeFlat) flat)")
    #expect(observed >= cases / 5, "observed machines: \(observed) of \(cases)")
    #expect(planned >= cases / 10, "machines with step plans: \(planned) of \(cases)")
    for (feature, count) in totals.sorted(by: { $0.key < $1.key }) {
      #expect(count >= 20, "\(feature): \(count) in \(cases) cases")
    }
  }

  /// A divergence shrinks to a minimal case: with a fault injected into the reference (it
  /// ignores every transition on `b`), the first case that shows it reduces to one event and
  /// a machine of at most three states.
  @Test func aDivergenceShrinksToAMinimalCase() throws {
    var found: (PropertyCase, PropertyCase.Divergence)?
    for index in 0..<200 where found == nil {
      var property = PropertyCase(seed: Self.seed(batch: 0, index: index))
      property.referenceFault = { $0.droppingTransitions(on: "b") }
      if let divergence = property.firstDivergence(), divergence.isMismatch {
        found = (property, divergence)
      }
    }
    let (property, divergence) = try #require(found)
    let (small, smallDivergence) = property.shrunk(divergence)
    #expect(smallDivergence.isMismatch)
    #expect(small.sequences.map(\.count) == [1], "\(smallDivergence)")
    #expect(small.spec.root.allStates.count <= 3, "\(small.spec)")
  }
}

extension RandomSpec {
  /// The spec without the transitions that `event` triggers: a fault for the shrinking test.
  func droppingTransitions(on event: String) -> RandomSpec {
    func drop(_ state: inout SpecState) {
      state.transitions.removeAll {
        if case .events(let names) = $0.trigger { names.contains(event) } else { false }
      }
      for c in state.children.indices { drop(&state.children[c]) }
    }
    var spec = self
    drop(&spec.root)
    return spec
  }
}
