import StateKit

extension SCXMLMachine {
  /// The session as `Codable` data: its configuration, history and timers, the values of its
  /// `<data>` and its delayed `<send>`s (see ``SCXMLSessionValues`` for what is not kept).
  ///
  /// Take it between two events, for example when the app goes to the background; the
  /// timers' remaining times are read as they are now.
  public var persisted: SCXMLPersistedSession {
    machine.snapshot.persisted.withContext { $0.persistedValues() }
  }

  /// Restores a session saved with ``persisted``.
  ///
  /// A new session starts: its data model is created and its top-level `<script>` runs, then
  /// its `<data>` take the saved values, its delayed sends and the engine's timers are
  /// re-armed with the time they had left, and the work of its active states starts again (an
  /// `<invoke>` starts its child from the child's initial state). Entry actions do not run
  /// again.
  ///
  /// ```swift
  /// let saved = try JSONDecoder().decode(SCXMLPersistedSession.self, from: data)
  /// let machine = try SCXMLMachine(restoring: saved, definition: definition)
  /// ```
  ///
  /// - Parameters:
  ///   - persisted: What ``persisted`` returned, decoded.
  ///   - definition: The definition of the document the session ran, converted with the same
  ///     data model. `PersistedSnapshot.isWritten(by:)` tells whether it is the same
  ///     machine.
  ///   - clock: The clock delayed sends wait on.
  ///   - log: Receives `<log>` lines.
  /// - Throws: `RestoreError` when the saved configuration or a timer does not fit
  ///   the definition.
  public convenience init(
    restoring persisted: SCXMLPersistedSession, definition: SCXMLDefinition,
    clock: some Clock<Duration> = ContinuousClock(),
    log: @escaping @Sendable (_ label: String, _ message: String) -> Void = { _, _ in }
  ) throws(RestoreError) {
    let session = SCXMLSession(
      clock: clock, log: log, parent: nil, program: definition.extensions as? SCXMLProgram)
    let snapshot = try definition.restore(persisted.withContext { _ in session })
    session.restore(persisted.context, active: persisted.configuration)
    self.init(machine: Machine(restoring: snapshot, clock: clock, log: log), session: session)
  }
}
