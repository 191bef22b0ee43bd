import StateKit

/// What a test expects a machine to be in: its active states, with their payloads, and its
/// context.
///
/// ``MachineTester`` hands an assertion closure a copy of what it last knew to be true, and the
/// closure describes the change, like TCA's `TestStore`:
///
/// ```swift
/// tester.send(.enteringCredential(.username("appleseed"))) {
///   $0.state = .validatingCredentials
///   $0.context.username = "appleseed"
/// }
/// ```
public struct ExpectedState<State: MachineState, Context: Sendable>: Sendable {
  /// The values of the active atomic states, in document order (with their payloads).
  public var states: [State]
  /// The extended state.
  public var context: Context

  /// Creates an expectation.
  ///
  /// - Parameters:
  ///   - states: The active atomic states, in document order.
  ///   - context: The extended state.
  public init(states: [State], context: Context) {
    self.states = states
    self.context = context
  }

  /// The state of a flat machine (the first active atomic state of a statechart). Setting it
  /// replaces ``states`` with just this value.
  public var state: State {
    get { states[0] }
    set { states = [newValue] }
  }

  init(_ snapshot: Snapshot<State, some MachineEvent, Context>) {
    self.states = snapshot.states
    self.context = snapshot.context
  }
}
