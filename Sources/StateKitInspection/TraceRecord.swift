import Foundation

/// One line of a trace: the header, a step, or a count of steps the recorder dropped.
///
/// Each record is one JSON object on one line, with a `type` field: `header`, `step` or
/// `dropped`.
public enum TraceRecord: Sendable, Hashable {
  /// The first line: the format version and the machine's structure.
  case header(TraceHeader)
  /// A macrostep.
  case step(TraceStep)
  /// Steps the recorder dropped since the last report, because its buffer was full.
  case dropped(count: Int)

  /// The record as one line of JSON, without the line break.
  public var jsonLine: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Encoding these plain values cannot fail.
    let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self)
  }
}

extension TraceRecord: Codable {
  enum TypeKey: String, CodingKey { case type, count }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: TypeKey.self)
    let type = try container.decode(String.self, forKey: .type)
    switch type {
    case "header": self = .header(try TraceHeader(from: decoder))
    case "step": self = .step(try TraceStep(from: decoder))
    case "dropped": self = .dropped(count: try container.decode(Int.self, forKey: .count))
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .type, in: container, debugDescription: "unknown record type '\(type)'")
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: TypeKey.self)
    switch self {
    case .header(let header):
      try container.encode("header", forKey: .type)
      try header.encode(to: encoder)
    case .step(let step):
      try container.encode("step", forKey: .type)
      try step.encode(to: encoder)
    case .dropped(let count):
      try container.encode("dropped", forKey: .type)
      try container.encode(count, forKey: .count)
    }
  }
}
