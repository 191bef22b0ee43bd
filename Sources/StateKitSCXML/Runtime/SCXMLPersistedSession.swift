import StateKit

/// A running SCXML session as `Codable` data: to save when the app goes to the background and
/// restore with ``SCXMLMachine/init(restoring:definition:clock:log:)``.
///
/// ```swift
/// let data = try JSONEncoder().encode(machine.persisted)
/// // … on the next launch
/// let saved = try JSONDecoder().decode(SCXMLPersistedSession.self, from: data)
/// let machine = try SCXMLMachine(restoring: saved, definition: definition)
/// ```
///
/// It is a `PersistedSnapshot` (configuration, history, the engine's timers, the definition's
/// version and fingerprint), whose context is the session's ``SCXMLSessionValues``: the values
/// of the document's `<data>` and its delayed `<send>`s.
public typealias SCXMLPersistedSession = PersistedSnapshot<StateName, EventName, SCXMLSessionValues>

/// What a persisted SCXML session keeps of its data model and its runtime.
///
/// What is not kept, and why:
/// - Variables a `<script>` creates without a `<data>` for them, and functions: they are not
///   values. The document's top-level `<script>` runs again when the session is restored, so
///   the functions it defines are there again.
/// - The children of `<invoke>`: as any state's work, they start again, from their initial
///   states, when the session is restored with their invoking state active.
/// - `_sessionid` and the session's location: a restored session is a new session.
public struct SCXMLSessionValues: Codable, Sendable, Hashable {
  /// The values of the document's `<data>`, by id, as JSON. A variable whose value is
  /// `undefined` is left out, and is `undefined` again once restored.
  public var variables: [String: SCXMLValue]
  /// With late binding (`binding="late"`), the states whose `<data>` has been given its values.
  public var boundStates: [String]
  /// The delayed `<send>`s not delivered yet, in the order they are due.
  public var delayedSends: [SCXMLPersistedSend]

  /// Creates the values of a session.
  ///
  /// - Parameters:
  ///   - variables: The values of the document's `<data>`, by id.
  ///   - boundStates: The states whose `<data>` late binding has initialized.
  ///   - delayedSends: The delayed sends not delivered yet.
  public init(
    variables: [String: SCXMLValue] = [:], boundStates: [String] = [],
    delayedSends: [SCXMLPersistedSend] = []
  ) {
    self.variables = variables
    self.boundStates = boundStates
    self.delayedSends = delayedSends
  }
}

/// A delayed `<send>` of a persisted session, not delivered yet.
public struct SCXMLPersistedSend: Codable, Sendable, Hashable {
  /// The event, with its data.
  public var event: SCXMLEvent
  /// Where it goes: `#_parent` or `#_<invokeid>`; `nil` for the session's own external queue.
  public var target: String?
  /// The time it had left when saved.
  public var remaining: Duration

  /// Creates a delayed send.
  ///
  /// - Parameters:
  ///   - event: The event, with its data and its send id (``SCXMLEvent/sendID``, which
  ///     `<cancel>` names).
  ///   - target: `#_parent`, `#_<invokeid>`, or `nil` for the session's own queue.
  ///   - remaining: The time it has left.
  public init(event: SCXMLEvent, target: String? = nil, remaining: Duration) {
    self.event = event
    self.target = target
    self.remaining = remaining
  }
}
