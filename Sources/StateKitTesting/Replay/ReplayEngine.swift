@_spi(Testing) import StateKit
import StateKitInspection
import Synchronization

/// Runs inputs against a fresh tree of a definition on a manual clock, its work replayed (not
/// run), and hands back the steps the tree took: what a replay compares with the recording,
/// and what shrinking runs again and again.
@MainActor
final class ReplayEngine<State: MachineState, Event: MachineEvent, Context: Sendable> {
  let clock = ManualClock()
  let tester: MachineTester<State, Event, Context>
  /// How far the clock was moved since the start.
  private(set) var elapsed = Duration.zero
  /// What the engine could not do (an input with no machine to take it), for the caller.
  let problems = ProblemList()
  private let standIn: (@Sendable (ReplayInput) -> (any Sendable)?)?
  /// The event the last input applied sent.
  private(set) var lastEvent: (any Sendable)?

  /// A started tree of `definition`, its work replayed.
  init(
    _ definition: MachineDefinition<State, Event, Context>,
    standIn: (@Sendable (ReplayInput) -> (any Sendable)?)?
  ) {
    self.standIn = standIn
    let problems = self.problems
    tester = MachineTester(
      machine: Machine(replaying: definition, clock: clock), clock: clock, exhaustivity: .off,
      reporter: FailureReporter { message, _ in problems.append(message) }, keepsHistory: true)
  }

  var log: TreeLog { tester.log }

  /// Moves the clock to `time` since the start, firing the timers due, and waits until the
  /// tree is at rest.
  func advance(to time: Duration) async {
    if time > elapsed {
      clock.advance(by: time - elapsed)
      elapsed = time
    }
    await settle()
  }

  /// Waits until every machine of the tree is at rest.
  func settle() async {
    await tester.tree.waitUntil(yields: tester.yieldLimit) {
      !log.nodes.contains { !$0.isSettled() }
    }
  }

  /// Sends an input to its machine, at its time.
  ///
  /// - Returns: Whether a machine took it; `false` when none runs at its path, none of its
  ///   work is current, or its event could not be made (a redacted event without a stand-in).
  /// - Throws: ``Replay/Unreplayable`` when the event was not recorded in a form that
  ///   replays.
  @discardableResult
  func apply(_ input: ReplayInput) async throws(Replay.Unreplayable) -> Bool {
    await advance(to: input.time)
    guard let node = log.nodes.last(where: { $0.path == input.machine && !$0.isStopped() }) else {
      problems.append("No machine runs at \(input.machine) for input \(input).")
      return false
    }
    let event: (any Sendable)?
    if let payload = input.payload {
      event = node.decode(payload)
      guard event != nil else {
        throw Replay.Unreplayable(
          description:
            "Step \(input.step) of \(input.machine): the payload \(payload) is not a "
            + "\(node.eventType); replay the trace against the definitions it was recorded with.")
      }
    } else if input.isRedacted {
      event = standIn?(input)
      guard event != nil else {
        throw Replay.Unreplayable(
          description:
            "Step \(input.step) of \(input.machine): the recording redacted the event "
            + "(\(input.event)); give the replay a stand-in for it (standIn:).")
      }
    } else {
      throw Replay.Unreplayable(
        description:
          "Step \(input.step) of \(input.machine): the trace has no payload for \(input.event): "
          + "\(node.eventType) is not Codable. Make it Codable and record the session again.")
    }
    lastEvent = event
    let taken: Bool
    switch input.kind {
    case .event:
      taken = node.inject(event!) != nil
    case .work(_, let state, let index):
      taken = node.deliverAsWork(event!, state, index)
    }
    await settle()
    return taken
  }

  /// The steps the tree took since the last call, oldest first, each with its path and as a
  /// trace writes it.
  func takeSteps() -> [(path: String, step: TraceStep)] {
    log.takeHistory().compactMap { taken in
      log.node(taken.machine)?.traceStep(taken.update).map { (taken.path, $0) }
    }
  }

  /// The tree as it is now.
  var tree: MachineTree { tester.machine.tree(id: tester.path) }

  /// Stops listening to the tree.
  func finish() { tester.tree.subscriptions.cancel() }
}

/// Messages collected from any thread.
final class ProblemList: Sendable {
  private let list = Mutex<[String]>([])
  func append(_ message: String) { list.withLock { $0.append(message) } }
  var messages: [String] { list.withLock { $0 } }
}
