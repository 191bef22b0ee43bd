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
/// An event the enum has no case for, such as `door.knock` for a document that names `door`,
/// is sent by its name with ``send(named:)``.
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

  /// Sends an event by its SCXML name, which need not be a case of `Event`: the document's
  /// descriptors match it by prefix, as they match every event (a transition on `door` takes
  /// `door.knock`), and the document reads the name as sent in `_event.name`.
  ///
  /// ```swift
  /// machine.send(named: "door.knock")  // the enum names `door` only
  /// ```
  ///
  /// - Parameter name: The event's name.
  /// - Returns: Whether it was handled, ignored or queued.
  @discardableResult
  public func send(named name: String) -> SendResult { scxml.send(name) }

  /// Sends an event with data by its SCXML name, which need not be a case of `Event`.
  ///
  /// - Parameters:
  ///   - name: The event's name.
  ///   - data: Its data, which the document reads as `_event.data`.
  /// - Returns: Whether it was handled, ignored or queued.
  @discardableResult
  public func send(named name: String, data: SCXMLValue) -> SendResult {
    scxml.send(name, data: data)
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
