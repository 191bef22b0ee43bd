/// A type whose values are the states of a machine.
///
/// A payload-free enum needs nothing but the conformance: its cases name the state nodes.
///
/// ```swift
/// enum SearchState: MachineState { case start, searching, loading, searchResults, error }
/// ```
///
/// A state with an associated value (`.error(LoginError)`) names its node by a payload-free
/// ``Case``: declare the cases once and map values to them. The definition, diagrams and
/// analysis only ever see cases; the payload is computed when the state is entered and is
/// readable while the machine is in it.
///
/// ```swift
/// enum LoginState: MachineState {
///   case idle, authenticating, error(LoginError)
///   enum Case: Hashable, Sendable { case idle, authenticating, error }
///   var stateCase: Case {
///     switch self {
///     case .idle: .idle
///     case .authenticating: .authenticating
///     case .error: .error
///     }
///   }
///   init?(stateCase: Case) {
///     switch stateCase {
///     case .idle: self = .idle
///     case .authenticating: self = .authenticating
///     case .error: return nil  // carries a payload
///     }
///   }
/// }
/// ```
public protocol MachineState: Sendable {
  /// The payload-free name of a state node. `Self` for payload-free enums.
  associatedtype Case: Hashable & Sendable = Self

  /// The node this value belongs to.
  var stateCase: Case { get }

  /// The value of a node whose case carries no payload, or `nil` when the case needs one.
  ///
  /// - Parameter stateCase: A case of the state type.
  init?(stateCase: Case)

  /// The case whose payload `accessor` reads, for a target written as a key path
  /// (`On(\.authenticationFailed, to: \.error)`). `@MachineState` writes it for every payload
  /// case's accessor; without the macro it is `nil`, and such targets are refused when the
  /// definition is built.
  ///
  /// - Parameter accessor: A key path to a payload accessor (`\.error`).
  /// - Returns: Its case, or `nil` when it is not one.
  static func payloadCase(of accessor: PartialKeyPath<Self>) -> Case?

  /// The value of a payload case, from its payload; `nil` when the payload's type is not the
  /// case's. `@MachineState` writes it; without the macro it is `nil`.
  ///
  /// - Parameters:
  ///   - stateCase: A case that carries a payload.
  ///   - payload: Its associated value (a tuple when it has several).
  init?(stateCase: Case, payload: Any)
  /// The type of a case's payload (a tuple when it has several values), which the definition's
  /// ``MachineDefinition/fingerprint`` covers, so that a snapshot saved before the payload's
  /// type changed is told apart. `@MachineState` writes it; without the macro it is `nil`.
  ///
  /// - Parameter stateCase: A case of the state type.
  /// - Returns: The payload's type, or `nil` for a case without payload.
  static func payloadType(of stateCase: Case) -> Any.Type?
}

extension MachineState {
  /// No accessor names a payload case unless `@MachineState` says so.
  @inlinable public static func payloadCase(of accessor: PartialKeyPath<Self>) -> Case? { nil }

  /// No payload makes a value unless `@MachineState` says how.
  @inlinable public init?(stateCase: Case, payload: Any) { return nil }
  /// No payload type is known unless `@MachineState` says which.
  @inlinable public static func payloadType(of stateCase: Case) -> Any.Type? { nil }
}

extension MachineState where Case == Self {
  /// A payload-free state is its own case.
  @inlinable public var stateCase: Self { self }

  /// A payload-free state is its own case.
  @inlinable public init?(stateCase: Self) { self = stateCase }
}

/// A type whose values are the events a machine reacts to.
///
/// A payload-free enum needs nothing but the conformance. An event with an associated value
/// (`.enteringCredential(.username(String))`) names the transitions it triggers by a
/// payload-free ``Case``; guards and actions receive the whole event and read its payload with
/// ordinary pattern matching.
///
/// ```swift
/// enum LoginEvent: MachineEvent {
///   case enteringCredential(LoginCredential), authenticate, ackError
///   enum Case: Hashable, Sendable { case enteringCredential, authenticate, ackError }
///   var eventCase: Case {
///     switch self {
///     case .enteringCredential: .enteringCredential
///     case .authenticate: .authenticate
///     case .ackError: .ackError
///     }
///   }
/// }
/// ```
public protocol MachineEvent: Sendable {
  /// The payload-free name of an event. `Self` for payload-free enums.
  associatedtype Case: Hashable & Sendable = Self

  /// The case transitions are declared with.
  var eventCase: Case { get }

  /// The case whose payload `accessor` reads, for transitions written with a key path
  /// (`On(\.enteringCredential) { form, credential in … }`). `@MachineEvent` writes it for every
  /// payload case's accessor; without the macro it is `nil`, and such transitions are refused
  /// when the definition is built.
  ///
  /// - Parameter accessor: A key path to a payload accessor (`\.enteringCredential`).
  /// - Returns: Its case, or `nil` when it is not one.
  static func payloadCase(of accessor: PartialKeyPath<Self>) -> Case?
}

extension MachineEvent {
  /// No accessor names a payload case unless `@MachineEvent` says so.
  @inlinable public static func payloadCase(of accessor: PartialKeyPath<Self>) -> Case? { nil }
}

extension MachineEvent where Case == Self {
  /// A payload-free event is its own case.
  @inlinable public var eventCase: Self { self }
}
