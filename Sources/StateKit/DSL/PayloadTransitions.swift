/// Declares a transition on an event that carries a payload, whose action receives the
/// payload, typed.
///
/// The event is named by the key path of its payload accessor, which `@MachineEvent` writes
/// for every case with associated values:
///
/// ```swift
/// StateNode(.idle) {
///   On(\.enteringCredential, to: .validatingCredentials) { form, credential in
///     form.enter(credential)
///   }
/// }
/// ```
///
/// A key path to anything else (an event type without the macro, or a property of your own)
/// is refused when the definition is built, with ``DefinitionError/invalidContent(_:reason:)``.
///
/// - Parameters:
///   - payload: The event's payload accessor (`\.enteringCredential`).
///   - target: Where the transition goes; `nil` for a targetless transition.
///   - type: ``TransitionType/internal`` (the default: a transition to a descendant of its
///     compound state leaves that state active) or ``TransitionType/external``.
///   - guard: A condition the transition needs.
///   - action: Changes the context with the payload, after the exit actions and before the
///     entry actions.
///   - actions: Further actions, run after `action`: emits, sends, spawns and effects. They
///     receive the whole event, so they read the payload through the same accessor.
/// - Returns: The transition, for a ``StateBuilder``.
@inlinable public func On<S: MachineState, E: MachineEvent, C: Sendable, P>(
  _ payload: KeyPath<E, P?> & Sendable,
  to target: S.Case? = nil,
  type: TransitionType = .internal,
  guard: Guard<S, E, C>? = nil,
  action: (@Sendable (inout C, P) -> Void)? = nil,
  actions: [Action<E, C>] = []
) -> StateContent<S, E, C> {
  payloadTransition(
    payload, targets: target.map { [$0] } ?? [], isTargetless: target == nil, type: type,
    guard: `guard`, action: action, actions: actions, value: nil, problem: nil)
}

/// Declares a transition from an event with a payload into a state with a payload of the same
/// type, which enters the state with the event's payload.
///
/// Both sides are named by their payload accessors, which `@MachineEvent` and `@MachineState`
/// write; the compiler checks that the two payload types are the same.
///
/// ```swift
/// StateNode(.authenticating) {
///   On(\.authenticationFailed, to: \.error)  // .authenticationFailed(e) enters .error(e)
/// }
/// StateNode(.emptyView) {
///   On(\.search, to: \.startSearch)          // .search(query) enters .startSearch(query)
/// }
/// ```
///
/// - Parameters:
///   - payload: The event's payload accessor.
///   - target: The target state's payload accessor.
///   - type: ``TransitionType/internal`` (the default: a transition to a descendant of its
///     compound state leaves that state active) or ``TransitionType/external``.
///   - guard: A condition the transition needs.
///   - action: Changes the context with the payload, before the state is entered.
///   - actions: Further actions, run after `action`: emits, sends, spawns and effects.
/// - Returns: The transition, for a ``StateBuilder``.
@inlinable public func On<S: MachineState, E: MachineEvent, C: Sendable, P>(
  _ payload: KeyPath<E, P?> & Sendable,
  to target: KeyPath<S, P?> & Sendable,
  type: TransitionType = .internal,
  guard: Guard<S, E, C>? = nil,
  action: (@Sendable (inout C, P) -> Void)? = nil,
  actions: [Action<E, C>] = []
) -> StateContent<S, E, C> {
  guard let targetCase = S.payloadCase(of: target) else {
    return payloadTransition(
      payload, targets: [], isTargetless: false, type: type, guard: `guard`, action: action,
      actions: actions, value: nil,
      problem: "targets a key path to \(P?.self) that names no payload case of \(S.self): "
        + "name the state by the accessor @MachineState writes for a case with associated values")
  }
  let value: @Sendable (C, E?) -> S = { _, event in
    guard let carried = event?[keyPath: payload],
      let state = S(stateCase: targetCase, payload: carried)
    else {
      preconditionFailure("\(String(describing: event)) entered \(targetCase) without its payload")
    }
    return state
  }
  return payloadTransition(
    payload, targets: [targetCase], isTargetless: false, type: type, guard: `guard`,
    action: action, actions: actions, value: value, problem: nil)
}

@inlinable func payloadTransition<S: MachineState, E: MachineEvent, C: Sendable, P>(
  _ payload: KeyPath<E, P?> & Sendable, targets: [S.Case], isTargetless: Bool,
  type: TransitionType, guard condition: Guard<S, E, C>?,
  action: (@Sendable (inout C, P) -> Void)?, actions further: [Action<E, C>],
  value: (@Sendable (C, E?) -> S)?, problem: String?
) -> StateContent<S, E, C> {
  let eventCase = E.payloadCase(of: payload)
  var actions: [Action<E, C>] = []
  if let action {
    actions.append(
      .assign("action") { context, event in
        if let carried = event?[keyPath: payload] { action(&context, carried) }
      })
  }
  actions += further
  var spec = TransitionSpec(
    trigger: .events(eventCase.map { [$0] } ?? []), targets: targets, isTargetless: isTargetless,
    type: type, guardCondition: condition, actions: actions, value: value)
  spec.problem =
    eventCase == nil
    ? "has a transition on a key path to \(P?.self) that names no payload case of \(E.self): "
      + "name the event by the accessor @MachineEvent writes for a case with associated values"
    : problem.map { "has a transition that \($0)" }
  return StateContent(kind: .transition(spec))
}
