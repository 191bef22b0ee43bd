/// Declares a transition taken when one of the given events arrives in the enclosing state.
///
/// Without a target the transition is *targetless*: its actions run and no state is exited or
/// entered. Transitions are tried in document order; the first whose guard holds wins.
///
/// Transitions are ``TransitionType/internal`` unless you say otherwise: one declared on a
/// compound state whose targets all lie inside it moves between its descendants and leaves the
/// state itself active — its `Exit` and `Entry` actions do not run, and its work, timers and
/// history are untouched. A transition to the state itself, or to anything outside it, exits
/// it as always. Pass `type: .external` to exit and re-enter the source anyway (SCXML's default
/// for `<transition>`; a loaded SCXML document keeps the type it declares).
///
/// ```swift
/// StateNode(.signedIn, initial: .list) {
///   Entry(.run("connect") { _, _ in socket.connect() })
///   On(.showDetail, to: .detail)                  // stays signed in: no reconnect
///   On(.refresh, to: .list, type: .external)      // exits and re-enters signedIn
///   StateNode(.list)
///   StateNode(.detail)
/// }
/// ```
///
/// ```swift
/// StateNode(.start) {
///   On(.startSearch, to: .searching)
/// }
/// StateNode(.idle) {
///   On(.enteringCredential, action: { context, event in
///     if case .enteringCredential(let credential) = event { context.update(credential) }
///   })
/// }
/// ```
///
/// - Parameters:
///   - events: The events (cases) that trigger the transition.
///   - target: Where the transition goes; `nil` for a targetless transition.
///   - type: ``TransitionType/internal`` (the default: a transition to a descendant of its
///     compound state leaves that state active) or ``TransitionType/external``.
///   - guard: A condition the transition needs.
///   - action: A closure that changes the context, run after the exit actions and before the
///     entry actions.
///   - actions: Further actions, run after `action`.
/// - Returns: The transition, for a ``StateBuilder``.
@inlinable public func On<S: MachineState, E: MachineEvent, C: Sendable>(
  _ events: E.Case...,
  to target: S.Case? = nil,
  type: TransitionType = .internal,
  guard: Guard<S, E, C>? = nil,
  action: (@Sendable (inout C, E?) -> Void)? = nil,
  actions: [Action<E, C>] = []
) -> StateContent<S, E, C> {
  transition(
    .events(events), targets: target.map { [$0] } ?? [], isTargetless: target == nil, type: type,
    guard: `guard`, action: action, actions: actions, value: nil)
}

/// Declares a transition to several targets at once, one per region of a parallel state.
///
/// - Parameters:
///   - events: The events (cases) that trigger the transition.
///   - targets: The targets; they must lie in different regions of a parallel state. An empty
///     list is rejected: write no target for a targetless transition.
///   - type: ``TransitionType/internal`` (the default: a transition to a descendant of its
///     compound state leaves that state active) or ``TransitionType/external``.
///   - guard: A condition the transition needs.
///   - action: A closure that changes the context.
///   - actions: Further actions, run after `action`.
/// - Returns: The transition, for a ``StateBuilder``.
@inlinable public func On<S: MachineState, E: MachineEvent, C: Sendable>(
  _ events: E.Case...,
  to targets: [S.Case],
  type: TransitionType = .internal,
  guard: Guard<S, E, C>? = nil,
  action: (@Sendable (inout C, E?) -> Void)? = nil,
  actions: [Action<E, C>] = []
) -> StateContent<S, E, C> {
  transition(
    .events(events), targets: targets, isTargetless: false, type: type, guard: `guard`,
    action: action, actions: actions, value: nil)
}

/// Declares a transition into a state that carries a payload, computing the payload.
///
/// ```swift
/// On(.authenticationFailed, to: .error, with: { _, event in
///   guard case .authenticationFailed(let reason) = event else { return .error(.networkError) }
///   return .error(reason)
/// })
/// ```
///
/// - Parameters:
///   - events: The events (cases) that trigger the transition.
///   - target: The payload state's case.
///   - type: ``TransitionType/internal`` (the default: a transition to a descendant of its
///     compound state leaves that state active) or ``TransitionType/external``.
///   - guard: A condition the transition needs.
///   - action: A closure that changes the context, run before `value`.
///   - actions: Further actions, run after `action`.
///   - value: Computes the state value entered, from the context (after the transition's
///     actions) and the event. Its case must be `target`.
/// - Returns: The transition, for a ``StateBuilder``.
@inlinable public func On<S: MachineState, E: MachineEvent, C: Sendable>(
  _ events: E.Case...,
  to target: S.Case,
  type: TransitionType = .internal,
  guard: Guard<S, E, C>? = nil,
  action: (@Sendable (inout C, E?) -> Void)? = nil,
  actions: [Action<E, C>] = [],
  with value: @escaping @Sendable (C, E?) -> S
) -> StateContent<S, E, C> {
  transition(
    .events(events), targets: [target], isTargetless: false, type: type, guard: `guard`,
    action: action, actions: actions, value: value)
}

