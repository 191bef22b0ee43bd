import ImageSearch
import Login
import Observation
import RequestTester
import SearchScreen
import StateKit

/// The app's view model: the app flow, observable, and each screen's running machine, for the
/// screen's view. A screen's machine is `nil` while its state is not active: the login screen's
/// while signed in, the others' while signed out.
///
/// ```swift
/// let app = AppModel(services: services)
/// if let login = app.login { LoginForm(machine: login) }
/// ```
@MainActor @Observable
public final class AppModel {
  /// A request of the board, with its id.
  public typealias Request = ObservedChild<String, RequestState, RequestEvent, RequestContext>

  /// The screens, as the app flow declares them.
  public let screens: AppScreens
  /// The app flow, observable.
  public let machine: ObservableMachine<AppState, AppEvent, AppSession>

  /// Creates the app.
  ///
  /// - Parameters:
  ///   - services: The calls the screens make.
  ///   - sessionLength: How long a session lasts.
  ///   - clock: The clock of the app and its screens (a manual clock in tests).
  ///   - startImmediately: Whether the machine starts now, or when a tester starts it.
  public init(
    services: AppServices, sessionLength: Duration = .seconds(3600),
    clock: some Clock<Duration> = ContinuousClock(), startImmediately: Bool = true
  ) {
    screens = AppScreens(services)
    machine = ObservableMachine(
      appFlowDefinition(screens, sessionLength: sessionLength), clock: clock,
      startImmediately: startImmediately)
  }

  /// The app's state.
  public var state: AppState { machine.state }
  /// The signed-in user; `nil` while signed out.
  public var user: String? { machine.context.user }
  /// Whether the last session expired.
  public var sessionExpired: Bool { machine.context.expired }

  /// The selected tab; setting it sends `select`.
  public var tab: AppTab {
    get { machine.context.tab }
    set { machine.send(.select(newValue)) }
  }

  /// The login screen, while signed out.
  public var login: ObservableMachine<LoginState, LoginEvent, LoginForm>? {
    machine.child(screens.login)
  }
  /// The image search screen, while signed in.
  public var imageSearch: ObservableMachine<ImageSearchState, ImageSearchEvent, ImageSearchContext>?
  { machine.child(screens.imageSearch) }
  /// The search screen, while signed in.
  public var search: ObservableMachine<SearchScreenState, SearchScreenEvent, [String]>? {
    machine.child(screens.search)
  }
  /// The request board, while signed in.
  public var board: ObservableMachine<RequestBoardState, RequestBoardEvent, RequestBoardContext>? {
    machine.child(screens.board)
  }
  /// The board's requests, in the order they were first sent.
  public var requests: [Request] { board?.children(screens.requests) ?? [] }

  /// The user tapped Sign Out.
  public func signOut() { machine.send(.signOut) }

  /// The running machines, as a tree, with their states. Reading it registers for changes of
  /// the app and of every running screen.
  public var tree: MachineTree {
    _ = (machine.snapshot, login?.snapshot, imageSearch?.snapshot, search?.snapshot)
    _ = (board?.snapshot, requests.map(\.machine.snapshot))
    return machine.machine.tree(id: "app")
  }
}
