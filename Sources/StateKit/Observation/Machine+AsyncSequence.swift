extension Machine {
  /// The macrosteps from now on, as an `AsyncSequence`: one element per processed event, in
  /// order.
  ///
  /// ```swift
  /// for await update in machine.updates() {
  ///   print(update.previous.state, "->", update.snapshot.state, update.actions)
  /// }
  /// ```
  ///
  /// Buffering: by default every update is kept until it is read (`.unbounded`), so a consumer
  /// that keeps up sees every macrostep and one that falls behind still loses nothing, at the
  /// cost of memory. Pass `.bufferingNewest(n)` to keep only the latest `n` when falling behind.
  /// The sequence ends when the consuming task is cancelled.
  ///
  /// - Parameter bufferingPolicy: What to keep when the consumer falls behind.
  /// - Returns: The updates.
  public func updates(
    bufferingPolicy: AsyncStream<MachineUpdate<State, Event, Context>>.Continuation
      .BufferingPolicy =
      .unbounded
  ) -> AsyncStream<MachineUpdate<State, Event, Context>> {
    AsyncStream(bufferingPolicy: bufferingPolicy) { continuation in
      let subscription = subscribe { continuation.yield($0) }
      continuation.onTermination = { _ in subscription.cancel() }
    }
  }

  /// The snapshot after each macrostep from now on, as an `AsyncSequence`.
  ///
  /// Same ordering and buffering rules as ``updates(bufferingPolicy:)``.
  ///
  /// - Parameter bufferingPolicy: What to keep when the consumer falls behind.
  /// - Returns: The snapshots.
  public func snapshots(
    bufferingPolicy: AsyncStream<Snapshot<State, Event, Context>>.Continuation.BufferingPolicy =
      .unbounded
  ) -> AsyncStream<Snapshot<State, Event, Context>> {
    AsyncStream(bufferingPolicy: bufferingPolicy) { continuation in
      let subscription = subscribeToSnapshots { continuation.yield($0) }
      continuation.onTermination = { _ in subscription.cancel() }
    }
  }
}
