/// A condition a transition needs to be taken.
///
/// Guards are read in document order: the first transition whose event matches and whose guard
/// holds wins. A guard must be a pure function of the context and the event.
///
/// ```swift
/// On(.enteringCredential, to: .validCredentials,
///    guard: Guard("credentials valid") { context, _ in context.isValid })
/// ```
public struct Guard<State: MachineState, Event: MachineEvent, Context: Sendable>: Sendable {
  @usableFromInline enum Kind: Sendable {
    case predicate(@Sendable (Context, Event?) -> Bool)
    case snapshot(@Sendable (Snapshot<State, Event, Context>, Event?) -> Bool)
    case inState(State.Case)
    case not(State.Case)
  }

  /// A name for diagrams (`[name]` on the transition's label).
  public let name: String
  @usableFromInline let kind: Kind

  /// A guard from a predicate over the context and the event.
  ///
  /// - Parameters:
  ///   - name: A name shown in diagrams.
  ///   - predicate: Receives the context and the event (`nil` for eventless and done
  ///     transitions).
  public init(_ name: String = "guard", _ predicate: @escaping @Sendable (Context, Event?) -> Bool)
  {
    self.name = name
    self.kind = .predicate(predicate)
  }

  /// A guard from a predicate over the context alone: the eventless checks of a form.
  ///
  /// ```swift
  /// Always(to: .validCredentials, guard: Guard("credentials valid") { $0.hasValidCredentials })
  /// ```
  ///
  /// - Parameters:
  ///   - name: A name shown in diagrams.
  ///   - predicate: Receives the context.
  public init(_ name: String = "guard", _ predicate: @escaping @Sendable (Context) -> Bool) {
    self.init(name, { context, _ in predicate(context) })
  }

  /// A guard that holds while the given state is active (SCXML's `In('id')`).
  ///
  /// - Parameter state: A state of the same machine.
  /// - Returns: The guard.
  public static func inState(_ state: State.Case) -> Self {
    Self(name: "In(\(state))", kind: .inState(state))
  }

  /// A guard that holds while the given state is not active.
  ///
  /// - Parameter state: A state of the same machine.
  /// - Returns: The guard.
  public static func notInState(_ state: State.Case) -> Self {
    Self(name: "!In(\(state))", kind: .not(state))
  }

  init(name: String, kind: Kind) {
    self.name = name
    self.kind = kind
  }
}
