import Synchronization

/// A one-shot signal carrying a value: `wait()` returns once `open(_:)` was called (before or
/// after).
final class Gate<Value: Sendable>: Sendable {
  private let state = Mutex<(value: Value?, waiters: [CheckedContinuation<Value, Never>])>(
    (nil, []))

  func open(_ value: Value) {
    let waiters = state.withLock { state -> [CheckedContinuation<Value, Never>] in
      guard state.value == nil else { return [] }
      state.value = value
      defer { state.waiters = [] }
      return state.waiters
    }
    for waiter in waiters { waiter.resume(returning: value) }
  }

  var isOpen: Bool { state.withLock { $0.value != nil } }

  func wait() async -> Value {
    await withCheckedContinuation { continuation in
      let value = state.withLock { state -> Value? in
        if let value = state.value { return value }
        state.waiters.append(continuation)
        return nil
      }
      if let value { continuation.resume(returning: value) }
    }
  }
}
