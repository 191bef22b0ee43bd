import Synchronization

/// The lock of a ``Machine``: a bare mutex handle stored in the machine beside the core it
/// guards, instead of a `Mutex<MachineCore>`.
///
/// Two costs go with the `Mutex` wrapper, and neither with this:
/// - `Mutex.withLock` takes the critical section as a closure, which the optimizer leaves out
///   of line even when it is small: the event's quick path paid a call and its register saves.
///   ``Machine/withCore(_:)`` locks and unlocks around the body in the caller's code.
/// - A generic class's stored properties are destroyed by unspecialized code, which looks up
///   the metadata of each generic type it meets: `Mutex<MachineCore<…>>` paid for `Mutex`,
///   `_Cell` and `MachineCore`, on every machine's release. The handle is not generic.
///
/// On Linux, `_MutexHandle` takes a contended lock inside the (uninstrumented) Synchronization
/// library, so ThreadSanitizer misses the acquire and reports races between critical sections
/// that the lock does order. Built with `-Xswiftc -DSTATEKIT_TSAN` (CI's
/// `swift test --sanitize=thread` run does), every critical section also starts and ends with
/// an acquire-release read-modify-write of one atomic counter, in instrumented code: the
/// counter's modification order is the lock's order, so ThreadSanitizer sees each critical
/// section happen before the next.
@usableFromInline
struct MachineLock: ~Copyable, Sendable {
  @usableFromInline let handle = _MutexHandle()
  #if STATEKIT_TSAN
    @usableFromInline let order = Atomic<UInt64>(0)
  #endif

  @inlinable init() {}

  @inlinable @inline(__always) func lock() {
    handle.unsafeLock()
    #if STATEKIT_TSAN
      order.add(1, ordering: .acquiringAndReleasing)
    #endif
  }

  @inlinable @inline(__always) func unlock() {
    #if STATEKIT_TSAN
      order.add(1, ordering: .acquiringAndReleasing)
    #endif
    handle.unsafeUnlock()
  }
}

extension Machine {
  /// Runs `body` with exclusive access to the machine's core, under its lock.
  ///
  /// `body` must not call back into the machine: the lock is not recursive.
  @inlinable @inline(__always)
  func withCore<Result>(_ body: (inout MachineCore<State, Event, Context>) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&guardedCore)
  }
}
