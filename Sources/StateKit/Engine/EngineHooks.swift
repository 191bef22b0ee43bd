/// What a module that generates definitions (StateKitSCXML with a data model) adds to the
/// algorithm: definitions written in Swift have none.
///
/// A guard cannot raise an event, and a done event is no `Event`: SCXML's data model needs both
/// (a failing `cond` raises `error.execution`; `_event` is the `done.state.<id>` event while it
/// is processed). The hooks are closures over the context, so the core knows nothing of the
/// language behind them.
@usableFromInline
package struct EngineHooks<Event: MachineEvent, Context: Sendable>: Sendable {
  /// Takes the events the context's guards and actions raised since the last call: the engine
  /// appends them to the internal queue after each selection of transitions and after each block
  /// of actions.
  @usableFromInline let takeRaised: @Sendable (Context) -> [Event]
  /// The event guards and actions see while a done event (by its SCXML name,
  /// `done.state.<id>`) is processed.
  @usableFromInline let doneEvent: @Sendable (String) -> Event?

  package init(
    takeRaised: @escaping @Sendable (Context) -> [Event],
    doneEvent: @escaping @Sendable (String) -> Event?
  ) {
    self.takeRaised = takeRaised
    self.doneEvent = doneEvent
  }
}
