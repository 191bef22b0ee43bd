/// One piece of a state's body, or of the machine's top level: a child state, a transition, or
/// entry and exit actions.
///
/// You do not create these directly: ``StateNode``, ``Parallel``, ``Final``, ``History``, ``On``,
/// ``Always``, ``OnDone``, ``Entry`` and ``Exit`` produce them inside a ``StateBuilder`` block.
public struct StateContent<State: MachineState, Event: MachineEvent, Context: Sendable>: Sendable {
  enum Kind: Sendable {
    case node(NodeSpec<State, Event, Context>)
    case transition(TransitionSpec<State, Event, Context>)
    case entry([Action<Event, Context>])
    case exit([Action<Event, Context>])
    case work(Work<Event, Context>)
  }

  let kind: Kind
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
public enum TransitionType: Sendable, Hashable, Codable {
  /// The source is exited and entered again (the default, as in SCXML).
  case external
  /// The source stays active when every target is one of its descendants.
  case `internal`
}

struct NodeSpec<State: MachineState, Event: MachineEvent, Context: Sendable>: Sendable {
  var key: State.Case?
  var kind: NodeKind
  var initial: [State.Case]
  var initialActions: [Action<Event, Context>]
  var content: [StateContent<State, Event, Context>]
}

enum TriggerSpec<State: MachineState, Event: MachineEvent>: Sendable {
  case events([Event.Case])
  case eventless
  /// `done.state.<key>`; `nil` means the state that declares the transition.
  case done(State.Case?)
  /// The declaring state has been active for this long.
  case after(Duration)
}

struct TransitionSpec<State: MachineState, Event: MachineEvent, Context: Sendable>: Sendable {
  var trigger: TriggerSpec<State, Event>
  var targets: [State.Case]
  var isTargetless: Bool
  var type: TransitionType
  var guardCondition: Guard<State, Event, Context>?
  var actions: [Action<Event, Context>]
  var value: (@Sendable (Context, Event?) -> State)?
}

/// Builds the body of a state, or the top level of a machine, from DSL statements.
///
/// Supports `if`, `if`/`else`, `switch` and `for` loops, so bodies can also be generated from
/// data.
@resultBuilder
public enum StateBuilder<State: MachineState, Event: MachineEvent, Context: Sendable> {
  public typealias Content = StateContent<State, Event, Context>

  public static func buildExpression(_ content: Content) -> [Content] { [content] }
  public static func buildExpression(_ contents: [Content]) -> [Content] { contents }
  public static func buildBlock(_ parts: [Content]...) -> [Content] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [Content]?) -> [Content] { part ?? [] }
  public static func buildEither(first part: [Content]) -> [Content] { part }
  public static func buildEither(second part: [Content]) -> [Content] { part }
  public static func buildArray(_ parts: [[Content]]) -> [Content] { parts.flatMap { $0 } }
  public static func buildLimitedAvailability(_ part: [Content]) -> [Content] { part }
}
