/// What happened to an event given to ``Machine/send(_:)``.
public enum SendResult: Sendable, Hashable {
  /// The event enabled a transition and the macrostep ran.
  case handled
  /// No transition takes the event in the current configuration; nothing changed. This is not
  /// an error (seed 000's `tryEvent`).
  case ignored
  /// Another event was being processed (by an observer or effect on this thread, or by another
  /// thread): the event waits in the mailbox and is processed, in order, before that processing
  /// returns.
  case queued
}

/// One macrostep as observers see it.
public struct MachineUpdate<State: MachineState, Event: MachineEvent, Context: Sendable>: Sendable {
  /// The external event that started the macrostep; `nil` for the initial entry.
  public let event: Event?
  /// The snapshot before the macrostep.
  public let previous: Snapshot<State, Event, Context>
  /// The snapshot after the macrostep.
  public let snapshot: Snapshot<State, Event, Context>
  /// Whether the event enabled a transition.
  public let isHandled: Bool
}
