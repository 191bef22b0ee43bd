import ExampleApp
import Foundation
import Login
import RequestTester
import StateKit
import StateKitTesting
import Testing

/// The four apps as one: the app flow gates the screens behind the login screen, runs them as
/// its children once signed in, and throws them away on sign-out or session expiry.
@MainActor
struct AppFlowTests {
  /// The app's calls: authentication answered by the test, requests held by `transport`.
  static func services(_ answers: Answers<Void>, _ transport: ControlledTransport) -> AppServices {
    AppServices(
      authenticate: { _, _ in try await answers.call() },
      searchImages: { _ in throw CancellationError() }, loadTitles: { _ in [] },
      sendRequest: AppServices.send(through: transport, clock: ManualClock()),
      environment: RequestEnvironment(["base": "http://127.0.0.1:9/"]))
  }

  /// Signs in through the login child: the app is `signedIn` as `user` afterwards.
  static func signIn(
    _ app: MachineTester<AppState, AppEvent, AppSession>, _ screens: AppScreens,
    _ answers: Answers<Void>, as user: String = "appleseed"
  ) async throws {
    let login = try #require(app.child(screens.login))
    await login.send(.enteringCredential(.username(user))) {
      $0.state = .validatingCredentials
      $0.context.username = user
    }
    await login.send(.enteringCredential(.password("correct horse"))) {
      $0.state = .validCredentials
      $0.context.password = "correct horse"
    }
    await login.send(.authenticate, state: .authenticating)
    answers.answer()
    await login.receive(.authenticationSucceeded, state: .authenticated)
    await app.receive(.signedIn(user)) {
      $0.state = .signedIn
      $0.context.user = user
    }
  }

  @Test func theLoginScreenGatesTheApp() async throws {
    let answers = Answers<Void>()
    let screens = AppScreens(Self.services(answers, ControlledTransport()))
    let app = MachineTester(appFlowDefinition(screens))
    #expect(app.machine.child(screens.login)?.state == .idle)
    #expect(app.machine.child(screens.imageSearch) == nil)
    #expect(app.machine.child(screens.search) == nil)
    #expect(app.machine.child(screens.board) == nil)
    await app.send(.select(.requests))
    await app.send(.signOut)
    // A failed sign-in keeps the app signed out.
    let login = try #require(app.child(screens.login))
    await login.send(.enteringCredential(.username("appleseed"))) {
      $0.state = .validatingCredentials
      $0.context.username = "appleseed"
    }
    await login.send(.enteringCredential(.password("wrong horse"))) {
      $0.state = .validCredentials
      $0.context.password = "wrong horse"
    }
    await login.send(.authenticate, state: .authenticating)
    answers.fail(LoginError.invalidCredentials)
    await login.receive(
      .authenticationFailed(.invalidCredentials), state: .error(.invalidCredentials))
    #expect(app.state == .signedOut)
    #expect(app.machine.child(screens.board) == nil)
    await app.finish()
  }

  @Test func signingInReachesTheScreens() async throws {
    let answers = Answers<Void>()
    let screens = AppScreens(Self.services(answers, ControlledTransport()))
    let app = MachineTester(appFlowDefinition(screens))
    try await Self.signIn(app, screens, answers)
    #expect(app.machine.child(screens.login) == nil, "the login screen finished and stopped")
    let images = try #require(app.child(screens.imageSearch))
    await images.send(.startSearch, state: .searching)
    let search = try #require(app.child(screens.search))
    await search.send(.search("cats"), state: .startSearch("cats"))
    await search.receive(.resultsLoaded([]), state: .showingResults)
    #expect(try #require(app.child(screens.board)).state == .open)
    await app.send(.select(.requests)) { $0.context.tab = .requests }
    await app.send(.signOut) {
      $0.state = .signedOut
      $0.context = AppSession()
    }
    await app.finish()
  }

