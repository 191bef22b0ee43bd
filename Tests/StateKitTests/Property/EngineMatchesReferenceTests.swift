import StateKit
import Testing

/// The property test: random definitions and random event sequences, run by the pure step, by a
/// `Machine` and by the reference interpreter, compared after every event.
///
/// 10 batches × 500 definitions × 2 sequences = 10,000 sequences of 1 to 25 events, about 30% of
/// them on flat machines. A failure names the seed; `PropertyCase(seed:).run()` replays it.
struct EngineMatchesReferenceTests {
  static let batches = 10
  static let casesPerBatch = 500

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
    var totals: [String: Int] = [:]
    for index in 0..<cases {
      let property = PropertyCase(seed: Self.seed(batch: 0, index: index))
      if property.flat { flat += 1 }
      var reference = try ReferenceInterpreter(property.spec)
      for event in property.sequences[0] { _ = try reference.send(event) }
      let s = reference.statistics
      let counts = [
        "microsteps": s.microsteps, "conflicts removed": s.conflictsRemoved,
        "history restored": s.historyRestored, "history defaults": s.historyDefaults,
        "done events taken": s.doneEventsTaken, "eventless taken": s.eventlessTaken,
        "internal transitions": s.internalTaken, "raised events taken": s.raisedTaken,
        "multi-target transitions": s.multiTargetTaken, "finished": s.finished,
        "ignored events": s.ignored,
      ]
      totals.merge(counts, uniquingKeysWith: +)
    }
    #expect(flat >= cases / 5, "flat machines: \(flat) of \(cases)")
    for (feature, count) in totals.sorted(by: { $0.key < $1.key }) {
      #expect(count >= 20, "\(feature): \(count) in \(cases) cases")
    }
  }
}

/// One generated case: a spec, its event sequences, and the comparison.
struct PropertyCase {
  static let sequencesPerSpec = 2

  let seed: UInt64
  let flat: Bool
  let spec: RandomSpec
  /// Each sequence runs from the initial configuration.
  let sequences: [[String]]

  init(seed: UInt64) {
    self.seed = seed
    var generator = SpecGenerator(seed: seed)
    flat = generator.rng.chance(0.3)
    spec = generator.generate(flat: flat)
    sequences = (0..<Self.sequencesPerSpec).map { _ in generator.events() }
  }

  /// What is compared after every event.
  struct Observation: Equatable, CustomStringConvertible {
    var configuration: [String]
    var isDone: Bool
    var context: RC
    var isHandled: Bool

    init(_ reference: ReferenceInterpreter, handled: Bool) {
      configuration = reference.configurationNames
      isDone = reference.isDone
      context = reference.context
      isHandled = handled
    }

    init(_ snapshot: Snapshot<RS, RE, RC>, handled: Bool) {
      configuration = snapshot.configuration.map { $0.name }
      isDone = snapshot.isDone
      context = snapshot.context
      isHandled = handled
    }

    var description: String {
      "handled=\(isHandled) done=\(isDone) configuration=\(configuration)\n"
        + "      counter=\(context.counter) trace=\(context.trace)"
    }
  }

  /// Runs every sequence; returns a report of the first divergence, or `nil`.
  func run() -> String? {
    let definition: RandomDefinition
    do {
      definition = try spec.makeDefinition()
    } catch {
      return report("the generator made an invalid definition: \(error)", events: [])
    }
    let started: ReferenceInterpreter
    do {
      started = try ReferenceInterpreter(spec)
    } catch {
      return report("the generator made a machine that does not terminate", events: [])
    }
    let initialSnapshot = definition.start().snapshot
    for events in sequences {
      if let divergence = run(events, definition, started, initialSnapshot) { return divergence }
    }
    return nil
  }

  private func run(
    _ events: [String], _ definition: RandomDefinition, _ started: ReferenceInterpreter,
    _ initialSnapshot: Snapshot<RS, RE, RC>
  ) -> String? {
    var reference = started
    var snapshot = initialSnapshot
    let machine = Machine(definition)
    if let problem = compare(
      Observation(reference, handled: true), Observation(snapshot, handled: true),
      Observation(machine.snapshot, handled: true))
    {
      return report(problem, events: [])
    }

    for (index, event) in events.enumerated() {
      let sent = Array(events.prefix(index + 1))
      // Queries, before the event (`enabledEvents` on every fourth event, to save time).
      let canHandle = definition.canHandle(RE(event), in: snapshot)
      if canHandle != reference.wouldHandle(event) {
        return report(
          "canHandle('\(event)') is \(canHandle), the reference says \(!canHandle)",
          events: Array(sent.dropLast()))
      }
      if index % 4 == 0 {
        let expected = randomEventNames.filter(reference.wouldHandle)
        let enabled = definition.enabledEvents(in: snapshot).map { $0.name }.sorted()
        if enabled != expected {
          return report(
            "enabledEvents is \(enabled), the reference says \(expected)",
            events: Array(sent.dropLast()))
        }
      }

      let handled: Bool
      do {
        handled = try reference.send(event)
      } catch {
        return report("the generator made a machine that does not terminate", events: sent)
      }
      let step = definition.transition(snapshot, on: RE(event))
      snapshot = step.snapshot
      let result = machine.send(RE(event))
      if let problem = compare(
        Observation(reference, handled: handled), Observation(snapshot, handled: step.isHandled),
        Observation(machine.snapshot, handled: result == .handled))
      {
        return report(problem, events: sent)
      }
    }
    return nil
  }

  private func compare(_ expected: Observation, _ pure: Observation, _ runtime: Observation)
    -> String?
  {
    if expected == pure && expected == runtime { return nil }
    return """
      reference: \(expected)
        pure step: \(pure)\(expected == pure ? "  (same)" : "")
        Machine:   \(runtime)\(expected == runtime ? "  (same)" : "")
      """
  }

  private func report(_ problem: String, events: [String]) -> String {
    let hex = "0x" + String(seed, radix: 16)
    return """
      Divergence for seed \(hex) (replay: PropertyCase(seed: \(hex)).run())
      after the events \(events) (flat machine: \(flat)):
        \(problem)
      spec:
      \(spec)
      """
  }
}
