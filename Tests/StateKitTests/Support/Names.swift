import StateKit

/// A state named by a string, for semantic tests written like SCXML documents.
struct S: MachineState, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
  let name: String
  init(stringLiteral name: String) { self.name = name }
  var description: String { name }
}

/// An event named by a string.
struct E: MachineEvent, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
  let name: String
  init(stringLiteral name: String) { self.name = name }
  var description: String { name }
}

/// A context that records every action, in order.
struct Trace: Hashable, Sendable {
  var log: [String] = []
  var counter = 0
}

typealias TestDefinition = MachineDefinition<S, E, Trace>

/// An action that appends `label` to the trace.
func log(_ label: String) -> Action<E, Trace> {
  .assign(label) { trace, _ in trace.log.append(label) }
}

/// Entry and exit actions that log `entry:<name>` and `exit:<name>`.
func traced(_ name: S) -> [StateContent<S, E, Trace>] {
  [Entry(log("entry:\(name)")), Exit(log("exit:\(name)"))]
}

extension Snapshot {
  /// The active leaves' names, sorted, for order-insensitive comparison.
  var leafNames: Set<String> { Set(activeLeaves.map { "\($0)" }) }
}

/// Runs events through the pure step and returns the final snapshot.
func run<St, Ev, C>(
  _ definition: MachineDefinition<St, Ev, C>, _ events: [Ev]
) -> Snapshot<St, Ev, C> {
  var snapshot = definition.initialSnapshot()
  for event in events { snapshot = definition.transition(snapshot, on: event).snapshot }
  return snapshot
}
