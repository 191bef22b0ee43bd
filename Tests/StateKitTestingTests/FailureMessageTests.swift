import StateKit
import StateKitFixtures
import StateKitTesting
import Testing

/// The harness failing, with the right message, when the test is wrong.
@MainActor
struct FailureMessageTests {
  let failures = RecordedFailures()

  @Test func aWrongStateShowsTheDiff() async {
    let tester = MachineTester(loginDefinition, reporter: .recording(into: failures))
    await tester.send(.enteringCredential(.username("appleseed"))) {
      $0.state = .validCredentials
      $0.context.username = "appleseed"
    }
    #expect(
      failures.messages == [
        """
        The machine Login, after sending .enteringCredential(.username("appleseed")), is not \
        what the test expected (− expected, + actual):

          ExpectedState<LoginState, LoginForm>(
        −   states: [LoginState.validCredentials],
        +   states: [LoginState.validatingCredentials],
            context: LoginForm(
              username: "appleseed",
              password: "",
              minimumUsernameLength: 8,
              minimumPasswordLength: 8
            )
          )
        """
      ])
  }

  @Test func aWrongPayloadShowsTheDiff() async {
    let tester = MachineTester(
      loginAppDefinition { _, _ in throw LoginError.networkError("offline") },
      reporter: .recording(into: failures))
    await fillIn(tester)
    await tester.send(.authenticate, state: .authenticating)
    await tester.receive(case: .authenticationFailed) { $0.state = .error(.invalidCredentials) }
    #expect(
      failures.messages == [
        """
        The machine Login, after receiving .authenticationFailed(.networkError("offline")), is \
        not what the test expected (− expected, + actual):

          ExpectedState<LoginState, LoginForm>(
        −   states: [LoginState.error(LoginError.invalidCredentials)],
        +   states: [LoginState.error(LoginError.networkError("offline"))],
            context: LoginForm(
              username: "appleseed",
              password: "correct horse",
              minimumUsernameLength: 8,
              minimumPasswordLength: 8
            )
          )
        """
      ])
  }

  @Test func anUnreceivedEventFailsAtFinish() async {
    let tester = MachineTester(
      loginAppDefinition { _, _ in }, reporter: .recording(into: failures))
    await fillIn(tester)
    await tester.send(.authenticate, state: .authenticating)
    await tester.finish()
    #expect(
      failures.messages == [
        """
        The test ended with 1 step of the tree that was not received:
          Login: .authenticationSucceeded (from "authenticate" in authenticating)
        """
      ])
  }

  @Test func stillRunningWorkFailsAtFinish() async {
    let tester = MachineTester(
      loginAppDefinition(authenticate: neverAnswers), reporter: .recording(into: failures))
    await fillIn(tester)
    await tester.send(.authenticate, state: .authenticating)
    await tester.finish(yields: 10)
    #expect(
      failures.messages == [
        """
        The test ended with 1 work run still running in Login:
          "authenticate" in authenticating
        Let it finish and receive its event, or leave its state, before the test ends.
        """
      ])
  }

  @Test func aPendingTimerFailsAtFinish() async {
    let tester = MachineTester(toastDefinition, reporter: .recording(into: failures))
    await tester.send(.show, state: .shown)
    await tester.advance(by: .milliseconds(500))
    await tester.finish()
    #expect(
      failures.messages == [
        """
        The test ended with 1 timer pending in Toast:
          after:shown:3: a delayed transition, due in 1.5 seconds
        Advance the clock past it, or leave its state, before the test ends.
        """
      ])
  }

  @Test func receivingWhenNothingArrivesFails() async {
    let tester = MachineTester(loginDefinition, reporter: .recording(into: failures))
    await tester.receive(.authenticationSucceeded, yields: 10)
    #expect(
      failures.messages == [
        "Expected Login to receive .authenticationSucceeded, but nothing happened to it: no "
          + "work, timer or other machine sent it anything (waited 10 yields)."
      ])
  }

  @Test func receivingAnotherEventFails() async {
    let tester = MachineTester(
      loginAppDefinition { _, _ in }, reporter: .recording(into: failures))
    await fillIn(tester)
    await tester.send(.authenticate, state: .authenticating)
    await tester.receive(.authenticationFailed(.invalidCredentials))
    #expect(
      failures.messages == [
        "Expected Login to receive .authenticationFailed(.invalidCredentials), but it "
          + "received .authenticationSucceeded (from \"authenticate\" in authenticating)."
      ])
  }

  @Test func sendingBeforeReceivingFails() async {
    let tester = MachineTester(toastDefinition, reporter: .recording(into: failures))
    await tester.send(.arm)
    await tester.advance(by: .seconds(5))
    await tester.send(.show, state: .shown)
    #expect(
      failures.messages == [
        """
        Sending .show to Toast before receiving 1 step the tree took itself:
          Toast: .ping (from timer ping)
        Receive them first.
        """
      ])
  }

  @Test func anUnassertedDelayedTransitionFails() async {
    let tester = MachineTester(toastDefinition, reporter: .recording(into: failures))
    await tester.send(.show, state: .shown)
    await tester.advance(by: .seconds(2))
    #expect(
      failures.messages == [
        """
        The machine Toast, after advancing the clock by 2.0 seconds, is not what the test \
        expected (− expected, + actual):

          ExpectedState<ToastState, ToastLog>(
        −   states: [ToastState.shown],
        +   states: [ToastState.hidden],
            context: ToastLog(pings: 0)
          )
        """
      ])
  }

  @Test func failuresPointAtTheTest() async {
    let tester = MachineTester(loginDefinition, reporter: .recording(into: failures))
    let line = #line + 1
    await tester.send(.ackError, state: .authenticated)
    #expect(failures.locations.map(\.line) == [line])
    #expect(failures.locations.map(\.fileID) == ["StateKitTestingTests/FailureMessageTests.swift"])
  }
}
