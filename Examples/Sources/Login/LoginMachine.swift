import StateKit
import StateKitMacros

/// Why a login failed.
///
/// `invalidCredentials`: the server rejected the username and password. `networkError`: the
/// server could not be reached; the message says why.
public enum LoginError: Error, Hashable, Sendable, Codable {
  case invalidCredentials
  case networkError(String)
}

/// A credential the user is typing.
public enum LoginCredential: Hashable, Sendable, Codable {
  case username(String)
  case password(String)
}

/// The states of the login example's screen: idle, validating what was typed, valid
/// credentials, authenticating, authenticated, and an error that carries why authentication
/// failed.
@MachineState
public enum LoginState: Hashable, Codable {
  case idle, validatingCredentials, validCredentials, authenticating, authenticated
  case error(LoginError)
}

/// What the user did (typed a credential, tapped Sign In, dismissed the error alert), or what
/// the authentication call answered.
@MachineEvent
public enum LoginEvent: Hashable, Codable {
  case enteringCredential(LoginCredential)
  case authenticate, authenticationSucceeded, ackError
  case authenticationFailed(LoginError)
}

/// The login form's extended state: what was typed, and the validation rules.
public struct LoginForm: Hashable, Sendable, Codable {
  public var username = ""
  public var password = ""
  /// Minimum length of a valid username.
  public var minimumUsernameLength = 8
  /// Minimum length of a valid password.
  public var minimumPasswordLength = 8

  public init() {}

  /// Whether both credentials are long enough.
  public var hasValidCredentials: Bool {
    username.count >= minimumUsernameLength && password.count >= minimumPasswordLength
  }

  /// Stores a typed credential.
  public mutating func enter(_ credential: LoginCredential) {
    switch credential {
    case .username(let value): username = value
    case .password(let value): password = value
    }
  }
}

/// Checks a username and password with a server: returns when they are accepted, throws a
/// ``LoginError`` otherwise.
public typealias LoginAuthentication =
  @Sendable (_ username: String, _ password: String) async throws -> Void

/// The login example's diagram, as a StateKit definition.
///
/// Typing a credential stores it and goes to `validatingCredentials`; an eventless transition
/// moves on to `validCredentials` as soon as both credentials pass the rules, and back when an
/// edit breaks them. `authenticate` is only possible with valid credentials; the result of the
/// authentication call arrives as `authenticationSucceeded` or `authenticationFailed`, whose
/// error enters `.error`.
///
/// Without `authenticate` the definition has no side effects: the tests and the diagrams use
/// it so, and feed the authentication result as events. The app passes the call, which its
/// `authenticating` state makes while it is active: success sends `authenticationSucceeded`; a
/// thrown ``LoginError`` becomes `authenticationFailed` with that error, and any other error a
/// ``LoginError/networkError(_:)``.
///
/// ```swift
/// let client = LoginClient(endpoint: server.url("api/login"))
/// let machine = Machine(loginDefinition(authenticate: client.authenticate))
/// ```
///
/// - Parameter authenticate: The authentication call; `nil` for the diagram alone.
/// - Returns: The definition.
public func loginDefinition(
  authenticate: LoginAuthentication? = nil
) -> MachineDefinition<LoginState, LoginEvent, LoginForm> {
  try! MachineDefinition(name: "Login", initial: .idle, context: LoginForm()) {
    StateNode(.idle) { On(\.enteringCredential, to: .validatingCredentials) { $0.enter($1) } }
    StateNode(.validatingCredentials) {
      Always(to: .validCredentials, guard: Guard("credentials valid") { $0.hasValidCredentials })
      On(\.enteringCredential, to: .validatingCredentials) { $0.enter($1) }
    }
    StateNode(.validCredentials) {
      Always(
        to: .validatingCredentials, guard: Guard("credentials invalid") { !$0.hasValidCredentials })
      On(\.enteringCredential, to: .validCredentials) { $0.enter($1) }
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
      On(\.authenticationFailed, to: \.error)
    }
    Final(.authenticated)
    StateNode(.error) { On(.ackError, to: .idle) }
  }
}
