#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The compiler's pipe to the plugin: each message is a 64-bit little-endian byte count, then
/// that many bytes of JSON.
package struct MessageChannel {
  /// The file descriptor messages come from.
  let input: Int32
  /// The file descriptor answers go to.
  let output: Int32

  /// The channel over the plugin's standard input and output. Standard output then goes to
  /// standard error, so that nothing printed by accident corrupts a message.
  package static func standardIO() -> MessageChannel {
    let input = dup(STDIN_FILENO)
    let output = dup(STDOUT_FILENO)
    dup2(STDERR_FILENO, STDOUT_FILENO)
    return MessageChannel(input: input, output: output)
  }

  /// The next message, or `nil` when the compiler closed the pipe or sent an empty message
  /// (its way of saying it is done).
  func receive() -> [UInt8]? {
    guard let header = readAll(count: 8) else { return nil }
    let count = header.reversed().reduce(0) { $0 << 8 | Int($1) }
    guard count > 0 else { return nil }
    return readAll(count: count)
  }

  func send(_ message: [UInt8]) {
    let header = stride(from: 0, to: 64, by: 8).map {
      UInt8(truncatingIfNeeded: message.count >> $0)
    }
    writeAll(header)
    writeAll(message)
  }

  // The buffers below are the arrays' own storage, lent for the call: `read` and `write` touch
  // only the `count - done` bytes from `done` on, which the arrays hold.

  private func readAll(count: Int) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: count)
    var done = 0
    while done < count {
      let got = bytes.withUnsafeMutableBytes { buffer in
        read(input, buffer.baseAddress! + done, count - done)
      }
      if got <= 0 { return nil }
      done += got
    }
    return bytes
  }

  private func writeAll(_ bytes: [UInt8]) {
    var done = 0
    while done < bytes.count {
      let put = bytes.withUnsafeBytes { buffer in
        write(output, buffer.baseAddress! + done, bytes.count - done)
      }
      if put <= 0 { return }
      done += put
    }
  }
}
