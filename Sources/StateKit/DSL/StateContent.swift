/// One piece of a state's body, or of the machine's top level: a child state, a transition, or
/// entry and exit actions.
///
/// You do not create these directly: ``StateNode(_:initial:initialActions:body:)``,
/// ``Parallel(_:body:)``, ``Final(_:body:)``, ``History(_:_:default:actions:)``, `On`,
/// ``Always(to:type:guard:action:actions:)``, ``OnDone(of:to:type:guard:action:actions:)``,
/// ``Entry(_:)`` and ``Exit(_:)`` produce them inside a ``StateBuilder`` block.
public struct StateContent<State: MachineState, Event: MachineEvent, Context: Sendable>: Sendable {
  @usableFromInline enum Kind: Sendable {
    case node(NodeSpec<State, Event, Context>)
    case transition(TransitionSpec<State, Event, Context>)
    case entry([Action<Event, Context>])
    case exit([Action<Event, Context>])
    case work(Work<Event, Context>)
  }

  @usableFromInline let kind: Kind

  @inlinable init(kind: Kind) { self.kind = kind }
}

/// The kind of a state node.
public enum NodeKind: UInt8, Sendable, Hashable, Codable, CaseIterable {
  /// The machine itself: the root of the tree (SCXML's `<scxml>` element).
  case root
  /// A state without children.
  case atomic
  /// A state with children, exactly one of which is active while it is.
  case compound
  /// A state whose children (regions) are all active while it is.
  case parallel
  /// A state that completes its parent when entered.
  case final
  /// A pseudo-state that remembers the active children of its parent.
  case shallowHistory
  /// A pseudo-state that remembers the active descendants of its parent.
  case deepHistory

  /// Whether the node has no child states (atomic or final).
  @inlinable public var isAtomic: Bool { self == .atomic || self == .final }
  /// Whether the node is a history pseudo-state.
  @inlinable public var isHistory: Bool { self == .shallowHistory || self == .deepHistory }
}

/// How deep a history state remembers.
public enum HistoryDepth: Sendable, Hashable {
  /// The active children of the parent.
  case shallow
  /// Every active atomic descendant of the parent.
  case deep
}

/// Whether a transition whose targets lie inside its source exits the source.
///
/// The DSL's transitions (`On`, ``Always(to:type:guard:action:actions:)``,
/// ``After(_:to:id:type:guard:action:actions:)``, ``OnDone(of:to:type:guard:action:actions:)``)
/// are ``internal`` by default, as XState's are: moving between the children of a screen's
/// compound state does not restart the screen. SCXML's `<transition>` is ``external`` by
/// default, and a loaded document keeps the type each transition declares.
///
/// The type matters only for a transition declared on a compound state whose targets are all
/// its proper descendants; any other transition (to the source itself, to a sibling, from an
/// atomic or parallel state) exits what it leaves either way. The definition reports the type
/// each transition declares (``MachineDefinition/transitionList``), and an SCXML export writes
/// `type="internal"` only where it changes what runs.
public enum TransitionType: Sendable, Hashable, Codable {
  /// The source is exited and entered again, its exit and entry actions run and its work and
  /// timers restart, even when every target lies inside it (SCXML's default).
  case external
  /// The source stays active when every target is one of its proper descendants (the DSL's
  /// default, SCXML's `type="internal"`).
  case `internal`
}

@usableFromInline
struct NodeSpec<State: MachineState, Event: MachineEvent, Context: Sendable>: Sendable {
  @usableFromInline var key: State.Case?
  @usableFromInline var kind: NodeKind
  @usableFromInline var initial: [State.Case]
  @usableFromInline var initialActions: [Action<Event, Context>]
  @usableFromInline var content: [StateContent<State, Event, Context>]

  @inlinable init(
    key: State.Case?, kind: NodeKind, initial: [State.Case],
    initialActions: [Action<Event, Context>],
    content: [StateContent<State, Event, Context>]
  ) {
    self.key = key
    self.kind = kind
    self.initial = initial
    self.initialActions = initialActions
    self.content = content
  }
}

@usableFromInline
enum TriggerSpec<State: MachineState, Event: MachineEvent>: Sendable {
  case events([Event.Case])
  case eventless
  /// `done.state.<key>`; `nil` means the state that declares the transition.
  case done(State.Case?)
  /// The declaring state has been active for this long.
  case after(Duration)
}

@usableFromInline
struct TransitionSpec<State: MachineState, Event: MachineEvent, Context: Sendable>: Sendable {
  @usableFromInline var trigger: TriggerSpec<State, Event>
  @usableFromInline var targets: [State.Case]
  @usableFromInline var isTargetless: Bool
  @usableFromInline var type: TransitionType
  @usableFromInline var guardCondition: Guard<State, Event, Context>?
  @usableFromInline var actions: [Action<Event, Context>]
  @usableFromInline var value: (@Sendable (Context, Event?) -> State)?
  /// Why the transition cannot be built, found when it was declared (a key path that names no
  /// payload case); the definition refuses it with this reason.
  @usableFromInline var problem: String?
  /// The id a delayed transition is persisted by (`After(_:to:id:)`), unique in the definition.
  @usableFromInline var persistenceID: String?

  @inlinable init(
    trigger: TriggerSpec<State, Event>, targets: [State.Case], isTargetless: Bool,
    type: TransitionType, guardCondition: Guard<State, Event, Context>?,
    actions: [Action<Event, Context>], value: (@Sendable (Context, Event?) -> State)?
  ) {
    self.trigger = trigger
    self.targets = targets
    self.isTargetless = isTargetless
    self.type = type
    self.guardCondition = guardCondition
    self.actions = actions
    self.value = value
  }
}

/// Builds the body of a state, or the top level of a machine, from DSL statements.
///
/// Supports `if`, `if`/`else`, `switch` and `for` loops, so bodies can also be generated from
/// data.
@resultBuilder
public enum StateBuilder<State: MachineState, Event: MachineEvent, Context: Sendable> {
  public typealias Content = StateContent<State, Event, Context>

  @inlinable public static func buildExpression(_ content: Content) -> [Content] { [content] }
  @inlinable public static func buildExpression(_ contents: [Content]) -> [Content] { contents }
  @inlinable public static func buildBlock(_ parts: [Content]...) -> [Content] {
    // A body of one statement (a `for` loop, say) is passed on without copying its content.
    if parts.count == 1 { return parts[0] }
    var content: [Content] = []
    content.reserveCapacity(parts.reduce(0) { $0 + $1.count })
    for part in parts { content += part }
    return content
  }
  @inlinable public static func buildOptional(_ part: [Content]?) -> [Content] { part ?? [] }
  @inlinable public static func buildEither(first part: [Content]) -> [Content] { part }
  @inlinable public static func buildEither(second part: [Content]) -> [Content] { part }
  @inlinable public static func buildArray(_ parts: [[Content]]) -> [Content] {
    if parts.count == 1 { return parts[0] }
    var content: [Content] = []
    content.reserveCapacity(parts.reduce(0) { $0 + $1.count })
    for part in parts { content += part }
    return content
  }
  @inlinable public static func buildLimitedAvailability(_ part: [Content]) -> [Content] { part }
}
