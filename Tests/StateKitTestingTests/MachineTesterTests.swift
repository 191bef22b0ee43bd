import StateKit
import StateKitFixtures
import StateKitTesting
import Testing

/// The harness passing when the test is right.
@MainActor
struct MachineTesterTests {
  @Test func aFullLoginPasses() async {
    let failures = RecordedFailures()
    let tester = MachineTester(
      loginAppDefinition { _, _ in }, reporter: .recording(into: failures))
    await fillIn(tester)
    await tester.send(.authenticate, state: .authenticating)
    await tester.receive(.authenticationSucceeded, state: .authenticated)
    await tester.finish()
    #expect(failures.messages == [])
  }

  @Test func aFailedLoginCarriesTheErrorAsPayload() async {
    let failures = RecordedFailures()
    let tester = MachineTester(
      loginAppDefinition { _, _ in throw LoginError.invalidCredentials },
      reporter: .recording(into: failures))
    await fillIn(tester)
    await tester.send(.authenticate, state: .authenticating)
    await tester.receive(case: .authenticationFailed) { $0.state = .error(.invalidCredentials) }
    await tester.send(.ackError, state: .idle)
    await tester.finish()
    #expect(failures.messages == [])
  }

  @Test func anIgnoredEventChangesNothing() async {
    let failures = RecordedFailures()
    let tester = MachineTester(loginDefinition, reporter: .recording(into: failures))
    let result = await tester.send(.authenticate)
    #expect(result == .ignored)
    await tester.finish()
    #expect(failures.messages == [])
  }

  @Test func advancingFiresDelayedTransitionsAndSendsInOrder() async {
    let failures = RecordedFailures()
    let tester = MachineTester(toastDefinition, reporter: .recording(into: failures))
    await tester.send(.show, state: .shown)
    await tester.advance(by: .seconds(1))
    await tester.advance(by: .seconds(1)) { $0.state = .hidden }
    await tester.send(.arm)
    await tester.advance(by: .seconds(5))
    await tester.receive(.ping) { $0.context.pings = 1 }
    await tester.finish()
    #expect(failures.messages == [])
  }

  @Test func nonExhaustiveSkipsWhatIsNotAsserted() async {
    let failures = RecordedFailures()
    let tester = MachineTester(
      loginAppDefinition { _, _ in }, exhaustivity: .off, reporter: .recording(into: failures))
    await tester.send(.enteringCredential(.username("appleseed")))
    await tester.send(.enteringCredential(.password("correct horse")), state: .validCredentials)
    await tester.send(.authenticate)
    await tester.receive(.authenticationSucceeded) { $0.state = .authenticated }
    await tester.finish()
    #expect(failures.messages == [])
  }

  @Test func theDefaultReporterFailsTheSwiftTestingTest() async {
    await withKnownIssue {
      let tester = MachineTester(loginDefinition)
      await tester.send(.ackError, state: .error(.invalidCredentials))
    }
  }
}

/// A stopped machine ends a test with nothing running.
@MainActor
struct StoppedMachineTesterTests {
  @Test func aStoppedMachineEndsTheTestWithNothingPending() async {
    let failures = RecordedFailures()
    let tester = MachineTester(toastDefinition, reporter: .recording(into: failures))
    await tester.send(.show, state: .shown)
    tester.machine.stop()
    let result = await tester.send(.pin)
    #expect(result == .machineStopped)
    await tester.advance(by: .seconds(5))
    await tester.finish()
    #expect(failures.messages == [])
  }
}
