import Synchronization

/// Answers for an asynchronous call a test controls: a call waits until the test gives an
/// answer (or takes one given before it was made).
final class Answers<Value: Sendable>: Sendable {
  private struct Storage {
    var answers: [Result<Value, any Error>] = []
    var callers: [CheckedContinuation<Result<Value, any Error>, Never>] = []
  }

  private let storage = Mutex(Storage())

  /// How many calls are waiting.
  var waiting: Int { storage.withLock { $0.callers.count } }

  /// Answers the oldest waiting call, or the next call.
  func answer(_ result: Result<Value, any Error>) {
    let caller = storage.withLock {
      storage -> CheckedContinuation<Result<Value, any Error>, Never>? in
      if storage.callers.isEmpty {
        storage.answers.append(result)
        return nil
      }
      return storage.callers.removeFirst()
    }
    caller?.resume(returning: result)
  }

  /// The call: returns the answer, or throws it.
  func call() async throws -> Value {
    let result = await withCheckedContinuation { continuation in
      let ready = storage.withLock { storage -> Result<Value, any Error>? in
        if !storage.answers.isEmpty { return storage.answers.removeFirst() }
        storage.callers.append(continuation)
        return nil
      }
      if let ready { continuation.resume(returning: ready) }
    }
    return try result.get()
  }
}
