/// The machine's run-to-completion state machine: the snapshot, who is processing (``phase``),
/// whether anyone listens, and, out of line, the mailbox, the listeners and the handles of
/// running work and timers.
///
/// A value guarded by the machine's lock. Its mutating methods are named after what happened
/// (an event was sent, the runner performed a macrostep's effects, a timer was started) and
/// return what to do next; they never perform a side effect themselves. ``Machine``'s runner
/// (`Machine+Runner.swift`) performs what they return, outside the lock.
///
/// An event whose macrostep calls no code of the definition is processed here, under the lock,
/// in place on ``snapshot``; whatever reaches outside comes back as effects for the runner. An
/// event whose macrostep may call the definition's code (``MachineDefinition/stepsOutsideLock(_:)``)
/// is handed out as an ``UnlockedStep``, which owns the working snapshot while the runner takes
/// it outside the lock, and handed back (``stepTaken(_:_:)``): meanwhile ``snapshot`` stays the
/// macrostep's start, which every reader gets.
@usableFromInline
struct MachineCore<State: MachineState, Event: MachineEvent, Context: Sendable>: Sendable {
  @usableFromInline var snapshot: Snapshot<State, Event, Context>
  /// Who is processing. With ``isObserved`` and ``recordsSteps``, one byte each, in the
  /// snapshot's tail padding.
  @usableFromInline var phase: Phase
  /// Whether a listener is registered: every macrostep then records an update for it.
  @usableFromInline var isObserved = false
  /// Whether some listener reads what each macrostep did (``Listener/readsSteps``): only then
  /// does the algorithm record it (``Scratch/record``). Never true while ``isObserved`` is not.
  @usableFromInline var recordsSteps = false
  /// Everything else: the algorithm's working memory, the mailbox, the listeners and the
  /// handles of running work and timers, allocated by the first event, listener, queued event
  /// or work that needs one of them.
  @usableFromInline var scratchBox: ScratchBox<State, Event, Context>?
  /// The watcher of a child (``ChildWatcher``), told where each step ends;
  /// `nil` for any other machine. Here, not in ``scratchBox``: a child whose steps need no
  /// working memory then allocates no box, as a lone machine of its definition allocates none.
  /// The word fits in the padding of the machine's heap block, so no machine grows.
  @usableFromInline var watcher: ChildWatcher?
  /// Events that arrived while another was being processed, in arrival order.
  @inlinable var mailbox: Mailbox<Event> {
    get { scratchBox?.mailbox ?? Mailbox() }
    _modify {
      let box = ensureScratch()
      yield &box.mailbox
    }
  }
  /// Whether events wait in the mailbox.
  @inlinable var hasMail: Bool { scratchBox.map { !$0.mailbox.isEmpty } ?? false }
  /// Listeners in subscription order.
  @inlinable var listeners: [Listener] { scratchBox?.listeners ?? [] }
  /// The running work and timers, allocated when the first is started.
  @inlinable var handles: RunningHandles? { scratchBox?.handles }
  /// The most microsteps one macrostep may run, and the longest chain of events effects may
  /// send back (see ``RunawayMacrostep``). Kept in the working memory, which is allocated at
  /// once for a limit other than the default: a machine with the default stores nothing.
  @inlinable var microstepLimit: Int {
    get { scratchBox?.scratch.microstepLimit ?? RunawayMacrostep.defaultLimit }
    set {
      if newValue != RunawayMacrostep.defaultLimit || scratchBox != nil {
        ensureScratch().scratch.microstepLimit = newValue
      }
    }
  }

  /// A core for a machine that has just entered `snapshot`.
  ///
  /// - Parameters:
  ///   - snapshot: The starting snapshot.
  ///   - awaitsEntry: Whether the runner is about to perform the effects of entering it (events
  ///     sent meanwhile are queued).
  @inlinable init(snapshot: Snapshot<State, Event, Context>, awaitsEntry: Bool) {
    self.snapshot = snapshot
    self.phase = awaitsEntry ? .processing : .idle
  }

