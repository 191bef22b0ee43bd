import StateKit
import Synchronization

/// A clock that moves only when a test tells it to.
///
/// Timers a `Machine` schedules on it (delayed transitions, delayed sends) fire synchronously
/// inside ``advance(by:)``, in deadline order (ties in scheduling order), so a test is
/// deterministic and never sleeps:
///
/// ```swift
/// let clock = ManualClock()
/// let machine = Machine(toastDefinition, clock: clock)
/// machine.send(.show)
/// clock.advance(by: .seconds(2))
/// #expect(machine.state == .hidden)
/// ```
///
/// Tasks that `sleep` on the clock are resumed by ``advance(by:)`` too (they then run
/// asynchronously, like any task); a sleep whose deadline the clock has already reached returns
/// at once.
public final class ManualClock: Clock, TimerScheduler, Sendable {
  /// A point on the manual clock's timeline: the time elapsed since the clock was created.
  public struct Instant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
    /// Time since the clock's origin.
    public var offset: Duration

    /// Creates an instant.
    ///
    /// - Parameter offset: Time since the clock's origin.
    public init(offset: Duration) { self.offset = offset }

    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    public func duration(to other: Instant) -> Duration { other.offset - offset }
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    public var description: String { "\(offset)" }
  }

  private struct Entry: Sendable {
    let serial: UInt64
    let deadline: Instant
    let fire: @Sendable () -> Void
  }

  private struct Timeline: Sendable {
    var now = Instant(offset: .zero)
    var serial: UInt64 = 0
    var entries: [Entry] = []
  }

  private let timeline = Mutex(Timeline())

  /// Creates a clock at time zero.
  public init() {}

  /// The current time.
  public var now: Instant { timeline.withLock { $0.now } }

  /// The smallest step: the clock has no resolution limit.
  public var minimumResolution: Duration { .zero }

  /// How many timers and sleepers are waiting.
  public var pendingCount: Int { timeline.withLock { $0.entries.count } }

  /// The deadline of the next waiting timer or sleeper, if any.
  public var nextDeadline: Instant? {
    timeline.withLock { $0.entries.map(\.deadline).min() }
  }

  /// Suspends until the clock is advanced to `deadline`.
  ///
  /// A deadline the clock has already reached (`now` or earlier) returns at once, as
  /// `ContinuousClock` does: nothing would ever advance the clock to it again.
  ///
  /// ```swift
  /// let clock = ManualClock()
  /// clock.advance(by: .seconds(5))
  /// try await clock.sleep(until: .init(offset: .seconds(2)))  // returns at once
  /// ```
  ///
  /// - Parameters:
  ///   - deadline: When to resume.
  ///   - tolerance: Ignored.
  /// - Throws: `CancellationError` when the task is cancelled first (or already is).
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let resumed = Mutex<CheckedContinuation<Void, any Error>?>(nil)
    let serial = Mutex<UInt64?>(nil)
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        resumed.withLock { $0 = continuation }
        // Due already: a sleeper scheduled at or before `now` would wait for an advance that
        // may never come. Decided under the timeline's lock, so an advance cannot pass the
        // deadline between the check and the scheduling.
        guard
          let timer = schedule(
            at: deadline, unlessDue: true,
            {
              resumed.withLock { $0.take() }?.resume()
            })
        else {
          resumed.withLock { $0.take() }?.resume()
          return
        }
        serial.withLock { $0 = timer }
        if Task.isCancelled {
          cancelEntry(timer)
          resumed.withLock { $0.take() }?.resume(throwing: CancellationError())
        }
      }
    } onCancel: {
      if let timer = serial.withLock({ $0 }) { cancelEntry(timer) }
      resumed.withLock { $0.take() }?.resume(throwing: CancellationError())
    }
  }

  /// Schedules `fire` after `delay` on this clock's timeline (used by `Machine`).
  ///
  /// - Parameters:
  ///   - delay: How long after now.
  ///   - fire: Called synchronously by ``advance(by:)``.
  /// - Returns: A handle to cancel it and read the time left.
  public func schedule(after delay: Duration, _ fire: @escaping @Sendable () -> Void)
    -> ScheduledTimer
  {
    let deadline = now.advanced(by: delay)
    let serial = schedule(at: deadline, fire)
    return ScheduledTimer(
      cancel: { [weak self] in self?.cancelEntry(serial) },
      remaining: { [weak self] in
        guard let self else { return .zero }
        return max(.zero, self.now.duration(to: deadline))
      })
  }

  private func schedule(at deadline: Instant, _ fire: @escaping @Sendable () -> Void) -> UInt64 {
    schedule(at: deadline, unlessDue: false, fire)!
  }

  /// Adds an entry, unless `unlessDue` and the clock has reached `deadline` already.
  ///
  /// - Returns: The entry's serial, or `nil` when it was due and not added.
  private func schedule(
    at deadline: Instant, unlessDue: Bool, _ fire: @escaping @Sendable () -> Void
  ) -> UInt64? {
    timeline.withLock { timeline in
      if unlessDue && deadline <= timeline.now { return nil }
      timeline.serial += 1
      timeline.entries.append(Entry(serial: timeline.serial, deadline: deadline, fire: fire))
      return timeline.serial
    }
  }

  private func cancelEntry(_ serial: UInt64) {
    timeline.withLock { $0.entries.removeAll { $0.serial == serial } }
  }

  /// Moves time forward, firing every timer that falls due on the way, in deadline order.
  ///
  /// Timers scheduled by the fired callbacks fire too if they fall due before the new time.
  ///
  /// - Parameter duration: How far to move (not negative).
  public func advance(by duration: Duration) {
    precondition(duration >= .zero, "a manual clock cannot go back")
    advance(to: now.advanced(by: duration))
  }

  /// Moves time forward to `instant`, firing due timers in order.
  ///
  /// - Parameter instant: The new time; earlier than now does nothing.
  public func advance(to instant: Instant) {
    while let entry = nextDue(by: instant) { entry.fire() }
    timeline.withLock { if $0.now < instant { $0.now = instant } }
  }

  /// Jumps to the next timer's deadline and fires everything due then.
  ///
  /// - Returns: `false` when no timer is waiting.
  @discardableResult
  public func advanceToNextTimer() -> Bool {
    guard let next = nextDeadline else { return false }
    advance(to: next)
    return true
  }

  /// Removes and returns the earliest entry due by `instant`, setting the time to its deadline.
  private func nextDue(by instant: Instant) -> Entry? {
    timeline.withLock { timeline in
      guard
        let index = timeline.entries.indices.min(by: {
          let a = timeline.entries[$0]
          let b = timeline.entries[$1]
          return a.deadline < b.deadline || (a.deadline == b.deadline && a.serial < b.serial)
        }),
        timeline.entries[index].deadline <= instant
      else { return nil }
      let entry = timeline.entries.remove(at: index)
      if timeline.now < entry.deadline { timeline.now = entry.deadline }
      return entry
    }
  }
}
