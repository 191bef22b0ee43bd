import Observation
import StateKit
import Synchronization
import Testing

/// A wait that took too long: the test fails instead of hanging.
struct TimedOut: Error, CustomStringConvertible {
  var what: String
  var description: String { "timed out waiting for \(what)" }
}

/// Runs `body`, failing with ``TimedOut`` after `timeout`. The timeout is a guard against a
/// broken test, not a synchronisation: passing tests never reach it.
func withTimeout<T: Sendable>(
  _ what: String, _ timeout: Duration = .seconds(10),
  _ body: @escaping @Sendable () async throws -> T
) async throws -> T {
  try await withThrowingTaskGroup(of: T.self) { group in
    group.addTask { try await body() }
    group.addTask {
      try await Task.sleep(for: timeout)
      throw TimedOut(what: what)
    }
    defer { group.cancelAll() }
    return try await group.next()!
  }
}

/// Waits until `condition` holds. It reads observable objects (view models, an
/// `ObservableMachine`) and is re-checked after every change Observation reports, whichever
/// thread makes it. No polling: the only timer is the timeout.
func waitFor(
  _ what: String, timeout: Duration = .seconds(10),
  isolation: isolated (any Actor)? = #isolation, _ condition: () -> Bool
) async throws {
  let deadline = ContinuousClock.now + timeout
  while !condition() {
    guard ContinuousClock.now < deadline else { throw TimedOut(what: what) }
    let wakeUp = WakeUp()
    let timer = Task {
      try? await Task.sleep(until: deadline)
      wakeUp.fire()
    }
    await withCheckedContinuation { continuation in
      wakeUp.set(continuation)
      _ = withObservationTracking(condition) { wakeUp.fire() }
      // A change between the read above and the installation of the tracking is not
      // reported: read again now that it is installed.
      if condition() { wakeUp.fire() }
    }
    timer.cancel()
  }
}

/// Resumes a continuation once, whether `fire()` comes before or after `set(_:)`.
private final class WakeUp: Sendable {
  private enum State {
    case idle, fired
    case waiting(CheckedContinuation<Void, Never>)
    case done
  }
  private let state = Mutex(State.idle)

  func set(_ continuation: CheckedContinuation<Void, Never>) {
    let resumeNow = state.withLock { state -> Bool in
      if case .fired = state {
        state = .done
        return true
      }
      state = .waiting(continuation)
      return false
    }
    if resumeNow { continuation.resume() }
  }

  func fire() {
    let continuation = state.withLock { state -> CheckedContinuation<Void, Never>? in
      switch state {
      case .idle:
        state = .fired
        return nil
      case .waiting(let continuation):
        state = .done
        return continuation
      case .fired, .done:
        return nil
      }
    }
    continuation?.resume()
  }
}

extension ObservableMachine {
  /// Waits until the machine's state, as observers see it, satisfies `predicate`.
  func waitUntil(
    _ what: String, timeout: Duration = .seconds(10), _ predicate: (State) -> Bool
  ) async throws {
    try await waitFor(what, timeout: timeout) { predicate(self.state) }
  }
}

/// Waits until `condition`, which reads main-actor observable objects, holds.
@MainActor
func waitOnMain(
  _ what: String, timeout: Duration = .seconds(10), _ condition: @MainActor () -> Bool
) async throws {
  try await waitFor(what, timeout: timeout, condition)
}

/// Waits until `condition` holds, for a value that no observer is told about (such as the
/// count of events a machine dropped): it is read again whenever the main actor is free, until
/// the timeout.
@MainActor
func waitPolling(
  _ what: String, timeout: Duration = .seconds(10), _ condition: @MainActor () -> Bool
) async throws {
  let deadline = ContinuousClock.now + timeout
  while !condition() {
    guard ContinuousClock.now < deadline else { throw TimedOut(what: what) }
    await Task.yield()
  }
}
