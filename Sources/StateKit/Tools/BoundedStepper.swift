/// Steps snapshots of a definition through the real engine with a budget of microsteps per
/// macrostep, for tools that must survive machines that never become stable (StateKitTooling's
/// path search, the `statekit simulate` command).
///
/// An eventless transition whose guard always holds, one from a parallel region into another,
/// or a `raise` that re-enters its own state makes a macrostep run forever. The engine bounds
/// every macrostep (``RunawayMacrostep``); this stepper runs the engine's own macrostep with
/// that bound set to `maxMicrosteps`, and reports a stopped macrostep as
/// ``Outcome/exceededBudget``: its snapshot is the last legal configuration the engine left.
///
/// A `package` seam: tools see node and transition indices, never the engine's scratch space.
package struct BoundedStepper<State: MachineState, Event: MachineEvent, Context: Sendable> {
  /// How a macrostep ended.
  package enum Outcome: Equatable, Sendable {
    /// A transition was taken and the machine became stable.
    case handled
    /// No transition was enabled: the snapshot is unchanged.
    case ignored
    /// The macrostep took `maxMicrosteps` microsteps without becoming stable.
    case exceededBudget
  }

  /// What one macrostep did.
  package struct Step {
    /// The snapshot after the macrostep (where the engine stopped it when ``outcome`` is
    /// `exceededBudget`).
    package var snapshot: Snapshot<State, Event, Context>
    /// How it ended.
    package var outcome: Outcome
    /// The effects to run, in order.
    package var effects: [Effect<Event, Context>]
    /// The transitions taken, in order, by index (declared ones and default entries); empty
    /// unless the stepper records.
    package var taken: [Int]
    /// The nodes entered, in order; empty unless the stepper records.
    package var entered: [Int]
    /// The nodes exited, in exit order (a child before its parent); empty unless the stepper
    /// records.
    package var exited: [Int] = []
  }

  package let definition: MachineDefinition<State, Event, Context>
  /// The most microsteps one macrostep may take.
  package let maxMicrosteps: Int
  @usableFromInline var work: Scratch<State, Event, Context>

  /// Creates a stepper.
  ///
  /// - Parameters:
  ///   - definition: The definition to step.
  ///   - maxMicrosteps: The most microsteps one macrostep may take (at least 1).
  ///   - recording: Whether steps report the transitions taken and the nodes exited and
  ///     entered.
  @inlinable package init(
    _ definition: MachineDefinition<State, Event, Context>, maxMicrosteps: Int,
    recording: Bool = false
  ) {
    self.definition = definition
    self.maxMicrosteps = max(maxMicrosteps, 1)
    work = Scratch(microstepLimit: self.maxMicrosteps)
    work.recording = recording
  }

  /// Enters the initial configuration and runs to completion.
  @inlinable package mutating func start(context: Context? = nil) -> Step {
    reset()
    var snapshot = Snapshot(definition: definition, context: context ?? definition.initialContext)
    definition.enterInitialConfiguration(&snapshot, &work)
    return finish(snapshot, endedRunaway() ? .exceededBudget : .handled)
  }

  /// Runs one macrostep for an external event on a copy of `snapshot`.
  @inlinable package mutating func step(_ snapshot: Snapshot<State, Event, Context>, _ event: Event)
    -> Step
  {
    reset()
    var next = snapshot
    // The macrostep a Machine runs, fast paths included (the flat path, step plans).
    let handled = definition.stepWithWorkingMemory(event, &next, &work)
    return finish(next, outcome(handled))
  }

  /// Delivers the pending timer `id` on a copy of `snapshot`, as the machine does when it
  /// fires: a delayed send's event, or a delayed transition.
  @inlinable package mutating func fireTimer(
    _ id: String, in snapshot: Snapshot<State, Event, Context>
  )
    -> Step
  {
    reset()
    var next = snapshot
    let handled = definition.fireTimer(id, &next, &work)
    return finish(next, outcome(handled))
  }

  /// How the macrostep that just ran ended.
  @inlinable mutating func outcome(_ handled: Bool) -> Outcome {
    endedRunaway() ? .exceededBudget : handled ? .handled : .ignored
  }

  @inlinable mutating func reset() {
    work.record.reset()
    work.effects.removeAll(keepingCapacity: true)
  }

  @inlinable func finish(_ snapshot: Snapshot<State, Event, Context>, _ outcome: Outcome) -> Step {
    Step(
      snapshot: snapshot, outcome: outcome, effects: work.effects,
      taken: work.record.transitions.map(Int.init), entered: work.record.entered.map(Int.init),
      exited: work.record.exited.map(Int.init))
  }

  /// Whether the last macrostep was stopped at the limit; clears the engine's report.
  @inlinable mutating func endedRunaway() -> Bool {
    definition.takeRunaway(&work) != nil
  }
}
