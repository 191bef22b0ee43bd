/// Declares a state: atomic when its body has no child states, compound when it has.
///
/// ```swift
/// StateNode(.searching) {
///   On(.cancel, to: .start)
///   On(.search, to: .loading)
/// }
/// StateNode(.form, initial: .editing) {
///   StateNode(.editing) { On(.submit, to: .submitting) }
///   StateNode(.submitting)
/// }
/// ```
///
/// - Parameters:
///   - state: The state's case.
///   - initial: For a compound state, the child (or descendants, one per region) entered by
///     default; the first child in document order when omitted.
///   - initialActions: Actions of the initial transition, run when the state is entered by
///     default.
///   - body: Child states, transitions, entry and exit actions.
/// - Returns: The state, for a ``StateBuilder``.
@inlinable public func StateNode<S: MachineState, E: MachineEvent, C: Sendable>(
  _ state: S.Case,
  initial: S.Case...,
  initialActions: [Action<E, C>] = [],
  @StateBuilder<S, E, C> body: () -> [StateContent<S, E, C>] = { [] }
) -> StateContent<S, E, C> {
  let content = body()
  let hasChildren = content.contains { if case .node = $0.kind { true } else { false } }
  return StateContent(
    kind: .node(
      NodeSpec(
        key: state, kind: hasChildren ? .compound : .atomic, initial: initial,
        initialActions: initialActions, content: content)))
}

/// Declares a parallel state: every child state (region) is active while it is.
///
/// ```swift
/// Parallel(.editor) {
///   StateNode(.bold, initial: .boldOff) { ... }
///   StateNode(.italic, initial: .italicOff) { ... }
/// }
/// ```
///
/// - Parameters:
///   - state: The state's case.
///   - body: The regions (child states), transitions, entry and exit actions.
/// - Returns: The state, for a ``StateBuilder``.
@inlinable public func Parallel<S: MachineState, E: MachineEvent, C: Sendable>(
  _ state: S.Case,
  @StateBuilder<S, E, C> body: () -> [StateContent<S, E, C>]
) -> StateContent<S, E, C> {
  StateContent(
    kind: .node(
      NodeSpec(
        key: state, kind: .parallel, initial: [], initialActions: [], content: body())))
}

/// Declares a final state: entering it completes its parent (`done.state.<parent>`), or the
/// whole machine when it is at the top level.
///
/// - Parameters:
///   - state: The state's case.
///   - body: Entry and exit actions (a final state has no transitions and no children).
/// - Returns: The state, for a ``StateBuilder``.
@inlinable public func Final<S: MachineState, E: MachineEvent, C: Sendable>(
  _ state: S.Case,
  @StateBuilder<S, E, C> body: () -> [StateContent<S, E, C>] = { [] }
) -> StateContent<S, E, C> {
  StateContent(
    kind: .node(
      NodeSpec(
        key: state, kind: .final, initial: [], initialActions: [], content: body())))
}

/// Declares a history pseudo-state: a transition to it re-enters the children (shallow) or
/// the atomic descendants (deep) that were active when its parent was last exited.
///
/// - Parameters:
///   - state: The history state's case.
///   - depth: ``HistoryDepth/shallow`` or ``HistoryDepth/deep``.
///   - default: Where to go when the parent was never exited; the parent's initial state when
///     omitted.
///   - actions: Actions of the default transition.
/// - Returns: The state, for a ``StateBuilder``.
@inlinable public func History<S: MachineState, E: MachineEvent, C: Sendable>(
  _ state: S.Case,
  _ depth: HistoryDepth = .shallow,
  default: S.Case...,
  actions: [Action<E, C>] = []
) -> StateContent<S, E, C> {
  StateContent(
    kind: .node(
      NodeSpec(
        key: state, kind: depth == .deep ? .deepHistory : .shallowHistory, initial: `default`,
        initialActions: actions, content: [])))
}

/// Actions run when the enclosing state is entered.
///
/// - Parameter actions: Run in order, after the parent's entry actions.
/// - Returns: Content for a ``StateBuilder``.
@inlinable public func Entry<S: MachineState, E: MachineEvent, C: Sendable>(
  _ actions: Action<E, C>...
) -> StateContent<S, E, C> {
  StateContent(kind: .entry(actions))
}

/// An action run when the enclosing state is entered, from a closure that changes the context.
///
/// - Parameters:
///   - name: A name shown in diagrams.
///   - update: Changes the context.
/// - Returns: Content for a ``StateBuilder``.
@inlinable public func Entry<S: MachineState, E: MachineEvent, C: Sendable>(
  _ name: String = "entry", _ update: @escaping @Sendable (inout C, E?) -> Void
) -> StateContent<S, E, C> {
  StateContent(kind: .entry([.assign(name, update)]))
}

/// Actions run when the enclosing state is exited.
///
/// - Parameter actions: Run in order, before the parent's exit actions.
/// - Returns: Content for a ``StateBuilder``.
@inlinable public func Exit<S: MachineState, E: MachineEvent, C: Sendable>(
  _ actions: Action<E, C>...
) -> StateContent<S, E, C> {
  StateContent(kind: .exit(actions))
}

/// An action run when the enclosing state is exited, from a closure that changes the context.
///
/// - Parameters:
///   - name: A name shown in diagrams.
///   - update: Changes the context.
/// - Returns: Content for a ``StateBuilder``.
@inlinable public func Exit<S: MachineState, E: MachineEvent, C: Sendable>(
  _ name: String = "exit", _ update: @escaping @Sendable (inout C, E?) -> Void
) -> StateContent<S, E, C> {
  StateContent(kind: .exit([.assign(name, update)]))
}
