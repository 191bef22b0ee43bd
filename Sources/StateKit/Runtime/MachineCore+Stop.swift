extension MachineCore {
  /// Whether ``Machine/stop()`` was called.
  @inlinable var isStopped: Bool { scratchBox?.stopRequested ?? false }

  /// Whether a send is refused because the machine was stopped: the same answer as
  /// ``isStopped``, read from the phase alone while the core is idle. An idle core is never
  /// stopped (a stop moves it to ``Phase/stopped`` at once, or when its processing ends), so
  /// the sends of a running machine, observed or not, pay one comparison.
  @inlinable var refusesEvents: Bool { phase != .idle && (phase == .stopped || isStopped) }

  /// What a stop leaves for the runner to cancel outside the lock.
  @usableFromInline
  struct Stopping: Sendable {
    /// The tasks of running state-scoped work.
    @usableFromInline var tasks: [Task<Void, Never>] = []
    /// The scheduled timers.
    @usableFromInline var timers: [ScheduledTimer] = []
    /// What cancels attached work, oldest first.
    @usableFromInline var attachedWork: [@Sendable () -> Void] = []

    @inlinable init() {}
  }

  /// ``Machine/stop()`` was called: from now on the core refuses events and drops what work
  /// sends. An idle core stops at once; one that a thread processes stops when that processing
  /// ends (``idleUnlessMail()``), and the events waiting in its mailbox are dropped now.
  ///
  /// - Returns: The work and timers to cancel; empty when the machine was stopped already.
  @usableFromInline mutating func requestStop() -> Stopping {
    var stopping = Stopping()
    let box = ensureScratch()
    guard !box.stopRequested else { return stopping }
    box.stopRequested = true
    box.mailbox.removeAll { _ in true }
    if phase == .idle { phase = .stopped }
    // A stopped child tells its parent's side nothing more, and lets go of it: its watcher
    // holds the roster, and the roster what the collection's run captured.
    stopWatching(box)
    guard let handles = box.handles else { return stopping }
    stopping.tasks = Array(handles.tasks.values)
    stopping.timers = handles.timers.values.flatMap { $0 }
    stopping.attachedWork = attachedWorkToCancel()
    handles.tasks.removeAll()
    handles.timers.removeAll()
    return stopping
  }
}

extension MachineCore {
  /// Forgets the watcher and the reports left for it.
  @usableFromInline mutating func stopWatching(_ box: ScratchBox<State, Event, Context>) {
    guard watcher != nil else { return }
    // The working memory's watched bit stays: a step may be out with it. The step's end finds
    // no watcher and tells nobody (``attended(_:_:handled:start:)``).
    watcher = nil
    // A stopped child tells its parent nothing more.
    box.reports.removeAll()
  }
}
