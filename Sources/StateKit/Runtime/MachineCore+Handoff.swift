extension MachineCore {
  /// What the core hands the runner to do outside the lock. The runner's one loop
  /// (``Machine/drain(_:)``) does it and tells the core, which hands over what follows, until
  /// processing ends.
  ///
  /// Noncopyable, as the step it may carry: each hand-off is done once, by one thread.
  @usableFromInline
  enum Handoff: ~Copyable, Sendable {
    /// Nothing more for this thread to do: the event was queued behind another
    /// (``SendResult/queued``), or processing ended, with the result of the last event
    /// processed when it was not handed over before (`nil` when it was).
    case ended(SendResult?)
    /// Perform the effects of an event the core processed, then tell the core
    /// (``effectsPerformed(_:_:)``).
    case perform(Processed)
    /// An event the core processed left nothing to perform or tell, and processing goes on:
    /// events, or reports for a watcher, wait. Tell the core (``performed(_:)``), which hands
    /// them over. The event's result is attached.
    case next(SendResult)
    /// The machine was stopped: cancel its running work and timers, outside the lock (a
    /// cancelled task, or attached work's cancel, an invoked SCXML session's exit handlers, may
    /// call back into the machine). Nothing follows.
    case cancel(Stopping)
    /// Call the listeners with the update of an event the core processed without effects, or
    /// whose effects ran, then tell the core (``performed(_:)``). Apart from ``perform(_:)``,
    /// so that the runner takes the update and the listeners out of the hand-off without
    /// copying them, and destroys no empty effects.
    case notify(SendResult, MachineUpdate<State, Event, Context>, [Listener])
    /// Call the listeners, each of which reads snapshots alone (``Listener/Body/snapshots(_:)``),
    /// with the snapshot an event the core processed without effects reached, then tell the
    /// core (``performed(_:)``). No update is built for them: the snapshot is handed over, and
    /// the last listener is given it. The snapshot is the case's first value, the event's
    /// result beside the listeners: bound with the result beside it, Swift 6.3's optimizer
    /// fails to compile the drain loop (an ownership verifier error).
    case notifySnapshot(Snapshot<State, Event, Context>, SnapshotListeners)
    /// Tell the watcher of a child (``ChildWatcher``) what the step left for the parent, in
    /// order, after the step's effects and outside the lock; then tell the core
    /// (``performed(_:)``).
    case report(ChildWatcher, [ChildReport])
    /// Take the macrostep outside the lock (``UnlockedStep/run(_:)``), then hand it back
    /// (``stepTaken(_:_:)``). The core is ``Phase/steppingOutside`` meanwhile.
    case step(UnlockedStep)
  }

  /// Who hears the snapshot an event the core processed reached
  /// (``Handoff/notifySnapshot(_:_:)``): listeners that read snapshots alone.
  @usableFromInline
  struct SnapshotListeners: Sendable {
    /// What ``Machine/send(_:)`` returns for the event.
    @usableFromInline let result: SendResult
    /// The listeners, each of which reads snapshots alone; never empty.
    @usableFromInline let listeners: [Listener]

    @inlinable init(_ result: SendResult, _ listeners: [Listener]) {
      self.result = result
      self.listeners = listeners
    }

    /// Calls the listeners with `snapshot`, in subscription order: each but the last gets a
    /// copy, the last is given it.
    @inlinable func tell(_ snapshot: consuming Snapshot<State, Event, Context>) {
      let last = listeners.count - 1
      for index in 0..<last { listeners[index].tell(copy snapshot) }
      listeners[last].tell(consume snapshot)
    }
  }

  /// An event the core processed: its result, the effects to perform, then the update to call
  /// the listeners with.
  ///
  /// A macrostep with effects and an update is handed over twice: with its effects, then, once
  /// they ran, with its update and the listeners registered at that moment
  /// (``effectsPerformed(_:_:)``, as ``Handoff/notify(_:_:_:)``), so that a listener an effect
  /// subscribes hears the macrostep and one it cancels does not.
  @usableFromInline
  struct Processed: Sendable {
    /// What ``Machine/send(_:)`` returns for the event.
    @usableFromInline var result: SendResult
    /// The effects of the macrostep, in order.
    @usableFromInline var effects: [Effect<Event, Context>]
    /// What the macrostep did; `nil` when nobody observes.
    @usableFromInline var update: MachineUpdate<State, Event, Context>?

    @inlinable init(
      _ result: SendResult, effects: [Effect<Event, Context>] = [],
      update: MachineUpdate<State, Event, Context>? = nil
    ) {
      self.result = result
      self.effects = effects
      self.update = update
    }

    /// The report of a stopped macrostep or chain, read from ``result``.
    @inlinable var runaway: RunawayMacrostep? {
      if case .stopped(let runaway) = result { runaway } else { nil }
    }
  }

  /// The runner performed the effects of `processed`: hands over its update with the listeners
  /// registered now, or, when nobody observes, what follows (``performed(_:)``).
  @inlinable mutating func effectsPerformed(
    _ processed: Processed, _ definition: MachineDefinition<State, Event, Context>
  ) -> Handoff {
    guard let update = processed.update else { return performed(definition) }
    return .notify(processed.result, update, listeners)
  }

  /// The runner performed an event's effects and called its listeners: hands over the reports
  /// the step left for a watcher, then the next event of the mailbox, or ends processing when
  /// there is neither.
  @inlinable mutating func performed(
    _ definition: MachineDefinition<State, Event, Context>
  ) -> Handoff {
    if idleUnlessMail() { return .ended(nil) }
    // Reports wait only while the watcher does: they are left for it, and dropped with it
    // (``stopWatching(_:)``).
    if let box = scratchBox, let watcher, !box.reports.isEmpty {
      defer { box.reports.removeAll() }
      return .report(watcher, box.reports)
    }
    let inbound = mailbox.removeFirst()
    var chainStopped: RunawayMacrostep?
    if case .effect = inbound {
      chainStopped = chainExtended(definition)
    } else {
      scratchBox?.chainLength = 0
    }
    return process(inbound, definition, chainStopped: chainStopped)
  }
}

extension MachineCore.Handoff {
  /// The result of a hand-off that ends processing with one (``ended(_:)``); `nil` for any
  /// other hand-off.
  @inlinable var endedWithResult: SendResult? {
    switch self {
    case .ended(let result): result
    default: nil
    }
  }
}
