@_spi(Testing) import StateKit
import StateKitClock

/// Runs inputs against a fresh tree on a manual clock, its work replayed (not run), and hands
/// back the steps the tree took: what a replay compares with the recording, and what shrinking
/// runs again and again.
@MainActor
final class ReplayEngine<State: MachineState, Event: MachineEvent, Context: Sendable> {
  let clock = ManualClock()
  let root: Machine<State, Event, Context>
  let tree = ReplayTree()
  /// How far the clock was moved since the start.
  private(set) var elapsed = Duration.zero
  /// The event the last input applied sent.
  private(set) var lastEvent: (any Sendable)?
  private let standIn: (@Sendable (ReplayInput) -> (any Sendable)?)?
  /// What the root needs kept alive beside it (an SCXML machine's session).
  private let kept: AnyObject?

  /// A started tree whose root `make` creates, unstarted, on the engine's clock, its work
  /// replayed (`Machine(replaying:clock:)`).
  init(
    make: (ManualClock) -> (root: Machine<State, Event, Context>, keep: AnyObject?),
    standIn: (@Sendable (ReplayInput) -> (any Sendable)?)?
  ) {
    self.standIn = standIn
    let made = make(clock)
    root = made.root
    kept = made.keep
    root.followForReplay(at: root.definition.name, into: tree)
    root.start()
  }

  /// The root's path.
  var rootPath: String { root.definition.name }

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
    for _ in 0..<100_000 {
      if !tree.nodes.contains(where: { !$0.isSettled() }) { return }
      await Task.yield()
    }
  }

  /// Sends an input to its machine, at its time.
  ///
  /// - Returns: Whether a machine took it; `false` when none runs at its path or none of its
  ///   work is current.
  /// - Throws: ``Replay/Unreplayable`` when the event was not recorded in a form that replays,
  ///   or a redacted one has no stand-in.
  @discardableResult
  func apply(_ input: ReplayInput) async throws(Replay.Unreplayable) -> Bool {
    await advance(to: input.time)
    guard let node = tree.running(at: input.machine) else { return false }
    let event: any Sendable
    if let payload = input.payload {
      guard let decoded = node.decode(payload) else {
        throw Replay.Unreplayable(
          description:
            "Step \(input.step) of \(input.machine): the payload \(payload) is not a "
            + "\(node.eventType); replay the trace against the definitions it was recorded with.")
      }
      event = decoded
    } else if input.isRedacted {
      guard let standIn = standIn?(input) else {
        throw Replay.Unreplayable(
          description:
            "Step \(input.step) of \(input.machine): the recording redacted the event "
            + "(\(input.event)); give the replay a stand-in for it (standIn:).")
      }
      event = standIn
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
      taken = node.inject(event)
    case .work(_, let state, let index):
      taken = node.deliverAsWork(event, state, index)
    }
    await settle()
    return taken
  }

  /// The steps the tree took since the last call, oldest first, each with its path.
  func takeSteps() -> [(path: String, step: TraceStep)] { tree.takeSteps() }

  /// Stops following the tree.
  func finish() {
    tree.cancel()
    _ = kept
  }
}
