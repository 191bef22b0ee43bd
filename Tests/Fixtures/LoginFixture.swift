import StateKit

// A login machine for the library's own tests (tooling, golden diagrams, persistence, the
// testing library): shaped like the login example's, with payloads on states and events,
// validation in the context and eventless transitions, but owned by these tests and
// deliberately not the machine the example ships, so that the library's tests never depend on
// the Examples package. The shipped machine is `Examples/Sources/Login/LoginMachine.swift`,
// tested in `Examples/Tests/ExamplesTests` (`LoginDiagramTests`, `LoginModelBasedTests`,
// `LoginTests`).

/// Why a login failed.
package enum LoginError: Error, Hashable, Sendable, Codable {
  /// The server rejected the username and password.
  case invalidCredentials
  /// The server could not be reached; the message says why.
  case networkError(String)
}

/// A credential the user is typing.
package enum LoginCredential: Hashable, Sendable, Codable {
  case username(String)
  case password(String)
}

/// The states of the login fixture's screen. `error` carries why authentication failed.
package enum LoginState: MachineState, Hashable, Codable {
  case idle
  case validatingCredentials
  case validCredentials
  case authenticating
  case authenticated
  case error(LoginError)

  /// The payload-free names of the states.
  package enum Case: Hashable, Sendable, CaseIterable {
    case idle, validatingCredentials, validCredentials, authenticating, authenticated, error
  }

  package var stateCase: Case {
    switch self {
    case .idle: .idle
    case .validatingCredentials: .validatingCredentials
    case .validCredentials: .validCredentials
    case .authenticating: .authenticating
    case .authenticated: .authenticated
    case .error: .error
    }
  }

  package init?(stateCase: Case) {
    switch stateCase {
    case .idle: self = .idle
    case .validatingCredentials: self = .validatingCredentials
    case .validCredentials: self = .validCredentials
    case .authenticating: self = .authenticating
    case .authenticated: self = .authenticated
    case .error: return nil
    }
  }
}

/// What the user did, or what the authentication call answered.
package enum LoginEvent: MachineEvent, Hashable, Codable {
  /// The user typed into the username or password field.
  case enteringCredential(LoginCredential)
  /// The user tapped Sign In.
  case authenticate
  /// The server accepted the credentials.
  case authenticationSucceeded
  /// Authentication failed.
  case authenticationFailed(LoginError)
  /// The user dismissed the error alert.
  case ackError

  /// The payload-free names of the events.
  package enum Case: Hashable, Sendable, CaseIterable {
    case enteringCredential, authenticate, authenticationSucceeded, authenticationFailed, ackError
  }

  package var eventCase: Case {
    switch self {
    case .enteringCredential: .enteringCredential
    case .authenticate: .authenticate
    case .authenticationSucceeded: .authenticationSucceeded
    case .authenticationFailed: .authenticationFailed
    case .ackError: .ackError
    }
  }
}

/// The login form's extended state: what was typed, and the validation rules.
package struct LoginForm: Hashable, Sendable, Codable {
  package var username = ""
  package var password = ""
  /// Minimum length of a valid username.
  package var minimumUsernameLength = 8
  /// Minimum length of a valid password.
  package var minimumPasswordLength = 8

  package init() {}

  package var hasValidUsername: Bool { username.count >= minimumUsernameLength }
  package var hasValidPassword: Bool { password.count >= minimumPasswordLength }
  package var hasValidCredentials: Bool { hasValidUsername && hasValidPassword }

  /// Stores a typed credential.
  package mutating func enter(_ credential: LoginCredential) {
    switch credential {
    case .username(let value): username = value
    case .password(let value): password = value
    }
  }
}

private let storeCredential: @Sendable (inout LoginForm, LoginEvent?) -> Void = { form, event in
  if case .enteringCredential(let credential) = event { form.enter(credential) }
}

/// The login fixture's diagram, as a StateKit definition.
///
/// Typing a credential stores it and goes to `validatingCredentials`; an eventless transition
/// moves on to `validCredentials` as soon as both credentials pass the rules, and back when an
/// edit breaks them. `authenticate` is only possible with valid credentials; the result of the
/// authentication call arrives as `authenticationSucceeded` or `authenticationFailed`, whose
/// error becomes the payload of `.error`.
///
/// This definition has no side effects: the tests and the diagrams use it as it is, and feed
/// the authentication result as events. ``loginAppDefinition(authenticate:)`` is the same
/// diagram whose `authenticating` state makes the call.
package let loginDefinition: MachineDefinition<LoginState, LoginEvent, LoginForm> =
  makeLoginDefinition(authenticate: nil)

/// Checks a username and password with a server: returns when they are accepted, throws a
/// ``LoginError`` otherwise.
package typealias LoginAuthentication =
  @Sendable (_ username: String, _ password: String) async throws -> Void

/// ``loginDefinition`` whose `authenticating` state calls `authenticate` while it is active, for
/// the tests of state-scoped work.
///
/// Success sends `authenticationSucceeded`; a thrown ``LoginError`` becomes
/// `authenticationFailed` with that error, and any other error a
/// ``LoginError/networkError(_:)``.
///
/// ```swift
/// let machine = Machine(loginAppDefinition { _, _ in throw LoginError.invalidCredentials })
/// ```
///
/// - Parameter authenticate: The authentication call.
/// - Returns: The definition.
package func loginAppDefinition(
  authenticate: @escaping LoginAuthentication
) -> MachineDefinition<LoginState, LoginEvent, LoginForm> {
  makeLoginDefinition(authenticate: authenticate)
}

private func makeLoginDefinition(
  authenticate: LoginAuthentication?
) -> MachineDefinition<LoginState, LoginEvent, LoginForm> {
  let valid = Guard<LoginState, LoginEvent, LoginForm>("credentials valid") { form, _ in
    form.hasValidCredentials
  }
  let invalid = Guard<LoginState, LoginEvent, LoginForm>("credentials invalid") { form, _ in
    !form.hasValidCredentials
  }
  do {
    return try MachineDefinition(name: "Login", initial: .idle, context: LoginForm()) {
      StateNode(.idle) {
        On(.enteringCredential, to: .validatingCredentials, action: storeCredential)
      }
      StateNode(.validatingCredentials) {
        Always(to: .validCredentials, guard: valid)
        On(.enteringCredential, to: .validatingCredentials, action: storeCredential)
      }
      StateNode(.validCredentials) {
        Always(to: .validatingCredentials, guard: invalid)
        On(.enteringCredential, to: .validCredentials, action: storeCredential)
        On(.authenticate, to: .authenticating)
      }
      StateNode(.authenticating) {
        if let authenticate {
          Invoke("authenticate") { input in
            try await authenticate(input.context.username, input.context.password)
            return .authenticationSucceeded
          } catch: { error in
            .authenticationFailed(error as? LoginError ?? .networkError("\(error)"))
          }
        }
        On(.authenticationSucceeded, to: .authenticated)
        On(.authenticationFailed, to: .error) { _, event in
          guard case .authenticationFailed(let reason) = event else {
            return .error(.networkError("unknown"))
          }
          return .error(reason)
        }
      }
      StateNode(.authenticated)
      StateNode(.error) {
        On(.ackError, to: .idle)
      }
    }
  } catch {
    fatalError("\(error)")
  }
}
