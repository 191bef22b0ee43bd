import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The controlling terminal: raw keyboard input, the alternate screen, and restoring both on
/// exit and on SIGINT, SIGTERM and SIGHUP.
enum Terminal {
  /// Whether standard input and output are both terminals.
  static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

  /// Whether standard input is a terminal.
  static var stdinIsTTY: Bool { isatty(STDIN_FILENO) == 1 }

  /// Whether standard input has something to read (data or its end) within `milliseconds`:
  /// false for a pipe nobody writes to, so the demo never waits on it.
  static func stdinIsReadable(within milliseconds: Int32) -> Bool {
    var poller = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    return poll(&poller, 1, milliseconds) > 0
  }

  /// The terminal's size in columns and rows.
  static var size: (width: Int, height: Int) {
    var size = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 {
      return (Int(size.ws_col), Int(size.ws_row))
    }
    return (100, 30)
  }

  /// Switches to raw input and the alternate screen, and arranges for both to be undone.
  static func enterFullScreen() {
    var raw = termios()
    tcgetattr(STDIN_FILENO, &raw)
    TerminalState.saved = raw
    TerminalState.isRaw = true
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_cflag |= tcflag_t(CS8)
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
    for sig in [SIGINT, SIGTERM, SIGHUP] {
      signal(sig) { signal in
        Terminal.restore()
        _exit(128 + signal)
      }
    }
    write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J")
  }

  /// Leaves the alternate screen and restores the saved terminal settings. Safe to call from a
  /// signal handler and more than once.
  static func restore() {
    guard TerminalState.isRaw else { return }
    TerminalState.isRaw = false
    var saved = TerminalState.saved
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
    let reset = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
    _ = reset.withCString { posixWrite(STDOUT_FILENO, $0, strlen($0)) }
  }

  /// Writes text to standard output, unbuffered.
  static func write(_ text: String) {
    var remaining = Array(text.utf8)[...]
    while !remaining.isEmpty {
      let written = remaining.withUnsafeBytes {
        posixWrite(STDOUT_FILENO, $0.baseAddress, $0.count)
      }
      if written <= 0 { return }
      remaining = remaining.dropFirst(written)
    }
  }

  /// Reads keys from standard input on a thread of its own and hands them to `deliver`.
  static func startReadingKeys(_ deliver: @escaping @Sendable (Key) -> Void) {
    Thread.detachNewThread {
      var decoder = KeyDecoder()
      var buffer = [UInt8](repeating: 0, count: 64)
      while true {
        let count = buffer.withUnsafeMutableBytes { posixRead(STDIN_FILENO, $0.baseAddress, 64) }
        if count <= 0 { return }
        var keys = decoder.feed(Array(buffer[0..<count]))
        if keys.isEmpty || buffer[count - 1] == 0x1B {
          // A lone ESC is the Escape key unless more bytes follow at once.
          var poller = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
          if poll(&poller, 1, 30) == 0 { keys += decoder.feed([], escapeTimedOut: true) }
        }
        for key in keys { deliver(key) }
      }
    }
  }
}

/// What the signal handler needs: set before the handler is installed, read only by it and by
/// `restore()` on the main thread.
private enum TerminalState {
  nonisolated(unsafe) static var saved = termios()
  nonisolated(unsafe) static var isRaw = false
}

private func posixWrite(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(fd, bytes, count)
}

private func posixRead(_ fd: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(fd, bytes, count)
}