  /// Who is processing: the core's run-to-completion state.
  ///
  /// ```
  /// idle ──begin──▶ processing ──stepHandedOut──▶ steppingOutside
  ///   ▲                │   ▲                           │
  ///   └─idleUnlessMail─┘   └───────stepHandedBack──────┘
  ///   │                │
  ///   └──stopped──▶ stopped ◀──idleUnlessMail (a stop was requested while processing)
  /// ```
  ///
  /// Any other move is a bug in the core, and traps with a message.
  @usableFromInline
  enum Phase: UInt8, Sendable {
    /// Nobody processes, and the mailbox is empty: a sent event is processed at once.
    case idle
    /// One thread, the runner, owns processing: it alone performs effects and calls
    /// listeners. Events that arrive meanwhile wait in the mailbox.
    case processing
    /// As ``processing``, and the runner takes a macrostep outside the lock, on the working
    /// snapshot the ``UnlockedStep`` owns. The core's snapshot is that macrostep's start, which
    /// every reader gets meanwhile.
    case steppingOutside
    /// ``Machine/stop()`` was called: no event is processed again. A stop requested while a
    /// thread processes moves here when that processing ends (``idleUnlessMail()``).
    case stopped
  }

  /// Whether nobody processes and the machine was not stopped (``Phase/idle``): otherwise a
  /// thread owns processing (``Phase/processing``, ``Phase/steppingOutside``), or the machine
  /// was stopped (``Phase/stopped``).
  @inlinable var isIdle: Bool { phase == .idle }

  /// An event is about to be processed: this thread owns processing until it ends it.
  @inlinable mutating func begin() {
    if phase != .idle { illegalMoveOfThePhase("an event was processed while another was") }
    phase = .processing
  }

  /// A macrostep is handed to the runner to take outside the lock.
  @inlinable mutating func stepHandedOut() {
    if phase != .processing {
      illegalMoveOfThePhase("a step was handed out by a core not processing, or one was out")
    }
    phase = .steppingOutside
  }

  /// The runner handed back the macrostep it took outside the lock.
  @inlinable mutating func stepHandedBack() {
    if phase != .steppingOutside {
      illegalMoveOfThePhase("a step was handed back that was not out")
    }
    phase = .processing
  }

  // MARK: Actions

  /// What to do after ``workEventArrived(from:)``.
  @usableFromInline
  enum DeliveryAction: Sendable, Equatable {
    /// The work's run is current: its event arrives through the door (``arrive(_:_:)``).
    case deliver
    /// The work's state was exited: the event was dropped and counted.
    case drop
  }

  // MARK: Events

  /// The runner performed a macrostep's effects and notified the listeners: ends processing
  /// when the mailbox is empty and no report waits for the watcher.
  ///
  /// - Returns: `true` when processing ended; `false` when events or reports wait
  ///   (``performed(_:)`` hands them over).
  @inlinable mutating func idleUnlessMail() -> Bool {
    if phase != .processing { illegalMoveOfThePhase("processing ended while it was not owned") }
    if let box = scratchBox, !box.mailbox.isEmpty || !box.reports.isEmpty { return false }
    phase = .idle
    if let box = scratchBox {
      box.chainLength = 0
      if box.stopRequested { phase = .stopped }
    }
    return true
  }

  /// One more event of a chain that effects sent: counts it, and notes the active atomic
  /// states of the chain's last events.
  ///
  /// - Returns: The report when the chain reached ``microstepLimit``: it stops.
  @inlinable @inline(never) mutating func chainExtended(
    _ definition: MachineDefinition<State, Event, Context>
  ) -> RunawayMacrostep? {
    let box = ensureScratch()
    box.chainLength += 1
    let windowStart = Swift.max(1, microstepLimit &- runawayWindow &+ 1)
    if box.chainLength == windowStart { box.chainStates.removeAll() }
    if box.chainLength >= windowStart {
      snapshot.active.forEach { node in
        if definition.nodeInfo[Int(node)].kind.isAtomic { box.chainStates.insert(node) }
      }
    }
    guard box.chainLength >= microstepLimit else { return nil }
    var names: [String] = []
    box.chainStates.forEach { names.append(definition.nodes[Int($0)].name) }
    return RunawayMacrostep(limit: microstepLimit, states: names)
  }

  /// The most effects whose room the working memory keeps after a macrostep
  /// (``effectsToPerform()``).
  @inlinable static var keptEffects: Int { 16 }

  /// Takes the effects the last macrostep left, for the runner to perform.
  @inlinable mutating func effectsToPerform() -> [Effect<Event, Context>] {
    guard let scratchBox, !scratchBox.scratch.effects.isEmpty else { return [] }
    let effects = scratchBox.scratch.effects
    // The runner holds the array, so clearing it allocates a new one: of the same capacity,
    // which spares the next macrostep growing it, up to a bound, so that one macrostep with
    // many effects (a parent spawning a thousand children) does not leave every later one
    // allocating room for as many.
    scratchBox.scratch.effects.removeAll(keepingCapacity: effects.count <= Self.keptEffects)
    return effects
  }

