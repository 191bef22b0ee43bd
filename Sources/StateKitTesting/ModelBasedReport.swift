import StateKit

/// What a ``ModelBasedTest`` run did: which paths and transitions it exercised, which states it
/// saw, and which of them no assertion covered.
public struct ModelBasedReport<State: MachineState>: Sendable {
  /// How many paths ran.
  public var pathCount: Int
  /// How many steps ran, over all paths.
  public var stepCount: Int
  /// The transitions the system under test took (indices into the `transitionList` of the
  /// definition its machine runs).
  public var exercisedTransitions: Set<Int>
  /// The atomic states the system under test was in after some step.
  public var visitedStates: Set<State.Case>
  /// The atomic states of the definition that have no registered assertion, in document order.
  public var statesWithoutAssertion: [State.Case]
  /// The failure messages, in order (also reported to the test).
  public var failures: [String]

  /// Whether the run found no failure.
  public var passed: Bool { failures.isEmpty }
}
