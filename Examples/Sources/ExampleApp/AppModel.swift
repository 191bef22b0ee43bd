import ImageSearch
import Login
import Observation
import RequestTester
import SearchScreen
import StateKit

/// The app's view model: the app flow, observable, each screen's running machine, and each
/// seed's own view model over that machine, for the seed's own view. A screen's machine and
/// view model are `nil` while its state is not active: the login screen's while signed in, the
/// others' while signed out.
///
/// ```swift
/// let app = AppModel(services: services)
/// if let login = app.loginScreen { LoginView(model: login) }
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

  /// The login screen's view model, over the login child, while signed out.
  public var loginScreen: LoginViewModel? {
    screenModel("login", login, { $0.machine }) { LoginViewModel(machine: $0) }
  }
  /// The image search screen's view model, over its child, while signed in. It keeps the
  /// search field's text while the child runs.
  public var imageSearchScreen: ImageSearchViewModel? {
    screenModel("imageSearch", imageSearch, { $0.machine }) {
      ImageSearchViewModel(machine: $0)
    }
  }
  /// The request tester's view model, over the board child, while signed in.
  public var requestTester: RequestTesterModel? {
    screenModel("board", board, { $0.board }) {
      RequestTesterModel(board: $0, children: screens.requests)
    }
  }

  /// The user tapped Sign Out.
  public func signOut() { machine.send(.signOut) }

  /// Whether the search screen is closed: the user cancelled it, and the Search tab offers to
  /// open it again. `false` while signed out.
  public var isSearchClosed: Bool { search?.state == .hidden }

  /// The user tapped Search in the Search tab: the search screen opens again after a cancel.
  public func openSearch() { search?.send(.open) }

  /// The seed view models handed out, by screen: the same running child gives the same view
  /// model, and a stopped one's is dropped with it.
  @ObservationIgnored private var screenModels: [String: AnyObject] = [:]

  /// The view model kept for `key` while it wraps `machine`; a new one over a new machine.
  private func screenModel<Model: AnyObject, Running: AnyObject>(
    _ key: String, _ machine: Running?, _ wrapped: (Model) -> Running,
    _ make: (Running) -> Model
  ) -> Model? {
    guard let machine else {
      screenModels[key] = nil
      return nil
    }
    if let kept = screenModels[key] as? Model, wrapped(kept) === machine { return kept }
    let model = make(machine)
    screenModels[key] = model
    return model
  }

  /// The running machines, as a tree, with their states. Reading it registers for changes of
  /// the app and of every running screen.
  public var tree: MachineTree {
    _ = (machine.snapshot, login?.snapshot, imageSearch?.snapshot, search?.snapshot)
    _ = (board?.snapshot, requests.map(\.machine.snapshot))
    return machine.machine.tree(id: "app")
  }
}
