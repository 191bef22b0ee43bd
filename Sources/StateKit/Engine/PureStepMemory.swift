/// What one pure step (``MachineDefinition/transition(_:on:microstepLimit:)``) keeps of its
/// working memory: the effects and the report of a stopped macrostep. The working memory
/// itself is made only when the event needs it, since a pure step does not outlive its call.
@usableFromInline
struct PureStepMemory<State: MachineState, Event: MachineEvent, Context: Sendable> {
  /// The most microsteps the macrostep may run.
  @usableFromInline let microstepLimit: Int
  /// The effects of the macrostep, in order.
  @usableFromInline var effects: [Effect<Event, Context>] = []
  /// The report when the macrostep was stopped at ``microstepLimit``.
  @usableFromInline var runaway: RunawayMacrostep? = nil

  @inlinable init(microstepLimit: Int) {
    self.microstepLimit = microstepLimit
  }

  /// Makes the working memory, runs the rest of the macrostep with it, and keeps its effects
  /// and report. Out of line: a flat machine's plain move never gets here, and the callers of
  /// `transition` inline the rest.
  ///
  /// - Returns: Whether the event enabled a transition.
  @inlinable @inline(never) mutating func lend(
    _ definition: MachineDefinition<State, Event, Context>,
    _ snapshot: inout Snapshot<State, Event, Context>,
    _ rest: (inout Snapshot<State, Event, Context>, inout Scratch<State, Event, Context>) -> Bool
  ) -> Bool {
    var scratch = Scratch<State, Event, Context>(microstepLimit: microstepLimit)
    let handled = rest(&snapshot, &scratch)
    effects = scratch.effects
    runaway = definition.takeRunaway(&scratch)
    return handled
  }
}
