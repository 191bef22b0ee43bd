import DemoServer
import Foundation
import Login
import StateKit
import Testing

/// The login example's view model against the local server's login endpoint.
@MainActor
struct LoginTests {
  static func model(_ endpoint: URL) -> LoginViewModel {
    LoginViewModel(client: LoginClient(endpoint: endpoint))
  }

  static func fillIn(_ model: LoginViewModel, _ username: String, _ password: String) {
    model.username.value = username
    model.password.value = password
  }

  @Test func theDemoAccountSignsIn() async throws {
    try await withDemoServer { server in
      let client = LoginClient(endpoint: server.url("api/login"))
      let release = Gate<Void>()
      let model = LoginViewModel { username, password in
        await release.wait()  // held, so the test sees `authenticating` for sure
        try await client.authenticate(username, password)
      }
      #expect(model.state == .idle && model.isSignInButtonDisabled)

      model.username.value = DemoAccount.demo.username
      #expect(model.state == .validatingCredentials)
      #expect(!model.hasValidCredentials && model.isSignInButtonDisabled)
      model.password.value = DemoAccount.demo.password
      #expect(model.state == .validCredentials)
      #expect(model.hasValidCredentials && !model.isSignInButtonDisabled)

      model.authenticate()
      #expect(model.isLoading && model.isSignInButtonDisabled && !model.areFieldsEnabled)
      model.password.value = "typed while loading"
      #expect(model.password.value == DemoAccount.demo.password)

      release.open(())
      try await model.machine.waitUntil("the answer") { $0 != .authenticating }
      #expect(model.state == .authenticated)
      #expect(model.isAuthenticated && !model.isLoading && model.error == nil)
    }
  }

  @Test func wrongCredentialsShowTheErrorUntilAcknowledged() async throws {
    try await withDemoServer { server in
      let model = Self.model(server.url("api/login"))
      Self.fillIn(model, "appleseed", "wrong password")
      model.authenticate()
      try await model.machine.waitUntil("the answer") { $0 != .authenticating }
      #expect(model.state == .error(.invalidCredentials))
      #expect(model.error == .invalidCredentials)
      #expect("\(model.error!)" == "Wrong username or password.")

      model.ackError()
      #expect(model.state == .idle)
      #expect(model.error == nil)
      // The form kept what was typed; fixing the password makes it valid again.
      model.password.value = DemoAccount.demo.password
      #expect(model.state == .validCredentials)
    }
  }

  @Test func serverDownIsANetworkError() async throws {
    let model = Self.model(try await deadServerURL("api/login"))
    Self.fillIn(model, "appleseed", "correct horse")
    model.authenticate()
    try await model.machine.waitUntil("the answer") { $0 != .authenticating }
    guard case .error(.networkError(let reason)) = model.state else {
      Issue.record("expected a network error, got \(model.state)")
      return
    }
    #expect(!reason.isEmpty)
  }

  @Test func aServerErrorIsANetworkError() async throws {
    try await withDemoServer { server in
      let model = Self.model(server.url("status/500"))
      Self.fillIn(model, "appleseed", "correct horse")
      model.authenticate()
      try await model.machine.waitUntil("the answer") { $0 != .authenticating }
      #expect(model.state == .error(.networkError("The server answered 500.")))
    }
  }

  @Test func shortCredentialsCannotSignIn() {
    let model = LoginViewModel { _, _ in Issue.record("must not authenticate") }
    Self.fillIn(model, "appleseed", "short")
    #expect(model.state == .validatingCredentials)
    #expect(model.isSignInButtonDisabled)
    model.authenticate()
    #expect(model.state == .validatingCredentials)
  }

  @Test func theAppDefinitionIsTheDiagramWithTheCall() {
    let app = loginDefinition { _, _ in }
    let diagram = loginDefinition()
    #expect(app.transitionList.count == diagram.transitionList.count)
    #expect(app.work(of: app.node(for: .authenticating)!.id).map(\.name) == ["authenticate"])
    #expect(diagram.work(of: diagram.node(for: .authenticating)!.id).isEmpty)
  }
}
