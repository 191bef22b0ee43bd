import StateKit

extension Finding {
  /// The finding as a JSON object with the keys `code`, `severity`, `message`, `statePath`,
  /// `transitions` and `event`, in that order.
  ///
  /// - Returns: Pretty-printed JSON, ending with a newline.
  public var json: String { jsonValue.text }

  var jsonValue: JSONValue {
    .object([
      ("code", .string(code.rawValue)),
      ("severity", .string(severity.rawValue)),
      ("message", .string(message)),
      ("statePath", .string(statePath)),
      ("transitions", .array(transitions.map { .int($0) })),
      ("event", .string(event)),
    ])
  }
}

extension Array where Element == Finding {
  /// The findings as a JSON array of ``Finding/json`` objects, in order: stable output that
  /// a script or CI step can read.
  ///
  /// ```swift
  /// print(definition.validate().json)
  /// ```
  public var json: String { JSONValue.array(map(\.jsonValue)).text }
}
