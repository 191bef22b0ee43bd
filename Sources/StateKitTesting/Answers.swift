import StateKit

/// An asynchronous call whose answers the test gives: a network request, an authentication, a
/// search, stood in for by a call that waits until the test answers it.
///
/// Give the call to the code under test (a view model's dependency, a definition's work), then
/// answer it when the test is ready. Answers are taken in order: an answer given while no call
/// waits is kept for the next call, and each call takes one answer.
///
/// ```swift
/// let answers = Answers<Void>()
/// let model = LoginViewModel { _, _ in try await answers.call() }
/// let tester = MachineTester(machine: model.machine)
/// await tester.perform({ model.authenticate() }) { $0.state = .authenticating }
/// answers.answer(.failure(LoginError.invalidCredentials))
/// await tester.receive(.authenticationFailed(.invalidCredentials)) {
///   $0.state = .error(.invalidCredentials)
/// }
/// ```
///
/// A call whose task is cancelled while it waits (its state was exited) throws
/// `CancellationError` at once and takes no answer, so the work that made it ends.
public final class Answers<Value: Sendable>: Sendable {
  private typealias Caller = CheckedContinuation<Result<Value, any Error>, Never>

  private struct Storage {
    var answers: [Result<Value, any Error>] = []
    var callers: [(id: UInt64, continuation: Caller)] = []
    var lastID: UInt64 = 0
  }

  private let storage = Lock(Storage())

  /// Creates a call with no answer yet.
  public init() {}

  /// How many calls wait for an answer.
  public var waiting: Int { storage.withLock { $0.callers.count } }

  /// How many answers were given that no call took yet.
  public var unanswered: Int { storage.withLock { $0.answers.count } }

  /// Answers the call that has waited longest, or, when none waits, the next call.
  ///
  /// ```swift
  /// answers.answer(.success(page))
  /// answers.answer(.failure(URLError(.timedOut)))
  /// ```
  ///
  /// - Parameter result: What the call returns, or the error it throws.
  public func answer(_ result: Result<Value, any Error>) {
    let caller = storage.withLock { storage -> Caller? in
      if storage.callers.isEmpty {
        storage.answers.append(result)
        return nil
      }
      return storage.callers.removeFirst().continuation
    }
    caller?.resume(returning: result)
  }

  /// Answers the call that has waited longest, or the next call, with a value.
  ///
  /// - Parameter value: What the call returns.
  public func answer(_ value: Value) { answer(.success(value)) }

  /// Makes the call that has waited longest, or the next call, throw.
  ///
  /// - Parameter error: What the call throws.
  public func fail(_ error: any Error) { answer(.failure(error)) }

  /// The call: waits for the test's answer (or takes one given before), and returns it or
  /// throws it.
  ///
  /// - Returns: The answer's value.
  /// - Throws: The answer's error, or `CancellationError` when the calling task is cancelled
  ///   before an answer arrives.
  public func call() async throws -> Value {
    try Task.checkCancellation()
    let id = storage.withLock { storage -> UInt64 in
      storage.lastID += 1
      return storage.lastID
    }
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: Caller) in
        let ready = storage.withLock { storage -> Result<Value, any Error>? in
          if Task.isCancelled { return .failure(CancellationError()) }
          if !storage.answers.isEmpty { return storage.answers.removeFirst() }
          storage.callers.append((id, continuation))
          return nil
        }
        if let ready { continuation.resume(returning: ready) }
      }
    } onCancel: {
      let caller = storage.withLock { storage -> Caller? in
        guard let index = storage.callers.firstIndex(where: { $0.id == id }) else { return nil }
        return storage.callers.remove(at: index).continuation
      }
      caller?.resume(returning: .failure(CancellationError()))
    }
    return try result.get()
  }
}

extension Answers where Value == Void {
  /// Answers the call that has waited longest, or the next call: it returns.
  public func answer() { answer(.success(())) }
}
