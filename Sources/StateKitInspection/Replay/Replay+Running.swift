@_spi(Testing) import StateKit
import StateKitClock

extension Replay {
  /// What a replay of a recorded session found.
  public struct Result: Sendable {
    /// The inputs the replay sent, in order: the session's input sequence.
    public var inputs: [ReplayInput]
    /// Where the replay left the recording; `nil` when every machine took every recorded step
    /// as it was recorded.
    public var divergence: ReplayDivergence?
  }

  /// Replays the session against `definition` and compares every step the tree takes with the
  /// recorded one, machine by machine, in each machine's order.
  ///
  /// ```swift
  /// let result = try await Replay(trace).run(appDefinition(services))
  /// #expect(result.divergence == nil)
  /// ```
  ///
  /// - Parameters:
  ///   - definition: The root's definition, as the session ran it.
  ///   - comparesContexts: Whether each step's context must print as recorded too (as
  ///     `String(describing:)` prints it); turn it off for a trace recorded with a
  ///     `describeContext` of the app's own.
  ///   - standIn: The event to send in place of a redacted one.
  /// - Returns: The inputs sent and the first divergence.
  /// - Throws: ``Unreplayable`` when the trace lacks what a replay needs (an older format,
  ///   dropped steps, an event that was neither encoded nor redacted, a redacted one without a
  ///   stand-in).
  @MainActor
  public func run<State, Event, Context>(
    _ definition: MachineDefinition<State, Event, Context>, comparesContexts: Bool = true,
    standIn: (@Sendable (ReplayInput) -> (any Sendable)?)? = nil
  ) async throws(Unreplayable) -> Result {
    try await run(
      definition, comparesContexts: comparesContexts, standIn: standIn, stopsAtDivergence: true)
  }

  /// ``run(_:comparesContexts:standIn:)``; without `stopsAtDivergence`, it goes on to the end
  /// of the recording, to collect every input (what shrinking starts from).
  @MainActor
  func run<State, Event, Context>(
    _ definition: MachineDefinition<State, Event, Context>, comparesContexts: Bool,
    standIn: (@Sendable (ReplayInput) -> (any Sendable)?)?, stopsAtDivergence: Bool
  ) async throws(Unreplayable) -> Result {
    try await run(
      make: { (Machine(replaying: definition, clock: $0), nil) },
      comparesContexts: comparesContexts,
      standIn: standIn, stopsAtDivergence: stopsAtDivergence)
  }

  /// ``run(_:comparesContexts:standIn:)`` on a root that `make` creates, unstarted, on the
  /// replay's clock with its work replayed: an SCXML document's machine, for the CLI.
  @MainActor
  package func run<State, Event, Context>(
    make: (ManualClock) -> (root: Machine<State, Event, Context>, keep: AnyObject?),
    comparesContexts: Bool, standIn: (@Sendable (ReplayInput) -> (any Sendable)?)?,
    stopsAtDivergence: Bool
  ) async throws(Unreplayable) -> Result {
    try checkReplayable()
    let relayed = internalSends()
    let engine = ReplayEngine(make: make, standIn: standIn)
    defer { engine.finish() }
    var queues: [String: [TraceStep]] = [:]
    for (path, step) in steps { queues[path, default: []].append(step) }
    var matched: Set<Int> = []
    var inputs: [ReplayInput] = []
    var divergence: ReplayDivergence?
    // Compares the steps the tree took with the recorded ones, each machine in its order.
    func compare() {
      let taken = engine.takeSteps()
      guard stopsAtDivergence else { return }
      for (path, step) in taken where divergence == nil {
        guard var queue = queues[path], !queue.isEmpty else {
          divergence = ReplayDivergence(
            step: nil, machine: path,
            message: "The replay took a step of \(path) that the recording does not have: "
              + "\(step.event ?? "a delayed transition"), landing in "
              + "\(step.configuration.joined(separator: ", ")).")
          return
        }
        let recorded = queue.removeFirst()
        queues[path] = queue
        matched.insert(recorded.step)
        divergence = ReplayDivergence.compare(
          recorded, step, path: path, contexts: comparesContexts)
      }
    }
    let start = engine.root.snapshot
    let states = start.configuration.map { start.definition.traceName(of: $0) }
    if states != trace.header.configuration {
      return Result(
        inputs: [],
        divergence: ReplayDivergence(
          step: 0, machine: trace.header.machine,
          message: "The replay starts in \(states.joined(separator: ", ")), the recording in "
            + "\(trace.header.configuration.joined(separator: ", ")): is it the same definition?")
      )
    }
    compare()
    for (path, step) in steps where divergence == nil && !matched.contains(step.step) {
      await engine.advance(to: Duration(traceSeconds: step.time))
      compare()
      guard divergence == nil, !matched.contains(step.step),
        let input = try input(of: step, at: path, relayed: relayed, engine: engine)
      else { continue }
      inputs.append(input)
      try await engine.apply(input)
      compare()
    }
    if divergence == nil {
      await engine.advance(to: Duration(traceSeconds: trace.steps.last?.time ?? 0))
      compare()
    }
    if divergence == nil,
      let (path, missing) = steps.first(where: { !matched.contains($0.step.step) })
    {
      divergence = ReplayDivergence(
        step: missing.step, machine: path,
        message: "Step \(missing.step) of \(path) (\(missing.event ?? "a delayed transition")) "
          + "was recorded but never taken in the replay.")
    }
    return Result(inputs: inputs, divergence: divergence)
  }

  /// The input that started a recorded step, or `nil` when a machine of the tree caused it
  /// (a send of its own or of its parent, a child's report, a timer): the replay makes those.
  @MainActor
  private func input<S, E, C>(
    of step: TraceStep, at path: String, relayed: Set<Int>, engine: ReplayEngine<S, E, C>
  ) throws(Unreplayable) -> ReplayInput? {
    let common = ReplayInput(
      step: step.step, time: Duration(traceSeconds: step.time), machine: path, kind: .event,
      event: step.event ?? "", eventName: step.eventName, payload: step.payload,
      isRedacted: step.redacted == true)
    switch step.origin {
    case .timer:
      return nil
    case .sent:
      return relayed.contains(step.step) ? nil : common
    case .work:
      guard let run = step.originID.flatMap(Self.workRun),
        let node = engine.tree.running(at: path),
        let work = node.work(run.state, run.index)
      else {
        throw Unreplayable(
          description:
            "Step \(step.step) of \(path): the work \(step.originID ?? "?") it came from is "
            + "not in the definition; replay the trace against the definitions it was recorded "
            + "with.")
      }
      if work.runsChildren { return nil }
      var input = common
      input.kind = .work(name: work.name, state: run.state, index: run.index)
      return input
    }
  }

  /// The state node and index of a work run's id as traces write it: `work(3.0#2)`.
  static func workRun(_ id: String) -> (state: Int, index: Int)? {
    guard id.hasPrefix("work("), let dot = id.firstIndex(of: "."),
      let hash = id.firstIndex(of: "#"),
      let state = Int(id[id.index(id.startIndex, offsetBy: 5)..<dot]),
      let index = Int(id[id.index(after: dot)..<hash])
    else { return nil }
    return (state, index)
  }
}
