import Login
import StateKit
import StateKitTesting
import Testing

/// The login example's view model, driven through every transition of its diagram.
@MainActor
struct LoginModelBasedTests {
  /// The view model, with an authentication call the test answers.
  @MainActor final class Harness {
    let answers = Answers<Void>()
    let model: LoginViewModel

    init() {
      let answers = self.answers
      model = LoginViewModel { _, _ in try await answers.call() }
    }

    /// A step of the diagram, the way the app makes it happen.
    func deliver(_ event: LoginEvent) {
      switch event {
      case .enteringCredential(.username(let username)): model.username.value = username
      case .enteringCredential(.password(let password)): model.password.value = password
      case .authenticate: model.authenticate()
      case .authenticationSucceeded: answers.answer(.success(()))
      case .authenticationFailed(let error): answers.answer(.failure(error))
      case .ackError: model.ackError()
      }
    }
  }

  static let events: [LoginEvent] = [
    .enteringCredential(.username("appleseed")), .enteringCredential(.password("correct horse")),
    .enteringCredential(.password("short")), .authenticate, .authenticationSucceeded,
    .authenticationFailed(.invalidCredentials), .ackError,
  ]

  @Test func everyTransitionOfTheViewModel() async {
    let test = ModelBasedTest(
      loginDefinition(), events: Self.events, makeSystem: { Harness() },
      machine: { $0.model.machine })
    test.deliver = { harness, event in harness.deliver(event) }
    test.isStrict = true
    test.assert(in: .idle) { harness in
      try verify(harness.model.error == nil, "no alert")
      try verify(harness.model.areFieldsEnabled, "the fields take input")
      try verify(harness.model.isSignInButtonDisabled, "Sign In is disabled")
    }
    test.assert(in: .validatingCredentials) { harness in
      try verify(!harness.model.hasValidCredentials, "the credentials are not valid")
      try verify(harness.model.isSignInButtonDisabled, "Sign In is disabled")
      try verify(harness.model.areFieldsEnabled, "the fields take input")
    }
    test.assert(in: .validCredentials) { harness in
      try verify(harness.model.hasValidCredentials, "the credentials are valid")
      try verify(!harness.model.isSignInButtonDisabled, "Sign In is enabled")
    }
    test.assert(in: .authenticating) { harness in
      try verify(harness.model.isLoading, "the spinner shows")
      try verify(!harness.model.areFieldsEnabled, "the fields are disabled")
      try verify(harness.model.isSignInButtonDisabled, "Sign In is disabled")
    }
    test.assert(in: .authenticated) { harness in
      try verify(harness.model.isAuthenticated && !harness.model.isLoading, "signed in")
    }
    test.assert(in: .error) { harness in
      try verify(harness.model.error == .invalidCredentials, "the alert shows the error")
      try verify(!harness.model.areFieldsEnabled, "the fields are disabled")
    }
    let report = await test.run()
    #expect(report.passed)
    #expect(report.statesWithoutAssertion.isEmpty)
    #expect(report.visitedStates == Set(LoginState.Case.allCases))
    #expect(report.exercisedTransitions == Set(loginDefinition().transitionList.indices))
  }

  @Test func signingInNeedsValidCredentials() async {
    // `enteringCredential` stands for the first such event: a username alone.
    let tester = MachineTester(loginDefinition())
    await tester.play(
      "enteringCredential authenticate authenticationSucceeded", events: Self.events,
      states: "validatingCredentials validatingCredentials validatingCredentials")
    await tester.finish()
  }

  @Test func theWorkedExampleOfTheArticle() async {
    let answers = Answers<Void>()
    let model = LoginViewModel { _, _ in try await answers.call() }
    let tester = MachineTester(machine: model.machine)

    await tester.perform({ model.username.value = "appleseed" }) {
      $0.state = .validatingCredentials
      $0.context.username = "appleseed"
    }
    #expect(model.isSignInButtonDisabled)
    await tester.perform({ model.password.value = "correct horse" }) {
      $0.state = .validCredentials
      $0.context.password = "correct horse"
    }
    #expect(!model.isSignInButtonDisabled)
    await tester.perform({ model.authenticate() }) { $0.state = .authenticating }
    #expect(model.isLoading && !model.areFieldsEnabled)

    answers.answer(.failure(LoginError.invalidCredentials))
    await tester.receive(.authenticationFailed(.invalidCredentials)) {
      $0.state = .error(.invalidCredentials)
    }
    #expect(model.error == .invalidCredentials)
    await tester.perform({ model.ackError() }) { $0.state = .idle }
    await tester.finish()
  }
}
