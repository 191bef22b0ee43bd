import DemoServer
import Foundation
import ImageSearch
import Login
import Observation
import SearchScreen
import StateKitInspection

/// Something the app reacts to: a key, or a change of what it shows.
enum DemoInput: Sendable {
  case key(Key)
  case changed
  case timeout(Int)
}

/// The demo: a menu and five screens (the four apps, and the four as one app) over one local server. The same object runs full-screen
/// on a terminal and from a script.
@MainActor
final class DemoApp {
  let server: DemoServer
  let inputs: AsyncStream<DemoInput>
  let send: AsyncStream<DemoInput>.Continuation
  private(set) var screen: any DemoScreen
  private var menu: MenuScreen!
  private var screens: [String: any DemoScreen] = [:]
  private(set) var isDone = false
  let imageAPI: PixabayClient
  /// The live inspector the apps' machines are shown in (`/inspect`), if any.
  let inspector: Inspector?
  /// The recorders that feed the inspector, kept while the app runs.
  private var recorders: [TraceRecorder] = []

  init(server: DemoServer, inspector: Inspector? = nil) {
    self.server = server
    self.inspector = inspector
    (inputs, send) = AsyncStream.makeStream(of: DemoInput.self)
    imageAPI = PixabayClient.fromEnvironment(fallback: server.url("api/"))
    let placeholder = MenuScreen(serverURL: server.baseURL, imageAPI: "", open: { _ in })
    screen = placeholder
    menu = MenuScreen(
      serverURL: server.baseURL,
      imageAPI: imageAPI.endpoint.host == "pixabay.com"
        ? "pixabay.com (PIXABAY_API_KEY is set)"
        : "the local server's catalog (set PIXABAY_API_KEY for Pixabay)",
      open: { [unowned self] name in self.open(name) })
    screen = menu
  }

  /// Opens an app by name (`image-search`, `search-screen`, `request-tester`, `login`, `app`) or the
  /// menu (`menu`). Each app keeps its state while the user is elsewhere.
  func open(_ name: String) {
    if name == "menu" {
      screen = menu
      return
    }
    if let existing = screens[name] {
      screen = existing
      return
    }
    let changed: @Sendable () -> Void = { [send] in send.yield(.changed) }
    let made: (any DemoScreen)?
    switch name {
    case "image-search":
      made = ImageSearchScreen(api: imageAPI, changed: changed)
    case "search-screen":
      let api = imageAPI
      made = UIKitSearchScreen(
        load: { query in
          guard let query, !query.isEmpty else { return [] }
          return try await api.search(query).hits.map { "\($0.tags) — \($0.user)" }
        }, changed: changed)
    case "request-tester":
      made = RequestTesterScreen(server: server.baseURL, changed: changed)
    case "login":
      made = LoginScreen(client: LoginClient(endpoint: server.url("api/login")), changed: changed)
    case "app":
      made = OneAppScreen(server: server, imageAPI: imageAPI, changed: changed)
    default:
      made = nil
    }
    if let made {
      screens[name] = made
      screen = made
      inspect(name, made)
    }
  }

  /// Keeps a recorder for as long as the app runs.
  func keep(_ recorder: TraceRecorder?) {
    if let recorder { recorders.append(recorder) }
  }

  /// Whether `name` names an app or the menu.
  static func isScreenName(_ name: String) -> Bool {
    name == "menu" || MenuScreen.apps.contains { $0.key == name }
  }

  /// Handles a key on the current screen.
  func handle(_ key: Key) {
    if key == .ctrlC {
      isDone = true
      return
    }
    switch screen.handle(key) {
    case .stay: break
    case .back: screen = menu
    case .quit: isDone = true
    }
  }

  /// The current frame. Reading the view models is tracked: when any of them changes, a
  /// `.changed` input arrives and the caller draws again (as SwiftUI would).
  func frame(width: Int, height: Int) -> Frame {
    withObservationTracking {
      let panel = screen.panel(height: height - 3)
      return Frame(
        title: screen.title,
        status: "server \(server.baseURL.absoluteString) · inspector: /inspect",
        content: screen.content(width: width - Frame.panelWidth - 4, height: height - 3),
        panel: panel.lines(height: height - 3), help: screen.help)
    } onChange: { [send] in
      send.yield(.changed)
    }
  }
}
