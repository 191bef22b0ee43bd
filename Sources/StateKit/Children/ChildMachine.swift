/// A child machine a parent runs while one of its states is active: the child's definition and
/// the id it runs under in the parent.
///
/// Declare it once, beside the parent's definition, and use it in three places: the state that
/// runs it (``Invoke(_:input:emitted:done:failed:)``), the parent's actions that send to it
/// (``Action/send(_:to:)``), and the app, which reaches the running child through the parent
/// (``Machine/child(_:)``).
///
/// ```swift
/// let login = ChildMachine("login", loginDefinition)
///
/// let app = try MachineDefinition<AppState, AppEvent, Session>(initial: .signedOut) {
///   StateNode(.signedOut) {
///     Invoke(login, done: { final in .signedIn(final.context.user) })
///     On(\.signedIn, to: .home) { session, user in session.user = user }
///   }
///   StateNode(.home) {}
/// }
/// ```
public struct ChildMachine<State: MachineState, Event: MachineEvent, Context: Sendable>: Sendable {
  /// The id the child runs under in its parent, unique among the parent's children.
  public let id: String
  /// The child's definition.
  public let definition: MachineDefinition<State, Event, Context>

  /// Names a child machine.
  ///
  /// - Parameters:
  ///   - id: The id it runs under in its parent; one child runs per id at a time.
  ///   - definition: Its definition.
  public init(_ id: String, _ definition: MachineDefinition<State, Event, Context>) {
    self.id = id
    self.definition = definition
  }
}

extension Action {
  /// An action that sends an event to a running child machine of this machine. The child
  /// processes it as an external event, after the parent's macrostep; nothing happens when the
  /// child is not running.
  ///
  /// ```swift
  /// On(.cancelLogin, actions: [.send(.cancel, to: login)])
  /// ```
  ///
  /// - Parameters:
  ///   - event: The child's event.
  ///   - child: The child.
  /// - Returns: The action.
  public static func send<ChildState, ChildEvent, ChildContext>(
    _ event: ChildEvent, to child: ChildMachine<ChildState, ChildEvent, ChildContext>
  ) -> Self {
    Self(name: "send \(event) to \(child.id)", kind: .sendChild(id: child.id, event: event))
  }
}
