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
///   after each macrostep and in order. They may call ``send(_:)`` and read the machine, which
///   returns the snapshot after the macrostep.
/// - Guards, assignments and payloads run inside the macrostep, on the processing thread. They
///   may call ``send(_:)`` (the event is queued) and read the machine, which returns the
///   snapshot of the macrostep's start (see <doc:CallbacksAndReentry>).
/// - State-scoped work runs in its own task. What it sends is checked against the snapshot
///   when it is processed: once its state was exited, its events are dropped.
///
/// For SwiftUI, keep the machine in a `@MainActor` view model (or use ``ObservableMachine``)
/// and send from the main actor; work that finishes elsewhere sends its result from there.
///
/// A machine runs until ``stop()`` is called or it is released: either cancels its work and
/// timers.
public final class Machine<State: MachineState, Event: MachineEvent, Context: Sendable>:
  @unchecked Sendable
{
  /// The shared, compiled definition.
  public let definition: MachineDefinition<State, Event, Context>
  // A machine is three parts: this public face; its core (`MachineCore`), the run-to-completion
  // state machine under the lock, whose methods return what to do next; and its runner
  // (`Machine+Runner.swift`), which does it outside the lock: effects, listeners, work, timers.

  /// Set once work or a timer was started: a machine that never started any has nothing to
  /// cancel when released, and its deinit returns without touching the generic core (which,
  /// unspecialized there, pays generic metadata look-ups).
  @usableFromInline let startedHandles = Atomic<Bool>(false)
  /// How ``send(_:)`` takes an event, read before any lock (``SendRoute``): one byte, so that
  /// the plain path tests one load where it read the definition's flag.
  @usableFromInline let sendRoute: Atomic<UInt8>
  /// The machine's lock, which guards ``guardedCore`` (see ``withCore(_:)``).
  @usableFromInline let lock = MachineLock()
  /// The run-to-completion state machine. Read and changed only through ``withCore(_:)``, under
  /// ``lock``: hence `@unchecked Sendable`, and no dynamic exclusivity checks.
  @usableFromInline @exclusivity(unchecked) var guardedCore: MachineCore<State, Event, Context>
  /// The scheduler of the machine's timers and the handler of its log lines; shared by the
  /// machines made with the defaults.
  @usableFromInline let environment: MachineEnvironment
  /// Receives ``Action/log(_:_:)`` lines.
  @inlinable var logHandler: @Sendable (_ label: String, _ message: String) -> Void {
    environment.log
  }
  /// Schedules the machine's timers.
  @inlinable var scheduler: any TimerScheduler { environment.scheduler }

  /// Starts a machine: enters the initial configuration and runs its entry effects.
  ///
  /// With `startImmediately: false`, the machine is in its initial configuration (its
  /// ``snapshot`` can be read) but runs nothing until ``start()``: no entry action's effect, no
  /// work, no timer. Events sent before then wait and are processed, in order, by `start()`.
  /// A test that must see everything the initial state's work does attaches to such a machine
  /// first (StateKitTesting's `MachineTester` starts it), instead of racing work that has
  /// already begun.
  ///
  /// ```swift
  /// let machine = Machine(feedDefinition, clock: clock, startImmediately: false)
  /// let tester = MachineTester(machine: machine, clock: clock)  // starts it
  /// await tester.receive(.loaded(page)) { $0.state = .showing }
  /// ```
  ///
  /// - Parameters:
  ///   - definition: The compiled definition (share one across machines).
  ///   - context: The starting context; the definition's ``MachineDefinition/initialContext``
  ///     when `nil`.
  ///   - clock: The clock delayed transitions and delayed sends wait on. In tests, pass a
  ///     manual clock (StateKitTesting's `ManualClock`) and advance it.
  ///   - log: Receives ``Action/log(_:_:)`` lines; ignored when `nil` (the default).
  ///   - microstepLimit: The most microsteps one macrostep may run, and the longest chain of
  ///     events effects may send back, before the machine stops it (see ``RunawayMacrostep``);
  ///     positive.
  ///   - startImmediately: Whether the entry effects run now (the default), or when
  ///     ``start()`` is called.
  @inlinable public convenience init(
    _ definition: MachineDefinition<State, Event, Context>, context: Context? = nil,
    clock: some Clock<Duration> = ContinuousClock(),
    log: (@Sendable (_ label: String, _ message: String) -> Void)? = nil,
    microstepLimit: Int = RunawayMacrostep.defaultLimit, startImmediately: Bool = true
  ) {
    let start = definition.startingSnapshot(context: context, microstepLimit: microstepLimit)
    self.init(
      snapshot: start.snapshot, effects: start.effects, environment: .make(clock: clock, log: log),
      microstepLimit: microstepLimit, startImmediately: startImmediately)
  }

  /// Restores a machine from a snapshot (for example one decoded from disk).
  ///
  /// The work of the restored active states starts again, with the entering event `nil`.
  /// Pending timers are re-armed with the time they had left when the snapshot was taken from
  /// the running machine: time that passed while the snapshot was stored does not count.
  /// With `startImmediately: false`, both wait for ``start()``.
  ///
  /// - Parameters:
  ///   - snapshot: The snapshot to continue from.
  ///   - clock: The clock timers wait on.
  ///   - log: Receives ``Action/log(_:_:)`` lines; ignored when `nil` (the default).
  ///   - microstepLimit: The most microsteps one macrostep may run (see ``RunawayMacrostep``).
  ///   - startImmediately: Whether the work starts and the timers are re-armed now (the
  ///     default), or when ``start()`` is called.
  @inlinable public convenience init(
    restoring snapshot: Snapshot<State, Event, Context>,
    clock: some Clock<Duration> = ContinuousClock(),
    log: (@Sendable (_ label: String, _ message: String) -> Void)? = nil,
    microstepLimit: Int = RunawayMacrostep.defaultLimit, startImmediately: Bool = true
  ) {
    let resumed = snapshot.definition.resume(snapshot)
    self.init(
      snapshot: resumed.snapshot, effects: resumed.effects,
      environment: .make(clock: clock, log: log), microstepLimit: microstepLimit,
      startImmediately: startImmediately)
  }

  /// Inlinable, as the initializers above, so that a machine's start is specialized for its
  /// types where it is created: unspecialized, it spends most of its time looking up metadata.
  @inlinable init(
    snapshot: Snapshot<State, Event, Context>, effects: [Effect<Event, Context>],
    environment: MachineEnvironment, microstepLimit: Int, startImmediately: Bool = true
  ) {
    self.definition = snapshot.definition
    self.sendRoute = Atomic(SendRoute.route(snapshot.definition, observed: false))
    self.environment = environment
    // The working memory of the initial steps is not kept: a machine allocates its scratch
    // on the first event that needs it, and a flat machine's plain transitions never do.
    snapshot._checkInvariants()
    var core = MachineCore(snapshot: snapshot, awaitsEntry: !startImmediately || !effects.isEmpty)
    core.microstepLimit = microstepLimit
    if !startImmediately { core.startDeferred(effects) }
    self.guardedCore = consume core
    if startImmediately && !effects.isEmpty { started(performing: effects) }
  }

  /// Performs the effects of entering the initial states, then drains what they sent: the
  /// machine's first hand-off, which its creation makes (a deferred start arrives through the
  /// door, ``start()``). Out of line, so that a start without effects stays small enough to
  /// inline where a machine is made.
  @inlinable @inline(never) func started(performing effects: [Effect<Event, Context>]) {
    _ = drain(.perform(.init(.handled, effects: effects)))
  }

  /// Sends an event and, unless another event is being processed, processes it now.
  ///
  /// - Parameter event: The event.
  /// - Returns: ``SendResult/handled`` or ``SendResult/ignored`` when processed now,
  ///   ``SendResult/queued`` when it waits behind an event being processed, and
  ///   ``SendResult/stopped(_:)`` when its macrostep (or a chain of events its effects sent)
  ///   did not settle within the machine's bound of microsteps and was stopped, and
  ///   ``SendResult/machineStopped`` when the machine was stopped (``stop()``).
  @inlinable @discardableResult
  public func send(_ event: Event) -> SendResult {
    // The prelude, for a machine nobody observes whose definition calls no code (read before
    // any lock from the hint the definition and the subscriptions leave, ``SendRoute``; the
    // core checks again under the lock): its quick step, or its macrostep under one lock. A
    // local function rather than a closure, so that it can be marked always-inline: the
    // optimizer kept a closure out of line, which cost a call and a frame on every event.
    if sendRoute.load(ordering: .relaxed) == 0 {
      @inline(__always) func sent(
        _ core: inout MachineCore<State, Event, Context>
      ) -> MachineCore<State, Event, Context>.Prelude {
        core.prelude(event, definition)
      }
      switch withCore(sent) {
      case .finished(let result): return result
      case .handedOver(let result): return handedOver(result)
      case .declined: break
      }
    }
    return sendThroughDoor(event)
  }

  /// The prelude processed an event that left effects, or reports for a watcher: the runner
  /// takes them, under the next lock, and drains. Out of line, so that the hand-off it builds
  /// stays out of ``send(_:)``.
  @inlinable @inline(never) func handedOver(_ result: SendResult) -> SendResult {
    drain(withCore { $0.processedEvent(result, nil) })
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
    subscribe(.updates(listener))
  }

  /// Registers a listener that reads only the snapshot each macrostep reached: an
  /// ``ObservableMachine``, a stream of snapshots. While every listener is such a one, the
  /// core builds no ``MachineUpdate`` and the algorithm records nothing of what each macrostep
  /// did; a listener is given its snapshot to keep, moved when it is the only one.
  ///
  /// - Parameter listener: Receives the snapshot after each macrostep.
  /// - Returns: A token, as ``subscribe(_:)``'s.
  @usableFromInline func subscribeToSnapshots(
    _ listener: @escaping @Sendable (consuming Snapshot<State, Event, Context>) -> Void
  ) -> Subscription {
    subscribe(.snapshots(listener))
  }

  /// Registers a listener.
  func subscribe(_ body: MachineCore<State, Event, Context>.Listener.Body) -> Subscription {
    let id = withCore { core in
      sendRoute.store(SendRoute.route(definition, observed: true), ordering: .relaxed)
      return core.listenerAdded(body)
    }
    return Subscription { [weak self] in
      guard let self else { return }
      withCore { core in
        core.listenerCancelled(id)
        if !core.isObserved {
          sendRoute.store(SendRoute.route(definition, observed: false), ordering: .relaxed)
        }
      }
    }
  }

  /// Makes a child machine, before it starts, a watched child: every step's end tells
  /// `watcher` (``ChildWatcher``).
  func watch(by watcher: ChildWatcher) {
    withCore { core in
      core.watcher = watcher
      core.scratchBox?.scratch.attention |= Scratch<State, Event, Context>.watchedBit
    }
  }

  deinit {
    guard startedHandles.load(ordering: .relaxed) else { return }
    // Cancelled under the lock, reading the core's handles in place: a method of the core
    // would run unspecialized here (a deinit is not inlined into the caller) and pay generic
    // metadata look-ups on every machine's release.
    let attached = withCore { core -> [@Sendable () -> Void] in
      guard let handles = core.handles else { return [] }
      for task in handles.tasks.values { task.cancel() }
      for timers in handles.timers.values { for timer in timers { timer.cancel() } }
      return handles.attachedWork.isEmpty ? [] : core.attachedWorkToCancel()
    }
    // Attached work (SCXML's invoked sessions) cancels outside the lock: a child's exit
    // handlers may send to this machine's parent.
    for cancel in attached { cancel() }
  }

}
