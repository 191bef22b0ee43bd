/// What ``MachineDefinition/restore(_:policy:)`` does with a persisted snapshot that no longer
/// fits the definition, after an update of the app changed it.
public enum RestorePolicy: Sendable, Hashable {
  /// Throw a ``RestoreError`` that says what differs: an unknown state, a missing payload, an
  /// unknown or inactive timer (``MachineDefinition/restore(_:)``).
  case strict
  /// Keep what still matches and enter the rest by default, as a transition into its parent
  /// would (SCXML's default entry), with fresh timers; report what was dropped.
  case bestEffort
  /// Start at the initial state with the snapshot's context.
  case restart
}

/// A snapshot rebuilt from persisted data, and what the restore left out.
public struct RestoredSnapshot<State: MachineState, Event: MachineEvent, Context: Sendable>:
  Sendable
{
  /// The snapshot: always a legal configuration of the definition.
  public var snapshot: Snapshot<State, Event, Context>
  /// What the persisted data held that the snapshot does not, in words (`state 'splash'`,
  /// `timer after 5.0 seconds from 'armed' to 'fired'`); empty when it restored as it was.
  public var dropped: [String]
}

extension MachineDefinition where State: Codable, Event: Codable {
  /// Rebuilds a snapshot from persisted data under a policy for what no longer fits.
  ///
  /// ```swift
  /// let restored = try definition.restore(saved, policy: .bestEffort)
  /// for item in restored.dropped { logger.notice("not restored: \(item)") }
  /// let machine = Machine(restoring: restored.snapshot, clock: clock)
  /// ```
  ///
  /// Each persisted child machine, lone (``PersistedSnapshot/children``) or in a collection
  /// (``PersistedSnapshot/collections``), is restored by its own definition under the same
  /// policy; see ``restore(_:policy:childPolicies:)`` to give a child another.
  ///
  /// - Parameters:
  ///   - persisted: Data from ``Snapshot/persisted``.
  ///   - policy: What to do when the data does not fit the definition.
  /// - Returns: The snapshot and what was dropped.
  /// - Throws: ``RestoreError``, with ``RestorePolicy/strict`` only.
  public func restore(
    _ persisted: PersistedSnapshot<State, Event, Context>, policy: RestorePolicy
  ) throws(RestoreError) -> RestoredSnapshot<State, Event, Context> {
    try restore(persisted, policy: policy, childPolicies: [:])
  }

  /// Rebuilds a snapshot and its children's from persisted data, each machine under its own
  /// policy for what no longer fits.
  ///
  /// Each definition checks its own data: a child saved by an older version of the child's
  /// definition is restored under its policy while the parent restores as it was. What a
  /// child drops is listed with its id (`child 'login': state 'captcha'`), a child of a
  /// collection's with the collection's id and its own (`child 'downloads[a.zip]': …`). A child
  /// or collection whose state is not active is dropped, and ``RestorePolicy/restart`` drops
  /// every child of the machine it applies to: lone children start from their input,
  /// collections empty.
  ///
  /// A collection's id names the policy of all its children, which run one definition:
  ///
  /// ```swift
  /// let restored = try app.restore(
  ///   saved, policy: .strict,
  ///   childPolicies: ["login": .bestEffort, "login/captcha": .restart, "downloads": .bestEffort])
  /// ```
  ///
  /// - Parameters:
  ///   - persisted: Data from ``Snapshot/persisted``.
  ///   - policy: What to do when this machine's data does not fit its definition, and the
  ///     policy of every child not named in `childPolicies`.
  ///   - childPolicies: The policies of children, by path of child and collection ids from
  ///     this machine (`login`, `login/captcha`, `downloads`, `downloads/checksum`).
  /// - Returns: The snapshot and what was dropped.
  /// - Throws: ``RestoreError`` from a machine whose policy is ``RestorePolicy/strict``;
  ///   ``RestoreError/child(_:_:)`` names the child.
  public func restore(
    _ persisted: PersistedSnapshot<State, Event, Context>, policy: RestorePolicy,
    childPolicies: [String: RestorePolicy]
  ) throws(RestoreError) -> RestoredSnapshot<State, Event, Context> {
    var restored: RestoredSnapshot<State, Event, Context>
    switch policy {
    case .strict:
      restored = RestoredSnapshot(snapshot: try restoreExactly(persisted), dropped: [])
    case .restart:
      let restarted = initialSnapshot(context: persisted.context)
      let names = restarted.active.members.map { nodes[Int($0)].name }
      let dropped =
        names == persisted.configuration && persisted.timers.isEmpty
        ? [] : ["configuration " + persisted.configuration.joined(separator: ", ")]
      let children = persisted.children.keys.sorted().map { "child '\($0)'" }
      let collections = persisted.collections.filter { !$0.value.isEmpty }.keys.sorted().map {
        "collection '\($0)'"
      }
      return RestoredSnapshot(snapshot: restarted, dropped: dropped + children + collections)
    case .bestEffort:
      if let exact = try? restoreExactly(persisted) {
        restored = RestoredSnapshot(snapshot: exact, dropped: [])
      } else {
        restored = bestEffortRestore(persisted)
      }
    }
    restored.dropped += try restoreChildren(
      persisted.children, into: &restored.snapshot, policy: policy, childPolicies: childPolicies)
    restored.dropped += try restoreCollections(
      persisted.collections, into: &restored.snapshot, policy: policy,
      childPolicies: childPolicies)
    return restored
  }

