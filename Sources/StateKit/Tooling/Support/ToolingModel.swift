/// A state node as the tooling sees it: plain, non-generic data.
struct ToolingNode: Sendable {
  let id: Int
  /// The state's name, or the machine's name for the root.
  let name: String
  let kind: NodeKind
  let parent: Int?
  /// Child states (regions of a parallel state), history states excluded.
  let children: [Int]
  let historyStates: [Int]
  /// The default entry: initial states, or a history state's default.
  let initial: [Int]
  let initialActions: [String]
  /// The node's own transitions, in document order.
  let transitions: Range<Int>
  let entryActions: [String]
  let exitActions: [String]
}

/// A declared transition as the tooling sees it.
struct ToolingTransition: Sendable {
  let id: Int
  let source: Int
  let trigger: ToolingTrigger
  let guardName: String?
  let targets: [Int]
  let type: TransitionType
  let actions: [String]
}

/// A definition's structure as plain data, computed once, with the tree queries that
/// diagrams, validation and path search share.
///
/// It carries the same information as ``MachineDefinition/stateNodes`` and
/// ``MachineDefinition/transitionList``, read straight from the compiled tables into
/// non-generic values, so that analyses of machines with tens of thousands of states do not
/// pay for generic code. Nodes are in document order (a preorder walk), so node `d` is a
/// proper descendant of `n` exactly when `n < d < end[n]`.
struct ToolingModel {
  let nodes: [ToolingNode]
  let transitions: [ToolingTransition]
  /// Each node's name (the machine's name for the root).
  let names: [String]
  /// One past the last descendant of each node.
  let end: [Int]
  /// Each node's names from the top level down, joined with `.`; empty for the root.
  let paths: [String]
  /// How the definition's transitions match events.
  let eventMatching: EventMatching
  /// Whether an SCXML event descriptor list matches an event name (the engine's matching).
  let descriptorsMatch: ([String], String) -> Bool

  /// Whether `a` is a proper descendant of `b`.
  func isDescendant(_ a: Int, of b: Int) -> Bool { b < a && a < end[b] }

  /// Whether `a` is `b` or one of its descendants.
  func isDescendantOrSelf(_ a: Int, of b: Int) -> Bool { b <= a && a < end[b] }

  /// The state path of a node for findings and reports: `nil` for the root.
  func statePath(_ node: Int) -> String? { node == 0 ? nil : paths[node] }

  /// The atomic states a default entry of `node` ends in: the node itself when it is atomic,
  /// the initial descendants of a compound state, every region of a parallel state, and the
  /// defaults of a history state.
  func defaultLeaves(of node: Int) -> [Int] {
    var result: [Int] = []
    var stack = [node]
    var seen = Set<Int>()
    while let current = stack.popLast() {
      guard seen.insert(current).inserted else { continue }
      let info = nodes[current]
      switch info.kind {
      case .atomic, .final: result.append(current)
      case .parallel: stack.append(contentsOf: info.children.reversed())
      case .compound, .root, .shallowHistory, .deepHistory:
        stack.append(contentsOf: info.initial.reversed())
      }
    }
    return result
  }
}

extension MachineDefinition {
  /// The definition as a ``ToolingModel``.
  ///
  /// Pre-specialised for string-named machines (the ones loaded from SCXML or generated),
  /// which are the large ones.
  @_specialize(where State == StateName, Event == EventName, Context == Void)
  func toolingModel() -> ToolingModel {
    let compiled = nodes
    let declared = compiled.last.map { Int($0.transitionEnd) } ?? 0
    var modelNodes: [ToolingNode] = []
    modelNodes.reserveCapacity(compiled.count)
    var names: [String] = []
    names.reserveCapacity(compiled.count)
    for i in compiled.indices {
      let name = i == 0 ? self.name : compiled[i].name
      names.append(name)
      let initial = Int(compiled[i].initialTransition)
      modelNodes.append(
        ToolingNode(
          id: i, name: name, kind: compiled[i].kind,
          parent: compiled[i].parent >= 0 ? Int(compiled[i].parent) : nil,
          children: compiled[i].children.map(Int.init),
          historyStates: compiled[i].histories.map(Int.init),
          initial: initial >= 0 ? transitions[initial].targets.map(Int.init) : [],
          initialActions: initial >= 0 ? transitions[initial].actions.map { $0.name } : [],
          transitions: Int(compiled[i].transitionStart)..<Int(compiled[i].transitionEnd),
          entryActions: compiled[i].entry.map { $0.name },
          exitActions: compiled[i].exit.map { $0.name }))
    }

    let eventNames = eventIndex.keys.map { String(describing: $0) }
    let descriptors = eventMatching == .descriptors
    var modelTransitions: [ToolingTransition] = []
    modelTransitions.reserveCapacity(declared)
    for i in 0..<declared {
      let trigger: ToolingTrigger
      if transitions[i].isEventless {
        trigger = .eventless
      } else if transitions[i].doneOf >= 0 {
        let node = Int(transitions[i].doneOf)
        trigger = .done(node: node, name: names[node])
      } else if let delay = transitions[i].delay {
        trigger = .delayed(ToolingTrigger.describe(delay))
      } else if descriptors {
        trigger = .events(names: transitions[i].descriptors, indices: [])
      } else {
        let indices = transitions[i].events.map(Int.init)
        trigger = .events(names: indices.map { eventNames[$0] }, indices: indices)
      }
      modelTransitions.append(
        ToolingTransition(
          id: i, source: Int(transitions[i].source), trigger: trigger,
          guardName: transitions[i].guardName,
          targets: transitions[i].targets.map(Int.init),
          type: transitions[i].isInternal ? .internal : .external,
          actions: transitions[i].actions.map { $0.name }))
    }

    var paths = [String](repeating: "", count: modelNodes.count)
    for i in modelNodes.indices.dropFirst() {
      let parent = modelNodes[i].parent ?? 0
      paths[i] = parent == 0 ? names[i] : paths[parent] + "." + names[i]
    }
    return ToolingModel(
      nodes: modelNodes, transitions: modelTransitions, names: names,
      end: compiled.map { Int($0.end) }, paths: paths, eventMatching: eventMatching,
      descriptorsMatch: { [self] in nameMatch($0, $1) })
  }

  /// The node indices of the given states, for highlighting.
  func nodeIndices(of states: [State.Case]) -> Set<Int> {
    var result: Set<Int> = []
    for state in states {
      let index = stateIndex.index(of: state)
      if index >= 0 { result.insert(Int(index) + 1) }
    }
    return result
  }
}
