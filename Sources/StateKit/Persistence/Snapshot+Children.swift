extension Snapshot {
  /// The snapshots of the machine's running child machines, by child id, each a `Snapshot` of
  /// the child's types: filled by ``Machine/snapshot`` and by a restore, empty in a snapshot
  /// the engine steps.
  var children: [String: any Sendable] {
    get { extras?.children?.lone ?? [:] }
    set {
      if !newValue.isEmpty || extras?.children != nil {
        var saved = extras?.children ?? ChildSnapshots()
        saved.lone = newValue
        uniqueExtras().children = saved.isEmpty ? nil : saved
      }
    }
  }

  /// The snapshot of a child machine that was running when this snapshot was taken from its
  /// machine (``Machine/snapshot``), or that a restore brings back: with its own children.
  ///
  /// ```swift
  /// let saved = app.snapshot
  /// saved.child(login)?.context.username
  /// ```
  ///
  /// - Parameter child: The child, as the definition declares it.
  /// - Returns: The child's snapshot; `nil` when it was not running.
  public func child<ChildState, ChildEvent, ChildContext>(
    _ child: ChildMachine<ChildState, ChildEvent, ChildContext>
  ) -> Snapshot<ChildState, ChildEvent, ChildContext>? {
    children[child.id] as? Snapshot<ChildState, ChildEvent, ChildContext>
  }
}

/// A child's snapshot that can be persisted: one whose states and events are `Codable`.
protocol PersistableChildSnapshot: Sendable {
  /// The snapshot's persisted form, with its own children.
  var persistedChild: PersistedChild { get }
}

extension Snapshot: PersistableChildSnapshot where State: Codable, Event: Codable {
  var persistedChild: PersistedChild { PersistedChild(persisted) }
}

/// A child's definition that can restore the child's persisted snapshot, without its caller
/// knowing the child's types.
protocol ChildDefinitionRestoring {
  /// The child's snapshot (a `Snapshot` of the definition's types), restored under `policy`
  /// with its own children; `nil` when the data does not decode and the policy is not strict.
  func restoreChild(
    _ saved: PersistedChild, policy: RestorePolicy, childPolicies: [String: RestorePolicy]
  ) throws(RestoreError) -> (snapshot: any Sendable, dropped: [String])?
}

extension MachineDefinition: ChildDefinitionRestoring where State: Codable, Event: Codable {
  func restoreChild(
    _ saved: PersistedChild, policy: RestorePolicy, childPolicies: [String: RestorePolicy]
  ) throws(RestoreError) -> (snapshot: any Sendable, dropped: [String])? {
    let persisted: PersistedSnapshot<State, Event, Context>
    do {
      persisted = try saved.decoded(as: PersistedSnapshot<State, Event, Context>.self)
    } catch {
      guard policy == .strict else { return nil }
      throw .invalidConfiguration("the snapshot does not decode: \(error)")
    }
    let restored = try restore(persisted, policy: policy, childPolicies: childPolicies)
    return (restored.snapshot, restored.dropped)
  }
}

extension MachineDefinition {
  /// Restores the persisted children into `snapshot`, a restored snapshot of this definition:
  /// each by the definition of the child that an active state runs under its id, under its
  /// policy (`childPolicies[id]`, else `policy`).
  ///
  /// - Returns: What was dropped, each item naming its child.
  func restoreChildren(
    _ saved: [String: PersistedChild], into snapshot: inout Snapshot<State, Event, Context>,
    policy: RestorePolicy, childPolicies: [String: RestorePolicy]
  ) throws(RestoreError) -> [String] {
    guard !saved.isEmpty else { return [] }
    let definitions = declaredByActiveWork(in: snapshot) { work in
      work.child.flatMap { child in
        (child.definition as? any ChildDefinitionRestoring).map { (child.id, $0) }
      }
    }
    return try restoreDeclared(
      Array(saved), by: definitions, what: "child", declaring: "runs", policy: policy,
      childPolicies: childPolicies
    ) { definition, id, child, policy, nested throws(RestoreError) in
      let restored: (snapshot: any Sendable, dropped: [String])?
      do throws(RestoreError) {
        restored = try definition.restoreChild(child, policy: policy, childPolicies: nested)
      } catch {
        throw .child(id, error)
      }
      guard let restored else { return ["child '\(id)' (its snapshot does not decode)"] }
      snapshot.children[id] = restored.snapshot
      return restored.dropped.map { "child '\(id)': \($0)" }
    }
  }
}

extension Machine {
  /// The restored snapshot of the child `id`, taken once, by the child's start: the child then
  /// continues from it instead of starting from its input.
  func takeRestoredChild(_ id: String) -> (any Sendable)? {
    withCore { core in
      guard core.snapshot.extras?.children != nil else { return nil }
      return core.snapshot.children.removeValue(forKey: id)
    }
  }

  /// The snapshots of the running children, each taken from the child machine outside this
  /// machine's lock, and of the restored children not started yet.
  func childSnapshots(
    running: [String: ChildHandle], pending: [String: any Sendable]
  ) -> [String: any Sendable] {
    var children = pending
    for (id, handle) in running {
      if let snapshot = handle.snapshot?() { children[id] = snapshot }
    }
    return children
  }
}
