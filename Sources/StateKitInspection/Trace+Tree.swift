import StateKit

extension Trace {
  /// The tree of machines as the trace last saw it after its first `count` steps: the root and
  /// each child that took a step by then, placed by its path (``TraceStep/machine``), each with
  /// the active states of its last step (every active state, parents first, as the trace lists
  /// them).
  ///
  /// ```swift
  /// print(trace.tree(through: trace.steps.count))
  /// // office: working
  /// //   board: closed
  /// //     lamp: on
  /// //   requests[42]: sent
  /// ```
  ///
  /// A trace records steps, not a child's start or stop: a child appears once it takes a step,
  /// and stays, with its last states, after its parent stopped it. Children are listed in the
  /// order they first took a step.
  ///
  /// - Parameter count: How many steps to replay; clamped to the trace's.
  /// - Returns: The tree, rooted at the machine the header names.
  public func tree(through count: Int) -> MachineTree {
    let root = header.machine
    var states: [String: [String]] = [root: header.configuration]
    var order: [[String]] = []
    for step in steps.prefix(max(0, count)) {
      let path = step.machine ?? root
      if states[path] == nil { order.append(Self.segments(of: path)) }
      states[path] = step.configuration
    }
    let rootLeaves = leaves(of: states[root] ?? [])
    func node(_ path: [String]) -> MachineTree {
      let children = order.filter { $0.count == path.count + 1 && Array($0.dropLast()) == path }
      let joined = path.joined(separator: "/")
      let state =
        path.count == 1 ? rootLeaves : (states[joined] ?? []).joined(separator: ", ")
      return MachineTree(id: path.last ?? root, state: state, children: children.map(node))
    }
    // A child whose parent never stepped still hangs under it: its ancestors are filled in.
    for path in order {
      for length in stride(from: path.count - 1, to: 1, by: -1) {
        let ancestor = Array(path.prefix(length))
        if !order.contains(ancestor) { order.append(ancestor) }
      }
    }
    return node([root])
  }

  /// A path's ids: split at `/` outside brackets, so that a collection's id may hold one.
  static func segments(of path: String) -> [String] {
    var segments: [String] = []
    var current = ""
    var depth = 0
    for character in path {
      switch character {
      case "[": depth += 1
      case "]": depth = max(0, depth - 1)
      case "/" where depth == 0:
        segments.append(current)
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    segments.append(current)
    return segments
  }

  /// The root's active atomic states, as `MachineTree` shows them: the listed states no other
  /// listed state is a child of.
  private func leaves(of configuration: [String]) -> String {
    let parents = Set(
      header.states.filter { configuration.contains($0.name) }.compactMap(\.parent)
        .map { header.states[$0].name })
    return configuration.filter { !parents.contains($0) }.joined(separator: ", ")
  }
}
