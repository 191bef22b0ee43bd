/// Something a machine does when it takes a transition, enters a state or exits one.
///
/// Actions are data: the pure step (``MachineDefinition/transition(_:on:)``) runs the ones that
/// only change the machine (``assign(_:_:)``, ``raise(_:)``) and returns the rest as
/// ``Effect`` values for the runtime to carry out (``run(_:_:)``, ``send(_:)``, ``log(_:_:)``).
///
/// ```swift
/// On(.search, to: .loading, actions: [
///   .assign("remember query") { context, _ in context.searches += 1 },
///   .run("hide keyboard") { _, _ in keyboard.hide() },
/// ])
/// ```
///
/// ## The context an action sees
///
/// A microstep runs the exit actions of the states it leaves (innermost first), then the
/// transition's actions, then the entry actions of the states it enters (outermost first), and
/// each list in order. Every action sees the context as the actions before it left it:
/// ``assign(_:_:)`` changes it at once, and an action that reads it (``run(_:_:)``,
/// ``emit(_:_:)``, ``spawn(_:_:)``, ``send(_:to:id:)``, ``stop(_:id:)``) reads it where the
/// action is reached, even when what it does is carried out after the step. So the order of
/// a list decides what a spawn gets:
///
/// ```swift
/// // Spawns a child under the count before the increment, then counts it.
/// [.spawn(rows) { list, _ in (list.next, Row()) }, .assign { list, _ in list.next += 1 }]
/// // Counts first, so the child gets the count after it.
/// [.assign { list, _ in list.next += 1 }, .spawn(rows) { list, _ in (list.next, Row()) }]
/// ```
///
/// ``send(_:to:selecting:)`` is the one exception: it reads the running children, not the
/// context, when the macrostep's effects are carried out.
public struct Action<Event: MachineEvent, Context: Sendable>: Sendable {
  /// What an action does.
  public enum Kind: Sendable {
    /// Changes the context. Runs inside the pure step; must not have side effects.
    case assign(@Sendable (inout Context, Event?) -> Void)
    /// Puts an event on the internal queue: it is processed in the same macrostep, before any
    /// event sent from outside.
    case raise(Event)
    /// Sends an event to the machine's external queue (processed after the current one).
    case send(Event)
    /// Sends an event to the external queue after a delay, unless cancelled first by `id`
    /// (SCXML `<send delay id>`). Without an id, one is generated.
    case sendDelayed(Event, delay: Duration, id: String?)
    /// Cancels the pending delayed sends with this id (SCXML `<cancel sendid>`).
    case cancel(id: String)
    /// A side effect, run by the runtime after the step, with the context and event of the
    /// moment the action was reached.
    case run(@Sendable (Context, Event?) -> Void)
    /// A log line for the runtime's log handler.
    case log(label: String, message: String)
    /// Sends an event to the parent of a child machine, which maps it to one of its own events
    /// (SCXML `<send target="#_parent">`); a machine without a parent drops it.
    case emit(Event)
    /// Sends the parent of a child machine an event made from the context and the event when
    /// the action is reached; `nil` sends nothing (``Action/emit(_:_:)``).
    case emitMade(@Sendable (Context, Event?) -> Event?)
    /// Sends an event to the running child machine with this id (SCXML `<send
    /// target="#_id">`); nothing happens when no such child is running. The event is the
    /// child's own, checked against its type when it is delivered (``Action/send(_:to:)``).
    case sendChild(id: String, event: any Sendable)
    /// Spawns, sends to or stops children of a collection (``ChildMachines``): the closure
    /// makes the command from the context and the event when the action is reached; `nil` does
    /// nothing.
    case children(@Sendable (Context, Event?) -> ChildCommand?)
  }

  /// A name for diagrams and inspection.
  public let name: String
  /// What the action does.
  public let kind: Kind
  /// The closure of an ``assign(_:_:)``, beside ``kind``: the flat step runs an assignment
  /// by reading it here, where matching ``kind`` would copy the enum through its generic value
  /// witness on every action run.
  @usableFromInline let assignment: (@Sendable (inout Context, Event?) -> Void)?

