import StateKitTesting
import Synchronization
import Testing

/// `ManualClock.sleep(until:)`: a deadline in the past returns; one in the future waits for an
/// advance.
struct ManualClockTests {
  /// Starts `sleep(until:)` in a task and yields until it returns, at most `yields` times.
  ///
  /// - Returns: Whether it returned; a sleeper still waiting is cancelled, so no task leaks.
  private func sleepReturns(
    _ clock: ManualClock, until deadline: ManualClock.Instant, yields: Int = 10_000
  ) async -> Bool {
    let returned = Atomic<Bool>(false)
    let sleeper = Task {
      try? await clock.sleep(until: deadline)
      returned.store(true, ordering: .sequentiallyConsistent)
    }
    for _ in 0..<yields where !returned.load(ordering: .sequentiallyConsistent) {
      await Task.yield()
    }
    let result = returned.load(ordering: .sequentiallyConsistent)
    sleeper.cancel()
    await sleeper.value
    return result
  }

  @Test func aDeadlineAlreadyPassedReturnsAtOnce() async {
    let clock = ManualClock()
    clock.advance(by: .seconds(5))
    #expect(await sleepReturns(clock, until: .init(offset: .seconds(2))))
    #expect(clock.pendingCount == 0)
  }

  @Test func theCurrentInstantReturnsAtOnce() async {
    let clock = ManualClock()
    #expect(await sleepReturns(clock, until: clock.now))
    #expect(clock.pendingCount == 0)
  }

  @Test func aFutureDeadlineWaitsForTheClock() async throws {
    let clock = ManualClock()
    #expect(!(await sleepReturns(clock, until: .init(offset: .seconds(1)), yields: 100)))
    let sleeper = Task { try await clock.sleep(until: .init(offset: .seconds(1))) }
    while clock.pendingCount == 0 { await Task.yield() }
    clock.advance(by: .seconds(1))
    try await sleeper.value
  }

  @Test func aCancelledSleeperThrows() async {
    let clock = ManualClock()
    let sleeper = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(until: .init(offset: .zero))
    }
    await #expect(throws: CancellationError.self) { try await sleeper.value }
  }
}
