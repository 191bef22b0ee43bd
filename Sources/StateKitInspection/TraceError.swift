/// Why a trace could not be read; every case but ``empty`` names the line (from 1).
public enum TraceError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The trace has no line at all.
  case empty
  /// The first line is not a StateKit trace header.
  case notATrace(line: Int, reason: String)
  /// The trace was written by a newer StateKit, in a format version this one cannot read.
  case newerVersion(line: Int, version: Int, supported: Int)
  /// The last line is cut off: the recording stopped in the middle of writing it.
  case truncated(line: Int)
  /// A line is not a valid record, or refers to a state or transition the header lacks.
  case corrupt(line: Int, reason: String)

  /// The line the error is on; `nil` for ``empty``.
  public var line: Int? {
    switch self {
    case .empty: nil
    case .notATrace(let line, _), .newerVersion(let line, _, _), .truncated(let line),
      .corrupt(let line, _):
      line
    }
  }

  public var description: String {
    line.map { "line \($0): " + message } ?? message
  }

  /// The error without its line number.
  public var message: String {
    switch self {
    case .empty:
      "the trace is empty: a trace starts with a header line"
    case .notATrace(_, let reason):
      "not a StateKit trace (\(reason))"
    case .newerVersion(_, let version, let supported):
      "the trace has format version \(version), but this StateKit reads "
        + "version \(supported) and older; read it with a newer statekit"
    case .truncated:
      "the line is cut off (the trace ends in the middle of a record; was the "
        + "recording stopped before it was flushed?)"
    case .corrupt(_, let reason):
      reason
    }
  }
}
