/// What makes two explored snapshots the same: the active states, the history, whether the
/// machine is done, and the context when it is `Hashable`.
package struct SnapshotIdentity: Hashable {
  let active: StateSet
  let history: [Int32: StateSet]
  let done: Bool
  let context: AnyHashable?
}

extension Snapshot {
  /// Calls `body` with the index of each active node, in document order.
  package func forEachActiveNode(_ body: (Int) -> Void) {
    active.forEach { body(Int($0)) }
  }

  /// The snapshot's identity for a search: payloads of states are ignored (guards never see
  /// them), and so is the context unless `includingContext` and it is `Hashable`.
  package func identity(includingContext: Bool) -> SnapshotIdentity {
    var context: AnyHashable?
    if includingContext, let value = storedContext as? any Hashable {
      context = erase(value)
    }
    return SnapshotIdentity(active: active, history: history, done: done, context: context)
  }
}

/// Wraps an existential `Hashable` value (opened by the call) in an `AnyHashable`.
private func erase<Value: Hashable>(_ value: Value) -> AnyHashable { AnyHashable(value) }
