import Foundation

/// Drives the demo from a script, without a terminal, printing frames as plain text.
///
/// One command a line; `#` starts a comment:
///
/// ```
/// open image-search        # or search-screen, request-tester, login, menu
/// type cat                 # types the rest of the line
/// key enter esc            # enter, esc, tab, up, down, left, right, backspace, space,
///                          # ctrl-u, ctrl-c, or one character
/// wait searchResults 30    # until the screen's machine is in that state (default 60 s)
/// frame                    # prints the screen
/// expect 20 of 28 images   # fails unless the screen shows that text
/// echo some text           # prints the text
/// quit
/// ```
@MainActor
struct ScriptRunner {
  let app: DemoApp
  var width = 100
  var height = 30

  struct Failure: Error, CustomStringConvertible {
    var line: Int
    var message: String
    var description: String { "line \(line): \(message)" }
  }

  /// Runs the script and returns how many frames it printed.
  func run(_ script: String) async throws -> Int {
    var inputs = app.inputs.makeAsyncIterator()
    var frames = 0
    var nextTimeout = 0
    for (index, raw) in script.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let line = raw.trimmingCharacters(in: .whitespaces)
      guard !line.isEmpty, !line.hasPrefix("#") else { continue }
      let (command, argument) = Self.split(line)
      print("> \(line)")
      func fail(_ message: String) -> Failure { Failure(line: index + 1, message: message) }
      switch command {
      case "open":
        guard DemoApp.isScreenName(argument) else { throw fail("no screen named \"\(argument)\"") }
        app.open(argument)
      case "key":
        for name in argument.split(separator: " ") {
          guard let key = Key(name: String(name)) else { throw fail("no key named \"\(name)\"") }
          app.handle(key)
        }
      case "type":
        for character in argument { app.handle(.char(character)) }
      case "wait":
        let parts = argument.split(separator: " ")
        guard let state = parts.first.map(String.init) else { throw fail("wait needs a state") }
        // A request to the demo's local server has taken over 10 s on a loaded machine: the
        // default bound is generous, and a wait ends as soon as the state is reached.
        let seconds = parts.count > 1 ? Double(parts[1]) ?? Self.defaultWait : Self.defaultWait
        nextTimeout += 1
        let id = nextTimeout
        let send = app.send
        let timer = Task {
          try? await Task.sleep(for: .seconds(seconds))
          send.yield(.timeout(id))
        }
        defer { timer.cancel() }
        while !(app.screen.stateNames.contains(state) && app.screen.isSettled) {
          _ = app.frame(width: width, height: height)  // observe what the screen reads
          guard let input = await inputs.next() else { break }
          if case .timeout(id) = input,
            !(app.screen.stateNames.contains(state) && app.screen.isSettled)
          {
            let panel = app.screen.isSettled ? "" : " (the machine panel has not caught up)"
            // The screen, with its machine panel's log, tells a request still in flight from
            // a response that was dropped.
            let screen = app.frame(width: width, height: height).plainText(
              width: width, height: height)
            throw fail(
              "still in \(app.screen.stateNames)\(panel) after \(seconds) s, waiting for \(state)"
                + "; the screen:\n\(screen)")
          }
        }
      case "frame":
        frames += 1
        let frame = app.frame(width: width, height: height)
        print(
          "── frame \(frames): \(app.screen.title) · state \(app.screen.stateNames.first ?? "") "
            + String(repeating: "─", count: 20))
        print(frame.plainText(width: width, height: height))
      case "expect":
        let text = app.frame(width: width, height: height).plainText(width: width, height: height)
        guard text.contains(argument) else {
          throw fail("the screen does not show \"\(argument)\"")
        }
      case "echo":
        print(argument)
      case "quit":
        return frames
      default:
        throw fail("unknown command \"\(command)\"")
      }
      if app.isDone { break }
    }
    return frames
  }

  /// How long `wait` waits when its line gives no bound, in seconds.
  static let defaultWait: Double = 60

  static func split(_ line: String) -> (String, String) {
    guard let space = line.firstIndex(of: " ") else { return (line, "") }
    return (String(line[..<space]), String(line[line.index(after: space)...]))
  }

  /// What `statekit-demo` runs without a terminal and without a script: every app, briefly.
  static let tour = """
    # The built-in tour: what `statekit-demo` does when it has no terminal (as in CI).
    echo StateKit demo: a scripted tour of the four example apps (run it in a terminal for the UI).
    frame
    open image-search
    type cat
    key enter
    wait searchResults
    expect images for "cat"
    frame
    key esc
    open search-screen
    type mountain
    key enter
    wait showingResults
    expect Results for "mountain"
    frame
    key esc esc
    open login
    type appleseed
    key tab
    type wrong password
    key enter
    wait error
    expect Wrong username or password.
    frame
    key enter
    wait idle
    key ctrl-u
    type correct horse
    key enter
    wait authenticated
    expect Signed in as appleseed.
    frame
    key esc
    open request-tester
    key 2 enter
    wait response
    expect 200 OK
    key 3 enter
    wait sending
    key x
    wait cancelled
    key 6 enter
    wait cancelled
    expect no variable "userId"
    frame
    key esc
    echo Tour complete.
    quit
    """
}
