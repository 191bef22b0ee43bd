import Foundation

/// An event's payload in a trace: the event as its own `Encodable` conformance writes it, as
/// JSON text with sorted keys, so that a replay decodes it back into the event.
package enum TracePayload {
  /// The JSON of `event`, or `nil` when its type is not `Encodable` or encoding fails.
  package static func encode(_ event: Any) -> String? {
    guard let encodable = event as? any Encodable else { return nil }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(encodable) else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  /// The value of type `type` that `payload` encodes, or `nil` when `type` is not `Decodable`
  /// or the text is not one of its values.
  package static func decode(_ payload: String, as type: Any.Type) -> Any? {
    guard let decodable = type as? any Decodable.Type else { return nil }
    return try? JSONDecoder().decode(decodable, from: Data(payload.utf8))
  }
}
