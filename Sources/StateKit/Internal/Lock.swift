import Synchronization

/// A `Mutex` whose ordering ThreadSanitizer can see (``LockOrder``), for the values StateKit
/// shares across threads outside a machine (definition caches, `ObservableMachine`'s snapshot),
/// and those StateKitTesting and StateKitInspection share (a tree's log, `Answers`, a
/// recorder's tree).
/// A machine's own lock is ``MachineLock``, stored beside its core. Without
/// `-DSTATEKIT_TSAN` this is exactly a `Mutex`.
@usableFromInline
package struct Lock<Value>: ~Copyable, Sendable where Value: Sendable {
  @usableFromInline let mutex: Mutex<Value>
  @usableFromInline let order = LockOrder()

  @inlinable package init(_ value: consuming sending Value) {
    mutex = Mutex(consume value)
  }

  /// Runs `body` with exclusive access to the value.
  @inlinable package func withLock<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
    mutex.withLock { value in
      order.entered()
      defer { order.leaving() }
      return body(&value)
    }
  }
}
