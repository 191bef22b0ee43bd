/// What a screen asks the app to do after a key.
enum ScreenResult: Sendable {
  case stay, back, quit
}

/// One app of the demo: rendered purely from its view model, and driven by keys.
@MainActor
protocol DemoScreen: AnyObject {
  /// The title bar's text.
  var title: String { get }
  /// The names the current state answers to, for a script's `wait`.
  var stateNames: [String] { get }
  /// Whether the machine panel shows the current state's macrostep, which a script's `wait`
  /// waits for too (the panel's log is written by a listener, after the state changed).
  var isSettled: Bool { get }
  /// The keys, for the help line.
  var help: String { get }
  /// The app's side of the screen.
  func content(width: Int, height: Int) -> [Line]
  /// The machine panel.
  func panel(height: Int) -> MachinePanel
  /// Handles a key.
  func handle(_ key: Key) -> ScreenResult
}

extension DemoScreen {
  var isSettled: Bool { true }
}

/// A text field drawn as `[text█     ]`, with the cursor only when it has focus.
func field(_ text: String, width: Int, focused: Bool, secure: Bool = false) -> String {
  let shown = secure ? String(repeating: "*", count: text.count) : text
  let inner = max(4, width - 2)
  let body = focused ? String(shown.suffix(inner - 1)) + "█" : String(shown.suffix(inner))
  return "[" + body + String(repeating: " ", count: max(0, inner - body.count)) + "]"
}
