import StateKitClock

@testable import StateKit

/// One generated case of the differential property test: a spec, its event sequences, and the
/// comparison of three engines after every event:
///
/// - the engine with its fast paths (flat dispatch, flat path, precomputed entry sets, step
///   plans), run by the pure step and by a `Machine` (observed by a listener in a quarter of
///   the cases, which takes the recorded path);
/// - the same definition forced onto the general W3C algorithm
///   (`MachineDefinition.withoutFastPaths()`), run by the pure step;
/// - the reference interpreter (ReferenceInterpreter.swift).
struct PropertyCase {
  static let sequencesPerSpec = 10
  static let maximumSequenceLength = 12

  let seed: UInt64
  let flat: Bool
  let large: Bool
  let observed: Bool
  var spec: RandomSpec
  /// Each sequence runs from the initial configuration.
  var sequences: [[String]]
  /// A change to the spec the reference runs, for testing the test (shrinking): `nil` normally.
  var referenceFault: ((RandomSpec) -> RandomSpec)?

  init(seed: UInt64) {
    self.seed = seed
    var generator = SpecGenerator(seed: seed)
    flat = generator.rng.chance(0.3)
    large = generator.rng.chance(0.03)
    observed = generator.rng.chance(0.25)
    spec = generator.generate(flat: flat, large: large)
    sequences = (0..<Self.sequencesPerSpec).map { _ in
      generator.events(maximumLength: Self.maximumSequenceLength)
    }
  }

  /// Where the engines first disagree.
  struct Divergence: CustomStringConvertible {
    /// `false` when the case itself is unusable: an invalid definition, or a spec the
    /// reference cannot run to completion (shrinking rejects such candidates).
    var isMismatch: Bool
    var problem: String
    /// The events that show the divergence: it shows after the last one, or, for a query, just
    /// before it.
    var events: [String]

    var description: String { "after the events \(events):\n  \(problem)" }
  }

  /// Runs every sequence; returns the first divergence, or `nil` when all engines agree.
  func firstDivergence() -> Divergence? {
    let definition: RandomDefinition
    do {
      definition = try spec.makeDefinition()
    } catch {
      return Divergence(isMismatch: false, problem: "invalid definition: \(error)", events: [])
    }
    let general = definition.withoutFastPaths()
    let started: ReferenceInterpreter
    do {
      started = try ReferenceInterpreter(referenceFault?(spec) ?? spec)
    } catch {
      return Divergence(isMismatch: false, problem: "the reference does not settle", events: [])
    }
    let fastStart = definition.start().snapshot
    let generalStart = general.start().snapshot
    for events in sequences {
      if let divergence = run(events, definition, general, started, fastStart, generalStart) {
        return divergence
      }
    }
    return nil
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

  private func run(
    _ events: [String], _ definition: RandomDefinition, _ general: RandomDefinition,
    _ started: ReferenceInterpreter, _ fastStart: Snapshot<RS, RE, RC>,
    _ generalStart: Snapshot<RS, RE, RC>
  ) -> Divergence? {
    var reference = started
    var fast = fastStart
    var slow = generalStart
    // A manual clock nobody advances: the sequences fire timers themselves (`timer`).
    let machine = Machine(definition, clock: ManualClock())
    let subscription = observed ? machine.subscribe { _ in } : nil
    defer { subscription?.cancel() }
    let first = [
      Observation(fast, handled: true), Observation(slow, handled: true),
      Observation(machine.snapshot, handled: true),
    ]
    if let problem = compare(Observation(reference, handled: true), first) {
      return Divergence(isMismatch: true, problem: problem, events: [])
    }
    for (index, event) in events.enumerated() {
      let sent = Array(events.prefix(index + 1))
      if let problem = query(event, index, reference, definition, fast) {
        return Divergence(
          isMismatch: true, problem: "before the last event, " + problem, events: sent)
      }
      let handled: Bool
      do {
        handled = try reference.receive(event)
      } catch {
        return Divergence(isMismatch: false, problem: "the reference does not settle", events: sent)
      }
      let (fastStep, slowStep, result) = step(event, definition, general, fast, slow, machine)
      fast = fastStep.snapshot
      slow = slowStep.snapshot
      let observations = [
        Observation(fast, handled: fastStep.isHandled),
        Observation(slow, handled: slowStep.isHandled),
        Observation(machine.snapshot, handled: result == .handled),
      ]
      if let problem = compare(Observation(reference, handled: handled), observations) {
        return Divergence(isMismatch: true, problem: problem, events: sent)
      }
    }
    return nil
  }

  /// One event on the three engines; `timer` fires each one's oldest pending timer (on the
  /// machine, through the path its clock's callback takes).
  private func step(
    _ event: String, _ definition: RandomDefinition, _ general: RandomDefinition,
    _ fast: Snapshot<RS, RE, RC>, _ slow: Snapshot<RS, RE, RC>, _ machine: Machine<RS, RE, RC>
  ) -> (Step<RS, RE, RC>, Step<RS, RE, RC>, SendResult) {
    guard event == SpecTrigger.timerEvent else {
      return (
        definition.transition(fast, on: RE(event)), general.transition(slow, on: RE(event)),
        machine.send(RE(event))
      )
    }
    func fire(_ definition: RandomDefinition, _ snapshot: Snapshot<RS, RE, RC>) -> Step<
      RS, RE, RC
    > {
      guard let id = snapshot.pendingTimers.first?.id else {
        return Step(snapshot: snapshot, effects: [], isHandled: false)
      }
      return definition.fireTimer(id, in: snapshot)
    }
    let result: SendResult =
      machine.snapshot.pendingTimers.first.map { machine.arrive(.timer($0.id)) } ?? .ignored
    return (fire(definition, fast), fire(general, slow), result)
  }

  /// The queries, before the event: `canHandle` on every other event, `enabledEvents` on every
  /// sixth (they cost as much as a step).
  private func query(
    _ event: String, _ index: Int, _ reference: ReferenceInterpreter,
    _ definition: RandomDefinition, _ snapshot: Snapshot<RS, RE, RC>
  ) -> String? {
    if event == SpecTrigger.timerEvent { return nil }
    if index % 2 == 0 {
      let canHandle = definition.canHandle(RE(event), in: snapshot)
      if canHandle != reference.wouldHandle(event) {
        return "canHandle('\(event)') is \(canHandle), the reference says \(!canHandle)"
      }
    }
    if index % 6 == 0 {
      let expected = randomEventNames.filter(reference.wouldHandle)
      let enabled = definition.enabledEvents(in: snapshot).map { $0.name }.sorted()
      if enabled != expected {
        return "enabledEvents is \(enabled), the reference says \(expected)"
      }
    }
    return nil
  }

  private func compare(_ expected: Observation, _ engines: [Observation]) -> String? {
    if engines.allSatisfy({ $0 == expected }) { return nil }
    let names = [
      "fast paths (pure step)", "general algorithm", "Machine" + (observed ? " (observed)" : ""),
    ]
    var lines = ["reference: \(expected)"]
    for (name, observation) in zip(names, engines) {
      lines.append("  \(name): \(observation)\(observation == expected ? "  (same)" : "")")
    }
    return lines.joined(separator: "\n")
  }
}
