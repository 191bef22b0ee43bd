/// The part of a machine's core (``MachineCore``) that most events never touch, kept out of
/// line so that a machine that never needs it (a flat machine taking plain transitions, with
/// nobody listening) does not carry it: the algorithm's working memory (``Scratch``), the
/// mailbox, the listeners, the handles of running work and timers, the runner's counters and
/// the recycled update. Allocated by the first event, listener, queued event or work that
/// needs it.
///
/// Sendable by the machine's run-to-completion discipline, which the compiler cannot see:
/// - ``scratch`` and ``working`` are touched only by the thread that owns processing (the core's
///   ``MachineCore/Phase`` is not idle), which took ownership under the machine's lock: under
///   the lock for a macrostep taken there, and outside it for an ``MachineCore/UnlockedStep``,
///   while other threads only queue events;
/// - every other field is touched only under the machine's lock.
/// Fields are distinct memory locations, so a thread queueing an event under the lock while the
/// processing thread steps on ``scratch`` outside it is no conflicting access either. Hence no
/// dynamic exclusivity checks: each access is exclusive by that discipline.
@usableFromInline
final class ScratchBox<State: MachineState, Event: MachineEvent, Context: Sendable>:
  @unchecked Sendable
{
  /// The algorithm's working memory: touched only by the thread that owns processing.
  @exclusivity(unchecked) @usableFromInline var scratch = Scratch<State, Event, Context>()
  /// The working snapshot of a step taken outside the lock (``MachineCore/UnlockedStep``):
  /// set when the step is handed out, taken back with it; `nil` otherwise. Touched only by the
  /// thread that owns processing, as ``scratch``, so its accesses never overlap; unchecked
  /// because the checks, on every step handed out, measurably cost (Benchmarks/README.md,
  /// "one door").
  @exclusivity(unchecked) @usableFromInline var working: Snapshot<State, Event, Context>?
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
  /// Whether ``Machine/stop()`` was called: the machine refuses events, and the work and
  /// timers the runner starts from now on are cancelled at once.
  @exclusivity(unchecked) @usableFromInline var stopRequested = false
  /// Whether the machine was created with `startImmediately: false` and ``Machine/start()`` was
  /// not called yet: its entry effects wait in ``scratch``.
  @usableFromInline var awaitingStart = false
  /// The reports for the core's watcher (``MachineCore/watcher``) that the last step left: its
  /// completion, its runaway. The runner takes them to the parent after the step's effects, as
  /// a hand-off of their own (``MachineCore/Handoff/report(_:_:)``), so that an event the step
  /// emitted reaches the parent first.
  ///
  /// Unchecked, as the fields above, because it is read and written only under the machine's
  /// lock (where a step leaves a report, where processing would end, where the runner takes
  /// them), so no two accesses overlap. Checked, every event that ends processing would pay the
  /// access check (Benchmarks/README.md, "children's watchers").
  @exclusivity(unchecked) @usableFromInline var reports: [ChildReport] = []
  @inlinable init() { scratch.keepsPlans = true }

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
