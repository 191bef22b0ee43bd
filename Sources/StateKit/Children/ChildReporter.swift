/// What the watcher (``ChildWatcher``) of a lone child (``Invoke(_:input:emitted:done:failed:)``)
/// does with the child's reports, in place of a listener: its completion reaches the parent
/// through `done`, a runaway macrostep through `failed`, while the link is open.
///
/// A lone child is watched only when its parent maps its completion or its runaways. Its steps
/// are not counted, so its watcher ignores its steps, and its emits reach the parent
/// through its environment. With no listener, its events take the watched path and build no
/// update (``MachineCore/prelude(_:_:)``).
final class ChildReporter<
  E: MachineEvent, C: Sendable, ChildState: MachineState, ChildEvent: MachineEvent,
  ChildContext: Sendable
>: Sendable {
  /// The child, for its final snapshot. Weak: the child holds its watcher, which holds this.
  weak let machine: Machine<ChildState, ChildEvent, ChildContext>?
  let link: ChildLink
  /// The run of the parent's state, through which the reports reach the parent.
  let work: WorkInput<E, C>
  let done: (@Sendable (Snapshot<ChildState, ChildEvent, ChildContext>) -> E?)?
  let failed: (@Sendable (RunawayMacrostep) -> E?)?

  init(
    machine: Machine<ChildState, ChildEvent, ChildContext>, link: ChildLink,
    work: WorkInput<E, C>,
    done: (@Sendable (Snapshot<ChildState, ChildEvent, ChildContext>) -> E?)?,
    failed: (@Sendable (RunawayMacrostep) -> E?)?
  ) {
    self.machine = machine
    self.link = link
    self.work = work
    self.done = done
    self.failed = failed
  }

  /// Sends the parent the event `done` or `failed` maps the report to, while the link is open;
  /// the completion once.
  func report(_ report: ChildReport) {
    switch report {
    case .emitted:
      // A lone child's emits go through its environment, never its watcher.
      break
    case .ranAway(let runaway):
      if link.isOpen, let event = failed?(runaway) { work.send(event) }
    case .done:
      guard let snapshot = machine?.snapshot, link.claimCompletion(),
        let event = done?(snapshot)
      else { return }
      work.send(event)
    }
  }
}
