/// An event waiting on the internal queue: raised by an action, or a state's completion.
@usableFromInline
enum QueuedEvent<Event: MachineEvent>: Sendable {
  case event(Event)
  case done(Int32)
}

/// Working memory of the algorithm, kept between steps so a running machine does not allocate
/// per event.
@usableFromInline
struct Scratch<State: MachineState, Event: MachineEvent, Context: Sendable>: Sendable {
  @usableFromInline var enabled: [Int32] = []
  @usableFromInline var filtered: [Int32] = []
  @usableFromInline var filteredExits: [StateSet] = []
  @usableFromInline var internalQueue: [QueuedEvent<Event>] = []
  @usableFromInline var effects: [Effect<Event, Context>] = []
  @usableFromInline var statesToInvoke = StateSet()
  @usableFromInline var toExit = StateSet()
  @usableFromInline var toEnter = StateSet()
  @usableFromInline var defaultEntry = StateSet()
  @usableFromInline var historyContent: [(parent: Int32, transition: Int32)] = []
  @usableFromInline var valueTargets: [(node: Int32, transition: Int32)] = []
  /// The event the current macrostep is processing (`_event`): `nil` on start and for done
  /// events.
  @usableFromInline var currentEvent: Event?
  @usableFromInline var currentName: String?
  /// Transitions taken in this macrostep, for observers; filled only when `recording`.
  @usableFromInline var recording = false
  @usableFromInline var taken: [Int32] = []

  @inlinable init() {}
}
