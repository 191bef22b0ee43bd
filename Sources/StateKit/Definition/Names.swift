/// A state named by a string: for machines loaded from documents (SCXML), generated, or
/// described by another API (GameplayKit-style classes).
///
/// ```swift
/// let toggle = try MachineDefinition<StateName, EventName, Void>(initial: "off") {
///   StateNode("off") { On("flip", to: "on") }
///   StateNode("on") { On("flip", to: "off") }
/// }
/// ```
public struct StateName: MachineState, Hashable, Codable, Comparable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The state's name (an SCXML `id`).
  public let rawValue: String

  /// Creates a state name.
  ///
  /// - Parameter rawValue: The name.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  public init(stringLiteral value: String) { self.rawValue = value }
  public var description: String { rawValue }
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}

/// An event named by a string. Its case is the name itself, so definitions over `EventName`
/// can use SCXML event descriptors (``EventMatching/descriptors``): `error` matches
/// `error.send`.
public struct EventName: MachineEvent, Hashable, Codable, Comparable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The event's name.
  public let rawValue: String
  /// What a module that generates events attaches to one (an SCXML event's data, send id and
  /// origin). The engine never reads it; equality, hashing, ordering and coding ignore it.
  package let payload: (any AnyObject & Sendable)?

  /// Creates an event name.
  ///
  /// - Parameter rawValue: The name, dot-separated for SCXML (`done.state.s1`).
  public init(_ rawValue: String) {
    self.rawValue = rawValue
    self.payload = nil
  }

  /// Creates an event name that carries a payload.
  package init(_ rawValue: String, payload: (any AnyObject & Sendable)?) {
    self.rawValue = rawValue
    self.payload = payload
  }

  public init(stringLiteral value: String) { self.init(value) }
  public var eventCase: String { rawValue }
  public var description: String { rawValue }
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.rawValue == rhs.rawValue }
  public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
    payload = nil
  }
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
