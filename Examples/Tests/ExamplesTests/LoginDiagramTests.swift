import Login
import StateKit
import Testing

/// The login example's diagram, written out as data and checked against the definition the app
/// ships: payloads on states and events, validation in the context, eventless moves between
/// the credential states.
@MainActor
struct LoginDiagramTests {
  static let goodUser = LoginEvent.enteringCredential(.username("appleseed"))
  static let goodPassword = LoginEvent.enteringCredential(.password("correct horse"))
  static let shortPassword = LoginEvent.enteringCredential(.password("short"))

  /// One event of every case, payloads included.
  static let events: [LoginEvent] = [
    goodUser, .authenticate, .authenticationSucceeded,
    .authenticationFailed(.invalidCredentials), .ackError,
  ]

  /// A machine of the shipped diagram, after `events`.
  static func machine(
    after events: [LoginEvent], context: LoginForm? = nil
  ) -> Machine<LoginState, LoginEvent, LoginForm> {
    let machine = Machine(loginDefinition(), context: context)
    for event in events { machine.send(event) }
    return machine
  }

  @Test func typingGoesThroughValidation() {
    let machine = Self.machine(after: [])
    #expect(machine.state == .idle)
    machine.send(Self.goodUser)
    #expect(machine.state == .validatingCredentials)
    #expect(machine.context.username == "appleseed")
    machine.send(Self.goodPassword)
    #expect(machine.state == .validCredentials)
    machine.send(Self.shortPassword)
    #expect(machine.state == .validatingCredentials, "an edit that breaks the rules goes back")
    #expect(machine.context.password == "short")
  }

  @Test func bothValidFromIdleGoesStraightToValid() {
    var form = LoginForm()
    form.password = "correct horse"
    let machine = Self.machine(after: [Self.goodUser], context: form)
    #expect(machine.state == .validCredentials)
  }

  @Test func authenticateNeedsValidCredentials() {
    let validating = Self.machine(after: [Self.goodUser])
    #expect(!validating.canHandle(.authenticate))
    #expect(validating.send(.authenticate) == .ignored)
    let valid = Self.machine(after: [Self.goodUser, Self.goodPassword])
    #expect(valid.canHandle(.authenticate))
    valid.send(.authenticate)
    #expect(valid.state == .authenticating)
  }

  @Test(arguments: [LoginError.invalidCredentials, .networkError("offline")])
  func aFailureEntersErrorWithItsReason(_ error: LoginError) {
    let machine = Self.machine(after: [
      Self.goodUser, Self.goodPassword, .authenticate, .authenticationFailed(error),
    ])
    #expect(machine.state == .error(error))
    #expect(machine.matches(.error))
    #expect(machine.snapshot.value(of: .error) == .error(error))
    machine.send(.ackError)
    #expect(machine.state == .idle)
  }

  @Test func successAuthenticates() {
    let machine = Self.machine(after: [
      Self.goodUser, Self.goodPassword, .authenticate, .authenticationSucceeded,
    ])
    #expect(machine.state == .authenticated)
  }

  /// The diagram, as (the state, the path to it, the events it handles and where they lead).
  /// `enteringCredential` stands for the username, valid on its own.
  static let handled: [(LoginState.Case, [LoginEvent], [LoginEvent.Case: LoginState])] = [
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
    #expect(Set(Self.handled.map(\.0)) == Set(LoginState.Case.allCases))
    for (state, path, transitions) in Self.handled {
      let reached = Self.machine(after: path)
      #expect(reached.matches(state), "path \(path) reaches \(state)")
      #expect(Set(reached.enabledEvents) == Set(transitions.keys), "enabled events in \(state)")
      for event in Self.events {
        let machine = Self.machine(after: path)
        let target = transitions[event.eventCase]
        #expect(machine.canHandle(event) == (target != nil), "\(state) can handle \(event)")
        let result = machine.send(event)
        if let target {
          #expect(result == .handled, "\(state) handles \(event)")
          #expect(machine.state == target, "\(state) --\(event)--> \(target)")
        } else {
          #expect(result == .ignored, "\(state) ignores \(event)")
          #expect(machine.state == reached.state)
        }
      }
    }
  }
}
