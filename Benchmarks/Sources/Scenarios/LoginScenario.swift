import StateKit

// The login scenario: payload states and events, a context, guards and eventless transitions
// (shaped like the login example of the articles, written without the macros), beside the same
// screen written by hand.

// MARK: - The machine

/// Why a login failed.
public enum LoginFailure: Hashable, Sendable {
  case invalidCredentials
  case networkError(String)
}

/// The login screen's states; `error` carries why authentication failed.
public enum LoginState: MachineState, Hashable {
  case idle, validatingCredentials, validCredentials, authenticating, authenticated
  case error(LoginFailure)

  /// The payload-free names of the states.
  public enum Case: Hashable, Sendable, CaseIterable {
    case idle, validatingCredentials, validCredentials, authenticating, authenticated, error
  }

  public var stateCase: Case {
    switch self {
    case .idle: .idle
    case .validatingCredentials: .validatingCredentials
    case .validCredentials: .validCredentials
    case .authenticating: .authenticating
    case .authenticated: .authenticated
    case .error: .error
    }
  }

  public init?(stateCase: Case) {
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

/// What the user typed or did, or what the server answered.
public enum LoginEvent: MachineEvent, Hashable {
  case username(String)
  case password(String)
  case authenticate, succeeded, logout, ackError
  case failed(LoginFailure)

  /// The payload-free names of the events.
  public enum Case: Hashable, Sendable, CaseIterable {
    case username, password, authenticate, succeeded, logout, ackError, failed
  }

  public var eventCase: Case {
    switch self {
    case .username: .username
    case .password: .password
    case .authenticate: .authenticate
    case .succeeded: .succeeded
    case .logout: .logout
    case .ackError: .ackError
    case .failed: .failed
    }
  }
}

/// The form: what was typed, and the rule that makes it valid.
public struct LoginForm: Hashable, Sendable {
  public var username = ""
  public var password = ""

  public init() {}

  public var isValid: Bool { username.utf8.count >= 8 && password.utf8.count >= 8 }

  /// Stores a typed credential.
  public mutating func store(_ event: LoginEvent?) {
    switch event {
    case .username(let value): username = value
    case .password(let value): password = value
    default: break
    }
  }
}

/// The login example's diagram, plus `logout` from `authenticated` back to `idle` (clearing the
/// password) so that the scenario's cycle repeats.
public let loginDefinition: MachineDefinition<LoginState, LoginEvent, LoginForm> = {
  typealias LoginGuard = Guard<LoginState, LoginEvent, LoginForm>
  let valid = LoginGuard("credentials valid") { form, _ in form.isValid }
  let invalid = LoginGuard("credentials invalid") { form, _ in !form.isValid }
  let store: @Sendable (inout LoginForm, LoginEvent?) -> Void = { form, event in
    form.store(event)
  }
  do {
    return try MachineDefinition(name: "Login", initial: .idle, context: LoginForm()) {
      StateNode(.idle) {
        On(.username, .password, to: .validatingCredentials, action: store)
      }
      StateNode(.validatingCredentials) {
        Always(to: .validCredentials, guard: valid)
        On(.username, .password, to: .validatingCredentials, action: store)
      }
      StateNode(.validCredentials) {
        Always(to: .validatingCredentials, guard: invalid)
        On(.username, .password, to: .validCredentials, action: store)
        On(.authenticate, to: .authenticating)
      }
      StateNode(.authenticating) {
        On(.succeeded, to: .authenticated)
        On(.failed, to: .error) { _, event in
          guard case .failed(let reason) = event else { return .error(.networkError("?")) }
          return .error(reason)
        }
      }
      StateNode(.authenticated) {
        On(.logout, to: .idle, action: { form, _ in form.password = "" })
      }
      StateNode(.error) {
        On(.ackError, to: .idle)
      }
    }
  } catch {
    fatalError("\(error)")
  }
}()

/// The login scenario's cycle: every event is handled, and the machine is back in `idle` with
/// an empty password after the ninth. Short strings, stored inline: no allocation.
public let loginCycle: [LoginEvent] = [
  .username("someone@x.org"), .password("correct horse"), .authenticate,
  .failed(.invalidCredentials), .ackError,
  .username("someone@y.org"), .authenticate, .succeeded, .logout,
]

// MARK: - The baseline

/// The login screen as a `switch` over (state, event), with its eventless checks written out.
public struct SwitchLoginMachine {
  public private(set) var state: LoginState = .idle
  public private(set) var form = LoginForm()

  public init() {}

  @inline(never) @discardableResult
  public mutating func send(_ event: LoginEvent) -> Bool {
    switch (state, event) {
    case (.idle, .username), (.idle, .password), (.validatingCredentials, .username),
      (.validatingCredentials, .password):
      form.store(event)
      state = form.isValid ? .validCredentials : .validatingCredentials
    case (.validCredentials, .username), (.validCredentials, .password):
      form.store(event)
      state = form.isValid ? .validCredentials : .validatingCredentials
    case (.validCredentials, .authenticate): state = .authenticating
    case (.authenticating, .succeeded): state = .authenticated
    case (.authenticating, .failed(let reason)): state = .error(reason)
    case (.authenticated, .logout):
      form.password = ""
      state = .idle
    case (.error, .ackError): state = .idle
    default: return false
    }
    return true
  }
}

// MARK: - Drivers

/// StateKit: `Machine.send` on the login cycle.
public final class LoginMachineDriver: Driver {
  let machine = Machine(loginDefinition)
  var position = 0

  public init() {}

  @inline(never)
  public func run(_ count: Int) -> Int {
    var handled = 0
    var i = position
    for _ in 0..<count {
      if machine.send(loginCycle[i]) == .handled { handled &+= 1 }
      i &+= 1
      if i == loginCycle.count { i = 0 }
    }
    position = i
    return handled
  }
}

/// The baseline: the `switch` on the login cycle.
public final class LoginSwitchDriver: Driver {
  var position = 0
  var machine = SwitchLoginMachine()

  public init() {}

  @inline(never)
  public func run(_ count: Int) -> Int {
    var handled = 0
    var i = position
    var machine = self.machine
    defer { self.machine = machine }
    for _ in 0..<count {
      if machine.send(loginCycle[i]) { handled &+= 1 }
      i &+= 1
      if i == loginCycle.count { i = 0 }
    }
    position = i
    return handled
  }
}
