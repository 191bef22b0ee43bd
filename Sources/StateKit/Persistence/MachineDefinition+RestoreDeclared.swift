extension MachineDefinition {
  /// What the work of the active states of `snapshot` declares, by id: the restorers of its
  /// lone children or of its collections. None in a snapshot that is done.
  func declaredByActiveWork<Restorer>(
    in snapshot: Snapshot<State, Event, Context>,
    _ declared: (Work<Event, Context>) -> (id: String, restorer: Restorer)?
  ) -> [String: Restorer] {
    var restorers: [String: Restorer] = [:]
    guard !snapshot.isDone else { return restorers }
    snapshot.active.forEach { s in
      for work in nodes[Int(s)].work {
        if let (id, restorer) = declared(work) { restorers[id] = restorer }
      }
    }
    return restorers
  }

  /// Restores each entry of `saved`, in id order, by the restorer declared under its id, under
  /// its policy (`childPolicies[id]`, else `policy`) and the policies nested under it.
  ///
  /// An id that no active state declares throws under a strict policy, and is dropped otherwise.
  ///
  /// - Parameters:
  ///   - what: Names an id's declaration in errors and in what was dropped: `child`, or
  ///     `collection`.
  ///   - declaring: How an active state declares it, for the error: `runs`, or `holds`.
  ///   - restore: Restores one entry; returns what it dropped.
  /// - Returns: What was dropped, each item naming its child or collection.
  func restoreDeclared<Saved, Restorer>(
    _ saved: [(key: String, value: Saved)], by restorers: [String: Restorer], what: String,
    declaring: String, policy: RestorePolicy, childPolicies: [String: RestorePolicy],
    restore: (
      _ restorer: Restorer, _ id: String, _ saved: Saved, _ policy: RestorePolicy,
      _ nested: [String: RestorePolicy]
    ) throws(RestoreError) -> [String]
  ) throws(RestoreError) -> [String] {
    var dropped: [String] = []
    for (id, value) in saved.sorted(by: { $0.key < $1.key }) {
      let policy = childPolicies[id] ?? policy
      guard let restorer = restorers[id] else {
        if policy == .strict {
          throw .child(
            id,
            .invalidConfiguration("no active state \(declaring) a persistable \(what) '\(id)'"))
        }
        dropped.append("\(what) '\(id)'")
        continue
      }
      dropped += try restore(
        restorer, id, value, policy, nestedPolicies(under: id, in: childPolicies))
    }
    return dropped
  }
}
