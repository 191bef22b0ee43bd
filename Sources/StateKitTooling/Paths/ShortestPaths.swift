import StateKit

/// The shortest event sequence that enters each state of a machine, found by running the
/// machine: the input for model-based tests that visit every state.
///
/// Made by `MachineDefinition.shortestPaths(events:maxSnapshots:maxSteps:maxMicrosteps:)`.
///
/// ```swift
/// let paths = search.shortestPaths(events: [.startSearch, .cancel, .search, .success, .failure])
/// #expect(paths.unreached.isEmpty)
/// #expect(paths[.searchResults] == [.startSearch, .search, .success])
/// ```
public struct ShortestPaths<State: MachineState, Event: MachineEvent>: Sendable {
  /// The events that enter one state.
  public struct Path: Sendable {
    /// The state.
    public let state: State.Case
    /// Its names from the top level down, joined with `.`.
    public let statePath: String
    /// The events to send to a new machine, in order; empty for the states the machine
    /// starts in.
    public let events: [Event]
  }

  /// The machine's name.
  public let machine: String
  /// One path per state that was entered, in document order. History states are not
  /// listed: they are never active.
  public let paths: [Path]
  /// The states no explored sequence entered, in document order: their transitions need
  /// events that were not given, or guards that never held.
  public let unreached: [State.Case]
  /// The state paths of ``unreached``.
  public let unreachedStatePaths: [String]
  /// Whether every snapshot reachable with the events was explored.
  public let isExhaustive: Bool
  /// Why exploration stopped early, when it did.
  public let note: String?

  /// The events that enter a state.
  ///
  /// - Parameter state: A state of the machine.
  /// - Returns: The shortest sequence that enters it, or `nil` when none was found.
  public subscript(state: State.Case) -> [Event]? {
    paths.first { $0.state == state }?.events
  }
}

extension ShortestPaths {
  /// The paths as JSON: `machine`, `exhaustive`, `note`, `paths` (objects with `state` and
  /// `events`), and `unreached` (state paths).
  ///
  /// Events are written as strings; by default as `String(describing:)` shows them
  /// (`enteringCredential(Login.LoginCredential.username("ada"))`).
  ///
  /// ```swift
  /// print(search.shortestPaths(events: SearchEvent.allCases).json())
  /// ```
  ///
  /// - Parameter describe: How to write an event.
  /// - Returns: Pretty-printed JSON, ending with a newline.
  public func json(describing describe: (Event) -> String = { String(describing: $0) }) -> String {
    JSONValue.object([
      ("machine", .string(machine)),
      ("exhaustive", .bool(isExhaustive)),
      ("note", .string(note)),
      (
        "paths",
        .array(
          paths.map { path in
            .object([
              ("state", .string(path.statePath)),
              ("events", .array(path.events.map { .string(describe($0)) })),
            ])
          })
      ),
      ("unreached", .array(unreachedStatePaths.map { .string($0) })),
    ]).text
  }
}
