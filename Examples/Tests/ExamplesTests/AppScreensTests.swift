import ExampleApp
import ImageSearch
import Login
import RequestTester
import StateKit
import StateKitTesting
import Testing

/// The one app reuses each seed's view model over its running child: the seed's screen drives
/// the app's child, and the app throws the view model away with the child.
@MainActor
struct AppScreensTests {
  static func app(
    _ answers: Answers<Void>, _ transport: ControlledTransport = ControlledTransport()
  )
    -> (AppModel, MachineTester<AppState, AppEvent, AppSession>)
  {
    let clock = ManualClock()
    let model = AppModel(
      services: AppFlowTests.services(answers, transport), clock: clock, startImmediately: false)
    return (model, MachineTester(machine: model.machine, clock: clock))
  }

  @Test func theLoginViewModelOverTheAppsChildSignsTheAppIn() async throws {
    let answers = Answers<Void>()
    let (model, app) = Self.app(answers)
    let login = try #require(model.loginScreen)
    #expect(login.machine === model.login, "the app's own login child")
    #expect(model.loginScreen === login, "the same child gives the same view model")
    let child = try #require(app.child(model.screens.login))
    await child.perform({ login.username.value = "appleseed" }) {
      $0.state = .validatingCredentials
      $0.context.username = "appleseed"
    }
    await child.perform({ login.password.value = "correct horse" }) {
      $0.state = .validCredentials
      $0.context.password = "correct horse"
    }
    #expect(login.hasValidCredentials && !login.isSignInButtonDisabled)
    await child.perform({ login.authenticate() }) { $0.state = .authenticating }
    #expect(login.isLoading && !login.areFieldsEnabled)
    answers.answer()
    await child.receive(.authenticationSucceeded, state: .authenticated)
    await app.receive(.signedIn("appleseed")) {
      $0.state = .signedIn
      $0.context.user = "appleseed"
    }
    #expect(model.loginScreen == nil, "the app threw the login screen away")
    #expect(login.machine.send(.enteringCredential(.username("late"))) == .machineStopped)

    await app.perform({ model.signOut() }) {
      $0.state = .signedOut
      $0.context = AppSession()
    }
    let fresh = try #require(model.loginScreen)
    #expect(fresh !== login && fresh.machine === model.login && fresh.username.value == "")
    await app.finish()
  }

  @Test func theSignedInViewModelsDriveTheAppsChildrenUntilSignOut() async throws {
    let answers = Answers<Void>()
    let (model, app) = Self.app(answers)
    #expect(model.imageSearchScreen == nil && model.requestTester == nil)
    try await AppFlowTests.signIn(app, model.screens, answers)

    let images = try #require(model.imageSearchScreen)
    #expect(images.machine === model.imageSearch)
    let imageSearch = try #require(app.child(model.screens.imageSearch))
    await imageSearch.perform({ images.searchFieldTapped() }) { $0.state = .searching }
    images.searchText = "cats"
    #expect(model.imageSearchScreen === images, "kept, with its text, while the child runs")
    #expect(model.imageSearchScreen?.searchText == "cats")

    let requests = try #require(model.requestTester)
    #expect(requests.board === model.board && model.requestTester === requests)
    let board = try #require(app.child(model.screens.board))
    board.setExhaustivity(.off, for: model.screens.requests)
    let draft = RequestDraft(id: "bad", url: "not a url")
    await board.perform({ _ = requests.go(draft) })
    #expect(model.requests.map(\.id) == ["bad"], "the app sees the request the screen sent")
    await board.perform({ requests.detail.value = requests.requests.first }) {
      $0.context.selected = "bad"
    }
    #expect(requests.detail.value?.machine === requests.request("bad"))
    await board.perform({ requests.detail.value = nil }) { $0.context.selected = nil }

    await app.perform({ model.signOut() }) {
      $0.state = .signedOut
      $0.context = AppSession()
    }
    #expect(model.imageSearchScreen == nil && model.requestTester == nil)
    #expect(images.machine.send(.cancel) == .machineStopped)
    #expect(requests.board.send(.go(draft)) == .machineStopped)
    await app.finish()
  }

  @Test func theSearchTabOpensTheSearchScreenAgainAfterACancel() async throws {
    let answers = Answers<Void>()
    let (model, app) = Self.app(answers)
    #expect(!model.isSearchClosed, "signed out: no search screen to open")
    try await AppFlowTests.signIn(app, model.screens, answers)
    let search = try #require(app.child(model.screens.search))
    #expect(!model.isSearchClosed)
    await search.perform({ model.search?.send(.cancel) }) { $0.state = .hidden }
    #expect(model.isSearchClosed, "the tab shows its Search button")
    await search.perform({ model.openSearch() }) { $0.state = .emptyView }
    #expect(!model.isSearchClosed, "the screen shows again")
    await app.perform({ model.signOut() }) {
      $0.state = .signedOut
      $0.context = AppSession()
    }
    await app.finish()
  }
}
