// What every snapshot a step leaves must satisfy, checked after every step in builds with
// internal checks (debug builds, so every test, and `STATEKIT_INTERNAL_CHECKS` release builds),
// the way swift-collections' `_checkInvariants()` checks its trees.

extension Snapshot {
  /// Traps, in builds with internal checks, when the snapshot breaks one of its invariants
  /// (see ``invariantViolation``); compiles to nothing in other builds.
  @inlinable @inline(__always) func _checkInvariants() {
    #if DEBUG || STATEKIT_INTERNAL_CHECKS
      if let violation = firstBrokenInvariant() {
        preconditionFailure("snapshot invariant broken: \(violation) in {\(self)}")
      }
    #endif
  }

  /// The first invariant the snapshot breaks, described; `nil` when it is legal:
  ///
  /// - only states are active (no root, no history node), and the root has exactly one active
  ///   child;
  /// - the parent of every active state is active;
  /// - an active compound state has exactly one active child;
  /// - every child of an active parallel state is active;
  /// - every active payload state has its payload;
  /// - history values are legal: a shallow history remembers children of its parent, a deep
  ///   one atomic descendants of its parent, and neither is empty;
  /// - the running work ids match the active states: each active state runs each of its works
  ///   once, and no work runs for an inactive state (none at all once the machine is done).
  package var invariantViolation: String? { firstBrokenInvariant() }

  /// ``invariantViolation``, callable from inlinable code.
  @usableFromInline func firstBrokenInvariant() -> String? {
    let nodes = definition.nodes
    let info = definition.nodeInfo
    var violation: String?
    func fail(_ text: @autoclosure () -> String) {
      if violation == nil { violation = text() }
    }
    var rootChildren = 0
    active.forEach { s in
      guard Int(s) < nodes.count, s > 0 else { return fail("node \(s) is active") }
      let node = info[Int(s)]
      if node.kind.isHistory { fail("history \(nodes[Int(s)].name) is active") }
      if node.parent == 0 { rootChildren += 1 }
      if node.parent > 0 && !active.contains(node.parent) {
        fail("\(nodes[Int(s)].name) is active but its parent is not")
      }
      let children = nodes[Int(s)].children
      let activeChildren = children.count { active.contains($0) }
      switch node.kind {
      case .compound where activeChildren != 1:
        fail("compound \(nodes[Int(s)].name) has \(activeChildren) active children")
      case .parallel where activeChildren != children.count:
        fail("parallel \(nodes[Int(s)].name) has an inactive region")
      default:
        break
      }
      if !node.flags.contains(.hasValue) && payloads[s] == nil {
        fail("\(nodes[Int(s)].name) is active without its payload")
      }
    }
    if rootChildren != 1 { fail("\(rootChildren) top-level states are active") }
    for (h, remembered) in history {
      let kind = info[Int(h)].kind
      guard kind.isHistory else {
        fail("history is kept for \(nodes[Int(h)].name), not a history state")
        continue
      }
      let parent = info[Int(h)].parent
      if remembered.isEmpty { fail("history \(nodes[Int(h)].name) remembers nothing") }
      remembered.forEach { s in
        let legal =
          kind == .deepHistory
          ? definition.isDescendant(s, of: parent) && info[Int(s)].kind.isAtomic
          : info[Int(s)].parent == parent && !info[Int(s)].kind.isHistory
        if !legal { fail("history \(nodes[Int(h)].name) remembers \(nodes[Int(s)].name)") }
      }
    }
    var running = Set<Int64>()
    for id in activeWork {
      if done || !active.contains(Int32(id.state)) {
        fail("\(id) runs for an inactive state")
      }
      if !running.insert(Int64(id.state) << 32 | Int64(id.index)).inserted {
        fail("\(id) runs twice")
      }
    }
    if !done {
      active.forEach { s in
        for index in nodes[Int(s)].work.indices
        where !running.contains(Int64(s) << 32 | Int64(index)) {
          fail("work \(index) of \(nodes[Int(s)].name) is not running")
        }
      }
    }
    return violation
  }
}
