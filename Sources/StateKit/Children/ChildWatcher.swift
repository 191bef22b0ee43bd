/// What a child machine tells its parent's side, in place of a listener: its active states
/// after each step, taken under the child's lock, and its reports (an emitted event, its
/// completion, a runaway macrostep), performed outside it.
///
/// Two kinds of children are watched:
/// - a child of a collection (``ChildMachines``), whose roster (`ChildRoster`) counts it in its
///   states and reports, with its id, what it emitted, its completion and its runaways;
/// - a lone child (``Invoke(_:input:emitted:done:failed:)``) whose parent maps its completion or
///   its runaways: its reporter (`ChildReporter`) sends them; its steps are not counted.
///
/// A watched machine builds no ``MachineUpdate`` and allocates nothing for it: its core calls
/// ``stepped`` with the active states a step ended in, before the step's effects run, so the
/// parent, processing a report the effects send, finds the child counted where it is. A step
/// that completes the child or runs away leaves its report for after the step's own effects
/// and listeners (``MachineCore/attended(_:_:handled:start:)``), so that no report reaches the
/// parent while the child's lock is held. An observed child is watched the same way: its
/// listeners hear its last step before its parent does.
///
/// One per child: its identity, too. A roster tells a late step or report of a child that left
/// its slot from the slot's new child by the watcher the slot holds.
///
/// The watcher is typed where it is made: its closures capture the roster (or reporter) at its
/// own type, so the compiler checks it, and are written where `Invoke` is called, so that a
/// child's step runs code specialized for the child's types. Each captures one reference and
/// nothing else, which Swift passes as the closure's context: a watcher allocates no context.
@usableFromInline
final class ChildWatcher: Sendable {
  /// The child's place in its roster (`ChildRoster.Slot`); `0` for a lone child.
  @usableFromInline let slot: Int
  /// Counts the child in its new active states, under the child's lock; it takes only the
  /// roster's leaf lock. `nil` for a lone child, whose steps are not counted.
  @usableFromInline let onStep: (@Sendable (ChildWatcher, StateSet) -> Void)?
  /// Takes a report to the parent, outside the child's lock.
  @usableFromInline let onReport: @Sendable (ChildWatcher, ChildReport) -> Void

  /// A watcher; each closure gets the watcher, the child's identity, as its first argument.
  @usableFromInline init(
    slot: Int, onStep: (@Sendable (ChildWatcher, StateSet) -> Void)?,
    onReport: @escaping @Sendable (ChildWatcher, ChildReport) -> Void
  ) {
    self.slot = slot
    self.onStep = onStep
    self.onReport = onReport
  }

  /// The child's step ended in `active`.
  @inlinable func stepped(to active: StateSet) { onStep?(self, active) }

  /// Reports `report` to the parent.
  @inlinable func report(_ report: ChildReport) { onReport(self, report) }
}

/// What a watched child reports to its parent's side, outside its lock.
@usableFromInline
enum ChildReport: Sendable {
  /// An event of the child's type it emitted (``Action/emit(_:)``).
  case emitted(any Sendable)
  /// A step took the child to a top-level final state.
  case done
  /// A macrostep, or a chain of events its effects sent, ran away.
  case ranAway(RunawayMacrostep)
}
