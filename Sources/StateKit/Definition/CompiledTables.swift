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

  @inlinable init(
    key: State.Case?, name: String, kind: NodeKind, parent: Int32, end: Int32, children: [Int32],
    histories: [Int32], transitionStart: Int32, transitionEnd: Int32, initialTransition: Int32,
    entry: [Action<Event, Context>], exit: [Action<Event, Context>], work: [Work<Event, Context>],
    afters: [Int32], simpleEntry: Bool, simpleExit: Bool, value: State?, doneEventName: String
  ) {
    self.key = key
    self.name = name
    self.kind = kind
    self.parent = parent
    self.end = end
    self.children = children
    self.histories = histories
    self.transitionStart = transitionStart
    self.transitionEnd = transitionEnd
    self.initialTransition = initialTransition
    self.entry = entry
    self.exit = exit
    self.work = work
    self.afters = afters
    self.simpleEntry = simpleEntry
    self.simpleExit = simpleExit
    self.value = value
    self.doneEventName = doneEventName
  }
}

@usableFromInline
enum CompiledGuard<State: MachineState, Event: MachineEvent, Context: Sendable>: Sendable {
  case predicate(@Sendable (Context, Event?) -> Bool)
  /// Reads beyond the context: the running machine's children, which the machine binds for
  /// its guards (``Guard/children(_:_:_:)``, ``LiveCollections``).
  case snapshot(@Sendable (Snapshot<State, Event, Context>, Event?) -> Bool)
  case inState(Int32)
  case notInState(Int32)
}

/// A transition as the engine sees it.
@usableFromInline
struct CompiledTransition<State: MachineState, Event: MachineEvent, Context: Sendable>: Sendable {
  @usableFromInline let source: Int32
  /// The single event index that triggers it, ``TransitionInfo/noEvent`` when none,
  /// ``TransitionInfo/severalEvents`` when several (`events`).
  @usableFromInline let event: Int32
  @usableFromInline let events: [Int32]
  @usableFromInline let descriptors: [String]
  /// `descriptors`, prepared for matching event names.
  @usableFromInline let matcher: DescriptorMatcher
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

  @inlinable init(
    source: Int32, event: Int32, events: [Int32], descriptors: [String], isEventless: Bool,
    doneOf: Int32, delay: Duration?, guardCondition: CompiledGuard<State, Event, Context>?,
    guardName: String?, targets: [Int32], isInternal: Bool, actions: [Action<Event, Context>],
    value: (@Sendable (Context, Event?) -> State)?, isSimple: Bool
  ) {
    self.source = source
    self.event = event
    self.events = events
    self.descriptors = descriptors
    self.matcher = DescriptorMatcher(descriptors)
    self.isEventless = isEventless
    self.doneOf = doneOf
    self.delay = delay
    self.guardCondition = guardCondition
    self.guardName = guardName
    self.targets = targets
    self.isInternal = isInternal
    self.actions = actions
    self.value = value
    self.isSimple = isSimple
  }
}

extension CompiledTransition {
  /// Whether taking the transition can call the definition's code: a guard's predicate, an
  /// assign action or a payload.
  @inlinable var callsCode: Bool {
    switch guardCondition {
    case .predicate, .snapshot: return true
    default: break
    }
    return value != nil || actions.contains(where: \.callsCode)
  }
}

extension Action {
  /// Whether the action calls the definition's code inside the step (an assignment); the
  /// others are data, or effects run after the step.
  @inlinable var callsCode: Bool {
    switch kind {
    case .assign, .children: true
    default: false
    }
  }
}

/// How transitions' event lists match events.
public enum EventMatching: Sendable, Hashable {
  /// An event matches the transitions declared with its case.
  case exact
  /// SCXML event descriptors over dot-separated names: `error` matches `error` and
  /// `error.send`; `*` matches every event. Needs an event type whose case is `String`.
  case descriptors
}

/// The fields of a node the engine reads on every event, packed without references so that
/// reading one copies a few bytes and touches no reference count.
@usableFromInline
struct NodeInfo: Sendable {
  @usableFromInline let parent: Int32
  @usableFromInline let end: Int32
  @usableFromInline let transitionStart: Int32
  @usableFromInline let transitionEnd: Int32
  /// The initial transition of a compound state or the root, or a history state's default.
  @usableFromInline let initialTransition: Int32
  @usableFromInline let kind: NodeKind
  @usableFromInline let flags: Flags

