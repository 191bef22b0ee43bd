/// A state node of a ``DefinitionStructure``: plain, non-generic data.
package struct StructureNode: Sendable {
  package let id: Int
  /// The state's name, or the machine's name for the root.
  package let name: String
  package let kind: NodeKind
  package let parent: Int?
  /// Child states (regions of a parallel state), history states excluded.
  package let children: [Int]
  package let historyStates: [Int]
  /// The default entry: initial states, or a history state's default.
  package let initial: [Int]
  package let initialActions: [String]
  /// The node's own transitions, in document order.
  package let transitions: Range<Int>
  package let entryActions: [String]
  package let exitActions: [String]
  /// The number of ancestors (0 for the root, 1 for top-level states).
  package let depth: Int

  /// Creates a node: for tools that rebuild a structure from data (a recorded trace's header).
  package init(
    id: Int, name: String, kind: NodeKind, parent: Int?, children: [Int], historyStates: [Int],
    initial: [Int], initialActions: [String], transitions: Range<Int>, entryActions: [String],
    exitActions: [String], depth: Int
  ) {
    self.id = id
    self.name = name
    self.kind = kind
    self.parent = parent
    self.children = children
    self.historyStates = historyStates
    self.initial = initial
    self.initialActions = initialActions
    self.transitions = transitions
    self.entryActions = entryActions
    self.exitActions = exitActions
    self.depth = depth
  }
}

/// A declared transition of a ``DefinitionStructure``.
package struct StructureTransition: Sendable {
  package let id: Int
  package let source: Int
  package let trigger: StructureTrigger
  package let guardName: String?
  package let targets: [Int]
  package let type: TransitionType
  package let actions: [String]

  /// Creates a transition: for tools that rebuild a structure from data.
  package init(
    id: Int, source: Int, trigger: StructureTrigger, guardName: String?, targets: [Int],
    type: TransitionType, actions: [String]
  ) {
    self.id = id
    self.source = source
    self.trigger = trigger
    self.guardName = guardName
    self.targets = targets
    self.type = type
    self.actions = actions
  }
}

/// A definition's structure as plain, non-generic data, with the tree queries that
/// introspection, diagrams, validation and path search share.
///
/// Built once per definition, on first use (``MachineDefinition/structure``), from the compiled
/// tables. Non-generic so that analyses of machines with tens of thousands of states do not pay
/// for generic code. Nodes are in document order (a preorder walk), so node `d` is a proper
/// descendant of `n` exactly when `n < d < end[n]`.
package struct DefinitionStructure: Sendable {
  package let nodes: [StructureNode]
  package let transitions: [StructureTransition]
  /// Each node's name (the machine's name for the root).
  package let names: [String]
  /// One past the last descendant of each node.
  package let end: [Int]
  /// Each node's names from the top level down, joined with `.`; empty for the root.
  package let paths: [String]
  /// How the definition's transitions match events.
  package let eventMatching: EventMatching

  /// Whether an SCXML event descriptor list matches an event name (the engine's matching).
  package func descriptorsMatch(_ descriptors: [String], _ name: String) -> Bool {
    eventDescriptorsMatch(descriptors, name)
  }

  /// Whether `a` is a proper descendant of `b`.
  package func isDescendant(_ a: Int, of b: Int) -> Bool { b < a && a < end[b] }

  /// Whether `a` is `b` or one of its descendants.
  package func isDescendantOrSelf(_ a: Int, of b: Int) -> Bool { b <= a && a < end[b] }

  /// The state path of a node for findings and reports: `nil` for the root.
  package func statePath(_ node: Int) -> String? { node == 0 ? nil : paths[node] }

  /// The atomic states a default entry of `node` ends in: the node itself when it is atomic,
  /// the initial descendants of a compound state, every region of a parallel state, and the
  /// defaults of a history state.
  package func defaultLeaves(of node: Int) -> [Int] {
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
