extension Scratch {
  /// How many enabled transitions are looked through for a duplicate before ``enabledMarks``
  /// takes over: a handful of regions costs a short scan, thousands cost one lookup each.
  @inlinable static var enabledScanLimit: Int { 32 }

  /// Adds a transition to `enabled` unless it is there already: several atomic states of a
  /// parallel state may select the same transition of an ancestor.
  ///
  /// - Parameter transitionCount: The definition's number of transitions, which sizes the
  ///   marks.
  @inlinable mutating func addEnabled(_ t: Int32, transitionCount: Int) {
    if enabled.count < Self.enabledScanLimit {
      if enabled.contains(t) { return }
      enabled.append(t)
      if enabled.count == Self.enabledScanLimit { markEnabled(transitionCount) }
    } else {
      if enabledMarks[Int(t)] { return }
      enabledMarks[Int(t)] = true
      enabled.append(t)
    }
  }

  /// Marks every enabled transition, once their number reached the scan limit.
  @usableFromInline mutating func markEnabled(_ transitionCount: Int) {
    if enabledMarks.count < transitionCount {
      enabledMarks = [Bool](repeating: false, count: transitionCount)
    }
    for t in enabled { enabledMarks[Int(t)] = true }
  }

  /// Clears the marks ``addEnabled(_:transitionCount:)`` set, before conflict removal changes
  /// `enabled`.
  @inlinable mutating func clearEnabledMarks() {
    guard enabled.count >= Self.enabledScanLimit else { return }
    for t in enabled { enabledMarks[Int(t)] = false }
  }
}
