import StateKit
import StateKitSCXML

/// The timers of a simulation: the engine's (delayed transitions and sends of the null data
/// model) and the delayed `<send>`s of a data model, of every session. A child's timers are
/// named after it: `ID/timer`.
extension Simulator {
  /// A pending timer of some session of the simulation.
  struct Timer {
    /// The invoke ids from the top-level session to the timer's session.
    var sessions: [String]
    /// The timer's id in its session.
    var id: String
    /// When it is due, from now.
    var delay: Duration
    /// What `:timers` prints for it.
    var description: String
  }

  /// This session's timers, then its children's, in the order `:fire` prefers them when two are
  /// due at once.
  func allTimers(path: [String] = []) -> [Timer] {
    let prefix = path.isEmpty ? "" : path.joined(separator: "/") + "/"
    return ownTimers(qualifiedBy: prefix).map { timer in
      var timer = timer
      timer.sessions = path
      return timer
    } + children.flatMap { $0.simulator.allTimers(path: path + [$0.id]) }
  }

  /// This session's timers: the engine's, then its delayed sends.
  func ownTimers(qualifiedBy prefix: String) -> [Timer] {
    let engine = snapshot.pendingTimers.map { timer in
      let what =
        switch timer.event {
        case .event(let event): "→ \(event.rawValue)"
        case .after: "(delayed transition)"
        }
      return Timer(
        sessions: [], id: timer.id, delay: timer.remaining,
        description: "\(prefix)\(timer.id) \(what) after \(timer.delay)")
    }
    return engine
      + delayed.map {
        Timer(
          sessions: [], id: $0.id, delay: $0.delay,
          description: "\(prefix)\($0.id) → \($0.send.summary) after \($0.delay)")
      }
  }

  /// Fires the timer `id` (`ID/timer` for a child's), or the one due first, then processes
  /// what the sessions sent. Returns `false` when the simulation must stop.
  mutating func fire(_ id: String?) -> Bool {
    let timers = allTimers()
    let due: Timer?
    if let id {
      due = timers.first { ($0.sessions + [$0.id]).joined(separator: "/") == id }
    } else {
      due = timers.min { $0.delay < $1.delay }
    }
    guard let due else {
      print(id.map { "no pending timer '\($0)'" } ?? "no pending timers")
      return true
    }
    beginRound()
    fire(due.id, in: due.sessions[...])
    settle()
    return !isStuck
  }

  /// Fires a timer of this session (`sessions` empty) or of a descendant.
  private mutating func fire(_ id: String, in sessions: ArraySlice<String>) {
    if let child = sessions.first {
      guard let index = children.firstIndex(where: { $0.id == child }) else { return }
      return children[index].simulator.fire(id, in: sessions.dropFirst())
    }
    if let index = delayed.firstIndex(where: { $0.id == id }),
      snapshot.pendingTimers.first(where: { $0.id == id }).map({
        delayed[index].delay < $0.remaining
      })
        ?? true
    {
      let due = delayed.remove(at: index)
      line("timer \(due.id) → \(due.send.summary)")
      return deliver(due.send)
    }
    let step = stepper.fireTimer(id, in: snapshot)
    guard step.outcome != .exceededBudget else { return stuck("timer \(id)") }
    snapshot = step.snapshot
    line("timer \(id): \(step.outcome == .handled ? "handled" : "ignored")")
    if step.outcome == .handled {
      report(entered: step.entered, exited: step.exited, effects: step.effects)
    }
  }
}
