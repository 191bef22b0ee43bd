/// Where a replay left the recorded session: the first step that the replayed tree did not
/// take as it was recorded.
public struct ReplayDivergence: Error, Sendable, Hashable, CustomStringConvertible {
  /// The recorded step's number; `nil` when the replay took a step the recording does not
  /// have.
  public var step: Int?
  /// The path of the machine that diverged.
  public var machine: String
  /// What went wrong, with the difference between the recorded and the replayed step.
  public var message: String

  /// Creates a divergence.
  ///
  /// - Parameters:
  ///   - step: The recorded step's number.
  ///   - machine: The machine's path.
  ///   - message: What went wrong.
  public init(step: Int?, machine: String, message: String) {
    self.step = step
    self.machine = machine
    self.message = message
  }

  public var description: String { message }

  /// A step recorded as `recorded` and replayed as `replayed`, compared: `nil` when they
  /// agree on the event, whether it was handled, the active states and (when `contexts`) the
  /// context.
  static func compare(
    _ recorded: TraceStep, _ replayed: TraceStep, path: String, contexts: Bool
  ) -> ReplayDivergence? {
    struct Landing: Sendable {
      var event: String?
      var handled: Bool
      var states: [String]
      var context: String?
    }
    let event = recorded.redacted == true ? recorded.eventName : recorded.event
    let replayedEvent = recorded.redacted == true ? replayed.eventName : replayed.event
    let expected = Landing(
      event: event, handled: recorded.handled, states: recorded.configuration,
      context: contexts ? recorded.context : nil)
    let actual = Landing(
      event: replayedEvent, handled: replayed.handled, states: replayed.configuration,
      context: contexts && recorded.context != nil ? replayed.context : nil)
    guard let difference = LineDiff.structural(expected, actual) else { return nil }
    return ReplayDivergence(
      step: recorded.step, machine: path,
      message: "Step \(recorded.step) of \(path) did not replay as recorded (\u{2212} recorded, "
        + "+ replayed):\n\n\(difference)")
  }
}
