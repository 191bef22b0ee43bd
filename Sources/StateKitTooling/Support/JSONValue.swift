import StateKit

/// A JSON value for the tooling's reports, written without Foundation.
///
/// Objects keep their keys in the order they were given, and ``text`` is always the same for
/// the same value: reports are stable enough to commit and diff.
enum JSONValue: Sendable {
  case null
  case bool(Bool)
  case int(Int)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  /// An optional string as a string or `null`.
  static func string(_ value: String?) -> JSONValue { value.map { .string($0) } ?? .null }

  /// The value as pretty-printed JSON (two-space indentation, a newline at the end).
  var text: String {
    var output = ""
    write(to: &output, indent: 0)
    output.append("\n")
    return output
  }

  private func write(to output: inout String, indent: Int) {
    switch self {
    case .null: output.append("null")
    case .bool(let value): output.append(value ? "true" : "false")
    case .int(let value): output.append(String(value))
    case .string(let value): Self.writeString(value, to: &output)
    case .array(let values):
      if values.isEmpty {
        output.append("[]")
        return
      }
      if values.allSatisfy(\.isScalar) {
        output.append("[")
        for (i, value) in values.enumerated() {
          if i > 0 { output.append(", ") }
          value.write(to: &output, indent: indent)
        }
        output.append("]")
        return
      }
      output.append("[\n")
      for (i, value) in values.enumerated() {
        output.append(String(repeating: " ", count: indent + 2))
        value.write(to: &output, indent: indent + 2)
        output.append(i == values.count - 1 ? "\n" : ",\n")
      }
      output.append(String(repeating: " ", count: indent) + "]")
    case .object(let members):
      if members.isEmpty {
        output.append("{}")
        return
      }
      output.append("{\n")
      for (i, (key, value)) in members.enumerated() {
        output.append(String(repeating: " ", count: indent + 2))
        Self.writeString(key, to: &output)
        output.append(": ")
        value.write(to: &output, indent: indent + 2)
        output.append(i == members.count - 1 ? "\n" : ",\n")
      }
      output.append(String(repeating: " ", count: indent) + "}")
    }
  }

  private var isScalar: Bool {
    switch self {
    case .array, .object: false
    default: true
    }
  }

  private static func writeString(_ value: String, to output: inout String) {
    output.append("\"")
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output.append("\\\"")
      case "\\": output.append("\\\\")
      case "\n": output.append("\\n")
      case "\r": output.append("\\r")
      case "\t": output.append("\\t")
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          output.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    output.append("\"")
  }
}
