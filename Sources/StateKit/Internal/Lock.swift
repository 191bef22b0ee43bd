import Synchronization

/// A `Mutex` whose ordering ThreadSanitizer can see, for the values StateKit shares across
/// threads outside a machine (definition caches, `ObservableMachine`'s snapshot). A machine's
/// own lock is ``MachineLock``, stored beside its core.
///
/// On Linux, `Mutex` takes a contended lock inside the (uninstrumented) Synchronization
/// library, so ThreadSanitizer misses the acquire and reports races between critical sections
/// that the lock does order. Built with `-Xswiftc -DSTATEKIT_TSAN` (CI's
/// `swift test --sanitize=thread` run does), every critical section also starts and ends
/// with an acquire-release read-modify-write of one atomic counter, in instrumented code: the
/// counter's modification order is the lock's order, so ThreadSanitizer sees each critical
/// section happen before the next. Without the flag this is exactly a `Mutex`.
@usableFromInline
struct Lock<Value>: ~Copyable, Sendable where Value: Sendable {
  @usableFromInline let mutex: Mutex<Value>
  #if STATEKIT_TSAN
    @usableFromInline let order = Atomic<UInt64>(0)
  #endif

  @inlinable init(_ value: consuming sending Value) {
    mutex = Mutex(consume value)
  }

  /// Runs `body` with exclusive access to the value.
  @inlinable func withLock<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
    mutex.withLock { value in
      #if STATEKIT_TSAN
        order.add(1, ordering: .acquiringAndReleasing)
        defer { order.add(1, ordering: .acquiringAndReleasing) }
      #endif
      return body(&value)
    }
  }
}
