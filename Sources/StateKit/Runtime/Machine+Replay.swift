extension Machine {
  /// A machine that replays a recorded session, for StateKitTesting's replay: on `clock`, with
  /// its work, and its children's, not run (see ``MachineEnvironment/replaysWork``). It is not
  /// started: the replay listens first, then calls ``start()``.
  package convenience init(
    replaying definition: MachineDefinition<State, Event, Context>, context: Context? = nil,
    clock: some Clock<Duration>
  ) {
    let start = definition.startingSnapshot(
      context: context, microstepLimit: RunawayMacrostep.defaultLimit)
    self.init(
      snapshot: start.snapshot, effects: start.effects,
      environment: MachineEnvironment(
        scheduler: makeScheduler(clock), log: { _, _ in },
        replaysWork: true),
      microstepLimit: RunawayMacrostep.defaultLimit, startImmediately: false)
  }

  /// Delivers `event` as the current run of the work at `index` of the state `state` sent it,
  /// as a replay does with what work sent when the session was recorded.
  ///
  /// - Returns: `false` when no run of that work is current (its state is not active).
  package func deliverAsWork(_ event: Event, state: Int, index: Int) -> Bool {
    let run = withCore { core -> WorkID? in
      guard let handles = core.handles else { return nil }
      let runs = Array(handles.tasks.keys) + Array(handles.attachedWork.keys)
      return runs.filter { $0.state == state && $0.index == index }.max {
        $0.generation < $1.generation
      }
    }
    guard let run else { return false }
    return deliver(event, from: run)
  }
}
