import Foundation

/// A recorded trace, read back: the header and the steps.
///
/// ```swift
/// let trace = try Trace(contentsOf: URL(fileURLWithPath: "login.jsonl"))
/// for step in trace.steps { print(step.eventName ?? "after", step.configuration) }
/// ```
public struct Trace: Sendable, Hashable {
  /// The header: the machine's structure and where recording started.
  public var header: TraceHeader
  /// The steps, in order.
  public var steps: [TraceStep]
  /// How many steps the recorder dropped.
  public var dropped: Int

  /// Creates a trace from its parts.
  ///
  /// - Parameters:
  ///   - header: The header.
  ///   - steps: The steps, in order.
  ///   - dropped: How many steps the recorder dropped.
  public init(header: TraceHeader, steps: [TraceStep], dropped: Int = 0) {
    self.header = header
    self.steps = steps
    self.dropped = dropped
  }

  /// Reads a trace file.
  ///
  /// - Parameter url: A JSON Lines trace.
  /// - Throws: ``TraceError``, or the error of reading the file.
  public init(contentsOf url: URL) throws {
    try self.init(jsonLines: try Data(contentsOf: url))
  }

  /// Reads a trace from JSON Lines.
  ///
  /// The first line must be a header of a version this library reads
  /// (``TraceHeader/currentVersion`` or older); each further line a step or a `dropped`
  /// count. Blank lines are skipped. States and transitions that steps name must exist in the
  /// header.
  ///
  /// - Parameter data: The trace's bytes (UTF-8).
  /// - Throws: ``TraceError``, naming the line.
  public init(jsonLines data: Data) throws(TraceError) {
    let reader = TraceLineReader(data: data)
    guard let first = reader.lines.first(where: { !$0.isBlank }) else { throw .empty }
    let header = try reader.header(first)
    var steps: [TraceStep] = []
    var dropped = 0
    let names = Set(header.states.map(\.name))
    for line in reader.lines where line.number > first.number && !line.isBlank {
      switch try reader.record(line) {
      case .header:
        throw .corrupt(line: line.number, reason: "a second header; a trace has one, first")
      case .dropped(let count):
        guard count >= 0 else {
          throw .corrupt(line: line.number, reason: "a negative count of dropped steps")
        }
        dropped += count
      case .step(let step):
        // A child's states are its own definition's, which the header does not describe.
        if step.isRoot(of: header) {
          try Self.check(step, line: line.number, header: header, names: names)
        }
        steps.append(step)
      }
    }
    self.init(header: header, steps: steps, dropped: dropped)
  }

  private static func check(
    _ step: TraceStep, line: Int, header: TraceHeader, names: Set<String>
  ) throws(TraceError) {
    if let bad = step.transitions.first(where: { !header.transitions.indices.contains($0) }) {
      throw .corrupt(
        line: line,
        reason: "step \(step.step) takes transition \(bad), "
          + "but the header declares \(header.transitions.count)")
    }
    for list in [step.exited, step.entered, step.configuration] {
      if let bad = list.first(where: { !names.contains($0) }) {
        throw .corrupt(
          line: line,
          reason: "step \(step.step) names state '\(bad)', "
            + "which the header does not declare")
      }
    }
  }
}
