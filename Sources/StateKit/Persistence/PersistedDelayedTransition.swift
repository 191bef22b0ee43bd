/// A delayed transition as a persisted snapshot names it: by what survives edits elsewhere in
/// the definition, never by its position among all transitions.
///
/// Its state's name, its delay and its targets find it among the delayed transitions of that
/// state; ``ordinal`` tells apart two with the same delay and targets. An app update that adds,
/// removes or moves transitions elsewhere leaves it valid. One that removes or changes this
/// delayed transition, or its state, makes ``MachineDefinition/restore(_:)`` throw
/// ``RestoreError/unknownTimer(_:)``, never restore the timer onto another transition.
public struct PersistedDelayedTransition: Codable, Sendable, Hashable, CustomStringConvertible {
  /// The name of the state that declares it.
  public var state: String
  /// Its delay.
  public var delay: Duration
  /// The names of its targets (empty for a targetless one).
  public var targets: [String]
  /// Which of the state's delayed transitions with this delay and targets it is: 0 for the
  /// first in document order.
  public var ordinal: Int
  /// The id the definition gave it (`After(_:to:id:)`): when present, it alone finds the
  /// transition, wherever it moved and whatever its delay became.
  public var id: String?

  /// Creates an identity.
  ///
  /// - Parameters:
  ///   - state: The name of the state that declares it.
  ///   - delay: Its delay.
  ///   - targets: The names of its targets.
  ///   - ordinal: Which of the state's delayed transitions with this delay and targets.
  ///   - id: The id the definition gave it.
  public init(
    state: String, delay: Duration, targets: [String], ordinal: Int = 0, id: String? = nil
  ) {
    self.state = state
    self.delay = delay
    self.targets = targets
    self.ordinal = ordinal
    self.id = id
  }

  /// `after 5.0 seconds from 'armed' to 'fired'`.
  public var description: String {
    let to = targets.isEmpty ? "" : " to " + targets.map { "'\($0)'" }.joined(separator: ", ")
    let which = id.map { " ('\($0)')" } ?? (ordinal == 0 ? "" : " (#\(ordinal + 1))")
    return "after \(delay) from '\(state)'\(to)\(which)"
  }
}

extension MachineDefinition {
  /// The persisted identity of delayed transition `t`.
  func persistedIdentity(of t: Int) -> PersistedDelayedTransition {
    let transition = transitions[t]
    let source = transition.source
    let delay = transition.delay ?? .zero
    let twins = delayedTransitions(of: source, delay: delay, targets: transition.targets)
    return PersistedDelayedTransition(
      state: nodes[Int(source)].name, delay: delay,
      targets: transition.targets.map { nodes[Int($0)].name },
      ordinal: twins.firstIndex(of: Int32(t)) ?? 0, id: persistenceIDs[Int32(t)])
  }
}

extension MachineDefinition {
  /// The delayed transitions of `source` with this delay and these targets, in document order:
  /// a persisted identity's ordinal counts among them.
  func delayedTransitions(of source: Int32, delay: Duration, targets: [Int32]) -> [Int32] {
    nodes[Int(source)].afters.filter {
      transitions[Int($0)].delay == delay && transitions[Int($0)].targets == targets
    }
  }
}

extension MachineDefinition where State: Codable, Event: Codable {
  /// The delayed transition a persisted timer names, whose state must be active.
  func delayedTransition(
    of timer: PersistedSnapshot<State, Event, Context>.Timer, active: StateSet
  ) throws(RestoreError) -> Int {
    let t: Int
    if let identity = timer.delayedTransition, let id = identity.id {
      guard let found = persistenceIDs.first(where: { $0.value == id })?.key else {
        throw .unknownTimer(identity)
      }
      t = Int(found)
    } else if let identity = timer.delayedTransition {
      let source = nodes.indices.dropFirst().first { nodes[$0].name == identity.state }
      let targets = identity.targets.compactMap { name in
        nodes.indices.dropFirst().first { nodes[$0].name == name }.map(Int32.init)
      }
      let twins =
        source.map { source in
          targets.count == identity.targets.count
            ? delayedTransitions(of: Int32(source), delay: identity.delay, targets: targets) : []
        } ?? []
      guard identity.ordinal >= 0, identity.ordinal < twins.count else {
        throw .unknownTimer(identity)
      }
      t = Int(twins[identity.ordinal])
    } else if let position = timer.legacyPosition, position >= 0, position < transitions.count,
      transitions[position].delay != nil
    {
      t = position
    } else {
      throw .invalidConfiguration("timer '\(timer.id)' names no delayed transition")
    }
    guard active.contains(transitions[t].source) else {
      throw .inactiveTimer(persistedIdentity(of: t))
    }
    return t
  }
}
