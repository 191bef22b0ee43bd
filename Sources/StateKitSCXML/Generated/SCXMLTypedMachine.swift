import StateKit

/// An ``SCXMLMachine`` seen through a document's generated state and event enums.
///
/// `statekit generate` writes an enum of the document's states and one of the events it names;
/// this wrapper sends those events and reports those states, so a misspelt name is a compile
/// error rather than an ignored event:
///
/// ```swift
/// let machine = try TrafficLight.start()  // an SCXMLTypedMachine<TrafficLight.State, TrafficLight.Event>
/// machine.send(.timerElapsed)
/// if machine.isActive(.red) { … }
/// ```
///
/// Everything else (snapshots, subscriptions, the session) is on ``scxml``.
public final class SCXMLTypedMachine<State, Event>: Sendable
where
  State: RawRepresentable & Hashable & Sendable, State.RawValue == String,
  Event: RawRepresentable & Sendable, Event.RawValue == String
{
  /// The running document.
  public let scxml: SCXMLMachine

  /// Wraps a running document.
  ///
  /// - Parameter machine: A machine of the document the enums were generated from.
  public init(_ machine: SCXMLMachine) { self.scxml = machine }

  /// Sends an event to the machine's external queue.
  ///
  /// - Parameter event: The event.
  /// - Returns: Whether it was handled, ignored or queued.
  @discardableResult
  public func send(_ event: Event) -> SendResult { scxml.send(event.rawValue) }

  /// Sends an event with data, which the document reads as `_event.data`.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - data: Its data.
  /// - Returns: Whether it was handled, ignored or queued.
  @discardableResult
  public func send(_ event: Event, data: SCXMLValue) -> SendResult {
    scxml.send(event.rawValue, data: data)
  }

  /// Every active state (compound, parallel and atomic).
  public var activeStates: Set<State> { Set(scxml.activeStates.compactMap(State.init(rawValue:))) }

  /// The active atomic states.
  public var atomicStates: Set<State> { Set(scxml.atomicStates.compactMap(State.init(rawValue:))) }

  /// Whether a state is active.
  ///
  /// - Parameter state: A state.
  /// - Returns: Whether it is in the configuration.
  public func isActive(_ state: State) -> Bool { scxml.activeStates.contains(state.rawValue) }

  /// Whether the machine reached a top-level final state.
  public var isDone: Bool { scxml.isDone }

  /// The top-level final state the machine ended in, or `nil` while it runs.
  public var finalState: State? { scxml.finalState.flatMap(State.init(rawValue:)) }
}
