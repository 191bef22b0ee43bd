/// The phases that read the tree of states: numbering it, checking its structure, and finding
/// each compound state's initial targets and each history state's default.
extension Compiler {
  /// Numbers the states in document order and names them; two states with one key are an
  /// error.
  @inlinable func numberStates() throws(DefinitionError) -> Tree {
    var flat: [Flat] = []
    try flatten(root, into: &flat)
    guard flat.count > 1 else { throw .empty }
    var keys: [State.Case] = []
    var names: [String] = ["(machine)"]
    var indices: [State.Case: Int32] = [:]
    for i in 1..<flat.count {
      let key = flat[i].spec.key!
      let name = String(describing: key)
      if indices[key] != nil { throw .duplicateState(name) }
      indices[key] = Int32(i)
      keys.append(key)
      names.append(name)
    }
    return Tree(flat: flat, keys: keys, names: names, indices: indices)
  }

  /// Numbers the states in document order (depth first, pre-order), with their parents,
  /// children and subtree ends. Iterative, so that only the nesting limit decides how deep a
  /// definition may go: the first state deeper than ``MachineDefinition/maximumNestingDepth``
  /// is an error.
  @inlinable func flatten(_ root: Spec, into flat: inout [Flat]) throws(DefinitionError) {
    let limit = MachineDefinition<State, Event, Context>.maximumNestingDepth
    // The open states, root first: each with the position of its next content to look at.
    var open: [(index: Int32, next: Int)] = [(0, 0)]
    flat.append(Flat(spec: root, parent: -1))
    while let (index, next) = open.last {
      let content = flat[Int(index)].spec.content
      var position = next
      var child: Spec?
      while position < content.count, child == nil {
        if case .node(let node) = content[position].kind { child = node }
        position += 1
      }
      open[open.count - 1].next = position
      guard let child else {
        flat[Int(index)].end = Int32(flat.count)
        open.removeLast()
        continue
      }
      let childIndex = Int32(flat.count)
      if open.count > limit {
        throw .nestedTooDeep(child.key.map { String(describing: $0) } ?? "?", limit: limit)
      }
      flat.append(Flat(spec: child, parent: index))
      if child.kind.isHistory {
        flat[Int(index)].histories.append(childIndex)
      } else {
        flat[Int(index)].children.append(childIndex)
      }
      open.append((childIndex, 0))
    }
  }

  /// Checks what each kind of state may contain, and returns the initial targets of every
  /// compound state (its `initial`, or its first child); empty for the other states.
  @inlinable func initialTargetsOfCompoundStates(
    _ tree: Tree
  ) throws(DefinitionError) -> [[Int32]] {
    let flat = tree.flat
    var initialTargets = [[Int32]](repeating: [], count: flat.count)
    for i in flat.indices {
      let item = flat[i]
      let name = tree.names[i]
      switch item.spec.kind {
      case .parallel:
        if item.children.isEmpty { throw .parallelWithoutRegions(name) }
      case .final:
        if !item.children.isEmpty || !item.histories.isEmpty {
          throw .invalidContent(name, reason: "is final and cannot have child states")
        }
        if item.spec.content.contains(where: {
          if case .transition = $0.kind { true } else { false }
        }) {
          throw .invalidContent(name, reason: "is final and cannot have transitions")
        }
      case .shallowHistory, .deepHistory:
        let parent = flat[Int(item.parent)]
        if item.parent == 0 || parent.children.isEmpty
          || !(parent.spec.kind == .compound || parent.spec.kind == .parallel)
        {
          throw .historyOutsideCompound(name)
        }
      case .atomic:
        if !item.spec.initial.isEmpty {
          throw .invalidContent(name, reason: "declares an initial state but has no child states")
        }
      case .compound, .root:
        if item.children.isEmpty {
          if i == 0 { throw .empty }
          throw .historyOutsideCompound(tree.names[Int(item.histories[0])])
        }
        if item.spec.initial.isEmpty {
          initialTargets[i] = [item.children[0]]
        } else {
          for key in item.spec.initial {
            let target = try tree.resolve(key, from: "initial of '\(name)'")
            if !tree.isDescendant(target, of: Int32(i)) {
              throw .invalidInitial(tree.names[Int(target)], of: name)
            }
            initialTargets[i].append(target)
          }
          try checkTargets(initialTargets[i], from: "initial of '\(name)'", in: tree)
        }
      }
    }
    return initialTargets
  }

  /// Sets each history state's default: its own, or its parent's default entry (all regions of
  /// a parallel parent). A default that is, or reaches, a history state is an error.
  @inlinable func addHistoryDefaults(
    _ tree: Tree, to initialTargets: inout [[Int32]]
  ) throws(DefinitionError) {
    let flat = tree.flat
    for i in flat.indices where flat[i].spec.kind.isHistory {
      let parent = flat[i].parent
      if flat[i].spec.initial.isEmpty {
        initialTargets[i] =
          flat[Int(parent)].spec.kind == .parallel
          ? flat[Int(parent)].children : initialTargets[Int(parent)]
        // The parent's `initial` names this history, which has no default of its own.
        if let history = initialTargets[i].first(where: { flat[Int($0)].spec.kind.isHistory }) {
          throw .historyDefaultIsHistory(tree.names[Int(history)], history: tree.names[i])
        }
      } else {
        for key in flat[i].spec.initial {
          let target = try tree.resolve(key, from: "default of history '\(tree.names[i])'")
          if !tree.isDescendant(target, of: parent) {
            throw .invalidHistoryDefault(tree.names[Int(target)], history: tree.names[i])
          }
          if flat[Int(target)].spec.kind.isHistory {
            throw .historyDefaultIsHistory(tree.names[Int(target)], history: tree.names[i])
          }
          initialTargets[i].append(target)
        }
      }
    }
  }

  /// Targets of one transition must be able to be active together: no two on one line of
  /// descent, and every pair meets at a parallel state.
  @inlinable func checkTargets(
    _ targets: [Int32], from place: @autoclosure () -> String, in tree: Tree
  ) throws(DefinitionError) {
    guard targets.count > 1 else { return }
    let flat = tree.flat
    for a in targets.indices {
      for b in targets.indices where b > a {
        var lca = flat[Int(targets[a])].parent
        while lca > 0 && !(lca < targets[b] && targets[b] < flat[Int(lca)].end) {
          lca = flat[Int(lca)].parent
        }
        let onOneLine =
          targets[a] == targets[b]
          || (targets[a] < targets[b] && targets[b] < flat[Int(targets[a])].end)
          || (targets[b] < targets[a] && targets[a] < flat[Int(targets[b])].end)
        if onOneLine || lca < 0 || flat[Int(lca)].spec.kind != .parallel {
          throw .conflictingTargets(from: place(), targets: targets.map { tree.names[Int($0)] })
        }
      }
    }
  }
}
