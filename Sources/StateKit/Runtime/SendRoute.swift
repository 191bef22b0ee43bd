/// The bits of ``Machine``'s `sendRoute`: what ``Machine/send(_:)`` reads, before any lock, to
/// know whether its prelude (``MachineCore/prelude(_:_:)``) may take the event before the
/// core's door. Zero: it may.
@usableFromInline
enum SendRoute {
  /// The definition calls its own code in some macrosteps
  /// (``MachineDefinition/callsCodeInStep``): set when the machine is made, never changed. Its
  /// events go straight to the door, which decides under the lock whether the macrostep is
  /// taken there or outside it.
  @usableFromInline static let callsCode: UInt8 = 1
  /// Listeners are registered: the event goes straight to the door, which takes the quick step
  /// with the update the listeners get. Written only under the machine's lock, with the core's
  /// `isObserved`, so it holds what the last subscription change left. The core decides again
  /// under the lock, so a bit that a concurrent change made stale costs one more lock, never
  /// an event or a listener call.
  @usableFromInline static let observed: UInt8 = 2
  /// The route of a machine of `definition`, with listeners or not.
  @inlinable static func route<State, Event, Context>(
    _ definition: MachineDefinition<State, Event, Context>, observed: Bool
  ) -> UInt8 {
    (definition.callsCodeInStep ? callsCode : 0) | (observed ? Self.observed : 0)
  }
}
