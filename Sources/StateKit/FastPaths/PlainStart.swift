// Starting a machine without running the algorithm, when its start does nothing but enter
// states.
//
// Invariant it relies on: the start is plain only when, read from the tables alone, entering
// the initial configuration runs no action (no initial or entry action anywhere on the way),
// evaluates no guard (the definition has no eventless transitions), starts no timer or work,
// computes no payload, meets no history state and reaches no final state. Such a start enters
// the same configuration for any context, so a new machine copies it. Nothing runs to find
// out: user code never runs while a definition is built. A debug check compares it with the
// algorithm's start.

/// The configuration a definition's start enters, when the start is plain (see above).
///
/// Built whole, with the engine's own procedures, from the definition as compiled before it
/// had its fast paths; immutable after.
@usableFromInline
final class PlainStart: Sendable {
  /// The initial configuration; `nil` when the start must run the algorithm.
  @usableFromInline let configuration: StateSet?

  /// A start that runs the algorithm.
  @usableFromInline static let none = PlainStart(configuration: nil)

  init(configuration: StateSet?) { self.configuration = configuration }

  /// Computes the start's entry set from the tables, and keeps it if the start is plain.
  @usableFromInline convenience init<S, E, C>(_ definition: MachineDefinition<S, E, C>) {
    self.init(configuration: Self.plainConfiguration(of: definition))
  }

  private static func plainConfiguration<S, E, C>(
    of definition: MachineDefinition<S, E, C>
  ) -> StateSet? {
    guard !definition.hasEventless else { return nil }
    let initial = definition.nodeInfo[0].initialTransition
    guard !definition.transitionInfo[Int(initial)].flags.contains(.hasActions),
      !definition.transitionInfo[Int(initial)].flags.contains(.historyTarget)
    else { return nil }
    let empty = Snapshot(definition: definition, context: definition.initialContext)
    var scratch = Scratch<S, E, C>()
    definition.computeEntrySet([initial], empty, &scratch)
    guard scratch.historyContent.isEmpty else { return nil }
    var plain = true
    scratch.toEnter.forEach { s in
      let node = definition.nodeInfo[Int(s)]
      let busy: NodeInfo.Flags = [.hasEntry, .hasWork, .hasAfters]
      if !node.flags.isDisjoint(with: busy) || !node.flags.contains(.hasValue)
        || node.kind == .final || node.kind.isHistory
      {
        plain = false
      }
      if scratch.defaultEntry.contains(s),
        definition.transitionInfo[Int(node.initialTransition)].flags.contains(.hasActions)
      {
        plain = false
      }
    }
    return plain ? scratch.toEnter : nil
  }
}

extension MachineDefinition {
  /// The snapshot a machine starts in, with the effects its start asked for: from
  /// ``PlainStart`` when the start is plain, otherwise by the algorithm (SCXML `interpret`).
  @inlinable func startingSnapshot(
    context: Context?, microstepLimit: Int = RunawayMacrostep.defaultLimit
  ) -> (snapshot: Snap, effects: [Effect<Event, Context>], runaway: RunawayMacrostep?) {
    var snapshot = Snap(definition: self, context: context ?? initialContext)
    if let configuration = plainStart.configuration {
      snapshot.active = configuration
      _internalInvariant(
        { () -> Bool in
          var check = Snap(definition: self, context: snapshot.context)
          var scratch = Scratch<State, Event, Context>(microstepLimit: microstepLimit)
          enterInitialConfiguration(&check, &scratch)
          return check.active == configuration && scratch.effects.isEmpty
        }(), "a plain start that the algorithm does not reproduce")
      return (snapshot, [], nil)
    }
    var scratch = Scratch<State, Event, Context>(microstepLimit: microstepLimit)
    enterInitialConfiguration(&snapshot, &scratch)
    return (snapshot, scratch.effects, takeRunaway(&scratch))
  }
}
