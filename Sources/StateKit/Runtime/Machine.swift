import Synchronization

/// A running machine: owns a snapshot of a ``MachineDefinition``, processes events one at a
/// time, and carries out the effects of its actions: side effects, state-scoped work, timers.
///
/// ```swift
/// let machine = Machine(search)
/// machine.send(.startSearch)        // .handled
/// machine.send(.success)            // .ignored: searching does not handle success
/// print(machine.state)              // searching
/// ```
///
/// ## Concurrency contract
///
/// `Machine` is `Sendable`: call ``send(_:)`` from any thread, task or actor, including the
/// main actor. Events are processed one at a time, to completion (a whole macrostep), in the
/// order they reach the machine:
///
/// - The thread that finds the machine idle processes its event right away, under an internal
///   lock, and returns ``SendResult/handled`` or ``SendResult/ignored``.
/// - An event sent while another is being processed (from an effect or a listener on the
///   processing thread, or from another thread) is appended to the mailbox and ``send(_:)``
///   returns ``SendResult/queued``. The processing thread drains the mailbox, in order, before
///   it returns: no event is lost, re-entered or reordered per sender.
/// - Effects (``Action/run(_:_:)``, ``Action/send(_:)``, ``Action/log(_:_:)``, starting and
///   cancelling work and timers) and listeners run on the processing thread, outside the lock,
///   after each macrostep and in order. They may call ``send(_:)`` and read the machine.
/// - Guards and actions that change the context run inside the lock: they receive the context
///   and the event, and must not call back into the machine.
/// - State-scoped work runs in its own task. What it sends is checked against the snapshot
///   when it is processed: once its state was exited, its events are dropped.
///
/// For SwiftUI, keep the machine in a `@MainActor` view model (or use ``ObservableMachine``)
/// and send from the main actor; work that finishes elsewhere sends its result from there.
public final class Machine<State: MachineState, Event: MachineEvent, Context: Sendable>: Sendable {
  /// The shared, compiled definition.
  public let definition: MachineDefinition<State, Event, Context>
  @usableFromInline let core: Lock<MachineCore<State, Event, Context>>
  @usableFromInline let logHandler: @Sendable (_ label: String, _ message: String) -> Void
  @usableFromInline let scheduler: any TimerScheduler

  /// Starts a machine: enters the initial configuration and runs its entry effects.
  ///
  /// - Parameters:
  ///   - definition: The compiled definition (share one across machines).
  ///   - context: The starting context; the definition's ``MachineDefinition/initialContext``
  ///     when `nil`.
  ///   - clock: The clock delayed transitions and delayed sends wait on. In tests, pass a
  ///     manual clock (StateKitTesting's `ManualClock`) and advance it.
  ///   - log: Receives ``Action/log(_:_:)`` lines; ignored by default.
  public convenience init(
    _ definition: MachineDefinition<State, Event, Context>, context: Context? = nil,
    clock: some Clock<Duration> = ContinuousClock(),
    log: @escaping @Sendable (_ label: String, _ message: String) -> Void = { _, _ in }
  ) {
    var snapshot = Snapshot(definition: definition, context: context ?? definition.initialContext)
    var work = Scratch<State, Event, Context>()
    definition.enterInitialConfiguration(&snapshot, &work)
    self.init(snapshot: snapshot, work: work, clock: clock, log: log)
  }

  /// Restores a machine from a snapshot (for example one decoded from disk).
  ///
  /// The work of the restored active states starts again, with the entering event `nil`.
  /// Pending timers are re-armed with the time they had left when the snapshot was taken from
  /// the running machine: time that passed while the snapshot was stored does not count.
  ///
  /// - Parameters:
  ///   - snapshot: The snapshot to continue from.
  ///   - clock: The clock timers wait on.
  ///   - log: Receives ``Action/log(_:_:)`` lines.
  public convenience init(
    restoring snapshot: Snapshot<State, Event, Context>,
    clock: some Clock<Duration> = ContinuousClock(),
    log: @escaping @Sendable (_ label: String, _ message: String) -> Void = { _, _ in }
  ) {
    var snapshot = snapshot
    var work = Scratch<State, Event, Context>()
    snapshot.definition.resume(&snapshot, &work)
    self.init(snapshot: snapshot, work: work, clock: clock, log: log)
  }

