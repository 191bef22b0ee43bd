/// An SCXML event as a data model sees it (`_event`): its name, where it comes from, its data.
///
/// ```swift
/// let event = SCXMLEvent(name: "login", type: .external, data: .string("ada"))
/// ```
public struct SCXMLEvent: Sendable, Hashable, Codable {
  /// Where the event was raised (`_event.type`).
  public enum Kind: String, Sendable, Hashable, Codable {
    /// Raised by the processor itself (`error.execution`, `error.communication`).
    case platform
    /// Raised by `<raise>`, `<send target="#_internal">` or a `done.state` event.
    case `internal`
    /// Everything from the external queue.
    case external
  }

  /// The event's name (`_event.name`).
  public var name: String
  /// `_event.type`.
  public var type: Kind
  /// The id of the `<send>` that sent it, or of the one whose failure raised it (`_event.sendid`).
  public var sendID: String?
  /// The URI to reply to (`_event.origin`).
  public var origin: String?
  /// The I/O processor of ``origin`` (`_event.origintype`).
  public var originType: String?
  /// The id of the invocation it comes from (`_event.invokeid`).
  public var invokeID: String?
  /// The data (`_event.data`).
  public var data: SCXMLValue

  /// Creates an event.
  ///
  /// - Parameters:
  ///   - name: The name.
  ///   - type: Where it was raised.
  ///   - sendID: The id of the `<send>`.
  ///   - origin: The URI to reply to.
  ///   - originType: The I/O processor of `origin`.
  ///   - invokeID: The invocation it comes from.
  ///   - data: The data.
  public init(
    name: String, type: Kind, sendID: String? = nil, origin: String? = nil,
    originType: String? = nil, invokeID: String? = nil, data: SCXMLValue = .undefined
  ) {
    self.name = name
    self.type = type
    self.sendID = sendID
    self.origin = origin
    self.originType = originType
    self.invokeID = invokeID
    self.data = data
  }
}

/// The payload a loaded machine's `EventName` carries: the event's `_event` fields. Shared, never
/// changed.
final class SCXMLEventPayload: Sendable {
  let event: SCXMLEvent

  init(_ event: SCXMLEvent) { self.event = event }
}
