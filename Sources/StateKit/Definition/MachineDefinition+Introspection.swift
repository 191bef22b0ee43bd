extension MachineDefinition {
  /// A state node of a definition, as plain data for diagrams, analysis and tools.
  ///
  /// Node `0` is the machine itself (``NodeKind/root``); the others follow in document order
  /// (a preorder walk of the tree), so a node's descendants come right after it.
  public struct Node: Sendable, Identifiable {
    /// The node's index in ``MachineDefinition/stateNodes``.
    public let id: Int
    /// The state's case; `nil` for the root.
    public let state: State.Case?
    /// The state's name (its case name), or the machine's name for the root.
    public let name: String
    /// What kind of node it is.
    public let kind: NodeKind
    /// The parent's index; `nil` for the root.
    public let parent: Int?
    /// The child states (regions of a parallel state), history states excluded.
    public let children: [Int]
    /// The history states among the children.
    public let historyStates: [Int]
    /// States entered by default: the initial states of a compound state or the root, or a
    /// history state's default.
    public let initial: [Int]
    /// Names of the actions of the default-entry transition (`initialActions`).
    public let initialActions: [String]
    /// The node's own transitions (indices into ``MachineDefinition/transitionList``), in
    /// document order.
    public let transitions: [Int]
    /// Names of the entry actions, in order.
    public let entryActions: [String]
    /// Names of the exit actions, in order.
    public let exitActions: [String]
    /// Whether the state's case carries a payload.
    public let carriesPayload: Bool
    /// The number of ancestors (0 for the root, 1 for top-level states).
    public let depth: Int
  }

  /// A transition of a definition, as plain data.
  public struct Transition: Sendable, Identifiable {
    /// What triggers a transition.
    public enum Trigger: Sendable {
      /// One of these events (for SCXML machines: event descriptors).
      case events([Event.Case])
      /// Nothing: taken as soon as its guard holds.
      case eventless
      /// The completion of the given node (`done.state.<id>`).
      case done(Int)
      /// Time: the source has been active for this long (``After(_:to:id:type:guard:action:actions:)``).
      case after(Duration)
    }

    /// The transition's index in ``MachineDefinition/transitionList``.
    public let id: Int
    /// The index of the node that declares it.
    public let source: Int
    /// What triggers it.
    public let trigger: Trigger
    /// The guard's name, if it has a guard.
    public let guardName: String?
    /// Target nodes; empty for a targetless transition.
    public let targets: [Int]
    /// External or internal.
    public let type: TransitionType
    /// Names of its actions, in order.
    public let actions: [String]
    /// Whether it computes the payload of the state it enters.
    public let computesPayload: Bool
    /// For a delayed transition (``After(_:to:id:type:guard:action:actions:)``), its delay.
    public let delay: Duration?
    /// For an ``Guard/inState(_:)`` guard, the node it reads; for ``Guard/notInState(_:)``,
    /// the node and `negated == true`.
    public let inStateGuard: (node: Int, negated: Bool)?
  }

  /// Every node, root first, in document order.
  ///
  /// Built from the definition's structure on first use and kept.
  public var stateNodes: [Node] {
    caches.stateNodes.value {
      let structure = self.structure
      return structure.nodes.map { node in
        Node(
          id: node.id, state: nodes[node.id].key, name: node.name, kind: node.kind,
          parent: node.parent, children: node.children, historyStates: node.historyStates,
          initial: node.initial, initialActions: node.initialActions,
          transitions: Array(node.transitions), entryActions: node.entryActions,
          exitActions: node.exitActions, carriesPayload: node.id > 0 && nodes[node.id].value == nil,
          depth: node.depth)
      }
    }
  }

  /// Every transition declared in the definition, grouped by source in document order.
  /// Initial and history-default transitions are not included (see ``Node/initial``).
  ///
  /// Built on first use and kept.
  public var transitionList: [Transition] {
    caches.transitionList.value(orStore: makeTransitionList)
  }

  private func makeTransitionList() -> [Transition] {
    let structure = self.structure
    return structure.transitions.map { declared in
      let t = transitions[declared.id]
      let trigger: Transition.Trigger
      switch declared.trigger {
      case _ where t.delay != nil: trigger = .after(t.delay ?? .zero)
      case .delayed, .eventless: trigger = .eventless
      case .done(let node, _): trigger = .done(node)
      case .events(let names, let indices):
        if eventMatching == .descriptors {
          // Descriptor machines have `Event.Case == String`.
          trigger = .events(names.compactMap { $0 as? Event.Case })
        } else {
          trigger = .events(indices.map { eventIndex.keys[$0] })
        }
      }
      return Transition(
        id: declared.id, source: declared.source, trigger: trigger,
        guardName: declared.guardName, targets: declared.targets, type: declared.type,
        actions: declared.actions, computesPayload: t.value != nil, delay: t.delay,
        inStateGuard: {
          switch t.guardCondition {
          case .inState(let node): (Int(node), false)
          case .notInState(let node): (Int(node), true)
          default: nil
          }
        }())
    }
  }

  /// The entry actions of a node, as data (for writers such as SCXML export).
  ///
  /// - Parameter node: A node index.
  /// - Returns: Its entry actions, in order.
  public func entryActions(of node: Int) -> [Action<Event, Context>] { nodes[node].entry }

  /// The exit actions of a node, as data.
  ///
  /// - Parameter node: A node index.
  /// - Returns: Its exit actions, in order.
  public func exitActions(of node: Int) -> [Action<Event, Context>] { nodes[node].exit }

  /// The actions of a node's default-entry transition (initial or history default), as data.
  ///
  /// - Parameter node: A node index.
  /// - Returns: The actions, in order.
  public func initialActions(of node: Int) -> [Action<Event, Context>] {
    let t = nodes[node].initialTransition
    return t < 0 ? [] : transitions[Int(t)].actions
  }

  /// The actions of a transition, as data.
  ///
  /// - Parameter transition: An index into ``transitionList``.
  /// - Returns: The actions, in order.
  public func actions(of transition: Int) -> [Action<Event, Context>] {
    transitions[transition].actions
  }

  /// The state-scoped work of a node.
  ///
  /// - Parameter node: A node index.
  /// - Returns: Its works, in order.
  public func work(of node: Int) -> [Work<Event, Context>] { nodes[node].work }

  /// The events the definition mentions, in the order it first mentions them.
  public var events: [Event.Case] { eventIndex.keys }

  /// The node of a state.
  ///
  /// - Parameter state: A state's case.
  /// - Returns: Its node, or `nil` when the definition does not declare it.
  public func node(for state: State.Case) -> Node? {
    nodeIndex(of: state).map { stateNodes[$0] }
  }
}
