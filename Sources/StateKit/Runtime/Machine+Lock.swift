import Synchronization

/// The lock of a ``Machine``: a `Mutex` of nothing, stored in the machine beside the core it
/// guards, instead of a `Mutex<MachineCore>`.
///
/// A generic class's stored properties are destroyed by unspecialized code, which looks up the
/// metadata of each generic type it meets: `Mutex<MachineCore<…>>` would pay for `Mutex`, `_Cell`
/// and `MachineCore` on every machine's release (Benchmarks/README.md). `Mutex<Void>`
/// depends on none of the machine's types, so only `MachineCore` is looked up.
/// ``Machine/withCore(_:)`` runs its body in `withLock`, which is emitted into the caller's
/// code. The optimizer may still keep a closure body out of line: ``Machine/send(_:)`` passes
/// an always-inline local function instead.
///
/// ThreadSanitizer sees its ordering through ``LockOrder``, as ``Lock``'s.
@usableFromInline
struct MachineLock: ~Copyable, Sendable {
  @usableFromInline let mutex = Mutex<Void>(())
  @usableFromInline let order = LockOrder()

  @inlinable init() {}
}

extension Machine {
  /// Runs `body` with exclusive access to the machine's core, under its lock.
  ///
  /// `body` must not call back into the machine: the lock is not recursive.
  @inlinable @inline(__always)
  func withCore<Result: ~Copyable>(
    _ body: (inout MachineCore<State, Event, Context>) -> Result
  ) -> Result {
    lock.mutex.withLock { _ in
      lock.order.entered()
      defer { lock.order.leaving() }
      return body(&guardedCore)
    }
  }
}
