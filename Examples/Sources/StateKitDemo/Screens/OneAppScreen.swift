import DemoServer
import ExampleApp
import Foundation
import ImageSearch
import Login
import RequestTester
import SearchScreen
import StateKit

/// The four apps as one (``AppModel``): the login screen gates the others, which run as child
/// machines of the signed-in app. The screen shows the tree of running machines.
@MainActor
final class OneAppScreen: DemoScreen {
  let model: AppModel
  let log: TransitionLog

  init(server: DemoServer, imageAPI api: PixabayClient, changed: @escaping @Sendable () -> Void) {
    let services = AppServices(
      authenticate: LoginClient(endpoint: server.url("api/login")).authenticate,
      searchImages: { try await api.search($0) },
      loadTitles: { query in
        guard let query, !query.isEmpty else { return [] }
        return try await api.search(query).hits.map { "\($0.tags) — \($0.user)" }
      }, sendRequest: AppServices.send(through: URLSessionTransport()),
      environment: RequestEnvironment(["base": server.baseURL.absoluteString]))
    model = AppModel(services: services)
    log = TransitionLog(model.machine.machine, changed: changed)
  }

  var title: String { "One app" }
  var stateNames: [String] { ["\(model.state)"] }
  var isSettled: Bool { log.hasSeen(stateNames[0]) }

  var help: String {
    model.user == nil
      ? "Enter sign in as the demo account · Esc back to the menu"
      : "1-3 tab · g send slow · c cancel it · o sign out · x expire the session · Esc menu"
  }

  /// The deepest running branch on one line: `app: signedIn › board: open › requests[…]: send`.
  var statusLine: String {
    var branch: [MachineTree] = []
    var deepest: [MachineTree] = []
    for (depth, machine) in model.tree.flattened {
      branch = Array(branch.prefix(depth)) + [machine]
      if branch.count > deepest.count { deepest = branch }
    }
    return deepest.map { "\($0.id): \($0.state)" }.joined(separator: " › ")
  }

  func content(width: Int, height: Int) -> [Line] {
    var lines = [Line(statusLine, .bold), Line()]
    if let user = model.user {
      lines.append(Line("Signed in as \(user) · tab: \(model.tab.rawValue)"))
    } else {
      lines.append(
        Line(model.sessionExpired ? "Your session expired: sign in again." : "Signed out."))
    }
    lines += [Line(), Line("Running machines", .bold)]
    lines += model.tree.description.split(separator: "\n").map { Line(String($0)) }
    return lines
  }

  func panel(height: Int) -> MachinePanel {
    MachinePanel(
      model.machine.machine.definition, snapshot: model.machine.snapshot, recent: log.recent)
  }

  func handle(_ key: Key) -> ScreenResult {
    if key == .escape { return .back }
    if let login = model.login {
      if key == .enter {
        login.send(.enteringCredential(.username(DemoAccount.demo.username)))
        login.send(.enteringCredential(.password(DemoAccount.demo.password)))
        login.send(.authenticate)
      }
      return .stay
    }
    switch key {
    case .char("1"): model.tab = .imageSearch
    case .char("2"): model.tab = .search
    case .char("3"): model.tab = .requests
    case .char("g"): model.board?.send(.go(RequestDraft(id: "slow", url: "{{base}}slow")))
    case .char("c"): model.board?.send(.cancel(id: "slow"))
    case .char("o"): model.signOut()
    case .char("x"): model.machine.send(.sessionExpired)
    default: break
    }
    return .stay
  }
}
