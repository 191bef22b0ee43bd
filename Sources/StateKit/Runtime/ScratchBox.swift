/// The part of a machine's core (``MachineCore``) that most events never touch, kept out of
/// line so that a machine that never needs it (a flat machine taking plain transitions, with
/// nobody listening) does not carry it: the algorithm's working memory (``Scratch``), the
/// mailbox, the listeners, the handles of running work and timers, the runner's counters and
/// the recycled update. Allocated by the first event, listener, queued event or work that
/// needs it.
///
/// Only touched under the machine's lock, which is what makes it `Sendable`.
@usableFromInline
final class ScratchBox<State: MachineState, Event: MachineEvent, Context: Sendable>:
  @unchecked Sendable
{
  /// Only touched under the machine's lock, so the dynamic exclusivity check is not needed.
  @exclusivity(unchecked) @usableFromInline var scratch = Scratch<State, Event, Context>()
  /// How many events effects sent in the chain being drained, and the active atomic states of
  /// its last ones (see ``RunawayMacrostep``). Here rather than in the machine's core: only a
  /// machine whose macrosteps have effects has a chain, and it has a box.
  @exclusivity(unchecked) @usableFromInline var chainLength = 0
  @exclusivity(unchecked) @usableFromInline var chainStates = StateSet()
  /// Events from state-scoped work that arrived after its state was exited.
  @exclusivity(unchecked) @usableFromInline var droppedWorkEvents = 0
  /// The storage of the last update, refilled by the next observed macrostep when no update
  /// refers to it any more (see ``MachineUpdate``).
  @exclusivity(unchecked) @usableFromInline
  var recycledUpdate: MachineUpdate<State, Event, Context>.Storage?
  /// Events that arrived while another was being processed, in arrival order.
  @exclusivity(unchecked) @usableFromInline var mailbox = Mailbox<Event>()
  /// Listeners in subscription order.
  @exclusivity(unchecked) @usableFromInline
  var listeners: [MachineCore<State, Event, Context>.Listener] = []
  /// The id of the last listener subscribed.
  @exclusivity(unchecked) @usableFromInline var lastListener = 0
  /// The running work and timers, allocated when the first is started.
  @exclusivity(unchecked) @usableFromInline var handles: RunningHandles?
  /// The working snapshot of a macrostep taken outside the lock, while it is taken: the core
  /// keeps the snapshot of its start meanwhile. Only the processing thread touches it.
  ///
  /// Unchecked because of one invariant: it is written only by the thread that owns
  /// processing, under the lock when the core hands the step out
  /// (``MachineCore/Phase/steppingOutside``) and takes it back, and without it in between, when
  /// no other thread reaches it (other threads only queue events while the core is not
  /// ``MachineCore/Phase/idle``). The macrostep accesses ``working`` and ``scratch`` at once,
  /// which are distinct properties. Checked, login costs 12% more (Benchmarks/README.md).
  @exclusivity(unchecked) @usableFromInline var working: Snapshot<State, Event, Context>?

  @inlinable init() { scratch.keepsPlans = true }

  /// Takes the unlocked step the core handed out, outside the lock: the processing thread
  /// alone reaches ``working`` and ``scratch`` meanwhile.
  @inlinable func take(
    _ step: inout MachineCore<State, Event, Context>.UnlockedStep,
    _ definition: MachineDefinition<State, Event, Context>
  ) {
    step.handled = MachineCore.macrostep(
      step.inbound, definition, &working!, self, observing: step.observing)
  }

  /// The storage for the next update, for the caller to fill: the last update's when no update
  /// refers to it any more, otherwise a new one, kept for the next macrostep.
  ///
  /// - Parameter snapshot: The machine's snapshot now (a new storage starts from it).
  @inlinable func updateStorage(
    _ snapshot: Snapshot<State, Event, Context>
  ) -> MachineUpdate<State, Event, Context>.Storage {
    if isKnownUniquelyReferenced(&recycledUpdate), let storage = recycledUpdate { return storage }
    let storage = MachineUpdate<State, Event, Context>.Storage(snapshot)
    recycledUpdate = storage
    return storage
  }
}
