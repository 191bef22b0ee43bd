/// Compares two values of a type that may turn out, at run time, to be `Equatable`.
///
/// ``ObservableMachine`` is generic over its context and its states, which need not be
/// `Equatable`. Where they are, it compares before it invalidates a view, so that a macrostep
/// that left a value as it was invalidates nothing that read it. The test for conformance runs
/// once, when the comparison is made; comparing then costs one call through a witness table.
@usableFromInline struct ValueComparison<Value> {
  /// `==` when `Value` is `Equatable`, `nil` otherwise.
  @usableFromInline let equal: ((Value, Value) -> Bool)?
  /// Whether `Value` has no stored data, as `Void` and empty structs: every two values are the
  /// same, `Equatable` or not.
  @usableFromInline let isEmpty: Bool

  @usableFromInline init() {
    isEmpty = MemoryLayout<Value>.size == 0
    if let probe = EquatableProbe<Value>.self as? any SameValue<Value>.Type {
      equal = { probe.same($0, $1) }
    } else {
      equal = nil
    }
  }

  /// Whether the two values may differ: `false` only when they are known to be the same.
  @inlinable func mayDiffer(_ old: Value, _ new: Value) -> Bool {
    if isEmpty { return false }
    guard let equal else { return true }
    return !equal(old, new)
  }
}

/// Compares two values of `Value`; only ``EquatableProbe`` conforms, where `Value` is
/// `Equatable`, which turns a run-time conformance test into a typed `==`.
@usableFromInline protocol SameValue<Value> {
  associatedtype Value
  static func same(_ lhs: Value, _ rhs: Value) -> Bool
}

/// A type that conforms to ``SameValue`` exactly when `Value` is `Equatable`.
@usableFromInline enum EquatableProbe<Value> {}

extension EquatableProbe: SameValue where Value: Equatable {
  @usableFromInline static func same(_ lhs: Value, _ rhs: Value) -> Bool { lhs == rhs }
}
