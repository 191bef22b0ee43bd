import Observation
import StateKit

/// The view model of the login example's screen: what a SwiftUI view binds to.
///
/// The fields are bound to the machine's context: setting the `value` of ``username`` or
/// ``password`` sends `enteringCredential`, and reading it returns what the machine stored. While the machine
/// does not take `enteringCredential` (authenticating, authenticated, showing an error) typing
/// changes nothing, so the form cannot change under a request in flight. Every flag the view
/// reads is derived from the state, as in the article's subscription, but without a second copy.
///
/// ``LoginView`` is its SwiftUI screen:
///
/// ```swift
/// LoginView(model: LoginViewModel(client: LoginClient(endpoint: loginURL)))
/// if let login = app.machine.child(screens.login) {
///   LoginView(model: LoginViewModel(machine: login))  // the app's login child
/// }
/// ```
@MainActor @Observable
public final class LoginViewModel {
  /// The running machine, observable.
  public let machine: ObservableMachine<LoginState, LoginEvent, LoginForm>

  /// Creates a view model that authenticates with the demo server's login endpoint.
  ///
  /// - Parameter client: The login client.
  public convenience init(client: LoginClient) { self.init(authenticate: client.authenticate) }

  /// Creates a view model over any authentication call.
  ///
  /// - Parameter authenticate: Checks the credentials.
  public convenience init(authenticate: @escaping LoginAuthentication) {
    self.init(machine: ObservableMachine(loginDefinition(authenticate: authenticate)))
  }

  /// Creates a view model over a login machine that already runs, such as the login child an
  /// app gets from `ObservableMachine.child(_:)`: the screen drives that machine, and its
  /// parent decides when it stops.
  ///
  /// - Parameter machine: A running machine of ``loginDefinition(authenticate:)``.
  public init(machine: ObservableMachine<LoginState, LoginEvent, LoginForm>) {
    self.machine = machine
  }

  /// The screen's state.
  public var state: LoginState { machine.state }

  /// The username field, bound to the context: an edit sends `enteringCredential`.
  public var username: MachineBinding<String> {
    machine.contextBinding(\.username) { .enteringCredential(.username($0)) }
  }

  /// The password field, bound to the context: an edit sends `enteringCredential`.
  public var password: MachineBinding<String> {
    machine.contextBinding(\.password) { .enteringCredential(.password($0)) }
  }

  /// Whether both credentials pass the validation rules.
  public var hasValidCredentials: Bool { state == .validCredentials }

  /// Whether authentication is in flight (the full-screen spinner).
  public var isLoading: Bool { state == .authenticating }

  /// Whether the user is signed in.
  public var isAuthenticated: Bool { state == .authenticated }

  /// The error the alert shows, while it shows.
  public var error: LoginError? { state.error }

  /// Whether the fields take input: exactly when the machine would take `enteringCredential`.
  public var areFieldsEnabled: Bool { machine.enabledEvents.contains(.enteringCredential) }

  /// Whether the Sign In button is disabled: exactly when the machine would not take
  /// `authenticate`.
  public var isSignInButtonDisabled: Bool { !machine.canHandle(.authenticate) }

  /// The user tapped Sign In.
  public func authenticate() { machine.send(.authenticate) }

  /// The user dismissed the error alert.
  public func ackError() { machine.send(.ackError) }
}