/// Declares an eventless transition: taken as soon as its guard holds, after every microstep,
/// until the machine is stable.
///
/// ```swift
/// StateNode(.validatingCredentials) {
///   Always(to: .validCredentials, guard: Guard("valid") { context, _ in context.isValid })
/// }
/// ```
///
/// - Parameters:
///   - target: Where the transition goes; `nil` for a targetless transition.
///   - type: ``TransitionType/internal`` (the default: a transition to a descendant of its
///     compound state leaves that state active) or ``TransitionType/external``.
///   - guard: The condition. Without one the transition is taken at once.
///   - action: A closure that changes the context.
///   - actions: Further actions, run after `action`.
/// - Returns: The transition, for a ``StateBuilder``.
@inlinable public func Always<S: MachineState, E: MachineEvent, C: Sendable>(
  to target: S.Case? = nil,
  type: TransitionType = .internal,
  guard: Guard<S, E, C>? = nil,
  action: (@Sendable (inout C, E?) -> Void)? = nil,
  actions: [Action<E, C>] = []
) -> StateContent<S, E, C> {
  transition(
    .eventless, targets: target.map { [$0] } ?? [], isTargetless: target == nil, type: type,
    guard: `guard`, action: action, actions: actions, value: nil)
}

/// Declares an eventless transition into a state that carries a payload, computing the
/// payload: taken as soon as its guard holds, like ``Always(to:type:guard:action:actions:)``.
///
/// ```swift
/// StateNode(.prepare) {
///   Always(to: .send, guard: Guard("prepared") { $0.urlRequest != nil })
///   Always(to: .cancel) { context, _ in .cancel(context.problem ?? "") }
/// }
/// ```
///
/// - Parameters:
///   - target: The payload state's case.
///   - type: ``TransitionType/internal`` (the default: a transition to a descendant of its
///     compound state leaves that state active) or ``TransitionType/external``.
///   - guard: The condition. Without one the transition is taken at once.
///   - action: A closure that changes the context, run before `value`.
///   - actions: Further actions, run after `action`.
///   - value: Computes the state value entered, from the context (after the transition's
///     actions) and the event of the macrostep. Its case must be `target`.
/// - Returns: The transition, for a ``StateBuilder``.
@inlinable public func Always<S: MachineState, E: MachineEvent, C: Sendable>(
  to target: S.Case,
  type: TransitionType = .internal,
  guard: Guard<S, E, C>? = nil,
  action: (@Sendable (inout C, E?) -> Void)? = nil,
  actions: [Action<E, C>] = [],
  with value: @escaping @Sendable (C, E?) -> S
) -> StateContent<S, E, C> {
  transition(
    .eventless, targets: [target], isTargetless: false, type: type, guard: `guard`,
    action: action, actions: actions, value: value)
}

/// Declares a transition taken when a compound or parallel state completes
/// (`done.state.<id>` in SCXML).
///
/// A compound state completes when one of its final children is entered; a parallel state
/// when every region has completed.
///
/// - Parameters:
///   - state: The state whose completion triggers the transition; the enclosing state when
///     omitted.
///   - target: Where the transition goes; `nil` for a targetless transition.
///   - type: ``TransitionType/internal`` (the default: a transition to a descendant of its
///     compound state leaves that state active) or ``TransitionType/external``.
///   - guard: A condition the transition needs.
///   - action: A closure that changes the context.
///   - actions: Further actions, run after `action`.
/// - Returns: The transition, for a ``StateBuilder``.
@inlinable public func OnDone<S: MachineState, E: MachineEvent, C: Sendable>(
  of state: S.Case? = nil,
  to target: S.Case? = nil,
  type: TransitionType = .internal,
  guard: Guard<S, E, C>? = nil,
  action: (@Sendable (inout C, E?) -> Void)? = nil,
  actions: [Action<E, C>] = []
) -> StateContent<S, E, C> {
  transition(
    .done(state), targets: target.map { [$0] } ?? [], isTargetless: target == nil,
    type: type, guard: `guard`, action: action, actions: actions, value: nil)
}

@inlinable func transition<S: MachineState, E: MachineEvent, C: Sendable>(
  _ trigger: TriggerSpec<S, E>, targets: [S.Case], isTargetless: Bool, type: TransitionType,
  guard condition: Guard<S, E, C>?, action: (@Sendable (inout C, E?) -> Void)?,
  actions: [Action<E, C>], value: (@Sendable (C, E?) -> S)?
) -> StateContent<S, E, C> {
  var all = actions
  if let action { all.insert(.assign("action", action), at: 0) }
  return StateContent(
    kind: .transition(
      TransitionSpec(
        trigger: trigger, targets: targets, isTargetless: isTargetless, type: type,
        guardCondition: condition, actions: all, value: value)))
}
