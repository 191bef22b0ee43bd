import StateKit
import StateKitFixtures
import StateKitTesting
import Testing

/// `Answers`: a call that waits for the test's answer.
struct AnswersTests {
  struct Refused: Error, Equatable {}

  @Test func aCallWaitsForItsAnswer() async throws {
    let answers = Answers<Int>()
    let call = Task { try await answers.call() }
    while answers.waiting == 0 { await Task.yield() }
    answers.answer(42)
    #expect(try await call.value == 42)
    #expect(answers.waiting == 0)
  }

  @Test func anAnswerGivenFirstIsKeptForTheNextCall() async throws {
    let answers = Answers<String>()
    answers.answer("first")
    answers.answer(.success("second"))
    #expect(answers.unanswered == 2)
    #expect(try await answers.call() == "first")
    #expect(try await answers.call() == "second")
    #expect(answers.unanswered == 0)
  }

  @Test func aFailureIsThrown() async {
    let answers = Answers<Void>()
    answers.fail(Refused())
    await #expect(throws: Refused.self) { try await answers.call() }
    answers.answer(.failure(Refused()))
    await #expect(throws: Refused.self) { try await answers.call() }
  }

  @Test func callsAreAnsweredInTheOrderTheyWaited() async throws {
    let answers = Answers<Int>()
    let first = Task { try await answers.call() }
    while answers.waiting < 1 { await Task.yield() }
    let second = Task { try await answers.call() }
    while answers.waiting < 2 { await Task.yield() }
    answers.answer(1)
    answers.answer(2)
    #expect(try await first.value == 1)
    #expect(try await second.value == 2)
  }

  @Test func aCancelledCallThrowsAndTakesNoAnswer() async throws {
    let answers = Answers<Int>()
    let call = Task { try await answers.call() }
    while answers.waiting == 0 { await Task.yield() }
    call.cancel()
    await #expect(throws: CancellationError.self) { try await call.value }
    #expect(answers.waiting == 0)
    answers.answer(7)
    #expect(try await answers.call() == 7)
  }

  @Test func aVoidCallIsAnsweredWithoutAValue() async throws {
    let answers = Answers<Void>()
    answers.answer()
    try await answers.call()
  }

  /// The testing article's login test, with the shipped `Answers`.
  @MainActor
  @Test func theArticlesLoginTestPasses() async {
    let failures = RecordedFailures()
    let answers = Answers<Void>()
    let tester = MachineTester(
      loginAppDefinition { _, _ in try await answers.call() },
      reporter: .recording(into: failures))
    await fillIn(tester)
    await tester.send(.authenticate, state: .authenticating)
    answers.answer(.failure(LoginError.invalidCredentials))
    await tester.receive(.authenticationFailed(.invalidCredentials)) {
      $0.state = .error(.invalidCredentials)
    }
    await tester.send(.ackError, state: .idle)
    await tester.finish()
    #expect(failures.messages == [])
  }
}
