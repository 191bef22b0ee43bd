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
/// that completes the child or runs away leaves its report as an effect after the step's own
/// (``MachineCore/attended(_:_:handled:observed:start:)``), so that no report reaches the parent
/// while the child's lock is held.
///
/// One per child: its identity, too. A roster tells a late step or report of a child that left
/// its slot from the slot's new child by the watcher the slot holds. The hooks are made where
/// `Invoke` is called, so that they run specialized for the child's types.
@usableFromInline
final class ChildWatcher: Sendable {
  /// The parent's side that hears the child: its collection's roster (`ChildRoster`) or, for
  /// a lone child, its reporter (`ChildReporter`), which the hooks take back at its own type.
  @usableFromInline let recipient: any AnyObject & Sendable
  /// The child's place in the roster (`ChildRoster.Slot`); `0` for a lone child.
  @usableFromInline let slot: Int
  /// What the roster or reporter does with the child's news.
  @usableFromInline let hooks: Hooks

  /// What a roster or reporter does with a child's news, whatever its types: each closure
  /// captures nothing, and takes the recipient back at its type. It gets the recipient and the
  /// slot as arguments, which the watcher keeps alive for the call, and the watcher itself as the
  /// child's identity. Stored in each watcher rather than shared behind a reference: a shared
  /// object is retained and released around every call, which costs a child's send more than
  /// the 32 bytes it would save are worth (Benchmarks/README.md has the figure).
  @usableFromInline
  struct Hooks: Sendable {
    /// Counts the child in its new active states, under the child's lock; it takes only the
    /// roster's leaf lock (a lone child's does nothing).
    @usableFromInline let stepped:
      @Sendable (any AnyObject & Sendable, Int, ChildWatcher, StateSet) -> Void
    /// Reports to the parent, outside the child's lock.
    @usableFromInline let reported:
      @Sendable (any AnyObject & Sendable, Int, ChildWatcher, ChildReport) -> Void

    @inlinable init(
      stepped: @escaping @Sendable (any AnyObject & Sendable, Int, ChildWatcher, StateSet) -> Void,
      reported:
        @escaping @Sendable (any AnyObject & Sendable, Int, ChildWatcher, ChildReport) ->
        Void
    ) {
      self.stepped = stepped
      self.reported = reported
    }
  }

  @usableFromInline init(recipient: any AnyObject & Sendable, slot: Int, hooks: Hooks) {
    self.recipient = recipient
    self.slot = slot
    self.hooks = hooks
  }

  /// The child's step ended in `active`.
  @inlinable func stepped(to active: StateSet) { hooks.stepped(recipient, slot, self, active) }

  /// Reports `report` to the parent.
  @inlinable func report(_ report: ChildReport) { hooks.reported(recipient, slot, self, report) }
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