  private init(
    snapshot: Snapshot<State, Event, Context>, work: Scratch<State, Event, Context>,
    clock: some Clock<Duration>, log: @escaping @Sendable (String, String) -> Void
  ) {
    self.definition = snapshot.definition
    self.logHandler = log
    self.scheduler = (clock as? any TimerScheduler) ?? ClockScheduler(clock: clock)
    // The working memory of the initial steps is not kept: a machine allocates its scratch
    // on the first event that needs it, and a flat machine's plain transitions never do.
    let effects = work.effects
    self.core = Lock(MachineCore(snapshot: snapshot, processing: !effects.isEmpty))
    if !effects.isEmpty { drain(effects: effects, update: nil) }
  }

  /// Sends an event and, unless another event is being processed, processes it now.
  ///
  /// - Parameter event: The event.
  /// - Returns: ``SendResult/handled`` or ``SendResult/ignored`` when processed now,
  ///   ``SendResult/queued`` when it waits behind an event being processed.
  @inlinable @discardableResult
  public func send(_ event: Event) -> SendResult {
    // The fast path: nobody observes, no effect to run — one lock, no allocation.
    let outcome = core.withLock { core -> SendOutcome in
      if core.processing {
        core.mailbox.append(.event(event))
        return .finished(.queued)
      }
      guard core.listeners.isEmpty else { return .needsObservedProcessing }
      if let handled = definition.quickStep(event, &core.snapshot) {
        return .finished(handled ? .handled : .ignored)
      }
      let box = core.ensureScratch()
      let handled = definition.macrostep(event, &core.snapshot, &box.work)
      let result: SendResult = handled ? .handled : .ignored
      if !core.hasEffects { return .finished(result) }
      core.processing = true
      return .needsEffects(result)
    }
    switch outcome {
    case .finished(let result):
      return result
    case .needsEffects(let result):
      runEffects()
      return result
    case .needsObservedProcessing:
      return submit(.event(event))
    }
  }

  /// Runs the effects the fast path left, then drains the mailbox.
  @usableFromInline func runEffects() {
    let effects = core.withLock { $0.takeEffects() }
    drain(effects: effects, update: nil)
  }

  /// Delivers an event from state-scoped work, unless its state was exited.
  ///
  /// - Returns: `false` when the event was dropped.
  @usableFromInline @discardableResult
  func deliver(_ event: Event, from id: WorkID) -> Bool {
    let stale = core.withLock { !$0.snapshot.activeWork.contains(id) }
    if stale {
      core.withLock { $0.droppedWorkEvents += 1 }
      return false
    }
    submit(.work(event, id))
    return true
  }

  /// A timer fired.
  @usableFromInline func fireTimer(_ id: String) {
    submit(.timer(id))
  }

  /// Processes an inbound event (or finishes one the fast path processed), runs effects,
  /// notifies listeners and drains the mailbox.
  @inlinable @discardableResult
  func submit(_ inbound: Inbound<Event>) -> SendResult {
    let first = core.withLock {
      core -> (SendResult, [Effect<Event, Context>], MachineUpdate<State, Event, Context>?)? in
      if core.processing {
        core.mailbox.append(inbound)
        return nil
      }
      core.processing = true
      let (result, update) = core.process(inbound, definition)
      return (result, core.takeEffects(), update)
    }
    guard let (result, effects, update) = first else { return .queued }
    drain(effects: effects, update: update)
    return result
  }

