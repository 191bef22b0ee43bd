/// An event on its way into the machine.
@usableFromInline
enum Inbound<Event: MachineEvent>: Sendable {
  /// Sent with ``Machine/send(_:)``, or by a ``Action/send(_:)`` effect.
  case event(Event)
  /// Sent by state-scoped work; dropped unless the run is still current when processed.
  case work(Event, WorkID)
  /// A timer fired; dropped unless it is still pending when processed.
  case timer(String)
}
