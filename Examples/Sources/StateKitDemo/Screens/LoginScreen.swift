import Login
import StateKit

/// The login example's screen, drawn from ``LoginViewModel``.
@MainActor
final class LoginScreen: DemoScreen {
  enum Focus { case username, password }

  let model: LoginViewModel
  let log: TransitionLog
  /// Which field has focus: the view's own state, like SwiftUI's `@FocusState`.
  private var focus = Focus.username

  init(client: LoginClient, changed: @escaping @Sendable () -> Void) {
    model = LoginViewModel(client: client)
    log = TransitionLog(model.machine.machine, changed: changed)
  }

  var title: String { "Login" }
  var stateNames: [String] { ["\(model.state.stateCase)"] }
  var isSettled: Bool { log.hasSeen(stateNames[0]) }

  var help: String {
    if model.error != nil { return "Enter or Esc: OK (ackError)" }
    if model.isLoading { return "signing in…" }
    return "type · Tab switch field · Enter sign in · ctrl-u clear field · Esc back to the menu"
  }

  func content(width: Int, height: Int) -> [Line] {
    let form = loginForm
    let fieldWidth = min(32, width - 20)
    func mark(_ valid: Bool, _ rule: String) -> String {
      valid ? "  ✔" : "  ✗ \(rule)"
    }
    var lines = [
      Line("Sign in", .bold),
      Line(),
      Line(
        "Username  "
          + field(model.username.value, width: fieldWidth, focused: editing && focus == .username)
          + (model.username.value.isEmpty
            ? "" : mark(form.username.count >= form.minimumUsernameLength, "8+ characters"))),
      Line(
        "Password  "
          + field(
            model.password.value, width: fieldWidth, focused: editing && focus == .password,
            secure: true)
          + (model.password.value.isEmpty
            ? "" : mark(form.password.count >= form.minimumPasswordLength, "8+ characters"))),
      Line(),
      Line(
        model.isSignInButtonDisabled
          ? "          [ Sign In ]  (disabled)" : "          [ Sign In ]",
        model.isSignInButtonDisabled ? .dim : .inverse),
      Line(),
    ]
    switch model.state {
    case .idle, .validatingCredentials:
      lines.append(Line("Both fields need at least 8 characters.", .dim))
    case .validCredentials:
      lines.append(Line("Ready: press Enter to sign in.", .dim))
    case .authenticating:
      lines.append(Line("◐ Signing in… (POST /api/login)", .bold))
    case .authenticated:
      lines.append(Line("✔ Signed in as \(model.username.value).", .bold))
    case .error(let error):
      let box = max(24, min(width - 4, 50))
      lines.append(Line("┌" + String(repeating: "─", count: box) + "┐"))
      lines.append(Line("│" + Frame.fit(" Error", box) + "│", .bold))
      for text in wrap("\(error)", width: box - 2) {
        lines.append(Line("│ " + Frame.fit(text, box - 1) + "│"))
      }
      lines.append(Line("│" + Frame.fit("                     [ OK ]", box) + "│"))
      lines.append(Line("└" + String(repeating: "─", count: box) + "┘"))
    }
    lines.append(Line())
    lines.append(Line("Demo account: appleseed / correct horse", .dim))
    return lines
  }

  private var editing: Bool { model.areFieldsEnabled }

  private var loginForm: LoginForm { model.machine.context }

  func panel(height: Int) -> MachinePanel {
    MachinePanel(
      model.machine.machine.definition, snapshot: model.machine.snapshot, recent: log.recent)
  }

  func handle(_ key: Key) -> ScreenResult {
    if model.error != nil {
      if key == .enter || key == .escape { model.ackError() }
      return .stay
    }
    switch key {
    case .escape: return .back
    case .tab, .up, .down: focus = focus == .username ? .password : .username
    case .enter:
      if focus == .username, !model.hasValidCredentials {
        focus = .password
      } else {
        model.authenticate()
      }
    case .backspace: edit { if !$0.isEmpty { $0.removeLast() } }
    case .ctrlU: edit { $0 = "" }
    default:
      if let character = key.printable { edit { $0.append(character) } }
    }
    return .stay
  }

  private func edit(_ change: (inout String) -> Void) {
    switch focus {
    case .username:
      var text = model.username.value
      change(&text)
      model.username.value = text
    case .password:
      var text = model.password.value
      change(&text)
      model.password.value = text
    }
  }
}
