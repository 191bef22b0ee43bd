/// A value that crosses a data model's boundary: the data of an event, a `<param>`, a `<content>`.
///
/// Values travel between sessions (a child's `<send target="#_parent">`), between a session and
/// its host (``SCXMLMachine/send(_:data:)``), and between data models, so they are plain data:
/// what JSON can hold, plus `undefined`.
///
/// ```swift
/// machine.send("login", data: .object(["user": .string("ada")]))
/// ```
public indirect enum SCXMLValue: Sendable, Hashable, CustomStringConvertible {
  /// No value (ECMAScript's `undefined`): an event without data.
  case undefined
  /// An explicit empty value.
  case null
  /// A boolean.
  case bool(Bool)
  /// A number.
  case number(Double)
  /// A string.
  case string(String)
  /// An ordered list.
  case array([SCXMLValue])
  /// A record of named values.
  case object([String: SCXMLValue])

  public var description: String {
    switch self {
    case .undefined: "undefined"
    case .null: "null"
    case .bool(let value): "\(value)"
    case .number(let value):
      value == value.rounded() && abs(value) < 1e15 ? "\(Int64(value))" : "\(value)"
    case .string(let value): "\"\(value)\""
    case .array(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
    case .object(let members):
      "{" + members.keys.sorted().map { "\($0): \(members[$0]!)" }.joined(separator: ", ") + "}"
    }
  }
}
