import Foundation
import StateKit

/// A running SCXML session: a `Machine` of a loaded document, with its own ``SCXMLSession``.
///
/// ```swift
/// let machine = try SCXMLMachine.load("""
///   <scxml xmlns="http://www.w3.org/2005/07/scxml" initial="off">
///     <state id="off"><transition event="flip" target="on"/></state>
///     <state id="on"><transition event="flip" target="off"/></state>
///   </scxml>
///   """)
/// machine.send("flip")
/// print(machine.atomicStates)  // ["on"]
/// ```
///
/// The machine runs on StateKit's engine like any typed machine: ``machine`` is the underlying
/// `Machine`, with its snapshots, subscriptions and async sequences. SCXML's `<invoke>` is the
/// invoking state's work, started and cancelled by the engine: the child machine starts
/// (synchronously, on the thread that processes the macrostep that entered the state) when the
/// state's work starts and is cancelled when the state is exited, and `done.invoke.<id>` reaches
/// this machine when a child finishes. Children run on the same clock (a manual clock in tests)
/// and log handler. Each child is also a child of ``machine`` under its invoke id, as a typed
/// `Invoke`'s child is: `runningChildMachines`, `tree(id:)` and a `TraceRecorder` see it.
///
/// The wrapper does not observe the machine, so it runs on the engine's unobserved path, unless
/// the document has an `<invoke autoforward="true">`: copying every processed event to such
/// children needs a subscription, which this wrapper holds.
public final class SCXMLMachine: Sendable {
  /// The underlying machine.
  public let machine: Machine<StateName, EventName, SCXMLSession>
  /// The machine's session: its children and its link to its parent.
  public let session: SCXMLSession
  /// Only for documents whose invocations autoforward events.
  private let subscription: Subscription?

  /// Starts a machine of a loaded definition.
  ///
  /// - Parameters:
  ///   - definition: A definition from ``SCXMLDocument/definition()``.
  ///   - clock: The clock delayed sends wait on; pass a manual clock in tests. Invoked children
  ///     use it too.
  ///   - log: Receives `<log>` lines (`label`, and an empty message: expressions are not
  ///     evaluated).
  public convenience init(
    _ definition: SCXMLDefinition, clock: some Clock<Duration> = ContinuousClock(),
    log: @escaping @Sendable (_ label: String, _ message: String) -> Void = { _, _ in }
  ) {
    self.init(definition, anyClock: clock, log: log)
  }

  convenience init(
    _ definition: SCXMLDefinition, anyClock clock: any Clock<Duration>,
    log: @escaping @Sendable (String, String) -> Void
  ) {
    let session = SCXMLSession(
      clock: clock, log: log, parent: nil, program: definition.extensions as? SCXMLProgram)
    let machine = Machine(definition, context: session, clock: clock, log: log)
    self.init(machine: machine, session: session)
  }

  /// Connects a session to its machine, which has started (or resumed), and delivers what was
  /// sent to the session meanwhile.
  init(machine: Machine<StateName, EventName, SCXMLSession>, session: SCXMLSession) {
    self.machine = machine
    self.session = session
    session.attach(machine)
    if (machine.definition.extensions as? SCXMLProgram)?.autoforwards == true {
      self.subscription = machine.subscribe { [weak session] update in
        if let event = update.event { session?.forward(event) }
      }
    } else {
      self.subscription = nil
    }
    session.open()
  }

  /// Ends the session for good (its parent cancelled it), keeping the machine alive until its
  /// exit handlers have run, then stops the machine as a typed child is stopped
  /// (`Machine.stop()`): its delayed events and its own children's work are cancelled, and it
  /// takes no further event.
  func cancel() {
    withExtendedLifetime(self) {
      session.terminate()
      machine.stop()
    }
  }

  /// Parses, checks and starts an SCXML document.
  ///
  /// - Parameters:
  ///   - text: The document.
  ///   - clock: The clock delayed sends wait on.
  ///   - log: Receives `<log>` lines.
  /// - Returns: The running machine.
  /// - Throws: The first ``SCXMLError`` of the document: malformed, invalid, needing expressions
  ///   or using something StateKit does not run.
  public static func load(
    _ text: String, clock: some Clock<Duration> = ContinuousClock(),
    log: @escaping @Sendable (_ label: String, _ message: String) -> Void = { _, _ in }
  ) throws(SCXMLError) -> SCXMLMachine {
    let definition = try SCXMLDocument(string: text).definition()
    return SCXMLMachine(definition, clock: clock, log: log)
  }

