import Foundation
import ImageSearch
import Login
import RequestTester
import SearchScreen
import StateKit
import StateKitMacros

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The app's two states: signed out, where the login screen runs, and signed in, where the
/// three other screens run.
@MachineState
public enum AppState: Hashable {
  case signedOut, signedIn
}

/// The tabs of the signed-in app.
public enum AppTab: String, Hashable, Sendable, Codable, CaseIterable {
  case imageSearch, search, requests
}

/// What happens to the app: the login screen finished with a user, the user picked a tab or
/// signed out, or the session expired.
@MachineEvent
public enum AppEvent: Hashable, Codable {
  case signedIn(String)
  case select(AppTab)
  case signOut, sessionExpired
}

/// The app's extended state: who is signed in, the selected tab, and whether the last session
/// ended because it expired (the login screen says so).
public struct AppSession: Hashable, Sendable {
  /// The signed-in user; `nil` while signed out.
  public var user: String?
  /// The selected tab.
  public var tab = AppTab.imageSearch
  /// Whether the last session expired, rather than the user signing out.
  public var expired = false

  /// A signed-out session.
  public init() {}
}

/// The calls the screens make: each seed's side effect, as its definition takes it.
public struct AppServices: Sendable {
  /// Checks a username and password (the login screen).
  public var authenticate: LoginAuthentication
  /// Searches images (the image search screen).
  public var searchImages: ImageSearchFunction
  /// Loads the titles of a search's results (the search screen).
  public var loadTitles: SearchResultsLoader
  /// Sends a request (each request of the request board).
  public var sendRequest: RequestSender
  /// The request board's starting variables.
  public var environment: RequestEnvironment

  /// Collects the calls.
  public init(
    authenticate: @escaping LoginAuthentication, searchImages: @escaping ImageSearchFunction,
    loadTitles: @escaping SearchResultsLoader, sendRequest: @escaping RequestSender,
    environment: RequestEnvironment = RequestEnvironment()
  ) {
    self.authenticate = authenticate
    self.searchImages = searchImages
    self.loadTitles = loadTitles
    self.sendRequest = sendRequest
    self.environment = environment
  }
}

/// The app's screens as child machines of the app flow: each seed's definition, given its
/// call. The request board holds the requests, so the tree is app › board › requests.
public struct AppScreens: Sendable {
  /// The login screen, the child of `signedOut`.
  public let login: ChildMachine<LoginState, LoginEvent, LoginForm>
  /// The image search screen, a child of `signedIn`.
  public let imageSearch: ChildMachine<ImageSearchState, ImageSearchEvent, ImageSearchContext>
  /// The search screen, a child of `signedIn`.
  public let search: ChildMachine<SearchScreenState, SearchScreenEvent, [String]>
  /// The request board, a child of `signedIn`.
  public let board: ChildMachine<RequestBoardState, RequestBoardEvent, RequestBoardContext>
  /// The board's requests, its children.
  public let requests: RequestChildren

  /// The screens, over the app's calls.
  ///
  /// - Parameters:
  ///   - services: The calls the screens make.
  ///   - plantedBug: Plants the request board's bug that the *From a bug report to a test*
  ///     article finds (see `requestBoardDefinition(_:environment:limit:plantedBug:)`); an app
  ///     never sets it.
  public init(_ services: AppServices, plantedBug: Bool = false) {
    login = ChildMachine("login", loginDefinition(authenticate: services.authenticate))
    imageSearch = ChildMachine("imageSearch", imageSearchDefinition(search: services.searchImages))
    search = ChildMachine("search", searchScreenDefinition(load: services.loadTitles))
    requests = RequestChildren("requests", requestDefinition(send: services.sendRequest))
    board = ChildMachine(
      "board",
      requestBoardDefinition(requests, environment: services.environment, plantedBug: plantedBug))
  }
}

/// The app flow: the login screen gates the app, and signing out or a session expiry throws
/// the signed-in screens away.
///
/// - `signedOut` runs the login screen. When it reaches `authenticated`, its final state, its
///   output (the username it signed in with) becomes `signedIn(user)`.
/// - `signedIn` runs the three other screens at once, as a tab bar keeps its tabs; `select`
///   picks the tab. `signOut`, `sessionExpired` or the session's timer return to `signedOut`,
///   which stops the screens (their work is cancelled) and starts a fresh login screen.
///
/// ```swift
/// let screens = AppScreens(services)
/// let app = Machine(appFlowDefinition(screens))
/// app.child(screens.login)?.send(.enteringCredential(.username("appleseed")))
/// ```
///
/// - Parameters:
///   - screens: The screens.
///   - sessionLength: How long a session lasts, on the machine's clock.
/// - Returns: The definition.
public func appFlowDefinition(
  _ screens: AppScreens, sessionLength: Duration = .seconds(3600)
) -> MachineDefinition<AppState, AppEvent, AppSession> {
  try! MachineDefinition(name: "App", initial: .signedOut, context: AppSession()) {
    StateNode(.signedOut) {
      Invoke(screens.login, done: { final in .signedIn(final.context.username) })
      On(\.signedIn, to: .signedIn) { session, user in
        session = AppSession(user: user, expired: false)
      }
    }
    StateNode(.signedIn) {
      Invoke(screens.imageSearch)
      Invoke(screens.search)
      Invoke(screens.board)
      On(\.select) { session, tab in session.tab = tab }
      On(.signOut, to: .signedOut) { session, _ in session = AppSession() }
      On(.sessionExpired, to: .signedOut) { session, _ in
        session = AppSession(user: nil, expired: true)
      }
      After(sessionLength, to: .signedOut) { session, _ in
        session = AppSession(user: nil, expired: true)
      }
    }
  }
}

extension AppServices {
  /// Sends requests through a transport, timing each on `clock`: the request board's sender.
  ///
  /// - Parameters:
  ///   - transport: How requests are sent.
  ///   - clock: Measures each request's elapsed time.
  /// - Returns: The sender.
  public static func send(
    through transport: any HTTPTransport, clock: some Clock<Duration> = ContinuousClock()
  ) -> RequestSender {
    transport.sender(clock: clock)
  }
}

extension AppSession {
  fileprivate init(user: String?, expired: Bool) {
    self.user = user
    self.expired = expired
  }
}
