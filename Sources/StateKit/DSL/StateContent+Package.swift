/// The DSL's content built from arrays, for code that generates definitions from data (the
/// SCXML conversion): the same specs as ``StateNode``, ``On`` and the rest, with no variadic
/// argument lists and so no limit the DSL does not have.
extension StateContent {
  /// A state: atomic when `content` has no child states, compound when it has.
  ///
  /// - Parameters:
  ///   - key: The state's case.
  ///   - initial: The children (or descendants, one per region) entered by default; the first
  ///     child in document order when empty.
  ///   - initialActions: Actions of the initial transition.
  ///   - content: Child states, transitions, entry and exit actions, work.
  /// - Returns: The state.
  package static func node(
    _ key: State.Case, initial: [State.Case] = [], initialActions: [Action<Event, Context>] = [],
    content: [Self]
  ) -> Self {
    let hasChildren = content.contains { if case .node = $0.kind { true } else { false } }
    return Self(
      kind: .node(
        NodeSpec(
          key: key, kind: hasChildren ? .compound : .atomic, initial: initial,
          initialActions: initialActions, content: content)))
  }

  /// A parallel state: every child state (region) is active while it is.
  ///
  /// - Parameters:
  ///   - key: The state's case.
  ///   - content: The regions, transitions, entry and exit actions, work.
  /// - Returns: The state.
  package static func parallel(_ key: State.Case, content: [Self]) -> Self {
    Self(
      kind: .node(
        NodeSpec(key: key, kind: .parallel, initial: [], initialActions: [], content: content)))
  }

  /// A final state.
  ///
  /// - Parameters:
  ///   - key: The state's case.
  ///   - content: Entry and exit actions.
  /// - Returns: The state.
  package static func final(_ key: State.Case, content: [Self] = []) -> Self {
    Self(
      kind: .node(
        NodeSpec(key: key, kind: .final, initial: [], initialActions: [], content: content)))
  }

  /// A history pseudo-state.
  ///
  /// - Parameters:
  ///   - key: The history state's case.
  ///   - depth: Shallow or deep.
  ///   - defaults: Where to go when the parent was never exited; the parent's initial state
  ///     when empty.
  ///   - actions: Actions of the default transition.
  /// - Returns: The history state.
  package static func history(
    _ key: State.Case, _ depth: HistoryDepth, defaults: [State.Case] = [],
    actions: [Action<Event, Context>] = []
  ) -> Self {
    Self(
      kind: .node(
        NodeSpec(
          key: key, kind: depth == .deep ? .deepHistory : .shallowHistory, initial: defaults,
          initialActions: actions, content: [])))
  }

  /// What starts a transition built by ``transition(_:targets:type:guard:actions:)``.
  package enum Trigger: Sendable {
    /// One of these events (any number of them, at least one).
    case events([Event.Case])
    /// No event: taken as soon as its guard holds.
    case eventless
  }

  /// A transition.
  ///
  /// - Parameters:
  ///   - trigger: The events that trigger it, or none.
  ///   - targets: Where it goes, any number of states that can be active together; empty for
  ///     a targetless transition.
  ///   - type: External or internal; no default, because the DSL's default (internal) is not
  ///     SCXML's (external), and a document's loader states the type it read.
  ///   - guard: A condition it needs.
  ///   - actions: Its actions.
  /// - Returns: The transition.
  package static func transition(
    _ trigger: Trigger, targets: [State.Case], type: TransitionType,
    guard condition: Guard<State, Event, Context>? = nil, actions: [Action<Event, Context>] = []
  ) -> Self {
    let spec: TriggerSpec<State, Event> =
      switch trigger {
      case .events(let events): .events(events)
      case .eventless: .eventless
      }
    return Self(
      kind: .transition(
        TransitionSpec(
          trigger: spec, targets: targets, isTargetless: targets.isEmpty, type: type,
          guardCondition: condition, actions: actions, value: nil)))
  }

  /// Actions run when the enclosing state is entered.
  ///
  /// - Parameter actions: Run in order.
  /// - Returns: The content.
  package static func entry(_ actions: [Action<Event, Context>]) -> Self {
    Self(kind: .entry(actions))
  }

  /// Actions run when the enclosing state is exited.
  ///
  /// - Parameter actions: Run in order.
  /// - Returns: The content.
  package static func exit(_ actions: [Action<Event, Context>]) -> Self {
    Self(kind: .exit(actions))
  }

  /// State-scoped work: started when the enclosing state is entered, cancelled when it is
  /// exited.
  ///
  /// - Parameter work: The work.
  /// - Returns: The content.
  package static func work(_ work: Work<Event, Context>) -> Self {
    Self(kind: .work(work))
  }
}
