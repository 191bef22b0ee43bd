// Delayed transitions' timers, and state-scoped work: SCXML's invoke (started at the end of a
// macrostep for the states entered and still active) and its cancellation on exit.

extension MachineDefinition {
  /// Starts the timers of a state's delayed transitions.
  @inlinable func startTimers(
    of s: Int32, _ snapshot: inout Snap, _ scratch: inout Scratch<State, Event, Context>
  ) {
    for t in nodes[Int(s)].afters {
      let id = afterTimerID(s, t)
      let delay = transitions[Int(t)].delay!
      snapshot.timers.append(
        PendingTimer(id: id, event: .after(Int(t)), delay: delay, remaining: delay))
      scratch.effects.append(.startTimer(id: id, delay: delay))
    }
  }

  /// The id of a delayed transition's timer: unique while its state is active.
  @inlinable func afterTimerID(_ state: Int32, _ transition: Int32) -> String {
    "after:\(nodes[Int(state)].name):\(transition)"
  }

  /// Cancels the timers of a state's delayed transitions, on exit.
  @inlinable func stopTimers(
    of state: Int32, _ snapshot: inout Snap, _ scratch: inout Scratch<State, Event, Context>
  ) {
    for t in nodes[Int(state)].afters {
      let id = afterTimerID(state, t)
      snapshot.timers.removeAll { $0.id == id }
      scratch.effects.append(.cancelTimer(id: id))
    }
  }

  /// Cancels a state's running work, on exit (SCXML's cancelling of invocations).
  @inlinable func cancelWork(
    of state: Int32, _ snapshot: inout Snap, _ scratch: inout Scratch<State, Event, Context>
  ) {
    snapshot.activeWork.removeAll { id in
      guard id.state == Int(state) else { return false }
      scratch.effects.append(.cancelWork(id))
      return true
    }
  }

  /// Starts the work of the states entered in this macrostep and still active (SCXML
  /// `invoke` at the end of a macrostep), in document order.
  @inlinable func invokeEnteredStates(
    _ snapshot: inout Snap, _ scratch: inout Scratch<State, Event, Context>
  ) {
    guard !scratch.entryEvents.isEmpty else { return }
    let entries = scratch.entryEvents
    scratch.entryEvents.clear()
    scratch.statesToInvoke.forEach { s in
      guard let entry = entries.last(where: { $0.node == s }) else { return }
      startWork(of: s, event: entry.event, &snapshot, &scratch)
    }
  }

  /// Starts a state's work, each run with a new generation, as ``Effect/startWork(_:)``.
  @inlinable func startWork(
    of s: Int32, event: Event?, _ snapshot: inout Snap,
    _ scratch: inout Scratch<State, Event, Context>
  ) {
    for (index, body) in nodes[Int(s)].work.enumerated() {
      snapshot.serial += 1
      let id = WorkID(state: Int(s), index: index, generation: snapshot.serial)
      snapshot.activeWork.append(id)
      scratch.effects.append(
        .startWork(WorkStart(id: id, work: body, context: snapshot.storedContext, event: event)))
    }
  }
}
