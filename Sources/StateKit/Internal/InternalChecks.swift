// StateKit's internal checks: the snapshot invariants after every step, the fast paths'
// preconditions, the step plans compared with the general procedures. They are compiled in
// debug builds, and in any build with `-DSTATEKIT_INTERNAL_CHECKS`, as swift-collections does
// with `COLLECTIONS_INTERNAL_CHECKS`: CI runs the tests in release mode with it, where the
// optimized fast paths actually run.

/// Traps with `message` when an internal invariant does not hold, in builds with internal
/// checks (see above); compiles to nothing in others. Like `assert`, but kept in release
/// builds made with `-DSTATEKIT_INTERNAL_CHECKS`.
@inlinable @inline(__always)
func _internalInvariant(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String = "",
  file: StaticString = #fileID, line: UInt = #line
) {
  #if DEBUG || STATEKIT_INTERNAL_CHECKS
    if !condition() { preconditionFailure(message(), file: file, line: line) }
  #endif
}
