/// Declares a delayed transition: taken when the enclosing state has been active for `delay`.
///
/// The timer starts when the state is entered and is cancelled when it is exited; re-entering
/// the state starts it again. Time comes from the machine's clock (a manual clock in tests).
///
/// ```swift
/// StateNode(.toast) {
///   After(.seconds(2), to: .hidden)
/// }
/// ```
///
/// - Parameters:
///   - delay: How long the state must stay active.
///   - target: Where the transition goes; `nil` for a targetless transition.
///   - id: A name for the transition that persisted snapshots use for its pending timer,
///     unique in the definition. Without one, a snapshot names it by its state, delay and
///     target (``PersistedDelayedTransition``); with one, the transition may later move to
///     another state or change its delay and still get the timer.
///   - type: ``TransitionType/internal`` (the default: a transition to a descendant of its
///     compound state leaves that state active, with its other timers) or
///     ``TransitionType/external``.
///   - guard: A condition checked when the timer fires.
///   - action: A closure that changes the context.
///   - actions: Further actions, run after `action`.
/// - Returns: The transition, for a ``StateBuilder``.
@inlinable public func After<S: MachineState, E: MachineEvent, C: Sendable>(
  _ delay: Duration,
  to target: S.Case? = nil,
  id: String? = nil,
  type: TransitionType = .internal,
  guard: Guard<S, E, C>? = nil,
  action: (@Sendable (inout C, E?) -> Void)? = nil,
  actions: [Action<E, C>] = []
) -> StateContent<S, E, C> {
  var all = actions
  if let action { all.insert(.assign("action", action), at: 0) }
  var spec = TransitionSpec(
    trigger: .after(delay), targets: target.map { [$0] } ?? [], isTargetless: target == nil,
    type: type, guardCondition: `guard`, actions: all, value: nil)
  spec.persistenceID = id
  return StateContent(kind: .transition(spec))
}