  /// State-scoped work sent an event: whether its run is still current. A stale event is
  /// counted in ``droppedWorkEvents``.
  @usableFromInline mutating func workEventArrived(from id: WorkID) -> DeliveryAction {
    if isStopped { return .drop }
    guard snapshot.activeWork.contains(id) else {
      ensureScratch().droppedWorkEvents += 1
      return .drop
    }
    return .deliver
  }

  /// A ``Effect/send(_:)`` effect: the event joins the mailbox, behind what is there.
  @inlinable mutating func eventQueued(_ event: Event) {
    if isStopped { return }
    mailbox.append(.effect(event))
  }

  /// The runner started a run of state-scoped work.
  ///
  /// - Returns: `false` when the machine was stopped: the runner cancels the task.
  @inlinable @discardableResult mutating func workStarted(_ id: WorkID, task: Task<Void, Never>)
    -> Bool
  {
    if isStopped { return false }
    ensureHandles().tasks[id] = task
    return true
  }

  /// The runner started a run of state-scoped work synchronously (`Work.init(name:attach:)`).
  ///
  /// - Returns: `false` when the machine was stopped: the runner cancels the work.
  @inlinable @discardableResult mutating func workAttached(
    _ id: WorkID, cancel: @escaping @Sendable () -> Void
  ) -> Bool {
    if isStopped { return false }
    ensureHandles().attachedWork[id] = cancel
    return true
  }

  /// A run of state-scoped work returned.
  @inlinable mutating func workReturned(_ id: WorkID) {
    handles?.tasks.removeValue(forKey: id)
  }

  /// A ``Effect/cancelWork(_:)`` effect: forgets the run.
  ///
  /// - Returns: The task to cancel, if it is still running, or what cancels attached work.
  @inlinable mutating func workCancelled(_ id: WorkID)
    -> (task: Task<Void, Never>?, detach: (@Sendable () -> Void)?)
  {
    (handles?.tasks.removeValue(forKey: id), handles?.attachedWork.removeValue(forKey: id) ?? nil)
  }

  /// The machine is released: the attached work to cancel, oldest first.
  @usableFromInline mutating func attachedWorkToCancel() -> [@Sendable () -> Void] {
    guard let handles else { return [] }
    defer { handles.attachedWork.removeAll() }
    return handles.attachedWork.sorted { $0.key.generation < $1.key.generation }.map(\.value)
  }

  /// The runner scheduled a timer.
  ///
  /// - Returns: `false` when the machine was stopped: the runner cancels the timer.
  @inlinable @discardableResult mutating func timerStarted(_ id: String, _ timer: ScheduledTimer)
    -> Bool
  {
    if isStopped { return false }
    ensureHandles().timers[id, default: []].append(timer)
    return true
  }

  /// A ``Effect/cancelTimer(id:)`` effect: forgets the timers with this id.
  ///
  /// - Returns: The timers to cancel.
  @inlinable mutating func timerCancelled(_ id: String) -> [ScheduledTimer] {
    handles?.timers.removeValue(forKey: id) ?? []
  }

  // MARK: Processing

  /// The handles of running work and timers, allocated on first use.
  @inlinable mutating func ensureHandles() -> RunningHandles {
    let box = ensureScratch()
    if let handles = box.handles { return handles }
    let started = RunningHandles()
    box.handles = started
    return started
  }

  /// The working memory, allocated on first use.
  @inlinable mutating func ensureScratch() -> ScratchBox<State, Event, Context> {
    if let scratchBox { return scratchBox }
    let box = ScratchBox<State, Event, Context>()
    if watcher != nil { box.scratch.attention |= Scratch<State, Event, Context>.watchedBit }
    scratchBox = box
    return box
  }

  /// Events from state-scoped work that arrived after its state was exited.
  @inlinable var droppedWorkEvents: Int { scratchBox?.droppedWorkEvents ?? 0 }

  /// Whether the last macrostep left effects to run.
  @inlinable var hasEffects: Bool { scratchBox.map { !$0.scratch.effects.isEmpty } ?? false }
}

/// Traps: the core was asked for a move its ``MachineCore/Phase`` does not allow, a bug in the
/// core. Out of line and outside the generic core, so that each move's check costs its callers a
/// compare and a branch, and no metadata.
@usableFromInline @inline(never)
func illegalMoveOfThePhase(_ message: StaticString) -> Never {
  fatalError("StateKit: \(message)")
}