  /// Runs effects and notifies listeners, then processes queued events until the mailbox is
  /// empty. Called by the thread that set `processing`; clears it.
  ///
  /// Inlinable, like ``send(_:)``, so that observed machines run specialized code too.
  @inlinable
  func drain(effects: [Effect<Event, Context>], update: MachineUpdate<State, Event, Context>?) {
    var effects = effects
    var update = update
    while true {
      if !effects.isEmpty { perform(effects) }
      if let update {
        let listeners = core.withLock { $0.listeners }
        for listener in listeners { listener.body(update) }
      }
      let next = core.withLock {
        core -> ([Effect<Event, Context>], MachineUpdate<State, Event, Context>?)? in
        guard !core.mailbox.isEmpty else {
          core.processing = false
          return nil
        }
        let inbound = core.mailbox.removeFirst()
        let (_, update) = core.process(inbound, definition)
        return (core.takeEffects(), update)
      }
      guard let next else { return }
      (effects, update) = next
    }
  }

  @inlinable func perform(_ effects: [Effect<Event, Context>]) {
    for effect in effects {
      switch effect {
      case .run(_, let body, let context, let event):
        body(context, event)
      case .send(let event):
        core.withLock { $0.mailbox.append(.event(event)) }
      case .log(let label, let message):
        logHandler(label, message)
      case .startWork(let start):
        let id = start.id
        let input = WorkInput<Event, Context>(context: start.context, event: start.event) {
          [weak self] event in self?.deliver(event, from: id) ?? false
        }
        if let attach = start.work.attach {
          let cancel = attach(input)
          core.withLock { $0.attachedWork[id] = cancel }
          continue
        }
        let task = Task { [weak self] in
          await start.work.run(input)
          _ = self?.core.withLock { $0.tasks.removeValue(forKey: id) }
        }
        core.withLock { $0.tasks[id] = task }
      case .cancelWork(let id):
        let (task, cancel) = core.withLock {
          ($0.tasks.removeValue(forKey: id), $0.attachedWork.removeValue(forKey: id))
        }
        task?.cancel()
        cancel?()
      case .startTimer(let id, let delay):
        let timer = scheduler.schedule(after: delay) { [weak self] in self?.fireTimer(id) }
        core.withLock { $0.timers[id, default: []].append(timer) }
      case .cancelTimer(let id):
        core.withLock { $0.timers.removeValue(forKey: id) }?.forEach { $0.cancel() }
      }
    }
  }

  /// Registers a listener called after every macrostep, on the processing thread, in order.
  ///
  /// Observing costs nothing while no listener is registered; with listeners, each macrostep
  /// also records what it did (``MachineUpdate``).
  ///
  /// - Parameter listener: Receives each macrostep's event, snapshots and what it did.
  /// - Returns: A token; the listener stays registered until it is cancelled or released.
  public func subscribe(
    _ listener: @escaping @Sendable (MachineUpdate<State, Event, Context>) -> Void
  ) -> Subscription {
    let id = core.withLock { core in
      core.nextListener += 1
      core.listeners.append((core.nextListener, listener))
      return core.nextListener
    }
    return Subscription { [weak self] in
      self?.core.withLock { $0.listeners.removeAll { $0.id == id } }
    }
  }

  deinit {
    let attached = core.withLock { core in
      for task in core.tasks.values { task.cancel() }
      for timers in core.timers.values { for timer in timers { timer.cancel() } }
      return core.attachedWork.sorted { $0.key.generation < $1.key.generation }.map(\.value)
    }
    for cancel in attached { cancel() }
  }
}

/// An event on its way into the machine.
@usableFromInline
enum Inbound<Event: MachineEvent>: Sendable {
  /// Sent with ``Machine/send(_:)``, or by a ``Action/send(_:)`` effect.
  case event(Event)
  /// Sent by state-scoped work; dropped unless the run is still current when processed.
  case work(Event, WorkID)
  /// A timer fired; dropped unless it is still pending when processed.
  case timer(String)
}

