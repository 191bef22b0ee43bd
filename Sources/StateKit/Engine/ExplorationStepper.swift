/// Steps snapshots of a definition through the real engine for tools that search them
/// (StateKitTooling's path search), and reports what each step did.
///
/// A `package` seam: the tools see node indices and transition indices, never the engine's
/// scratch space or state sets.
package struct ExplorationStepper<State: MachineState, Event: MachineEvent, Context: Sendable> {
  /// What one step did.
  package struct Step {
    /// The transitions taken, in order, by index (declared ones and default entries).
    package var taken: [Int]
    /// The nodes entered, in order.
    package var entered: [Int]
  }

  package let definition: MachineDefinition<State, Event, Context>
  private var scratch = Scratch<State, Event, Context>()

  package init(_ definition: MachineDefinition<State, Event, Context>) {
    self.definition = definition
    scratch.recording = true
  }

  /// Enters the initial configuration.
  ///
  /// - Returns: The first snapshot and the step that made it.
  package mutating func start() -> (Snapshot<State, Event, Context>, Step) {
    scratch.record.reset()
    var first = Snapshot(definition: definition, context: definition.initialContext)
    definition.enterInitialConfiguration(&first, &scratch)
    first._checkInvariants()
    return (first, recordedStep())
  }

  /// Runs one macrostep on a copy of `snapshot`.
  ///
  /// - Returns: The next snapshot and the step, or `nil` when the event changes nothing.
  package mutating func step(_ snapshot: Snapshot<State, Event, Context>, _ event: Event)
    -> (Snapshot<State, Event, Context>, Step)?
  {
    scratch.record.reset()
    scratch.effects.removeAll(keepingCapacity: true)
    var next = snapshot
    guard definition.macrostep(event, &next, &scratch) else { return nil }
    next._checkInvariants()
    return (next, recordedStep())
  }

  private func recordedStep() -> Step {
    Step(
      taken: scratch.record.transitions.map(Int.init), entered: scratch.record.entered.map(Int.init)
    )
  }
}

/// What makes two explored snapshots the same: the active states, the history, whether the
/// machine is done, and the context when it is `Hashable`.
package struct SnapshotIdentity: Hashable {
  let active: StateSet
  let history: [Int32: StateSet]
  let done: Bool
  let context: AnyHashable?
}

extension Snapshot {
  /// Calls `body` with the index of each active node, in document order.
  package func forEachActiveNode(_ body: (Int) -> Void) {
    active.forEach { body(Int($0)) }
  }

  /// The snapshot's identity for a search: payloads of states are ignored (guards never see
  /// them), and so is the context unless `includingContext` and it is `Hashable`.
  package func identity(includingContext: Bool) -> SnapshotIdentity {
    var context: AnyHashable?
    if includingContext, let value = storedContext as? any Hashable {
      context = erase(value)
    }
    return SnapshotIdentity(active: active, history: history, done: done, context: context)
  }
}

/// Wraps an existential `Hashable` value (opened by the call) in an `AnyHashable`.
private func erase<Value: Hashable>(_ value: Value) -> AnyHashable { AnyHashable(value) }
