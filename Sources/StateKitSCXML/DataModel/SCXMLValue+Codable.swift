/// A value as JSON: `null`, a boolean, a number, a string, an array or an object.
///
/// `undefined` has no JSON form: it is written as `null`, as `JSON.stringify` writes it inside
/// an array, and read back as ``SCXMLValue/null``.
extension SCXMLValue: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let values = try? container.decode([SCXMLValue].self) {
      self = .array(values)
    } else {
      self = .object(try container.decode([String: SCXMLValue].self))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .undefined, .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let values): try container.encode(values)
    case .object(let members): try container.encode(members)
    }
  }
}