  @Test func theBoardsRequestsLiveUnderTheApp() async throws {
    let answers = Answers<Void>()
    let transport = ControlledTransport()
    let screens = AppScreens(Self.services(answers, transport))
    let app = MachineTester(appFlowDefinition(screens))
    try await Self.signIn(app, screens, answers)
    let board = try #require(app.child(screens.board))
    // A request's own steps are tested in RequestMachineTests; here, what reaches the app.
    board.setExhaustivity(.off, for: screens.requests)
    await board.send(.go(RequestDraft(id: "echo", url: "{{base}}echo")))
    let echo = try #require(board.child(screens.requests, id: "echo"))
    #expect(echo.state == .send)
    await transport.waitForPending(1)
    #expect(
      app.machine.tree(id: "app").description == """
        app: signedIn
          board: open
            requests[echo]: send
          imageSearch: start
          search: emptyView
        """)
    // The request answers under the app, as it does on a board of its own.
    let request = try #require(app.machine.child(screens.board)?.children(screens.requests)["echo"])
    transport.respond(status: 204, body: "")
    await echo.receive(case: .responded) { $0.state = request.state }
    #expect(request.state.response?.status == 204)
    await app.send(.sessionExpired) {
      $0.state = .signedOut
      $0.context.user = nil
      $0.context.expired = true
    }
    #expect(
      app.machine.tree(id: "app").description == "app: signedOut\n  login: idle")
    await app.finish()
  }

  @Test func signingOutStopsTheScreensAndStartsAFreshLogin() async throws {
    let answers = Answers<Void>()
    let transport = ControlledTransport()
    let screens = AppScreens(Self.services(answers, transport))
    let app = MachineTester(appFlowDefinition(screens, sessionLength: .seconds(60)))
    try await Self.signIn(app, screens, answers)
    let board = try #require(app.child(screens.board))
    board.setExhaustivity(.off, for: screens.requests)
    await board.send(.go(RequestDraft(id: "echo", url: "{{base}}echo")))
    let request = try #require(app.machine.child(screens.board)?.children(screens.requests)["echo"])
    let images = try #require(app.machine.child(screens.imageSearch))
    await transport.waitForPending(1)

    await app.send(.signOut) {
      $0.state = .signedOut
      $0.context.user = nil
    }
    #expect(images.send(.startSearch) == .machineStopped)
    #expect(request.send(.cancel("late")) == .machineStopped)
    #expect(app.machine.child(screens.board) == nil)
    #expect(
      app.machine.tree(id: "app").description == "app: signedOut\n  login: idle")
    // The request's late answer reaches nobody.
    transport.respond()

    // Signing in again starts fresh screens; the session's timer expires it.
    try await Self.signIn(app, screens, answers)
    #expect(app.machine.child(screens.imageSearch) !== images)
    await app.advance(by: .seconds(60)) {
      $0.state = .signedOut
      $0.context.user = nil
      $0.context.expired = true
    }
    #expect(app.machine.child(screens.imageSearch) == nil)
    await app.finish()
  }

  @Test func theViewModelShowsEachScreenWhileItRuns() async throws {
    let answers = Answers<Void>()
    let clock = ManualClock()
    let model = AppModel(
      services: Self.services(answers, ControlledTransport()), clock: clock,
      startImmediately: false)
    let app = MachineTester(machine: model.machine, clock: clock)
    #expect(model.login != nil && model.board == nil && model.requests.isEmpty)
    try await Self.signIn(app, model.screens, answers)
    #expect(model.user == "appleseed" && model.login == nil)
    #expect(model.imageSearch?.state == .start && model.search != nil && model.board != nil)
    await app.perform({ model.tab = .search }) { $0.context.tab = .search }
    await app.perform({ model.signOut() }) {
      $0.state = .signedOut
      $0.context = AppSession()
    }
    #expect(model.board == nil && model.login != nil)
    await app.finish()
  }
}
