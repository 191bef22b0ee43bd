extension Array {
  /// Empties the array and keeps its storage; free when it is already empty (unlike
  /// `removeAll(keepingCapacity:)`, which always rebuilds the buffer header).
  @inlinable @inline(__always) mutating func clear() {
    if isEmpty { return }
    if count == 1 {
      removeLast()
    } else {
      removeAll(keepingCapacity: true)
    }
  }
}
