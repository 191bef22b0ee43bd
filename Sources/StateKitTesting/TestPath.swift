import StateKit
import StateKitInspection
import StateKitTooling

/// A sequence of steps from a freshly started machine: what a model-based test runs.
///
/// Paths usually come from the path generator
/// (`MachineDefinition.transitionCoverPaths(events:maxSnapshots:maxSteps:maxMicrosteps:)`),
/// converted with ``init(_:)-(TransitionCover<Event>.Path)``; write one by hand for what the
/// generator does not do, such as letting time pass:
///
/// ```swift
/// let timeout = TestPath<ImageSearchAppEvent>([
///   .event(.startSearch), .event(.search("cats")), .advance(.seconds(15)),
/// ])
/// ```
public struct TestPath<Event: MachineEvent>: Sendable {
  /// One step of a path.
  public enum Step: Sendable {
    /// Deliver an event to the system under test.
    case event(Event)
    /// Let time pass: the machine's delayed transitions and sends that fall due fire.
    case advance(Duration)
  }

  /// The steps, in order.
  public var steps: [Step]

  /// Creates a path.
  ///
  /// - Parameter steps: The steps, in order.
  public init(_ steps: [Step]) { self.steps = steps }

  /// A path of events.
  ///
  /// - Parameter events: The events, in order.
  public init(events: [Event]) { self.steps = events.map(Step.event) }

  /// A path of the path generator.
  ///
  /// - Parameter path: A transition-cover path.
  public init(_ path: TransitionCover<Event>.Path) { self.init(events: path.events) }
}

extension TestPath.Step: CustomStringConvertible {
  /// `.search("cats")`, or `-- 15.0 seconds` for time.
  public var description: String {
    switch self {
    case .event(let event): return StructuralDump.inline(event)
    case .advance(let duration): return "-- \(duration)"
    }
  }
}

extension TestPath: CustomStringConvertible {
  /// The steps, comma-separated.
  public var description: String { steps.map(\.description).joined(separator: ", ") }
}
