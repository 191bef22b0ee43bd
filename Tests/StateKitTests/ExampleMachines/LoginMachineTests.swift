import StateKit
import StateKitFixtures
import Testing

/// The login example's diagram: payloads on states and events, validation in the context.
struct LoginMachineTests {
  typealias St = LoginState
  typealias Ev = LoginEvent

  static let goodUser = Ev.enteringCredential(.username("appleseed"))
  static let goodPassword = Ev.enteringCredential(.password("correct horse"))
  static let shortPassword = Ev.enteringCredential(.password("short"))

  /// One representative of every event case, payloads included.
  static let events: [Ev] = [
    goodUser, .authenticate, .authenticationSucceeded,
    .authenticationFailed(.invalidCredentials), .ackError,
  ]

  func reach(_ events: [Ev]) -> Snapshot<St, Ev, LoginForm> { run(loginDefinition, events) }

  @Test func typingGoesThroughValidation() {
    var snapshot = loginDefinition.initialSnapshot()
    #expect(snapshot.state == .idle)
    snapshot = loginDefinition.transition(snapshot, on: Self.goodUser).snapshot
    #expect(snapshot.state == .validatingCredentials)
    #expect(snapshot.context.username == "appleseed")
    snapshot = loginDefinition.transition(snapshot, on: Self.goodPassword).snapshot
    #expect(snapshot.state == .validCredentials)
    snapshot = loginDefinition.transition(snapshot, on: Self.shortPassword).snapshot
    #expect(snapshot.state == .validatingCredentials)
    #expect(snapshot.context.password == "short")
  }

  @Test func bothValidFromIdleGoesStraightToValid() {
    var form = LoginForm()
    form.password = "correct horse"
    let step = loginDefinition.transition(
      loginDefinition.initialSnapshot(context: form), on: Self.goodUser)
    #expect(step.snapshot.state == .validCredentials)
  }

  @Test func authenticateNeedsValidCredentials() {
    let validating = reach([Self.goodUser])
    #expect(!loginDefinition.canHandle(.authenticate, in: validating))
    let valid = reach([Self.goodUser, Self.goodPassword])
    #expect(loginDefinition.canHandle(.authenticate, in: valid))
    #expect(loginDefinition.transition(valid, on: .authenticate).snapshot.state == .authenticating)
  }

  @Test(arguments: [LoginError.invalidCredentials, .networkError("offline")])
  func failureCarriesThePayload(_ error: LoginError) {
    let snapshot = reach([
      Self.goodUser, Self.goodPassword, .authenticate, .authenticationFailed(error),
    ])
    #expect(snapshot.state == .error(error))
    #expect(snapshot.matches(.error))
    #expect(snapshot.value(of: .error) == .error(error))
    #expect(snapshot.value(of: .idle) == nil)
    let acknowledged = loginDefinition.transition(snapshot, on: .ackError).snapshot
    #expect(acknowledged.state == .idle)
  }

  @Test func successAuthenticates() {
    let snapshot = reach([
      Self.goodUser, Self.goodPassword, .authenticate, .authenticationSucceeded,
    ])
    #expect(snapshot.state == .authenticated)
  }

  /// The diagram, as (path to the state, the events it handles and where they lead).
  static let handled: [(St.Case, [Ev], [Ev.Case: St])] = [
    (.idle, [], [.enteringCredential: .validatingCredentials]),
    (.validatingCredentials, [goodUser], [.enteringCredential: .validatingCredentials]),
    (
      .validCredentials, [goodUser, goodPassword],
      [.enteringCredential: .validCredentials, .authenticate: .authenticating]
    ),
    (
      .authenticating, [goodUser, goodPassword, .authenticate],
      [
        .authenticationSucceeded: .authenticated,
        .authenticationFailed: .error(.invalidCredentials),
      ]
    ),
    (.authenticated, [goodUser, goodPassword, .authenticate, .authenticationSucceeded], [:]),
    (
      .error, [goodUser, goodPassword, .authenticate, .authenticationFailed(.invalidCredentials)],
      [.ackError: .idle]
    ),
  ]

  @Test func everyStateHandlesExactlyItsEvents() {
    for (state, path, transitions) in Self.handled {
      let snapshot = reach(path)
      #expect(snapshot.matches(state), "path \(path) reaches \(state)")
      for event in Self.events {
        let step = loginDefinition.transition(snapshot, on: event)
        if let target = transitions[event.eventCase] {
          #expect(step.isHandled, "\(state) handles \(event)")
          #expect(step.snapshot.state == target, "\(state) --\(event)--> \(target)")
        } else {
          #expect(!step.isHandled, "\(state) ignores \(event)")
          #expect(step.snapshot.state == snapshot.state)
        }
      }
      let enabled = Set(loginDefinition.enabledEvents(in: snapshot))
      let expected = Set(transitions.keys).subtracting(
        state == .validatingCredentials || state == .idle ? [] : [])
      #expect(enabled == expected, "enabled events in \(state)")
    }
  }
}
