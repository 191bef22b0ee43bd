import StateKit
import Synchronization

/// A clock that moves only when the conformance runner (or a test) tells it to.
///
/// Timers scheduled on it by a `Machine` (delayed sends, delayed transitions), by an
/// ``SCXMLSession`` (delayed sends to other sessions) and by invoked child machines fire
/// synchronously inside ``advance(by:)`` and ``advanceToNextTimer()``, in deadline order (ties
/// in scheduling order). It is the same idea as StateKitTesting's `ManualClock`, kept inside this
/// module so the runner needs nothing beyond `StateKitSCXML`.
final class ConformanceClock: Clock, TimerScheduler, Sendable {
  struct Instant: InstantProtocol, Hashable, Sendable {
    var offset: Duration

    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
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

  init() {}

  var now: Instant { timeline.withLock { $0.now } }

  var minimumResolution: Duration { .zero }

  /// How many timers are waiting.
  var pendingCount: Int { timeline.withLock { $0.entries.count } }

  func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    // Nothing in this module sleeps on the clock: machines and sessions schedule timers through
    // `TimerScheduler`. A sleeper simply waits for its deadline to be reached by `advance`.
    let resumed = Mutex<CheckedContinuation<Void, any Error>?>(nil)
    let serial = Mutex<UInt64?>(nil)
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        resumed.withLock { $0 = continuation }
        let entry = schedule(at: deadline) { resumed.withLock { $0.take() }?.resume() }
        serial.withLock { $0 = entry }
      }
    } onCancel: {
      if let entry = serial.withLock({ $0 }) { cancelEntry(entry) }
      resumed.withLock { $0.take() }?.resume(throwing: CancellationError())
    }
  }

  func schedule(after delay: Duration, _ fire: @escaping @Sendable () -> Void) -> ScheduledTimer {
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
    timeline.withLock { timeline in
      timeline.serial += 1
      timeline.entries.append(Entry(serial: timeline.serial, deadline: deadline, fire: fire))
      return timeline.serial
    }
  }

  private func cancelEntry(_ serial: UInt64) {
    timeline.withLock { $0.entries.removeAll { $0.serial == serial } }
  }

  /// Moves time forward, firing every timer that falls due on the way, in deadline order.
  func advance(by duration: Duration) {
    let target = now.advanced(by: max(.zero, duration))
    while let entry = nextDue(by: target) { entry.fire() }
    timeline.withLock { if $0.now < target { $0.now = target } }
  }

  /// Jumps to the next timer's deadline and fires everything due then.
  ///
  /// - Returns: `false` when no timer is waiting.
  @discardableResult
  func advanceToNextTimer() -> Bool {
    guard let next = timeline.withLock({ $0.entries.map(\.deadline).min() }) else { return false }
    advance(by: now.duration(to: next))
    return true
  }

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