  @usableFromInline
  struct Flags: OptionSet, Sendable, BitwiseCopyable {
    @usableFromInline let rawValue: UInt8
    @inlinable init(rawValue: UInt8) { self.rawValue = rawValue }
    @inlinable static var hasEntry: Flags { Flags(rawValue: 1) }
    @inlinable static var hasExit: Flags { Flags(rawValue: 2) }
    @inlinable static var hasWork: Flags { Flags(rawValue: 4) }
    @inlinable static var hasAfters: Flags { Flags(rawValue: 8) }
    @inlinable static var hasHistories: Flags { Flags(rawValue: 16) }
    /// A payload-free state (its value is known without a transition computing it).
    @inlinable static var hasValue: Flags { Flags(rawValue: 32) }
    /// Entering runs only context assignments: no work, no timers.
    @inlinable static var simpleEntry: Flags { Flags(rawValue: 64) }
    /// Exiting runs only context assignments: no work, no timers.
    @inlinable static var simpleExit: Flags { Flags(rawValue: 128) }
  }

  @inlinable init<S, E, C>(_ node: CompiledNode<S, E, C>) {
    parent = node.parent
    end = node.end
    transitionStart = node.transitionStart
    transitionEnd = node.transitionEnd
    initialTransition = node.initialTransition
    kind = node.kind
    var flags: Flags = []
    if !node.entry.isEmpty { flags.insert(.hasEntry) }
    if !node.exit.isEmpty { flags.insert(.hasExit) }
    if !node.work.isEmpty { flags.insert(.hasWork) }
    if !node.afters.isEmpty { flags.insert(.hasAfters) }
    if !node.histories.isEmpty { flags.insert(.hasHistories) }
    if node.value != nil { flags.insert(.hasValue) }
    if node.simpleEntry { flags.insert(.simpleEntry) }
    if node.simpleExit { flags.insert(.simpleExit) }
    self.flags = flags
  }
}

/// The fields of a transition the engine reads while selecting transitions, packed without
/// references.
@usableFromInline
struct TransitionInfo: Sendable, BitwiseCopyable {
  @usableFromInline let source: Int32
  /// The single event index that triggers it, ``noEvent`` when none, ``severalEvents`` when
  /// several (read them from the transition's `events`).
  @usableFromInline let event: Int32

  /// `event` of a transition no event triggers (eventless, done, delayed).
  @inlinable static var noEvent: Int32 { -1 }
  /// `event` of a transition several events trigger.
  @inlinable static var severalEvents: Int32 { -2 }
  /// `done.state` of this node triggers it; -1 otherwise.
  @usableFromInline let doneOf: Int32
  /// The first target, -1 for a targetless transition.
  @usableFromInline let firstTarget: Int32
  @usableFromInline let flags: Flags

  @usableFromInline
  struct Flags: OptionSet, Sendable, BitwiseCopyable {
    @usableFromInline let rawValue: UInt8
    @inlinable init(rawValue: UInt8) { self.rawValue = rawValue }
    @inlinable static var eventless: Flags { Flags(rawValue: 1) }
    @inlinable static var delayed: Flags { Flags(rawValue: 2) }
    @inlinable static var guarded: Flags { Flags(rawValue: 4) }
    @inlinable static var hasActions: Flags { Flags(rawValue: 8) }
    @inlinable static var simple: Flags { Flags(rawValue: 16) }
    @inlinable static var singleTarget: Flags { Flags(rawValue: 32) }
    /// A target is a history state: the effective targets depend on the snapshot.
    @inlinable static var historyTarget: Flags { Flags(rawValue: 64) }
    /// An internal transition (SCXML `type="internal"`).
    @inlinable static var isInternal: Flags { Flags(rawValue: 128) }
  }

  @inlinable init<S, E, C>(_ transition: CompiledTransition<S, E, C>, nodes: [NodeInfo]) {
    source = transition.source
    event = transition.event
    doneOf = transition.doneOf
    firstTarget = transition.targets.first ?? -1
    var flags: Flags = []
    if transition.isEventless { flags.insert(.eventless) }
    if transition.delay != nil { flags.insert(.delayed) }
    if transition.guardCondition != nil { flags.insert(.guarded) }
    if !transition.actions.isEmpty { flags.insert(.hasActions) }
    if transition.isSimple { flags.insert(.simple) }
    if transition.targets.count == 1 { flags.insert(.singleTarget) }
    if transition.targets.contains(where: { nodes[Int($0)].kind.isHistory }) {
      flags.insert(.historyTarget)
    }
    if transition.isInternal { flags.insert(.isInternal) }
    self.flags = flags
  }
}
