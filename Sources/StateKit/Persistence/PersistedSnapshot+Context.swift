extension PersistedSnapshot {
  /// The same snapshot with another context: for saving a machine whose context is not
  /// `Codable` as it is (a context that holds a service or a connection), and for restoring it.
  ///
  /// ```swift
  /// // Saving: keep only what can be written.
  /// let saved = machine.snapshot.persisted.withContext { $0.settings }
  /// let data = try JSONEncoder().encode(saved)
  /// // Restoring: decode, then rebuild the context around what was saved.
  /// let decoded = try JSONDecoder().decode(
  ///   PersistedSnapshot<Screen, ScreenEvent, Settings>.self, from: data)
  /// let snapshot = try definition.restore(
  ///   decoded.withContext { ScreenContext(settings: $0, api: api) })
  /// ```
  ///
  /// Everything else (configuration, payloads, history, timers, version, fingerprint,
  /// children and collections) is kept as it is.
  ///
  /// - Parameter transform: Makes the new context from the snapshot's.
  /// - Returns: The snapshot with the new context.
  public func withContext<NewContext: Sendable>(
    _ transform: (Context) throws -> NewContext
  ) rethrows -> PersistedSnapshot<State, Event, NewContext> {
    var result = PersistedSnapshot<State, Event, NewContext>(
      configuration: configuration, payloads: payloads, history: history,
      context: try transform(context),
      timers: timers.map { timer in
        var copy = PersistedSnapshot<State, Event, NewContext>.Timer(
          id: timer.id, event: timer.event, delayedTransition: timer.delayedTransition,
          delay: timer.delay, remaining: timer.remaining)
        copy.legacyPosition = timer.legacyPosition
        return copy
      },
      isDone: isDone, serial: serial, version: version, fingerprint: fingerprint)
    result.children = children
    result.collections = collections
    return result
  }
}