  /// The persisted states that still exist, completed into a legal configuration by default
  /// entry; the payloads, history and timers that still fit.
  private func bestEffortRestore(
    _ persisted: PersistedSnapshot<State, Event, Context>
  ) -> RestoredSnapshot<State, Event, Context> {
    var dropped: [String] = []
    var byName: [String: Int32] = [:]
    for (i, node) in nodes.enumerated() where i > 0 { byName[node.name] = Int32(i) }
    var active = StateSet()
    var payloads: [Int32: State] = [:]
    for name in persisted.configuration {
      guard let node = byName[name], !nodes[Int(node)].kind.isHistory else {
        dropped.append("state '\(name)'")
        continue
      }
      if nodes[Int(node)].value == nil {
        guard let value = persisted.payloads[name] else {
          dropped.append("state '\(name)' (its payload is missing)")
          continue
        }
        payloads[node] = value
      }
      active.insert(node)
    }
    var entered = StateSet()
    complete(&active, entered: &entered, dropped: &dropped)
    var snapshot = Snapshot(definition: self, context: persisted.context)
    snapshot.active = active
    for (node, value) in payloads where active.contains(node) { snapshot.payloads[node] = value }
    for (name, remembered) in persisted.history {
      guard let history = byName[name], nodes[Int(history)].kind.isHistory else {
        dropped.append("history '\(name)'")
        continue
      }
      let parent = nodes[Int(history)].parent
      let kept = remembered.compactMap { byName[$0] }.filter {
        isDescendant($0, of: parent) && !nodes[Int($0)].kind.isHistory
      }
      guard kept.count == remembered.count, !kept.isEmpty else {
        dropped.append("history '\(name)'")
        continue
      }
      var set = StateSet()
      for node in kept { set.insert(node) }
      snapshot.history[history] = set
    }
    var timers: [PendingTimer<Event>] = []
    for timer in persisted.timers {
      if let event = timer.event {
        timers.append(
          PendingTimer(
            id: timer.id, event: .event(event), delay: max(timer.delay, .zero),
            remaining: max(timer.remaining, .zero)))
      } else if let t = try? delayedTransition(of: timer, active: active),
        !entered.contains(transitions[t].source)
      {
        timers.append(
          PendingTimer(
            id: afterTimerID(transitions[t].source, Int32(t)), event: .after(t),
            delay: timer.delay, remaining: max(timer.remaining, .zero)))
      } else {
        dropped.append("timer \(timer.delayedTransition.map { "\($0)" } ?? timer.id)")
      }
    }
    // The states entered by default start their delayed transitions afresh.
    for node in entered.members {
      for t in nodes[Int(node)].afters {
        let delay = transitions[Int(t)].delay ?? .zero
        timers.append(
          PendingTimer(
            id: afterTimerID(node, t), event: .after(Int(t)), delay: delay, remaining: delay))
      }
    }
    if !timers.isEmpty { snapshot.timers = timers }
    let top = nodes[0].children.first { active.contains($0) }
    snapshot.done = top.map { nodes[Int($0)].kind == .final } ?? false
    snapshot.serial = persisted.serial
    return RestoredSnapshot(snapshot: snapshot, dropped: dropped)
  }

  /// Makes `active` a legal configuration: an active state's parent is active, a compound
  /// state (and the machine) has exactly one active child, the first kept, and a parallel
  /// state has all its regions; what is missing is entered by default (and added to
  /// `entered`).
  private func complete(_ active: inout StateSet, entered: inout StateSet, dropped: inout [String])
  {
    for node in active.members {
      var parent = nodes[Int(node)].parent
      while parent > 0 && !active.contains(parent) {
        active.insert(parent)
        entered.insert(parent)
        parent = nodes[Int(parent)].parent
      }
    }
    let structure = self.structure
    func enterByDefault(_ node: Int32) {
      for leaf in structure.defaultLeaves(of: Int(node)) {
        var current = Int32(leaf)
        while current != node && !active.contains(current) {
          active.insert(current)
          entered.insert(current)
          current = nodes[Int(current)].parent
        }
      }
    }
    func fix(_ node: Int32) {
      let info = nodes[Int(node)]
      switch info.kind {
      case .compound, .root:
        let children = info.children.filter {
          active.contains($0) && !nodes[Int($0)].kind.isHistory
        }
        for extra in children.dropFirst() {
          remove(extra, from: &active, dropped: &dropped)
        }
        if children.isEmpty { enterByDefault(node) }
      case .parallel:
        for region in info.children
        where !nodes[Int(region)].kind.isHistory
          && !active.contains(region)
        {
          active.insert(region)
          entered.insert(region)
          enterByDefault(region)
        }
      default:
        break
      }
      for child in info.children where active.contains(child) { fix(child) }
    }
    fix(0)
  }

  /// Removes a state and its active descendants, naming it in `dropped`.
  private func remove(_ node: Int32, from active: inout StateSet, dropped: inout [String]) {
    dropped.append("state '\(nodes[Int(node)].name)' (another sibling is active)")
    for member in active.members where member == node || isDescendant(member, of: node) {
      active.remove(member)
    }
  }
}
