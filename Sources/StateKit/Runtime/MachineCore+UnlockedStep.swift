extension MachineCore {
  /// A macrostep the runner takes outside the machine's lock, because it may call the
  /// definition's code (guards, assignments, payloads), which may read the machine or send to
  /// it: what the step is for.
  ///
  /// The step works on the box's working snapshot (``ScratchBox/working``): the core hands it
  /// out with a copy of its snapshot there (``handOutStep(_:chainStopped:)``), and takes it back
  /// by consuming the step (``stepTaken(_:_:)``). Noncopyable, so that the compiler guarantees
  /// one owner and one hand-back; small, so that handing it over moves a few words. While it is
  /// out, the core is ``Phase/steppingOutside`` and keeps the snapshot of the macrostep's start:
  /// a read returns that snapshot, from any thread, and a send is queued. Nothing else writes
  /// it meanwhile: a collection of children that starts or closes (its state's exit, or a
  /// stop whose cancels run while the step is out) changes the machine's running handles, not
  /// its snapshot, so the step's end replaces the start whole (``stepTaken(_:_:)``).
  ///
  /// The working snapshot and memory it steps with are the core's box's ``ScratchBox/working``
  /// and ``ScratchBox/scratch``, which only the thread that owns processing touches (see
  /// ``ScratchBox``).
  @usableFromInline
  struct UnlockedStep: ~Copyable, Sendable {
    @usableFromInline let inbound: Inbound<Event>
    /// Whether the step builds an update for the listeners.
    @usableFromInline let observing: Bool
    /// Whether it records what it does for them: some listener reads it.
    @usableFromInline let recording: Bool
    @usableFromInline let chainStopped: RunawayMacrostep?
    /// The box whose working snapshot and memory the step uses.
    @usableFromInline let box: ScratchBox<State, Event, Context>
    /// Whether the event enabled a transition; set when the step was taken.
    @usableFromInline var handled = false

    @inlinable init(
      inbound: consuming Inbound<Event>, observing: Bool, recording: Bool,
      chainStopped: consuming RunawayMacrostep?, box: consuming ScratchBox<State, Event, Context>
    ) {
      self.inbound = inbound
      self.observing = observing
      self.recording = recording
      self.chainStopped = chainStopped
      self.box = box
    }

    /// The working snapshot: the macrostep's start when handed out, its end once taken.
    @inlinable var snapshot: Snapshot<State, Event, Context> { box.working! }

    /// Takes the macrostep on the working snapshot, outside the lock.
    @inlinable mutating func run(_ definition: MachineDefinition<State, Event, Context>) {
      handled = MachineCore.stepAdmitted(
        inbound, definition, &box.working!, box, recording: recording)
    }
  }

  /// Hands the macrostep of an admitted event out, for the runner to take outside the lock.
  ///
  /// - Parameter chainStopped: The report when the event ends a chain of sent events that
  ///   reached the machine's bound.
  /// - Returns: The step, with a copy of the snapshot as its working snapshot.
  @inlinable mutating func handOutStep(
    _ inbound: consuming Inbound<Event>, chainStopped: consuming RunawayMacrostep?
  ) -> UnlockedStep {
    stepHandedOut()
    let box = ensureScratch()
    box.working = snapshot
    return UnlockedStep(
      inbound: inbound, observing: isObserved, recording: recordsSteps, chainStopped: chainStopped,
      box: box)
  }

  /// The runner took `step` outside the lock: the core moves to the snapshot it ended in, and
  /// hands over what the step left. Processing ends here when it left nothing to perform and
  /// the mailbox is empty.
  @inlinable mutating func stepTaken(
    _ step: consuming UnlockedStep, _ definition: MachineDefinition<State, Event, Context>
  ) -> Handoff {
    stepHandedBack()
    if notifiesSnapshot(step.box, chainStopped: step.chainStopped) {
      let start = snapshot.active.inlineWords
      // The core's snapshot, the macrostep's start, which nothing wrote while the step was
      // out, takes the end's values in place, writing only the references that differ; the
      // end itself goes to the listeners, moved. A copy of the end and the start's release
      // would each retain or release every reference the snapshot holds.
      let end = step.box.working.take()!
      snapshot.assign(end)
      let result = stepResult(definition, step.box, handled: step.handled, start: start)
      return .notifySnapshot(end, SnapshotListeners(result, listeners))
    }
    // The step's end becomes the core's snapshot, and the box lets go of the snapshot it
    // replaces: the macrostep's start, which nothing wrote while the step was out.
    swap(&snapshot, &step.box.working!)
    let words = step.box.working!.active.inlineWords
    // The start becomes the update's previous snapshot, moved rather than copied; nobody
    // observing, it is let go here.
    var start = step.box.working.take()
    if !step.observing { start = nil }
    let (result, update) = stepEnded(
      step.inbound, definition, step.box, previous: consume start, handled: step.handled,
      start: words)
    return processedEvent(result, update, chainStopped: step.chainStopped)
  }
}
