// StateKit's `Lock` is a `Mutex` that ThreadSanitizer can see (see Lock.swift).
@testable import StateKit

/// A one-shot signal between tasks: `wait()` returns once `open()` was called (before or
/// after).
final class Gate: Sendable {
  private struct State {
    var isOpen = false
    var waiters: [CheckedContinuation<Void, Never>] = []
  }
  private let state = Lock(State())

  func open() {
    let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
      state.isOpen = true
      defer { state.waiters = [] }
      return state.waiters
    }
    for waiter in waiters { waiter.resume() }
  }

  func wait() async {
    await withCheckedContinuation { continuation in
      let ready = state.withLock { state -> Bool in
        if state.isOpen { return true }
        state.waiters.append(continuation)
        return false
      }
      if ready { continuation.resume() }
    }
  }
}

/// A value shared between tasks, behind a lock.
final class Locked<Value: Sendable>: Sendable {
  private let storage: Lock<Value>
  init(_ value: Value) { storage = Lock(value) }
  var value: Value { storage.withLock { $0 } }
  func mutate<R: Sendable>(_ body: (inout Value) -> R) -> R { storage.withLock { body(&$0) } }
}
