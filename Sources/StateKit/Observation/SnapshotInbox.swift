/// The snapshots a machine processed on any thread, waiting for ``ObservableMachine`` to apply
/// them on the main actor, oldest first.
///
/// A delivery is scheduled on the main actor only when no main-actor send is under way and the
/// inbox was empty (``InboxDelivery``). While a main-actor send is under way, the send delivers what
/// arrived when it returns; when the inbox was not empty, a delivery is already scheduled or
/// running and takes this snapshot too, because a delivery runs until it finds the inbox empty.
@usableFromInline
final class SnapshotInbox<State: MachineState, Event: MachineEvent, Context: Sendable>: Sendable {
  @usableFromInline struct Contents: Sendable {
    /// Optional so that a delivery moves each out instead of copying it
    /// (``ObservableMachine/nextPosted()``); every element is non-nil while it waits here.
    @usableFromInline var pending: [Snapshot<State, Event, Context>?] = []
    /// How many ``ObservableMachine/send(_:)`` calls are under way (a render hook may send).
    @usableFromInline var mainSends = 0
    @usableFromInline init() {}
  }
  @usableFromInline let contents = Lock(Contents())
  @usableFromInline init() {}

  /// Adds a snapshot.
  ///
  /// - Returns: Who delivers it.
  @inlinable func post(_ snapshot: consuming Snapshot<State, Event, Context>) -> InboxDelivery {
    // Moved into the inbox: a closure cannot consume what it captures, so it crosses in an
    // optional it takes.
    var posted = Optional(snapshot)
    return contents.withLock { contents in
      contents.pending.append(posted.take())
      if contents.mainSends > 0 { return .bySender }
      return contents.pending.count == 1 ? .byPoster : .alreadyScheduled
    }
  }

  /// Runs a main-actor send: what it posts is delivered by the sender when `send` returns.
  ///
  /// - Parameter send: Sends the event.
  /// - Returns: What `send` returned.
  @inlinable func duringMainSend(_ send: () -> SendResult) -> SendResult {
    contents.withLock { $0.mainSends += 1 }
    defer { contents.withLock { $0.mainSends -= 1 } }
    return send()
  }

  /// Every snapshot posted so far, oldest first, removed; the inbox keeps its storage.
  ///
  /// - Parameter batch: Receives the snapshots; emptied first.
  @inlinable func takeAll(into batch: inout [Snapshot<State, Event, Context>?]) {
    // Emptied from the end: `removeAll(keepingCapacity:)` goes through the generic
    // `replaceSubrange`, which costs about 200 instructions even for the one spent slot a
    // delivery leaves.
    while !batch.isEmpty { batch.removeLast() }
    contents.withLock { swap(&$0.pending, &batch) }
  }

  /// Empties the inbox and reads the current snapshot while no snapshot can be posted.
  ///
  /// - Parameter read: Reads the machine's snapshot.
  /// - Returns: What `read` returned.
  @inlinable func reset(reading read: () -> Snapshot<State, Event, Context>) -> Snapshot<
    State, Event, Context
  > {
    contents.withLock { contents in
      contents.pending.removeAll()
      return read()
    }
  }
}

/// Who delivers a snapshot posted to a ``SnapshotInbox``.
@usableFromInline enum InboxDelivery: Sendable {
  /// A main-actor send is under way: it delivers when the machine's `send` returns.
  case bySender
  /// The inbox was empty: the poster delivers, at once on the main actor or in a task.
  case byPoster
  /// A delivery is scheduled or running already, and it takes this snapshot too.
  case alreadyScheduled
}
