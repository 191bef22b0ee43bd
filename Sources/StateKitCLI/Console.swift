import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output and error.
enum Console {
  /// Writes a line to standard error.
  static func error(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  /// Writes text to standard output, without adding a newline, and flushes it (so a prompt
  /// shows before input is read).
  ///
  /// Text goes through `print`, like every other line of output, so lines stay in order.
  static func write(_ text: String) {
    print(text, terminator: "")
    fflush(nil)  // all output streams; `stdout` is not concurrency-safe to name
  }

  /// Writes bytes to standard output, after any text written so far.
  static func write(_ data: Data) {
    fflush(nil)  // all output streams; `stdout` is not concurrency-safe to name
    FileHandle.standardOutput.write(data)
  }

  /// Reads a line of standard input, without its newline; `nil` at the end of input.
  ///
  /// The standard library's `readLine` calls `getline` again while it fails with `EINTR`,
  /// and it reads `errno` at the end of input too, where `getline` leaves `errno` as it was.
  /// A stale `EINTR` (JavaScriptCore's threads interrupt system calls) made `simulate` spin at
  /// the end of its input forever. With `errno` cleared first, only a real interruption is
  /// retried.
  static func readLine() -> String? {
    errno = 0
    return Swift.readLine()
  }

  /// Whether standard input is a terminal (someone typing) rather than a file or a pipe.
  static var inputIsTerminal: Bool { isatty(STDIN_FILENO) != 0 }

  /// Writes `text` to a file, or to standard output when `path` is `nil` or `-`.
  static func output(_ data: Data, to path: String?) throws {
    guard let path, path != "-" else {
      write(data)
      return
    }
    try data.write(to: URL(fileURLWithPath: path))
  }
}
