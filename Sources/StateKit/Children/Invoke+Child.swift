/// Runs a child machine while the enclosing state is active.
///
/// - **Lifetime.** The child starts when the state is entered, once the macrostep that entered
///   it has ended (as SCXML's `<invoke>`), with the context `input` makes from the parent's
///   context and the entering event. It stops when the state is exited (``Machine/stop()``):
///   its work is cancelled, its timers are dropped, it refuses further events, and nothing it
///   emits or reports afterwards reaches the parent.
/// - **Parent to child.** The parent's actions send to it with ``Action/send(_:to:)``; the app
///   reaches it through the parent with ``Machine/child(_:)``.
/// - **Child to parent.** The child's ``Action/emit(_:)`` actions go through `emitted`, which
///   maps each to a parent event or drops it (`nil`). When the child reaches a top-level final
///   state, `done` maps its final snapshot, with its state's payload and its context, to a
///   parent event: the child's output. When one of its macrosteps runs away (see
///   ``RunawayMacrostep``), `failed` maps the report. Every such event reaches the parent as an
///   external event, after the macrostep it is processing, in the order the child sent them.
///
/// ```swift
/// StateNode(.signingIn) {
///   Invoke(login, input: { session, _ in LoginForm(username: session.lastUser) },
///     emitted: { event in event == .cancelled ? .loginCancelled : nil },
///     done: { final in .signedIn(final.context.username) })
///   On(.loginCancelled, to: .welcome)
///   On(\.signedIn, to: .home) { session, user in session.user = user }
/// }
/// ```
///
/// One child runs per ``ChildMachine/id`` in a parent: a state entered again starts a new one.
///
/// - Parameters:
///   - child: The child machine.
///   - input: Makes the child's starting context from the parent's context and the event that
///     entered the state (`nil` on the initial entry); the child definition's initial context
///     when omitted.
///   - emitted: Maps an event the child emits to a parent event; `nil` drops it.
///   - done: Maps the child's final snapshot to a parent event.
///   - failed: Maps the report of a child macrostep that ran away to a parent event.
/// - Returns: Content for a ``StateBuilder``.
public func Invoke<
  S: MachineState, E: MachineEvent, C: Sendable, ChildState, ChildEvent, ChildContext
>(
  _ child: ChildMachine<ChildState, ChildEvent, ChildContext>,
  input: (@Sendable (C, E?) -> ChildContext)? = nil,
  emitted: (@Sendable (ChildEvent) -> E?)? = nil,
  done: (@Sendable (Snapshot<ChildState, ChildEvent, ChildContext>) -> E?)? = nil,
  failed: (@Sendable (RunawayMacrostep) -> E?)? = nil
) -> StateContent<S, E, C> {
  let run = ChildRun<S, E, C, ChildState, ChildEvent, ChildContext>(
    child: child, input: input, emitted: emitted, done: done, failed: failed)
  return StateContent(
    kind: .work(
      Work(
        name: "child \(child.id)", attach: run.start,
        child: (
          child.id, child.definition, mapsDone: done != nil, mapsEmitted: emitted != nil,
          reportNames: run.reportNames
        ))))
}

/// How a state runs one child machine: what ``Invoke(_:input:emitted:done:failed:)`` declared.
struct ChildRun<
  S: MachineState, E: MachineEvent, C: Sendable, ChildState: MachineState,
  ChildEvent: MachineEvent, ChildContext: Sendable
>: Sendable {
  let child: ChildMachine<ChildState, ChildEvent, ChildContext>
  let input: (@Sendable (C, E?) -> ChildContext)?
  let emitted: (@Sendable (ChildEvent) -> E?)?
  let done: (@Sendable (Snapshot<ChildState, ChildEvent, ChildContext>) -> E?)?
  let failed: (@Sendable (RunawayMacrostep) -> E?)?

  /// Starts the child for a run of the state: on the parent's processing thread, at the end of
  /// the macrostep that entered the state.
  ///
  /// - Parameter work: The run's input, through which the child's events reach the parent.
  /// - Returns: What stops the child when the state is exited.
  func start(_ work: WorkInput<E, C>) -> @Sendable () -> Void {
    guard let parent = work.machine?() as? Machine<S, E, C> else { return {} }
    let link = ChildLink()
    let emitted = self.emitted
    let environment = MachineEnvironment(
      scheduler: parent.environment.scheduler, log: parent.environment.log,
      emit: { value in
        guard link.isOpen, let event = value as? ChildEvent, let mapped = emitted?(event) else {
          return
        }
        work.send(mapped)
      }, replaysWork: parent.environment.replaysWork)
    let machine = makeMachine(environment, parent.takeRestoredChild(child.id), work)
    watchCompletion(of: machine, through: link, to: work)
    return parent.runChild(
      child.id, machine: machine,
      receive: { value in
        if let event = value as? ChildEvent { machine.send(event) }
      }, snapshot: { machine.snapshot }, start: machine.start,
      stop: {
        link.close()
        machine.stop()
      })
  }

  /// The child machine: continuing from its restored snapshot when the parent was restored
  /// with one for it, else starting from `input`.
  private func makeMachine(
    _ environment: MachineEnvironment, _ restored: (any Sendable)?, _ work: WorkInput<E, C>
  ) -> Machine<ChildState, ChildEvent, ChildContext> {
    if let snapshot = restored as? Snapshot<ChildState, ChildEvent, ChildContext> {
      let resumed = snapshot.definition.resume(snapshot)
      return Machine(
        snapshot: resumed.snapshot, effects: resumed.effects, environment: environment,
        microstepLimit: RunawayMacrostep.defaultLimit, startImmediately: false)
    }
    let start = child.definition.startingSnapshot(context: input?(work.context, work.event))
    return Machine(
      snapshot: start.snapshot, effects: start.effects, environment: environment,
      microstepLimit: RunawayMacrostep.defaultLimit, startImmediately: false)
  }

  /// Makes the child, before it starts, a watched machine whose watcher sends the parent
  /// `done`'s event when it completes and `failed`'s when one of its macrosteps runs away,
  /// while the link is open (``ChildReporter``). A watcher rather than a listener: an observed
  /// child would build an update for every event.
  private func watchCompletion(
    of machine: Machine<ChildState, ChildEvent, ChildContext>, through link: ChildLink,
    to work: WorkInput<E, C>
  ) {
    guard done != nil || failed != nil else { return }
    let reporter = ChildReporter(
      machine: machine, link: link, work: work, done: done, failed: failed)
    // A lone child's steps are not counted.
    machine.watch(
      by: ChildWatcher(slot: 0, onStep: nil, onReport: { _, report in reporter.report(report) }))
    // A child whose initial configuration is final completed before any step.
    let snapshot = machine.snapshot
    if snapshot.isDone, link.claimCompletion(), let event = done?(snapshot) { work.send(event) }
  }
}
