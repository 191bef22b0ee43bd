/// A running machine and the children it runs, recursively, as they are now: what an
/// inspector, a log line or a test prints to show the tree.
///
/// ```swift
/// print(app.tree(id: "app"))
/// // app: signedIn
/// //   board: open
/// //     requests[echo]: send
/// ```
public struct MachineTree: Sendable, Hashable, CustomStringConvertible {
  /// The machine's id: the one given for the root, the child's id for a lone child, and
  /// `collection[id]` for a child of a collection.
  public let id: String
  /// The machine's active atomic states, by case, without their payloads: `downloading`, or
  /// `editing, online` in a parallel state; ` (done)` follows a machine in its final state.
  public let state: String
  /// The running children: lone children by id, then each collection's in the order they
  /// were spawned, collections by id.
  public let children: [MachineTree]

  /// Creates a tree node.
  ///
  /// - Parameters:
  ///   - id: The machine's id.
  ///   - state: Its active states.
  ///   - children: Its running children.
  public init(id: String, state: String, children: [MachineTree] = []) {
    self.id = id
    self.state = state
    self.children = children
  }

  /// Every machine of the tree with its depth (the root's is 0), parents before children.
  public var flattened: [(depth: Int, machine: MachineTree)] {
    var result: [(depth: Int, machine: MachineTree)] = []
    func visit(_ node: MachineTree, _ depth: Int) {
      result.append((depth, node))
      for child in node.children { visit(child, depth + 1) }
    }
    visit(self, 0)
    return result
  }

  /// One line a machine, `id: state`, indented by two spaces a level.
  public var description: String {
    flattened.map {
      String(repeating: "  ", count: $0.depth) + "\($0.machine.id): \($0.machine.state)"
    }
    .joined(separator: "\n")
  }
}

/// A machine whose tree can be read without knowing its types.
protocol TreeReadable: AnyObject {
  func tree(id: String) -> MachineTree
}

/// A collection whose children's trees can be read without knowing its types.
protocol CollectionTreeReadable: AnyObject {
  func trees() -> [MachineTree]
}

extension Machine: TreeReadable {
  /// This machine and the children it runs now, recursively (see <doc:MachinesOfMachines>).
  ///
  /// Each machine is read under its own lock, one after another: a tree of machines that step
  /// meanwhile may show a parent and a child from different moments.
  ///
  /// - Parameter id: The id the root is shown under.
  /// - Returns: The tree.
  public func tree(id: String) -> MachineTree {
    let (snapshot, lone, collections) = withCore { core in
      (
        core.snapshot, core.handles?.children.map { ($0.key, $0.value.machine) } ?? [],
        core.handles?.collections ?? [:]
      )
    }
    var children = lone.sorted { $0.0 < $1.0 }.compactMap { id, machine in
      (machine as? any TreeReadable)?.tree(id: id)
    }
    for (_, roster) in collections.sorted(by: { $0.key < $1.key }) {
      children += (roster as? any CollectionTreeReadable)?.trees() ?? []
    }
    let state =
      snapshot.activeLeaves.map { "\($0)" }.joined(separator: ", ")
      + (snapshot.isDone ? " (done)" : "")
    return MachineTree(id: id, state: state, children: children)
  }
}

extension ChildRoster: CollectionTreeReadable {
  func trees() -> [MachineTree] {
    let machines = table.withLock { $0.members }
    return machines.map { id, machine in machine.tree(id: "\(collection)[\(id)]") }
  }
}
