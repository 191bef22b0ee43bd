/// The bits of ``Machine``'s `sendRoute`: what ``Machine/send(_:)`` reads, before any lock, to
/// choose its path. Zero, the plain path: one lock, which processes the event.
@usableFromInline
enum SendRoute {
  /// The definition calls its own code in some macrosteps
  /// (``MachineDefinition/callsCodeInStep``): set when the machine is made, never changed.
  @usableFromInline static let callsCode: UInt8 = 1
  /// Listeners are registered: the event goes straight to the lock that processes it with the
  /// update the listeners get. Written only under the machine's lock, with the core's
  /// `isObserved`, so it holds what the last subscription change left. The core decides again
  /// under the lock, so a bit that a concurrent change made stale costs one more lock, never
  /// an event or a listener call.
  @usableFromInline static let observed: UInt8 = 2
  /// A child whose parent's side watches its steps (``ChildWatcher``): set before the
  /// machine starts (``Machine/watch(by:)``) and never cleared. Always with ``observed`` and
  /// never with ``callsCode``, so that every event takes the watched path
  /// (``Machine/sendWatched(_:)``), whose core tells the watcher of each step
  /// (``MachineCore/watchedEventSent(_:_:)``), and never the plain quick step, which does not.
  @usableFromInline static let watched: UInt8 = 4

  /// The route of a machine of `definition` that nobody observes.
  @inlinable static func unobserved<State, Event, Context>(
    _ definition: MachineDefinition<State, Event, Context>
  ) -> UInt8 {
    definition.callsCodeInStep ? callsCode : 0
  }

  /// The route of a machine of `definition`, with listeners or not, watched or not.
  @inlinable static func route<State, Event, Context>(
    _ definition: MachineDefinition<State, Event, Context>, observed: Bool, watched: Bool
  ) -> UInt8 {
    if watched { return Self.observed | Self.watched }
    return unobserved(definition) | (observed ? Self.observed : 0)
  }
}
