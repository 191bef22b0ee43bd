/// The version and fingerprint of a saved snapshot, decoded without its states, events or
/// context: to choose the types the rest decodes as, when an older version of the app saved it.
///
/// ```swift
/// let header = try JSONDecoder().decode(PersistedSnapshotHeader.self, from: data)
/// let saved: PersistedSnapshot<AlarmState, AlarmEvent, Settings> =
///   header.version == 1
///   ? try JSONDecoder().decode(PersistedSnapshot<AlarmStateV1, AlarmEventV1, SettingsV1>.self,
///       from: data).migrated(to: 2, renaming: ["armed": "primed"], payload: AlarmState.init,
///       event: AlarmEvent.init, context: Settings.init)
///   : try JSONDecoder().decode(PersistedSnapshot<AlarmState, AlarmEvent, Settings>.self, from: data)
/// let restored = try definition.restore(saved, policy: .bestEffort)
/// ```
public struct PersistedSnapshotHeader: Codable, Sendable, Hashable {
  /// The ``MachineDefinition/version`` of the definition that saved the snapshot.
  public var version: Int?
  /// The ``MachineDefinition/fingerprint`` of the definition that saved the snapshot.
  public var fingerprint: String?
}

extension PersistedSnapshot {
  /// This snapshot, saved by an older version of the app, in today's types: one migration step.
  ///
  /// States are renamed or removed by name, payloads, delayed events and the context are
  /// converted by the closures. A state removed without a replacement, or whose payload does
  /// not convert, is left out; restore the result with ``RestorePolicy/bestEffort`` to enter
  /// by default what is then missing.
  ///
  /// - Parameters:
  ///   - version: The version the result is of: the step's target.
  ///   - renaming: Old state names to today's.
  ///   - removing: States today's definition no longer has, each with the state to enter
  ///     instead (`nil`: none).
  ///   - payload: Today's value of an active payload state; `nil` leaves the state out.
  ///   - event: Today's event of a pending delayed send; `nil` drops the send.
  ///   - context: Today's context, from the saved one.
  /// - Returns: The snapshot in today's types, without a fingerprint (today's definition did
  ///   not write it). Its ``children`` and ``collections`` are kept as they are: each child
  ///   is migrated on its own.
  /// - Throws: What the closures throw.
  public func migrated<NewState, NewEvent, NewContext>(
    to version: Int?,
    renaming: [String: String] = [:],
    removing: [String: String?] = [:],
    payload: (State) throws -> NewState?,
    event: (Event) throws -> NewEvent?,
    context: (Context) throws -> NewContext
  ) rethrows -> PersistedSnapshot<NewState, NewEvent, NewContext> {
    func name(_ old: String) -> String? {
      if let replacement = removing[old] { return replacement }
      return renaming[old] ?? old
    }
    var configuration: [String] = []
    for state in self.configuration {
      if let new = name(state), !configuration.contains(new) { configuration.append(new) }
    }
    var payloads: [String: NewState] = [:]
    for (state, value) in self.payloads where removing[state] == nil {
      guard let new = name(state) else { continue }
      if let converted = try payload(value) {
        payloads[new] = converted
      } else {
        configuration.removeAll { $0 == new }
      }
    }
    var history: [String: [String]] = [:]
    for (state, remembered) in self.history {
      guard removing[state] == nil, let new = name(state) else { continue }
      let kept = remembered.compactMap { removing[$0] == nil ? name($0) : nil }
      if !kept.isEmpty { history[new] = kept }
    }
    var timers: [PersistedSnapshot<NewState, NewEvent, NewContext>.Timer] = []
    for timer in self.timers {
      if let sent = timer.event {
        guard let converted = try event(sent) else { continue }
        timers.append(
          .init(
            id: timer.id, event: converted, delayedTransition: nil, delay: timer.delay,
            remaining: timer.remaining))
      } else if var identity = timer.delayedTransition, removing[identity.state] == nil,
        let state = name(identity.state)
      {
        identity.state = state
        identity.targets = identity.targets.compactMap(name)
        timers.append(
          .init(
            id: timer.id, event: nil, delayedTransition: identity, delay: timer.delay,
            remaining: timer.remaining))
      }
    }
    var migrated = PersistedSnapshot<NewState, NewEvent, NewContext>(
      configuration: configuration, payloads: payloads, history: history,
      context: try context(self.context), timers: timers, isDone: isDone, serial: serial,
      version: version, fingerprint: nil)
    migrated.children = children
    migrated.collections = collections
    return migrated
  }
}