/// The machine's mutable state, guarded by its lock.
@usableFromInline
struct MachineCore<State: MachineState, Event: MachineEvent, Context: Sendable>: Sendable {
  @usableFromInline var snapshot: Snapshot<State, Event, Context>
  /// The algorithm's working memory, allocated by the first event that needs it.
  @usableFromInline var scratch: ScratchBox<State, Event, Context>?
  @usableFromInline var processing: Bool
  @usableFromInline var mailbox: [Inbound<Event>] = []
  /// Listeners in subscription order.
  @usableFromInline var listeners:
    [(id: Int, body: @Sendable (MachineUpdate<State, Event, Context>) -> Void)] = []
  @usableFromInline var nextListener = 0
  @usableFromInline var tasks: [WorkID: Task<Void, Never>] = [:]
  /// What cancels the running work that was started synchronously (`Work.init(name:attach:)`).
  @usableFromInline var attachedWork: [WorkID: @Sendable () -> Void] = [:]
  @usableFromInline var timers: [String: [ScheduledTimer]] = [:]
  @usableFromInline var droppedWorkEvents = 0

  init(
    snapshot: Snapshot<State, Event, Context>, processing: Bool
  ) {
    self.snapshot = snapshot
    self.processing = processing
  }

  /// The working memory, allocated on first use.
  @inlinable mutating func ensureScratch() -> ScratchBox<State, Event, Context> {
    if let scratch { return scratch }
    let box = ScratchBox<State, Event, Context>()
    scratch = box
    return box
  }

  /// Whether the last macrostep left effects to run.
  @inlinable var hasEffects: Bool { scratch.map { !$0.work.effects.isEmpty } ?? false }

  @inlinable mutating func takeEffects() -> [Effect<Event, Context>] {
    guard let scratch, !scratch.work.effects.isEmpty else { return [] }
    let effects = scratch.work.effects
    scratch.work.effects.removeAll(keepingCapacity: true)
    return effects
  }

  /// One macrostep for an inbound event, recording it when someone observes.
  @inlinable mutating func process(
    _ inbound: Inbound<Event>, _ definition: MachineDefinition<State, Event, Context>
  ) -> (SendResult, MachineUpdate<State, Event, Context>?) {
    let box = ensureScratch()
    let observing = !listeners.isEmpty
    let previous = observing ? snapshot : nil
    if observing {
      box.work.recording = true
      box.work.record.reset()
    }
    defer { box.work.recording = false }
    let handled: Bool
    let event: Event?
    let origin: MachineUpdate<State, Event, Context>.Origin
    switch inbound {
    case .event(let e):
      origin = .sent
      event = e
      handled = definition.macrostep(e, &snapshot, &box.work)
    case .work(let e, let id):
      origin = .work(id)
      event = e
      guard snapshot.activeWork.contains(id) else {
        droppedWorkEvents += 1
        return (.ignored, nil)
      }
      handled = definition.macrostep(e, &snapshot, &box.work)
    case .timer(let id):
      origin = .timer(id)
      if var handles = timers[id], !handles.isEmpty {
        handles.removeFirst()
        timers[id] = handles.isEmpty ? nil : handles
      }
      event = snapshot.timers.first { $0.id == id }.flatMap {
        if case .event(let e) = $0.event { e } else { nil }
      }
      guard snapshot.timers.contains(where: { $0.id == id }) else { return (.ignored, nil) }
      handled = definition.fireTimer(id, &snapshot, &box.work)
    }
    let result: SendResult = handled ? .handled : .ignored
    guard let previous else { return (result, nil) }
    return (
      result,
      MachineUpdate(
        origin: origin, event: event, previous: previous, snapshot: snapshot, isHandled: handled,
        record: box.work.record, effects: box.work.effects)
    )
  }
}

/// What the locked part of ``Machine/send(_:)`` left to do outside the lock.
@usableFromInline
enum SendOutcome: Sendable {
  case finished(SendResult)
  case needsEffects(SendResult)
  case needsObservedProcessing
}
