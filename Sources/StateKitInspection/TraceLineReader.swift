import Foundation
import StateKit

/// Splits a trace into lines and decodes them, turning every failure into a ``TraceError``
/// with the line's number.
struct TraceLineReader {
  struct Line {
    let number: Int
    let bytes: Data
    /// Whether the line is the last one and has no line break after it.
    let isUnterminated: Bool

    var isBlank: Bool { bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D } }
  }

  let lines: [Line]

  init(data: Data) {
    var lines: [Line] = []
    var start = data.startIndex
    var number = 1
    while start < data.endIndex {
      let end = data[start...].firstIndex(of: 0x0A)
      lines.append(
        Line(
          number: number, bytes: data[start..<(end ?? data.endIndex)], isUnterminated: end == nil))
      number += 1
      start = end.map { $0 + 1 } ?? data.endIndex
    }
    self.lines = lines
  }

  /// The header's first fields, read before the rest so that a newer version is reported as
  /// such, whatever else changed.
  private struct Preamble: Decodable {
    let type: String?
    let format: String?
    let version: Int?
  }

  func header(_ line: Line) throws(TraceError) -> TraceHeader {
    let preamble: Preamble
    do {
      preamble = try JSONDecoder().decode(Preamble.self, from: line.bytes)
    } catch {
      if line.isUnterminated { throw .truncated(line: line.number) }
      throw .notATrace(line: line.number, reason: "the first line is not a JSON object")
    }
    guard preamble.type == "header", preamble.format == TraceHeader.formatName,
      let version = preamble.version
    else {
      throw .notATrace(
        line: line.number,
        reason: "the first line must be a header with format \"\(TraceHeader.formatName)\"")
    }
    guard version <= TraceHeader.currentVersion else {
      throw .newerVersion(
        line: line.number, version: version, supported: TraceHeader.currentVersion)
    }
    guard version >= 1 else {
      throw .notATrace(line: line.number, reason: "format version \(version) does not exist")
    }
    guard case .header(let header) = try record(line) else {
      throw .notATrace(line: line.number, reason: "the first line must be a header")
    }
    if let problem = Self.problem(in: header) {
      throw .corrupt(line: line.number, reason: problem)
    }
    return header
  }

  func record(_ line: Line) throws(TraceError) -> TraceRecord {
    do {
      return try JSONDecoder().decode(TraceRecord.self, from: line.bytes)
    } catch let error as DecodingError {
      if line.isUnterminated { throw .truncated(line: line.number) }
      throw .corrupt(line: line.number, reason: Self.explain(error))
    } catch {
      throw .corrupt(line: line.number, reason: "\(error)")
    }
  }

  /// A decoding error in words: which field, and what is wrong with it.
  static func explain(_ error: DecodingError) -> String {
    func path(_ context: DecodingError.Context, _ key: (any CodingKey)? = nil) -> String {
      let keys = context.codingPath + (key.map { [$0] } ?? [])
      return keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }
    switch error {
    case .keyNotFound(let key, let context):
      return "the record lacks the field '\(path(context, key))'"
    case .valueNotFound(_, let context):
      return "the field '\(path(context))' is null"
    case .typeMismatch(let type, let context):
      return "the field '\(path(context))' is not a \(type)"
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty
        ? "not a JSON object" : "the field '\(path(context))': \(context.debugDescription)"
    @unknown default:
      return "not a valid record"
    }
  }

  /// Why a header cannot describe a machine, if it cannot: nodes must form a tree in
  /// document order, and every index must point at a node.
  static func problem(in header: TraceHeader) -> String? {
    let states = header.states
    guard let root = states.first, root.kind == "root", root.parent == nil else {
      return "the header's first state must be the root, without a parent"
    }
    let kinds = Set(NodeKind.allCases.map { "\($0)" })
    // The ancestors of the previous node: a node's parent must be one of them (preorder).
    var ancestors = [0]
    for (index, state) in states.enumerated().dropFirst() {
      guard kinds.contains(state.kind), state.kind != "root" else {
        return "state \(index) has an unknown kind '\(state.kind)'"
      }
      guard let parent = state.parent, parent >= 0, parent < index else {
        return "state \(index) ('\(state.name)') needs a parent declared before it"
      }
      while let last = ancestors.last, last != parent { ancestors.removeLast() }
      guard !ancestors.isEmpty else {
        return "state \(index) ('\(state.name)') is not in document order"
      }
      ancestors.append(index)
    }
    for (index, state) in states.enumerated()
    where state.initial.contains(where: { !states.indices.contains($0) }) {
      return "state \(index) ('\(state.name)') has an initial state that does not exist"
    }
    for (index, transition) in header.transitions.enumerated() {
      let nodes = [transition.source] + transition.targets + (transition.done.map { [$0] } ?? [])
      if nodes.contains(where: { !states.indices.contains($0) }) {
        return "transition \(index) refers to a state that does not exist"
      }
    }
    return nil
  }
}
