// The standard library's underscored API that StateKit uses, in one place, each behind a
// public-API fallback. Building with `-Xswiftc -DSTATEKIT_PUBLIC_API_ONLY` uses only public API
// (CI's exclusivity-checked stage does): the answers are the same, the instruction counts are
// not. Why each one stays is measured in Benchmarks/README.md.

/// Whether values of `T` are plain data: copied bit for bit, destroyed by doing nothing.
///
/// ``KeyIndex`` looks a key up by its bits only when this holds. Safe because a plain-data
/// value is nothing but its bytes (no reference, no out-of-line storage), so reading its one
/// byte reads the whole value, and `KeyIndex.init` checks that no two distinct keys share a
/// byte. The public fallback answers `false`, which keeps every key in the dictionary: slower,
/// the same answers (what it costs: Benchmarks/README.md).
@inlinable func isPlainData<T>(_ type: T.Type) -> Bool {
  #if STATEKIT_PUBLIC_API_ONLY
    false
  #else
    _isPOD(type)
  #endif
}

extension Unmanaged {
  /// Calls `body` with the instance without retaining it. Safe only while something else holds
  /// the instance for the whole call: the caller guarantees it (the machine's core keeps its
  /// scratch box, under the lock, for the step it lends it to). The public fallback takes the
  /// unretained value, which retains and releases it around the call (Benchmarks/README.md).
  ///
  /// - Parameter body: Uses the instance.
  /// - Returns: What `body` returns.
  @inlinable func withGuaranteedInstance<Result>(_ body: (Instance) throws -> Result) rethrows
    -> Result
  {
    #if STATEKIT_PUBLIC_API_ONLY
      try body(takeUnretainedValue())
    #else
      try _withUnsafeGuaranteedRef(body)
    #endif
  }
}
