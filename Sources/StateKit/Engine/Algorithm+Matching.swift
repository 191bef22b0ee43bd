// Which transitions an event triggers: SCXML appendix D's nameMatch and conditionMatch, and
// the engine's matching by event index, done state or delayed-transition timer.

extension MachineDefinition {
  /// Whether an event name matches one of transition `t`'s descriptors (SCXML `nameMatch`:
  /// `*`, exact names, and dot-separated prefixes), in time linear in the name's length.
  @inlinable func nameMatch(_ t: Int32, _ name: String) -> Bool {
    transitions[Int(t)].matcher.matches(name)
  }

  /// Whether the transition at `position` is triggered by `event` (`nil` for the eventless
  /// selection): by event index, by name when the definition matches descriptors, by done
  /// state, or by its own delayed-transition timer.
  @inlinable func transitionMatches(
    _ position: Int32, _ event: QueuedEvent<Event>?, eventIndex index: Int32, name: String?
  ) -> Bool {
    let t = transitionInfo[Int(position)]
    guard let event else { return t.flags.contains(.eventless) }
    if t.flags.contains(.eventless) { return false }
    if case .after(let transition) = event { return position == transition }
    if t.flags.contains(.delayed) { return false }
    if let name { return nameMatch(position, name) }
    switch event {
    case .event:
      return triggers(position, eventIndex: index)
    case .done(let node):
      return t.doneOf == node
    case .after:
      return false
    }
  }

  /// Whether the event with index `index` is one of transition `t`'s events: the one place
  /// that reads a transition's event list (exact matching).
  @inlinable @inline(__always) func triggers(_ t: Int32, eventIndex index: Int32) -> Bool {
    let event = transitionInfo[Int(t)].event
    return event == index
      || (event == TransitionInfo.severalEvents && transitions[Int(t)].events.contains(index))
  }

  /// Whether transition `t`'s guard holds (SCXML `conditionMatch`); unguarded transitions
  /// always pass.
  @inlinable func conditionMatch(_ t: Int32, _ snapshot: Snap, _ event: Event?) -> Bool {
    if !transitionInfo[Int(t)].flags.contains(.guarded) { return true }
    switch transitions[Int(t)].guardCondition {
    case nil: return true
    case .predicate(let p): return p(snapshot.context, event)
    case .snapshot(let p): return Self.snapshotGuardHolds(p, snapshot, event)
    case .inState(let node): return snapshot.active.contains(node)
    case .notInState(let node): return !snapshot.active.contains(node)
    }
  }

  /// A guard that reads the snapshot (``Guard/children(_:_:_:)``), out of line: the common
  /// guards' code in ``conditionMatch(_:_:_:)`` stays as small as it was without it.
  @inlinable @inline(never) static func snapshotGuardHolds(
    _ predicate: @Sendable (Snap, Event?) -> Bool, _ snapshot: Snap, _ event: Event?
  ) -> Bool {
    predicate(snapshot, event)
  }
}
