import Foundation

/// Where a ``TraceRecorder`` writes: a JSON Lines file, a callback, or an `AsyncStream`.
///
/// ```swift
/// let recorder = try TraceRecorder(machine, to: .file(URL(fileURLWithPath: "login.jsonl")))
/// // …
/// await recorder.finish()
/// ```
///
/// A sink is called from the recorder's own task, one record at a time and in order, never
/// from the thread that runs the machine.
public struct TraceSink: Sendable {
  let receive: @Sendable (TraceRecord) -> Void
  let close: @Sendable () -> Void

  /// A sink that receives every record.
  ///
  /// - Parameters:
  ///   - receive: Called with each record, in order.
  ///   - close: Called once, after the last record.
  public init(
    receive: @escaping @Sendable (TraceRecord) -> Void,
    close: @escaping @Sendable () -> Void = {}
  ) {
    self.receive = receive
    self.close = close
  }

  /// Writes the trace as JSON Lines to a file, replacing it: one record a line, the header
  /// first.
  ///
  /// - Parameter url: The file.
  /// - Returns: The sink.
  /// - Throws: The error of creating or opening the file.
  public static func file(_ url: URL) throws -> TraceSink {
    guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
      throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path])
    }
    let handle = try FileHandle(forWritingTo: url)
    return TraceSink(
      receive: { record in handle.write(Data((record.jsonLine + "\n").utf8)) },
      close: { try? handle.close() })
  }

  /// Calls `body` with each record as one line of JSON (without the line break).
  ///
  /// - Parameter body: Receives the lines, in order.
  /// - Returns: The sink.
  public static func lines(_ body: @escaping @Sendable (String) -> Void) -> TraceSink {
    TraceSink(receive: { body($0.jsonLine) })
  }

  /// Yields each record to a stream, and finishes the stream when recording finishes.
  ///
  /// ```swift
  /// let (records, continuation) = AsyncStream.makeStream(of: TraceRecord.self)
  /// let recorder = TraceRecorder(machine, to: .stream(continuation))
  /// for await record in records { … }
  /// ```
  ///
  /// - Parameter continuation: The stream's continuation.
  /// - Returns: The sink.
  public static func stream(_ continuation: AsyncStream<TraceRecord>.Continuation) -> TraceSink {
    TraceSink(receive: { continuation.yield($0) }, close: { continuation.finish() })
  }
}
