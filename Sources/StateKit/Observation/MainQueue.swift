import Dispatch

/// Whether the caller runs on the main dispatch queue, which is the main actor's executor on
/// every platform StateKit builds for. Unlike `MainActor.assumeIsolated`, asking never traps:
/// ``ObservableMachine`` asks from a machine's listener, which runs on whichever thread
/// processed the event, to deliver at once when that thread is the main actor's.
@usableFromInline enum MainQueue {
  /// The main queue's marker, set once, on first use.
  private static let marker: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether the current code runs on the main queue (or a queue that targets it).
  @usableFromInline static var isCurrent: Bool {
    DispatchQueue.getSpecific(key: marker) == true
  }
}
