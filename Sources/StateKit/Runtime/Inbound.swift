/// An event on its way into the machine.
@usableFromInline
enum Inbound<Event: MachineEvent>: Sendable {
  /// Sent with ``Machine/send(_:)``.
  case event(Event)
  /// Sent by a ``Action/send(_:)`` effect: counts toward the bound on chains of sent events.
  case effect(Event)
  /// Sent by state-scoped work; dropped unless the run is still current when processed.
  case work(Event, WorkID)
  /// A timer fired; dropped unless it is still pending when processed.
  case timer(String)
}
