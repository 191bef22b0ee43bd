/// Runs a machine's timers (delayed transitions and delayed sends).
///
/// A ``Machine`` built with a clock wraps it in a scheduler that sleeps on the clock in a task.
/// A test clock can conform to this protocol to fire timers synchronously and
/// deterministically when it is advanced (StateKitTesting's `ManualClock` does).
public protocol TimerScheduler: Sendable {
  /// Calls `fire` once `delay` has elapsed, unless the returned timer is cancelled first.
  ///
  /// - Parameters:
  ///   - delay: How long to wait.
  ///   - fire: What to call.
  /// - Returns: A handle to cancel the timer and read the time left.
  func schedule(after delay: Duration, _ fire: @escaping @Sendable () -> Void) -> ScheduledTimer
}

/// A timer started by a ``TimerScheduler``.
public struct ScheduledTimer: Sendable {
  private let cancelBody: @Sendable () -> Void
  private let remainingBody: @Sendable () -> Duration

  /// Creates a handle.
  ///
  /// - Parameters:
  ///   - cancel: Stops the timer; calling it after the timer fired does nothing.
  ///   - remaining: The time left before it fires (zero once due).
  public init(cancel: @escaping @Sendable () -> Void, remaining: @escaping @Sendable () -> Duration)
  {
    self.cancelBody = cancel
    self.remainingBody = remaining
  }

  /// Stops the timer.
  public func cancel() { cancelBody() }

  /// The time left before it fires.
  public var remaining: Duration { remainingBody() }
}

/// Schedules timers by sleeping on any `Clock<Duration>` in a task.
@usableFromInline
package struct ClockScheduler<C: Clock<Duration>>: TimerScheduler {
  @usableFromInline package let clock: C

  /// Creates a scheduler that sleeps on `clock`.
  ///
  /// - Parameter clock: The clock timers wait on.
  @inlinable package init(clock: C) { self.clock = clock }

  @usableFromInline package func schedule(
    after delay: Duration, _ fire: @escaping @Sendable () -> Void
  )
    -> ScheduledTimer
  {
    let clock = self.clock
    let deadline = clock.now.advanced(by: delay)
    let task = Task {
      do {
        try await clock.sleep(until: deadline, tolerance: nil)
      } catch {
        return
      }
      if !Task.isCancelled { fire() }
    }
    return ScheduledTimer(
      cancel: { task.cancel() },
      remaining: { max(.zero, clock.now.duration(to: deadline)) })
  }
}

/// A scheduler for a clock: the clock itself when it schedules timers (a manual clock),
/// otherwise a ``ClockScheduler`` that sleeps on it in a task.
///
/// Inlinable and generic, so that where the clock's type is known the common clocks need no
/// dynamic cast: a machine's creation pays for none.
///
/// - Parameter clock: The clock timers wait on.
/// - Returns: The scheduler.
@inlinable package func makeScheduler<C: Clock<Duration>>(_ clock: C) -> any TimerScheduler {
  if C.self == ContinuousClock.self || C.self == SuspendingClock.self {
    return ClockScheduler(clock: clock)
  }
  if let scheduler = clock as? any TimerScheduler { return scheduler }
  return ClockScheduler(clock: clock)
}
