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
  public var tree: [RunningMachine] {
    _ = (machine.snapshot, login?.snapshot, imageSearch?.snapshot, search?.snapshot)
    _ = (board?.snapshot, requests.map(\.machine.snapshot))
    return runningMachines(machine.machine, screens)
  }
}

/// One running machine of the app's tree.
public struct RunningMachine: Hashable, Sendable {
  /// Its name: `app`, the screen's child id, or `requests[id]`.
  public var name: String
  /// How deep it runs: 0 for the app, 1 for a screen, 2 for a request.
  public var depth: Int
  /// The names of its active atomic states.
  public var state: String
}

/// The machines of `app` that run now, parents before their children.
///
/// - Parameters:
///   - app: The app flow.
///   - screens: Its screens.
/// - Returns: The app, its running screens, and the board's requests.
public func runningMachines(
  _ app: Machine<AppState, AppEvent, AppSession>, _ screens: AppScreens
) -> [RunningMachine] {
  var tree = [RunningMachine(name: "app", depth: 0, state: stateName(app))]
  func add<S, E, C>(_ child: ChildMachine<S, E, C>) {
    if let running = app.child(child) {
      tree.append(RunningMachine(name: child.id, depth: 1, state: stateName(running)))
    }
  }
  add(screens.login)
  add(screens.imageSearch)
  add(screens.search)
  add(screens.board)
  for (id, request) in app.child(screens.board)?.children(screens.requests).machines ?? [] {
    tree.append(RunningMachine(name: "requests[\(id)]", depth: 2, state: stateName(request)))
  }
  return tree
}

/// The tree as text: one line a machine, `name: state`, indented by depth.
///
/// - Parameter tree: The running machines.
/// - Returns: The lines.
public func treeLines(_ tree: [RunningMachine]) -> [String] {
  tree.map { String(repeating: "  ", count: $0.depth) + "\($0.name): \($0.state)" }
}

/// The names of a machine's active atomic states, as its definition names them.
func stateName<S, E, C>(_ machine: Machine<S, E, C>) -> String {
  let snapshot = machine.snapshot
  return snapshot.activeLeaves.compactMap { snapshot.definition.node(for: $0)?.name }
    .joined(separator: ", ")
}
