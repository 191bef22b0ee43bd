import Synchronization

/// What makes a lock's ordering visible to ThreadSanitizer: ``Lock`` and ``MachineLock`` mark
/// each critical section with it.
///
/// On Linux, `Mutex` takes a contended lock inside the (uninstrumented) Synchronization
/// library, so ThreadSanitizer misses the acquire and reports races between critical sections
/// that the lock does order. Built with `-Xswiftc -DSTATEKIT_TSAN` (CI's
/// `swift test --sanitize=thread` run does), every critical section also starts and ends with
/// an acquire-release read-modify-write of one atomic counter, in instrumented code: the
/// counter's modification order is the lock's order, so ThreadSanitizer sees each critical
/// section happen before the next. Without the flag it is empty and costs nothing.
@usableFromInline
struct LockOrder: ~Copyable, Sendable {
  #if STATEKIT_TSAN
    @usableFromInline let counter = Atomic<UInt64>(0)
  #endif

  @inlinable init() {}

  /// Right after the lock is taken.
  @inlinable @inline(__always) func entered() {
    #if STATEKIT_TSAN
      counter.add(1, ordering: .acquiringAndReleasing)
    #endif
  }

  /// Right before the lock is released.
  @inlinable @inline(__always) func leaving() {
    #if STATEKIT_TSAN
      counter.add(1, ordering: .acquiringAndReleasing)
    #endif
  }
}
