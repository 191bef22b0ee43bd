import Observation
import Synchronization

/// Counts the invalidations of what `read` read: Observation tells a tracking once.
@MainActor
final class Invalidated {
  private let box = Counted()
  init(_ read: () -> Void) { withObservationTracking(read) { [box] in box.add() } }
  var count: Int { box.value }
}

final class Counted: Sendable {
  private let count = Mutex(0)
  func add() { count.withLock { $0 += 1 } }
  var value: Int { count.withLock { $0 } }
}
