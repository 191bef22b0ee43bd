import StateKit

/// Event sequences that together take every transition of a machine, and the transitions no
/// sequence took: the input for model-based tests that exercise every arrow of the diagram.
///
/// Made by
/// `MachineDefinition.transitionCoverPaths(events:maxSnapshots:maxSteps:maxMicrosteps:)`.
///
/// ```swift
/// let events: [SearchEvent] = [.startSearch, .cancel, .search, .success, .failure]
/// let cover = search.transitionCoverPaths(events: events)
/// #expect(cover.uncovered.isEmpty)
/// for path in cover.paths {
///   let machine = Machine(search)
///   for event in path.events { machine.send(event) }
/// }
/// ```
public struct TransitionCover<Event: MachineEvent>: Sendable {
  /// One event sequence from a new machine, and the transitions it takes.
  public struct Path: Sendable {
    /// The events to send to a new machine, in order.
    public let events: [Event]
    /// The transitions it takes (indices into `MachineDefinition.transitionList`), in document
    /// order.
    public let transitions: [Int]
  }

  /// Why no explored sequence took a transition.
  public typealias Reason = TransitionCoverReason

  /// A transition no explored sequence took.
  public struct Uncovered: Sendable {
    /// Its index in `MachineDefinition.transitionList`.
    public let transition: Int
    /// The state that declares it, as a state path; `nil` for a top-level transition.
    public let statePath: String?
    /// Its label, as in diagrams: `event [guard] / actions`.
    public let label: String
    /// Why it was not taken.
    public let reason: Reason
  }

  /// The machine's name.
  public let machine: String
  /// The number of transitions of the machine.
  public let transitionCount: Int
  /// Sequences that together take every transition that was taken, none a prefix of
  /// another, ordered by the breadth-first search that found them.
  public let paths: [Path]
  /// The transitions no sequence took, in document order.
  public let uncovered: [Uncovered]
  /// Whether every snapshot reachable with the events was explored.
  public let isExhaustive: Bool
  /// Why exploration stopped early, when it did.
  public let note: String?

  /// The number of transitions some path takes.
  public var coveredCount: Int { transitionCount - uncovered.count }
}

extension TransitionCover {
  /// The cover as JSON: `machine`, `exhaustive`, `note`, `transitions`, `covered`, `paths`
  /// (objects with `events` and `transitions`), and `uncovered` (objects with `transition`,
  /// `statePath`, `label` and `reason`).
  ///
  /// - Parameter describe: How to write an event; `String(describing:)` by default.
  /// - Returns: Pretty-printed JSON, ending with a newline.
  public func json(describing describe: (Event) -> String = { String(describing: $0) }) -> String {
    JSONValue.object([
      ("machine", .string(machine)),
      ("exhaustive", .bool(isExhaustive)),
      ("note", .string(note)),
      ("transitions", .int(transitionCount)),
      ("covered", .int(coveredCount)),
      (
        "paths",
        .array(
          paths.map { path in
            .object([
              ("events", .array(path.events.map { .string(describe($0)) })),
              ("transitions", .array(path.transitions.map { .int($0) })),
            ])
          })
      ),
      (
        "uncovered",
        .array(
          uncovered.map { item in
            .object([
              ("transition", .int(item.transition)),
              ("statePath", .string(item.statePath)),
              ("label", .string(item.label)),
              ("reason", .string(item.reason.rawValue)),
            ])
          })
      ),
    ]).text
  }
}