  /// Creates an action from its name and kind.
  ///
  /// - Parameters:
  ///   - name: A name shown in diagrams and inspection.
  ///   - kind: What the action does.
  public init(name: String, kind: Kind) {
    self.name = name
    self.kind = kind
    if case .assign(let update) = kind { assignment = update } else { assignment = nil }
  }

  /// An action that changes the context.
  ///
  /// - Parameters:
  ///   - name: A name shown in diagrams.
  ///   - update: Receives the context to change and the event being processed (`nil` on the
  ///     initial entry and for done events).
  /// - Returns: The action.
  public static func assign(
    _ name: String = "assign", _ update: @escaping @Sendable (inout Context, Event?) -> Void
  ) -> Self {
    Self(name: name, kind: .assign(update))
  }

  /// An action that raises an internal event.
  ///
  /// - Parameter event: The event, processed in this macrostep before any external event.
  /// - Returns: The action.
  public static func raise(_ event: Event) -> Self {
    Self(name: "raise \(event)", kind: .raise(event))
  }

  /// An action that sends an event to the machine's external queue.
  ///
  /// - Parameter event: The event, processed after the current macrostep.
  /// - Returns: The action.
  public static func send(_ event: Event) -> Self {
    Self(name: "send \(event)", kind: .send(event))
  }

  /// An action that sends an event to the machine's external queue after a delay.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - delay: How long to wait, on the machine's clock.
  ///   - id: An id to cancel it by (``cancel(_:)``).
  /// - Returns: The action.
  public static func send(_ event: Event, after delay: Duration, id: String? = nil) -> Self {
    Self(name: "send \(event) after \(delay)", kind: .sendDelayed(event, delay: delay, id: id))
  }

  /// An action that cancels pending delayed sends.
  ///
  /// - Parameter id: The id given to ``send(_:after:id:)``.
  /// - Returns: The action.
  public static func cancel(_ id: String) -> Self {
    Self(name: "cancel \(id)", kind: .cancel(id: id))
  }

  /// A side effect the runtime runs after the step.
  ///
  /// - Parameters:
  ///   - name: A name shown in diagrams.
  ///   - effect: Receives the context and the event at the moment the action was reached.
  /// - Returns: The action.
  public static func run(
    _ name: String, _ effect: @escaping @Sendable (Context, Event?) -> Void
  ) -> Self {
    Self(name: name, kind: .run(effect))
  }

  /// A log line handed to the runtime's log handler.
  ///
  /// - Parameters:
  ///   - label: The line's label.
  ///   - message: The message.
  /// - Returns: The action.
  public static func log(_ label: String, _ message: String = "") -> Self {
    Self(name: "log \(label)", kind: .log(label: label, message: message))
  }

  /// An action that sends an event to this machine's parent, when it runs as a child machine
  /// (``Invoke(_:input:emitted:done:failed:)``): the parent maps it to one of its own events,
  /// which reaches it as an external event after its current macrostep.
  ///
  /// - Parameter event: The event, of this machine's own event type.
  /// - Returns: The action.
  public static func emit(_ event: Event) -> Self {
    Self(name: "emit \(event)", kind: .emit(event))
  }

  /// An action that sends this machine's parent an event made from the context and the event,
  /// when it runs as a child machine: a row that reports its progress, or the result it
  /// computed. The closure sees the context as the actions before it in the same list left it
  /// (see ``Action``); the parent maps the event as it maps ``emit(_:)``'s.
  ///
  /// ```swift
  /// On(\.received, to: .downloading, actions: [
  ///   .assign("add bytes") { download, event in download.bytes += event?.received ?? 0 },
  ///   .emit("report progress") { download, _ in .progressed(download.fraction) },
  /// ])
  /// ```
  ///
  /// - Parameters:
  ///   - name: A name shown in diagrams and inspection.
  ///   - make: Makes the event from the context and the event being processed (`nil` on the
  ///     initial entry and for done events); `nil` emits nothing.
  /// - Returns: The action.
  public static func emit(
    _ name: String = "emit", _ make: @escaping @Sendable (Context, Event?) -> Event?
  ) -> Self {
    Self(name: name, kind: .emitMade(make))
  }

  @inlinable var isAssign: Bool {
    if case .assign = kind { return true }
    return false
  }
}
