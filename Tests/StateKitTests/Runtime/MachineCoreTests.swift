import Testing

@testable import StateKit

/// The machine's core state machine on its own: events in, actions out, no lock, no thread,
/// no effect performed.
struct MachineCoreTests {
  typealias Core = MachineCore<S, E, Trace>

  /// a --go--> b --go--> c; `act` runs a side effect and stays in b; `post` sends `go`.
  static func definition() throws -> TestDefinition {
    try TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") { On("go", to: "b") }
      StateNode("b") {
        On("go", to: "c")
        On("act", actions: [.run("effect") { _, _ in }])
        On("post", actions: [.send("go")])
      }
      StateNode("c") {}
    }
  }

  static func idleCore() throws -> (Core, TestDefinition) {
    let definition = try definition()
    return (Core(snapshot: definition.initialSnapshot(), awaitsEntry: false), definition)
  }

  @Test func anEventSentWhileIdleIsProcessedAtOnce() throws {
    var (core, definition) = try Self.idleCore()
    #expect(core.sent("go", definition).ended() == .handled)
    #expect(core.snapshot.state == "b")
    #expect(core.isIdle)
    #expect(core.mailbox.isEmpty)
  }

  @Test func thePhaseAndTheObservedFlagFollowProcessingAndTheListeners() throws {
    var (core, definition) = try Self.idleCore()
    #expect(core.phase == .idle && !core.isObserved)
    let first = core.listenerAdded(.updates { _ in })
    let second = core.listenerAdded(.updates { _ in })
    #expect(core.isObserved)
    #expect(core.prelude("go", definition) == .declined)
    core.listenerCancelled(first)
    #expect(core.isObserved)
    core.begin()
    #expect(core.phase == .processing)
    #expect(core.sent("go", definition).ended() == .queued)
    core.listenerCancelled(second)
    #expect(!core.isObserved)
    // The queued event waits: processing goes on until the mailbox is drained, and ends
    // under the lock that processed the last event when it left nothing to do.
    guard case .some(.handled) = core.performed(definition).ended() else {
      Issue.record("expected the queued event to be processed, ending processing")
      return
    }
    #expect(core.phase == .idle)
    #expect(core.sent("go", definition).ended() == .handled)
  }

  /// The phase moves only as ``MachineCore/Phase`` draws it: anything else is a bug in the
  /// core, which traps with a message instead of running on.
  @Test func anIllegalMoveOfThePhaseTraps() async {
    await #expect(processExitsWith: .failure) {
      var (core, _) = try Self.idleCore()
      _ = core.idleUnlessMail()
    }
    await #expect(processExitsWith: .failure) {
      var (core, _) = try Self.idleCore()
      core.begin()
      core.begin()
    }
    await #expect(processExitsWith: .failure) {
      var (core, _) = try Self.idleCore()
      core.begin()
      core.stepHandedBack()
    }
    await #expect(processExitsWith: .failure) {
      var (core, _) = try Self.idleCore()
      core.stepHandedOut()
    }
  }

  @Test func anEventNoTransitionTakesIsIgnored() throws {
    var (core, definition) = try Self.idleCore()
    #expect(core.sent("act", definition).ended() == .ignored)
    #expect(core.snapshot.state == "a")
  }

  @Test func anEventSentWhileProcessingIsQueuedThenProcessedWhenTheStepIsPerformed() throws {
    let definition = try Self.definition()
    var core = Core(snapshot: definition.initialSnapshot(), awaitsEntry: true)
    #expect(core.sent("go", definition).ended() == .queued)
    #expect(core.sent("go", definition).ended() == .queued)
    #expect(core.snapshot.state == "a")
    #expect(core.mailbox.count == 2)

    // An event that leaves nothing to do while another waits: processing goes on.
    guard let processed = core.performed(definition).next() else {
      Issue.record("expected the first queued event to be processed")
      return
    }
    #expect(processed == .handled)
    #expect(core.snapshot.state == "b")
    #expect(!core.isIdle)
    // The last one ends processing under the same lock.
    guard case .some(.handled) = core.performed(definition).ended() else {
      Issue.record("expected the last queued event to end processing")
      return
    }
    #expect(core.snapshot.state == "c")
    #expect(core.isIdle)
  }

  @Test func aStepWithEffectsHandsThemToTheRunnerAndKeepsProcessing() throws {
    var (core, definition) = try Self.idleCore()
    _ = core.sent("go", definition)
    guard let processed = core.sent("act", definition).processed() else {
      Issue.record("expected the effects to be handed over")
      return
    }
    #expect(!core.isIdle)
    #expect(processed.result == .handled)
    #expect(processed.effects.map(\.name) == ["effect"])
    #expect(core.effectsToPerform().isEmpty)
    #expect(core.sent("go", definition).ended() == .queued)
    // Nobody listens: once the effects ran, the queued event follows, and ends processing.
    guard case .some(.handled) = core.effectsPerformed(processed, definition).ended() else {
      Issue.record("expected the queued event to be processed, ending processing")
      return
    }
    #expect(core.snapshot.state == "c")
    #expect(core.isIdle)
  }

  @Test func aSendEffectJoinsTheMailbox() throws {
    var (core, definition) = try Self.idleCore()
    _ = core.sent("go", definition)
    let effects = core.sent("post", definition).processed()?.effects ?? []
    #expect(effects.map(\.name) == ["send go"])
    core.eventQueued("go")
    guard case .some(.handled) = core.performed(definition).ended() else {
      Issue.record("expected the sent event to be processed")
      return
    }
    #expect(core.snapshot.state == "c")
  }

  /// Without the quick path (a flat machine's plain moves, which `QuickStepUpdateTests`
  /// covers), an observed event takes the recorded path.
  @Test func withAListenerEventsTakeTheRecordedPath() throws {
    let definition = try Self.definition().withoutFastPaths()
    var core = Core(snapshot: definition.initialSnapshot(), awaitsEntry: false)
    let id = core.listenerAdded(.updates { _ in })
    #expect(core.prelude("go", definition) == .declined)
    #expect(core.snapshot.state == "a")

    // No effects to perform first: the listeners come with the update.
    guard let notified = core.arrive(.sent("go"), definition).notified() else {
      Issue.record("expected the event to be processed and its listeners handed over")
      return
    }
    #expect(notified.result == .handled)
    #expect(notified.update.effects.isEmpty)
    #expect(notified.update.previous.state == "a")
    #expect(notified.update.snapshot.state == "b")
    #expect(notified.update.entered == ["b"])
    #expect(notified.listeners.map(\.id) == [id])
    #expect(!core.isIdle)
    guard case .some(.queued) = core.arrive(.sent("go"), definition).ended() else {
      Issue.record("expected the event to wait behind the one being processed")
      return
    }

    core.listenerCancelled(id)
    #expect(core.listeners.isEmpty)
  }

  /// Effects may subscribe and cancel: a step that left effects hands over its update with no
  /// listeners, then again, once the effects ran, with the listeners registered then.
  @Test func anObservedStepWithEffectsHandsItsListenersOverAfterThem() throws {
    var (core, definition) = try Self.idleCore()
    _ = core.sent("go", definition)
    let first = core.listenerAdded(.updates { _ in })
    guard let processed = core.arrive(.sent("act"), definition).processed() else {
      Issue.record("expected the event to be processed")
      return
    }
    #expect(processed.effects.map(\.name) == ["effect"])
    #expect(processed.update?.effects.map(\.name) == ["effect"])
    // The effect subscribed one listener and cancelled the other.
    let second = core.listenerAdded(.updates { _ in })
    core.listenerCancelled(first)
    guard let notified = core.effectsPerformed(processed, definition).notified() else {
      Issue.record("expected the update to be handed over with the listeners")
      return
    }
    #expect(notified.result == .handled)
    #expect(notified.update.storage === processed.update?.storage)
    #expect(notified.listeners.map(\.id) == [second])
  }

  @Test func listenersGetIncreasingIds() throws {
    var (core, _) = try Self.idleCore()
    let first = core.listenerAdded(.updates { _ in })
    let second = core.listenerAdded(.updates { _ in })
    #expect(first < second)
    core.listenerCancelled(first)
    #expect(core.listeners.map(\.id) == [second])
  }

  @Test func anEventFromWorkThatIsNoLongerCurrentIsDroppedAndCounted() throws {
    var (core, _) = try Self.idleCore()
    let stale = WorkID(state: 1, index: 0, generation: 1)
    #expect(core.workEventArrived(from: stale) == .drop)
    #expect(core.droppedWorkEvents == 1)
  }

  @Test func aFiredTimerThatIsNoLongerPendingIsIgnored() throws {
    var (core, definition) = try Self.idleCore()
    guard case .some(.ignored) = core.arrive(.timer("gone"), definition).ended() else {
      Issue.record("expected the timer to be ignored, ending processing")
      return
    }
    #expect(core.snapshot.state == "a")
    #expect(core.isIdle)
  }

  /// A macrostep that calls the definition's code is handed to the runner to take outside the
  /// lock, as a step that owns its working snapshot; meanwhile the core keeps the snapshot of
  /// its start and queues what is sent.
  @Test func aStepThatCallsCodeIsTakenOutsideTheLock() throws {
    let definition = try TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") { On("go", to: "b", guard: Guard("holds") { _, _ in true }) }
      StateNode("b") { On("go", to: "a") }
    }
    #expect(definition.callsCodeInStep)
    #expect(definition.stepsOutsideLock("go"))
    var core = Core(snapshot: definition.initialSnapshot(), awaitsEntry: false)
    guard var step = core.arrive(.sent("go"), definition).step() else {
      Issue.record("expected the sent event's macrostep to be handed out")
      return
    }
    #expect(core.phase == .steppingOutside)
    #expect(core.arrive(.sent("go"), definition).ended() == .queued)
    #expect(core.mailbox.count == 1)
    step.run(definition)
    let (handled, working) = (step.handled, step.snapshot.state)
    #expect(handled && working == "b")
    #expect(core.snapshot.state == "a")
    // The queued event waits: processing goes on, with the step's result handed over.
    guard let sent = core.stepTaken(step, definition).next() else {
      Issue.record("expected the sent event's result to be handed over")
      return
    }
    #expect(sent == .handled)
    #expect(core.snapshot.state == "b")
    guard var queued = core.performed(definition).step() else {
      Issue.record("expected the queued event's macrostep to be handed out")
      return
    }
    queued.run(definition)
    let queuedWorking = queued.snapshot.state
    #expect(core.snapshot.state == "b" && queuedWorking == "a")
    // Nothing left to perform and nothing queued: processing ends with the hand-back.
    guard case .some(.handled) = core.stepTaken(queued, definition).ended() else {
      Issue.record("expected processing to end with the step")
      return
    }
    #expect(core.snapshot.state == "a")
    #expect(core.isIdle)
  }

  @Test func aDefinitionOfPlainTransitionsRunsItsStepsUnderTheLock() throws {
    let definition = try Self.definition()
    #expect(!definition.callsCodeInStep)
    var core = Core(snapshot: definition.initialSnapshot(), awaitsEntry: false)
    #expect(!definition.stepsOutsideLock("go"))
    guard case .some(.handled) = core.arrive(.sent("go"), definition).ended() else {
      Issue.record("expected the event to be processed under the lock")
      return
    }
    #expect(core.snapshot.state == "b")
  }

  @Test func cancellingUnknownWorkAndTimersReturnsNothingToCancel() throws {
    var (core, _) = try Self.idleCore()
    let cancelled = core.workCancelled(WorkID(state: 1, index: 0, generation: 1))
    #expect(cancelled.task == nil && cancelled.detach == nil)
    #expect(core.timerCancelled("none").isEmpty)
  }

  @Test func attachedWorkIsReturnedOnCancelAndOnRelease() throws {
    var (core, _) = try Self.idleCore()
    let first = WorkID(state: 1, index: 0, generation: 1)
    let second = WorkID(state: 1, index: 0, generation: 2)
    core.workAttached(second, cancel: {})
    core.workAttached(first, cancel: {})
    #expect(core.workCancelled(first).detach != nil)
    #expect(core.workCancelled(first).detach == nil)
    core.workAttached(first, cancel: {})
    #expect(core.attachedWorkToCancel().count == 2)
    #expect(core.handles?.attachedWork.isEmpty == true)
  }

  @Test func startedTimersAreReturnedOnCancel() throws {
    var (core, _) = try Self.idleCore()
    let timer = ScheduledTimer(cancel: {}, remaining: { .zero })
    core.timerStarted("t", timer)
    core.timerStarted("t", timer)
    #expect(core.timerCancelled("t").count == 2)
    #expect(core.timerCancelled("t").isEmpty)
    #expect(core.handles?.timers.isEmpty == true)
  }

  @Test func aCoreAllocatesItsHandlesWithTheFirstWorkOrTimer() throws {
    var (core, _) = try Self.idleCore()
    #expect(core.handles == nil)
    #expect(core.timerCancelled("t").isEmpty)
    #expect(core.workCancelled(WorkID(state: 1, index: 0, generation: 1)).task == nil)
    #expect(core.attachedWorkToCancel().isEmpty)
    #expect(core.handles == nil)
    core.timerStarted("t", ScheduledTimer(cancel: {}, remaining: { .zero }))
    #expect(core.handles?.timers["t"]?.count == 1)
  }

  @Test func theDefaultMicrostepLimitStoresNothing() throws {
    var (core, definition) = try Self.idleCore()
    #expect(core.microstepLimit == RunawayMacrostep.defaultLimit)
    core.microstepLimit = RunawayMacrostep.defaultLimit
    #expect(core.scratchBox == nil)
    core.microstepLimit = 50
    #expect(core.scratchBox?.scratch.microstepLimit == 50)
    #expect(core.microstepLimit == 50)

    let machine = Machine(definition, microstepLimit: 7)
    #expect(machine.withCore { $0.microstepLimit } == 7)
    let plain = Machine(definition)
    #expect(plain.withCore { $0.microstepLimit } == RunawayMacrostep.defaultLimit)
  }

  @Test func aCoreIsItsSnapshotItsPhaseAndTwoReferences() throws {
    // The mailbox, the listeners and the handles live in the out-of-line box, which a flat
    // machine taking plain transitions with nobody listening never allocates; the phase and the
    // observed flag fill the snapshot's tail padding. The second reference is a collection's
    // watcher, `nil` for any other machine.
    typealias Snap = Snapshot<S, E, Trace>
    #expect(MemoryLayout<Core>.size <= MemoryLayout<Snap>.stride + 16)
    var (core, definition) = try Self.idleCore()
    #expect(core.sent("go", definition).ended() == .handled)
    #expect(core.scratchBox == nil && core.mailbox.isEmpty && core.listeners.isEmpty)
    let id = core.listenerAdded(.updates { _ in })
    #expect(core.scratchBox?.listeners.map(\.id) == [id])
    core.begin()
    #expect(core.sent("go", definition).ended() == .queued)
    #expect(core.scratchBox?.mailbox.count == 1 && core.hasMail)
  }
}
