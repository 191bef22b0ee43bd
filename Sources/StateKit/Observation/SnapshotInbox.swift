import Synchronization

/// The snapshots a machine processed on any thread, waiting for ``ObservableMachine`` to apply
/// them on the main actor, oldest first.
///
/// A delivery is scheduled on the main actor only when no main-actor send is under way and the
/// inbox was empty (``InboxDelivery``). While a main-actor send is under way, the send delivers what
/// arrived when it returns; when the inbox was not empty, a delivery is already scheduled or
/// running and takes this snapshot too, because a delivery runs until it finds the inbox empty.
///
/// The count of main-actor sends and of waiting snapshots are atomics beside the lock, so that
/// a main-actor send and a delivery that finds nothing take no lock. Each side writes its own
/// atomic and then reads the other's, sequentially consistent: a poster stores the count after
/// appending and then reads the sends, a sender decrements the sends and then reads the count.
/// In their one total order, either the poster read the sends after the decrement (and then
/// delivers, as when no send is under way), or the sender's read comes after the poster's
/// store (and its delivery takes the snapshot): a snapshot is never left undelivered.
@usableFromInline
final class SnapshotInbox<State: MachineState, Event: MachineEvent, Context: Sendable>: Sendable {
  /// The snapshots waiting, oldest first.
  @usableFromInline let pending = Lock<[Snapshot<State, Event, Context>]>([])
  /// How many snapshots wait in ``pending``: written under its lock, read without it.
  @usableFromInline let waiting = Atomic<Int>(0)
  /// How many ``ObservableMachine/send(_:)`` calls are under way (a render hook may send).
  @usableFromInline let mainSends = Atomic<Int>(0)
  @usableFromInline init() {}

  /// Adds a snapshot.
  ///
  /// - Returns: Who delivers it.
  @inlinable func post(_ snapshot: consuming Snapshot<State, Event, Context>) -> InboxDelivery {
    // Moved into the inbox: a closure cannot consume what it captures, so it crosses in an
    // optional it takes.
    var posted = Optional(snapshot)
    let count = pending.withLock { pending in
      pending.append(posted.take()!)
      waiting.store(pending.count, ordering: .sequentiallyConsistent)
      return pending.count
    }
    if mainSends.load(ordering: .sequentiallyConsistent) > 0 { return .bySender }
    return count == 1 ? .byPoster : .alreadyScheduled
  }

  /// Runs a main-actor send: what it posts is delivered by the sender when `send` returns.
  ///
  /// - Parameter send: Sends the event.
  /// - Returns: What `send` returned.
  @inlinable func duringMainSend(_ send: () -> SendResult) -> SendResult {
    mainSends.add(1, ordering: .sequentiallyConsistent)
    defer { mainSends.subtract(1, ordering: .sequentiallyConsistent) }
    return send()
  }

  /// Every snapshot posted so far, oldest first, removed; the inbox keeps its storage. Takes
  /// no lock when none waits.
  ///
  /// - Parameter batch: Receives the snapshots; empty when called.
  @inlinable func takeAll(into batch: inout [Snapshot<State, Event, Context>]) {
    _internalInvariant(batch.isEmpty, "a batch was taken before the last one was applied")
    guard waiting.load(ordering: .sequentiallyConsistent) > 0 else { return }
    pending.withLock { pending in
      swap(&pending, &batch)
      waiting.store(0, ordering: .sequentiallyConsistent)
    }
  }

  /// Empties the inbox and reads the current snapshot while no snapshot can be posted.
  ///
  /// - Parameter read: Reads the machine's snapshot.
  /// - Returns: What `read` returned.
  @inlinable func reset(reading read: () -> Snapshot<State, Event, Context>) -> Snapshot<
    State, Event, Context
  > {
    pending.withLock { pending in
      pending.removeAll()
      waiting.store(0, ordering: .sequentiallyConsistent)
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