  /// Reads, checks and starts an SCXML file.
  ///
  /// - Parameters:
  ///   - url: The file.
  ///   - clock: The clock delayed sends wait on.
  ///   - log: Receives `<log>` lines.
  /// - Returns: The running machine.
  /// - Throws: The error from reading the file, or the first ``SCXMLError`` of its content.
  public static func load(
    contentsOf url: URL, clock: some Clock<Duration> = ContinuousClock(),
    log: @escaping @Sendable (_ label: String, _ message: String) -> Void = { _, _ in }
  ) throws -> SCXMLMachine {
    let definition = try SCXMLDocument(contentsOf: url).definition(baseURL: url)
    return SCXMLMachine(definition, clock: clock, log: log)
  }

  /// The definition the machine runs.
  public var definition: SCXMLDefinition { machine.definition }

  /// Sends an event to the machine's external queue and, unless it is busy, processes it now.
  ///
  /// - Parameter event: The event's name.
  /// - Returns: Whether it was handled, ignored or queued.
  @discardableResult
  public func send(_ event: EventName) -> SendResult {
    Self.send(event, to: machine, session)
  }

  /// Sends an event by name to a machine of a session: as it is with the null data model or
  /// when it carries its `_event`; as an external ``SCXMLEvent`` of that name otherwise.
  @discardableResult
  static func send(
    _ event: EventName, to machine: Machine<StateName, EventName, SCXMLSession>,
    _ session: SCXMLSession
  ) -> SendResult {
    if event.payload != nil || session.data == nil { return machine.send(event) }
    return machine.send(
      EventName(
        event.rawValue,
        payload: SCXMLEventPayload(SCXMLEvent(name: event.rawValue, type: .external))))
  }

  /// Sends an event by name.
  ///
  /// - Parameter name: The event's name, such as `error.send` or `done.invoke.child`.
  /// - Returns: Whether it was handled, ignored or queued.
  @discardableResult
  public func send(_ name: String) -> SendResult { send(EventName(name)) }

  /// Sends an event with data: the document reads it as `_event.data`.
  ///
  /// ```swift
  /// machine.send("login", data: .object(["user": .string("ada")]))
  /// ```
  ///
  /// - Parameters:
  ///   - name: The event's name.
  ///   - data: Its data; ignored by documents with the null data model.
  /// - Returns: Whether it was handled, ignored or queued.
  @discardableResult
  public func send(_ name: String, data: SCXMLValue) -> SendResult {
    send(SCXMLEvent(name: name, type: .external, data: data))
  }

  /// Sends an event with all its `_event` fields.
  ///
  /// - Parameter event: The event; its ``SCXMLEvent/type`` is normally `.external`.
  /// - Returns: Whether it was handled, ignored or queued.
  @discardableResult
  public func send(_ event: SCXMLEvent) -> SendResult {
    machine.send(EventName(event.name, payload: SCXMLEventPayload(event)))
  }

  /// The ids of every active state (compound, parallel and atomic).
  public var activeStates: Set<String> { Set(machine.configuration.map(\.rawValue)) }

  /// The ids of the active atomic states: SCXML's "atomic configuration", which SCION tests compare.
  public var atomicStates: Set<String> { Set(machine.snapshot.activeLeaves.map(\.rawValue)) }

  /// Whether the machine reached a top-level final state (the session ended).
  public var isDone: Bool { machine.isDone }

  /// The id of the top-level final state the machine ended in, or `nil` while it runs.
  public var finalState: String? {
    guard machine.isDone else { return nil }
    let nodes = machine.definition.stateNodes
    return machine.snapshot.activeLeaves.first { leaf in
      guard let node = nodes.first(where: { $0.state == leaf }) else { return false }
      return node.kind == .final && node.parent == 0
    }?.rawValue
  }

  /// The running child machine invoked with this id.
  ///
  /// - Parameter invokeID: The invoke id.
  /// - Returns: The child, or `nil` when none with this id is running.
  public func child(_ invokeID: String) -> SCXMLMachine? { session.child(invokeID) }
}
