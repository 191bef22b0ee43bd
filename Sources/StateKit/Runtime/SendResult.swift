/// What happened to an event given to ``Machine/send(_:)``.
public enum SendResult: Sendable, Hashable {
  /// The event enabled a transition and the macrostep ran.
  case handled
  /// No transition takes the event in the current configuration; nothing changed. This is not
  /// an error (the image search example's `tryEvent`).
  case ignored
  /// Another event was being processed (by an observer or effect on this thread, or by another
  /// thread): the event waits in the mailbox and is processed, in order, before that processing
  /// returns. A machine created with `startImmediately: false` queues every event until
  /// ``Machine/start()``, which processes them. A stop (``Machine/stop()``) drops what waits.
  case queued
  /// The event enabled a transition, but the macrostep did not settle within the machine's
  /// bound of microsteps (a cycle of eventless transitions whose guards keep holding, an
  /// action that keeps raising its own event, or a chain of events that effects keep sending):
  /// it was stopped in its last legal configuration. The machine stays usable (unlike one
  /// that was stopped with ``Machine/stop()``: ``machineStopped``).
  case stopped(RunawayMacrostep)
  /// The machine was stopped (``Machine/stop()``): the event was not processed, and no event
  /// sent to it from now on will be. Its snapshot stays the one it stopped in.
  case machineStopped

  /// Whether two results are the same; inlinable, so that comparing with ``handled`` costs a
  /// compare in the caller's code.
  @inlinable public static func == (lhs: SendResult, rhs: SendResult) -> Bool {
    switch (lhs, rhs) {
    case (.handled, .handled), (.ignored, .ignored), (.queued, .queued),
      (.machineStopped, .machineStopped):
      true
    case (.stopped(let a), .stopped(let b)): a.cycle == b.cycle
    default: false
    }
  }
}
