import StateKit

/// Collects the transitions a machine takes, from its listener on any thread.
final class TransitionRecorder: Sendable {
  private let taken = Lock<Set<Int>>([])

  func record(_ transitions: [Int]) {
    taken.withLock { $0.formUnion(transitions) }
  }

  var transitions: Set<Int> { taken.withLock { $0 } }
}
