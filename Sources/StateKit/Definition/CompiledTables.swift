/// A state node as the engine sees it: integer links into the definition's tables.
@usableFromInline
struct CompiledNode<State: MachineState, Event: MachineEvent, Context: Sendable>: Sendable {
  @usableFromInline let key: State.Case?
  @usableFromInline let name: String
  @usableFromInline let kind: NodeKind
  @usableFromInline let parent: Int32
  /// One past the last descendant: `d` is a proper descendant of `n` iff `n < d < end`.
  @usableFromInline let end: Int32
  @usableFromInline let children: [Int32]
  @usableFromInline let histories: [Int32]
  /// The node's own transitions are `transitions[transitionStart..<transitionEnd]`.
  @usableFromInline let transitionStart: Int32
  @usableFromInline let transitionEnd: Int32
  /// The initial transition of a compound state or the root, or a history state's default.
  @usableFromInline let initialTransition: Int32
  @usableFromInline let entry: [Action<Event, Context>]
  @usableFromInline let exit: [Action<Event, Context>]
  /// Work started while the node is active.
  @usableFromInline let work: [Work<Event, Context>]
  /// The node's delayed (`After`) transitions: timers started on entry, cancelled on exit.
  @usableFromInline let afters: [Int32]
  /// Whether every entry (exit) action only assigns and the node has no work and no delayed
  /// transitions, so the flat path may enter (exit) it.
  @usableFromInline let simpleEntry: Bool
  @usableFromInline let simpleExit: Bool
  /// The value of a payload-free state; `nil` for the root and for payload states.
  @usableFromInline let value: State?
  @usableFromInline let doneEventName: String
}

@usableFromInline
enum CompiledGuard<State: MachineState, Event: MachineEvent, Context: Sendable>: Sendable {
  case predicate(@Sendable (Context, Event?) -> Bool)
  case inState(Int32)
  case notInState(Int32)
}

/// A transition as the engine sees it.
@usableFromInline
struct CompiledTransition<State: MachineState, Event: MachineEvent, Context: Sendable>: Sendable {
  @usableFromInline let source: Int32
  /// The single event index that triggers it, `-1` when none, `-2` when several (`events`).
  @usableFromInline let event: Int32
  @usableFromInline let events: [Int32]
  @usableFromInline let descriptors: [String]
  @usableFromInline let isEventless: Bool
  /// `done.state` of this node triggers it; -1 otherwise.
  @usableFromInline let doneOf: Int32
  /// For a delayed transition, how long its source must be active.
  @usableFromInline let delay: Duration?
  @usableFromInline let guardCondition: CompiledGuard<State, Event, Context>?
  @usableFromInline let guardName: String?
  @usableFromInline let targets: [Int32]
  @usableFromInline let isInternal: Bool
  @usableFromInline let actions: [Action<Event, Context>]
  @usableFromInline let value: (@Sendable (Context, Event?) -> State)?
  /// Only assign actions and no payload: the flat path may take it.
  @usableFromInline let isSimple: Bool
}

/// How transitions' event lists match events.
public enum EventMatching: Sendable, Hashable {
  /// An event matches the transitions declared with its case.
  case exact
  /// SCXML event descriptors over dot-separated names: `error` matches `error` and
  /// `error.send`; `*` matches every event. Needs an event type whose case is `String`.
  case descriptors
}
