/// What a definition computes on first use and keeps: its structure, the public
/// introspection arrays built from it, and its event names indexed for descriptors.
///
/// Filled at most once each (two threads that race may both compute a value; the first one
/// stored wins), so repeated calls of ``MachineDefinition/stateNodes`` or
/// ``MachineDefinition/node(for:)`` cost an array copy, not a rebuild.
@usableFromInline
final class DefinitionCaches<State: MachineState, Event: MachineEvent, Context: Sendable>: Sendable
{
  let structure = Lock<DefinitionStructure?>(nil)
  let stateNodes = Lock<[MachineDefinition<State, Event, Context>.Node]?>(nil)
  let transitionList = Lock<[MachineDefinition<State, Event, Context>.Transition]?>(nil)
  /// The event table's names, for matching SCXML descriptors against all of them.
  let eventNames = Lock<EventNameIndex?>(nil)

  @usableFromInline init() {}
}

extension Lock {
  /// The stored value, computing and storing it first when there is none.
  func value<Wrapped: Sendable>(orStore make: () -> Wrapped) -> Wrapped
  where Value == Wrapped? {
    if let value = withLock({ $0 }) { return value }
    let made = make()
    return withLock { stored in
      if let stored { return stored }
      stored = made
      return made
    }
  }
}
