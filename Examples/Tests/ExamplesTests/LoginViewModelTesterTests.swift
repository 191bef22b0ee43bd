import Login
import StateKit
import StateKitTesting
import Testing

/// The login example's view model, tested through its machine with `MachineTester`.
@MainActor
struct LoginViewModelTesterTests {
  @Test func aViewModelIsTestedThroughItsMachine() async {
    let failures = RecordedFailures()
    let answers = Answers<Void>()
    let model = LoginViewModel { _, _ in try await answers.call() }
    let tester = MachineTester(machine: model.machine, reporter: .recording(into: failures))
    await tester.perform({
      model.username.value = "appleseed"
      model.password.value = "correct horse"
    }) {
      $0.state = .validCredentials
      $0.context.username = "appleseed"
      $0.context.password = "correct horse"
    }
    #expect(model.hasValidCredentials && !model.isSignInButtonDisabled)
    await tester.perform({ model.authenticate() }) { $0.state = .authenticating }
    #expect(model.isLoading)
    answers.answer(.success(()))
    await tester.receive(.authenticationSucceeded, state: .authenticated)
    #expect(model.isAuthenticated)
    await tester.finish()
    #expect(failures.messages == [])
  }
}
