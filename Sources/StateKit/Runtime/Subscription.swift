import Synchronization

/// A token that keeps a listener registered; cancelling or releasing it removes the listener.
///
/// ```swift
/// let subscription = machine.subscribe { update in print(update.snapshot) }
/// // …
/// subscription.cancel()
/// ```
public final class Subscription: Sendable, Hashable {
  private let onCancel: Lock<(@Sendable () -> Void)?>

  init(onCancel: @escaping @Sendable () -> Void) {
    self.onCancel = Lock(onCancel)
  }

  /// Removes the listener. Calling it again does nothing.
  public func cancel() {
    let body = onCancel.withLock { body -> (@Sendable () -> Void)? in
      defer { body = nil }
      return body
    }
    body?()
  }

  deinit { cancel() }

  public static func == (lhs: Subscription, rhs: Subscription) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
