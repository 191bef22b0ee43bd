/// The machine's run-to-completion state machine: the snapshot, the mailbox and whether an
/// event is being processed, the listeners, and the handles of running work and timers.
///
/// A value guarded by the machine's lock. Its mutating methods are named after what happened
/// (an event was sent, the runner performed a macrostep's effects, a timer was started) and
/// return what to do next; they never perform a side effect themselves. ``Machine``'s runner
/// (`Machine+Runner.swift`) performs what they return, outside the lock.
///
/// Processing an event runs the engine's macrostep here, under the lock: the step is pure
/// (guards and assignments only read and change the snapshot), and whatever reaches outside
/// comes back as effects for the runner.
@usableFromInline
struct MachineCore<State: MachineState, Event: MachineEvent, Context: Sendable>: Sendable {
  @usableFromInline var snapshot: Snapshot<State, Event, Context>
  /// Whether a thread is processing, and whether anyone listens, in one byte that the quick path
  /// of ``eventSent(_:_:)`` tests once.
  @usableFromInline var flags: Flags
  /// Whether a thread is processing: set, events go to the mailbox.
  @inlinable var processing: Bool {
    get { flags.contains(.processing) }
    set { if newValue { flags.insert(.processing) } else { flags.remove(.processing) } }
  }
  /// Everything else: the algorithm's working memory, the mailbox, the listeners and the
  /// handles of running work and timers, allocated by the first event, listener, queued event
  /// or work that needs one of them.
  @usableFromInline var scratchBox: ScratchBox<State, Event, Context>?
  /// Events that arrived while another was being processed, in arrival order.
  @inlinable var mailbox: [Inbound<Event>] {
    get { scratchBox?.mailbox ?? [] }
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
  ///   - processing: Whether the runner is about to perform the effects of entering it (events
  ///     sent meanwhile are queued).
  @inlinable init(snapshot: Snapshot<State, Event, Context>, processing: Bool) {
    self.snapshot = snapshot
    self.flags = processing ? .processing : []
  }

  /// The core's flags.
  @usableFromInline
  struct Flags: OptionSet, Sendable {
    @usableFromInline let rawValue: UInt8
    @inlinable init(rawValue: UInt8) { self.rawValue = rawValue }
    /// A thread is processing an event.
    @inlinable static var processing: Self { Self(rawValue: 1) }
    /// At least one listener is registered.
    @inlinable static var observed: Self { Self(rawValue: 2) }
  }

  /// A registered listener, with the id its subscription cancels it by.
  @usableFromInline
  typealias Listener = (id: Int, body: @Sendable (MachineUpdate<State, Event, Context>) -> Void)

  // MARK: Actions

  /// What to do after ``eventSent(_:_:)``.
  @usableFromInline
  enum SendAction: Sendable, Equatable {
    /// Nothing more: the event was processed without effects, or queued.
    case finished(SendResult)
    /// The macrostep left effects: the runner owns processing now, and performs them (see
    /// ``effectsToPerform()``), then drains the mailbox. The event's result is attached.
    case performEffects(SendResult)
    /// Someone observes the machine: submit the event (``inboundArrived(_:_:)``), which builds
    /// the listeners' update (``process(_:_:)``).
    case submitObserved
  }

  /// What to do after ``inboundArrived(_:_:)``.
  @usableFromInline
  enum SubmitAction: Sendable {
    /// Another event is being processed: this one waits in the mailbox.
    case queued
    /// The event was processed: perform its effects, notify the listeners of `update` (`nil`
    /// when nobody observes), then drain the mailbox.
    case perform(
      SendResult, effects: [Effect<Event, Context>], update: MachineUpdate<State, Event, Context>?)
  }

  /// What to do after ``stepPerformed(_:)``.
  @usableFromInline
  enum DrainAction: Sendable {
    /// The mailbox is empty and processing has ended.
    case idle
    /// The next event of the mailbox was processed: perform its effects and notify. `runaway`
    /// is set when its macrostep, or the chain of sent events it belongs to, was stopped.
    case perform(
      effects: [Effect<Event, Context>], update: MachineUpdate<State, Event, Context>?,
      runaway: RunawayMacrostep?)
  }

  /// What to do after ``workEventArrived(from:)``.
  @usableFromInline
  enum DeliveryAction: Sendable, Equatable {
    /// The work's run is current: submit its event.
    case submit
    /// The work's state was exited: the event was dropped and counted.
    case drop
  }

  // MARK: Events

  /// ``Machine/send(_:)`` was called: the fast path. Queues the event when another is being
  /// processed; otherwise, unless someone observes, processes it now.
  @inlinable @inline(__always) mutating func eventSent(
    _ event: Event, _ definition: MachineDefinition<State, Event, Context>
  ) -> SendAction {
    if !flags.isEmpty {
      guard processing else { return .submitObserved }
      mailbox.append(.event(event))
      return .finished(.queued)
    }
    // Unobserved, the quick path records nothing; observed, `process` takes the same quick path
    // and builds the listeners' update from the transition it took.
    switch definition.quickStep(event, &snapshot) {
    case .ignored: return .finished(.ignored)
    case .handled:
      snapshot._checkInvariants()
      return .finished(.handled)
    case .general: return macrostepSent(event, definition)
    }
  }

  /// The rest of ``eventSent(_:_:)``: the event needs a macrostep. Apart, so that the quick
  /// path above stays small enough to inline into ``Machine/send(_:)``.
  @inlinable @inline(never) mutating func macrostepSent(
    _ event: Event, _ definition: MachineDefinition<State, Event, Context>
  ) -> SendAction {
    let box = ensureScratch()
    let handled = definition.macrostep(event, &snapshot, &box.scratch)
    snapshot._checkInvariants()
    var result: SendResult = handled ? .handled : .ignored
    if box.scratch.runaway, let runaway = definition.takeRunaway(&box.scratch) {
      result = .stopped(runaway)
    }
    if !hasEffects { return .finished(result) }
    processing = true
    return .performEffects(result)
  }

  /// An event arrived through the general path (observed, from work, a timer): queues it when
  /// another is being processed; otherwise processes it, recording it when someone observes.
  @inlinable mutating func inboundArrived(
    _ inbound: Inbound<Event>, _ definition: MachineDefinition<State, Event, Context>
  ) -> SubmitAction {
    if processing {
      mailbox.append(inbound)
      return .queued
    }
    processing = true
    let (result, update) = process(inbound, definition)
    return .perform(result, effects: effectsToPerform(), update: update)
  }

  /// The runner performed a macrostep's effects and notified the listeners: processes the next
  /// event of the mailbox, or ends processing when it is empty.
  @inlinable mutating func stepPerformed(
    _ definition: MachineDefinition<State, Event, Context>
  ) -> DrainAction {
    guard hasMail else {
      processing = false
      scratchBox?.chainLength = 0
      return .idle
    }
    let inbound = mailbox.removeFirst()
    var chainStopped: RunawayMacrostep?
    if case .effect = inbound {
      chainStopped = chainExtended(definition)
    } else {
      scratchBox?.chainLength = 0
    }
    var (result, update) = process(inbound, definition)
    if let chainStopped {
      // The chain's last event was processed; the events effects sent after it are dropped.
      mailbox.removeAll { if case .effect = $0 { true } else { false } }
      scratchBox?.chainLength = 0
      result = .stopped(chainStopped)
      update?.stoppedRunaway = chainStopped
    }
    let runaway: RunawayMacrostep?
    if case .stopped(let stopped) = result { runaway = stopped } else { runaway = nil }
    var effects = effectsToPerform()
    if chainStopped != nil {
      effects.removeAll { if case .send = $0 { true } else { false } }
    }
    return .perform(effects: effects, update: update, runaway: runaway)
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

  /// Takes the effects the last macrostep left, for the runner to perform.
  @inlinable mutating func effectsToPerform() -> [Effect<Event, Context>] {
    guard let scratchBox, !scratchBox.scratch.effects.isEmpty else { return [] }
    let effects = scratchBox.scratch.effects
    scratchBox.scratch.effects.removeAll(keepingCapacity: true)
    return effects
  }

  /// State-scoped work sent an event: whether its run is still current. A stale event is
  /// counted in ``droppedWorkEvents``.
  @usableFromInline mutating func workEventArrived(from id: WorkID) -> DeliveryAction {
    guard snapshot.activeWork.contains(id) else {
      ensureScratch().droppedWorkEvents += 1
      return .drop
    }
    return .submit
  }

  /// A ``Effect/send(_:)`` effect: the event joins the mailbox, behind what is there.
  @inlinable mutating func eventQueued(_ event: Event) {
    mailbox.append(.effect(event))
  }

  /// The runner started a run of state-scoped work.
  @inlinable mutating func workStarted(_ id: WorkID, task: Task<Void, Never>) {
    ensureHandles().tasks[id] = task
  }

  /// The runner started a run of state-scoped work synchronously (`Work.init(name:attach:)`).
  @inlinable mutating func workAttached(_ id: WorkID, cancel: @escaping @Sendable () -> Void) {
    ensureHandles().attachedWork[id] = cancel
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
  @inlinable mutating func timerStarted(_ id: String, _ timer: ScheduledTimer) {
    ensureHandles().timers[id, default: []].append(timer)
  }

  /// A ``Effect/cancelTimer(id:)`` effect: forgets the timers with this id.
  ///
  /// - Returns: The timers to cancel.
  @inlinable mutating func timerCancelled(_ id: String) -> [ScheduledTimer] {
    handles?.timers.removeValue(forKey: id) ?? []
  }

  /// A listener subscribed.
  ///
  /// - Returns: Its id, for ``listenerCancelled(_:)``.
  @usableFromInline mutating func listenerAdded(
    _ body: @escaping @Sendable (MachineUpdate<State, Event, Context>) -> Void
  ) -> Int {
    let box = ensureScratch()
    box.lastListener += 1
    box.listeners.append((box.lastListener, body))
    flags.insert(.observed)
    return box.lastListener
  }

  /// A listener's subscription was cancelled or released.
  @usableFromInline mutating func listenerCancelled(_ id: Int) {
    guard let box = scratchBox else { return }
    box.listeners.removeAll { $0.id == id }
    if box.listeners.isEmpty { flags.remove(.observed) }
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
    scratchBox = box
    return box
  }

  /// Events from state-scoped work that arrived after its state was exited.
  @inlinable var droppedWorkEvents: Int { scratchBox?.droppedWorkEvents ?? 0 }

  /// Whether the last macrostep left effects to run.
  @inlinable var hasEffects: Bool { scratchBox.map { !$0.scratch.effects.isEmpty } ?? false }

  /// An observed event that the quick path decides (a flat machine's plain transition, or an
  /// event it ignores): taken without the algorithm, with an update built from the transition
  /// taken instead of a recording.
  ///
  /// - Returns: `nil` when the event needs the recorded macrostep (or is not a sent event).
  @inlinable mutating func observedQuickStep(
    _ inbound: Inbound<Event>, _ definition: MachineDefinition<State, Event, Context>,
    _ box: ScratchBox<State, Event, Context>
  ) -> (SendResult, MachineUpdate<State, Event, Context>)? {
    let event: Event
    switch inbound {
    case .event(let e), .effect(let e): event = e
    case .work, .timer: return nil
    }
    let before = snapshot.active
    var taken: Int32 = -1
    let handled: Bool
    switch definition.quickStep(event, &snapshot, taken: &taken) {
    case .general: return nil
    case .ignored: handled = false
    case .handled:
      snapshot._checkInvariants()
      handled = true
    }
    let storage = box.updateStorage(snapshot)
    storage.origin = .sent
    storage.event = event
    storage.before = .quick(active: before, event: taken)
    storage.snapshot = snapshot
    storage.isHandled = handled
    if !storage.effects.isEmpty { storage.effects = [] }
    return (handled ? .handled : .ignored, MachineUpdate(storage: storage))
  }

  /// One macrostep for an inbound event, recording it when someone observes.
  @inlinable mutating func process(
    _ inbound: Inbound<Event>, _ definition: MachineDefinition<State, Event, Context>
  ) -> (SendResult, MachineUpdate<State, Event, Context>?) {
    let box = ensureScratch()
    let observing = flags.contains(.observed)
    if observing, let quick = observedQuickStep(inbound, definition, box) { return quick }
    let previous = observing ? snapshot : nil
    if observing {
      box.scratch.recording = true
      box.scratch.record.reset()
    }
    defer { box.scratch.recording = false }
    let handled: Bool
    let event: Event?
    let origin: MachineUpdate<State, Event, Context>.Origin
    switch inbound {
    case .event(let e), .effect(let e):
      origin = .sent
      event = e
      handled = definition.macrostep(e, &snapshot, &box.scratch)
    case .work(let e, let id):
      origin = .work(id)
      event = e
      guard snapshot.activeWork.contains(id) else {
        box.droppedWorkEvents += 1
        return (.ignored, nil)
      }
      handled = definition.macrostep(e, &snapshot, &box.scratch)
    case .timer(let id):
      origin = .timer(id)
      if let handles, var scheduled = handles.timers[id], !scheduled.isEmpty {
        scheduled.removeFirst()
        handles.timers[id] = scheduled.isEmpty ? nil : scheduled
      }
      event = snapshot.timers.first { $0.id == id }.flatMap {
        if case .event(let e) = $0.event { e } else { nil }
      }
      guard snapshot.timers.contains(where: { $0.id == id }) else { return (.ignored, nil) }
      handled = definition.fireTimer(id, &snapshot, &box.scratch)
    }
    snapshot._checkInvariants()
    var result: SendResult = handled ? .handled : .ignored
    let runaway = box.scratch.runaway ? definition.takeRunaway(&box.scratch) : nil
    if let runaway { result = .stopped(runaway) }
    guard let previous else { return (result, nil) }
    let storage = box.updateStorage(snapshot)
    storage.origin = origin
    storage.event = event
    storage.before = .recorded(previous)
    storage.snapshot = snapshot
    storage.isHandled = handled
    swap(&storage.record, &box.scratch.record)
    storage.effects = box.scratch.effects
    return (result, MachineUpdate(storage: storage, runaway: runaway))
  }
}
