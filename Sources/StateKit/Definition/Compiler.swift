/// Turns the DSL's tree of specs into the integer-indexed tables the engine runs on, checking
/// the definition on the way.
///
/// Inlinable, like the DSL, so that it is specialized for the definition's types where the
/// definition is built: unspecialized, a large definition spent a fifth of its build looking
/// up generic metadata.
@usableFromInline
struct Compiler<State: MachineState, Event: MachineEvent, Context: Sendable> {
  @usableFromInline typealias Spec = NodeSpec<State, Event, Context>
  @usableFromInline typealias Node = CompiledNode<State, Event, Context>
  @usableFromInline typealias Transition = CompiledTransition<State, Event, Context>

  @usableFromInline
  struct Output {
    @usableFromInline var nodes: [Node]
    @usableFromInline var transitions: [Transition]
    @usableFromInline var stateIndex: KeyIndex<State.Case>
    @usableFromInline var eventIndex: KeyIndex<Event.Case>
    @usableFromInline var isFlat: Bool
    @usableFromInline var hasParallel: Bool
    @usableFromInline var hasEventless: Bool
    @usableFromInline var hasPayloads: Bool
    /// The ids given to delayed transitions (`After(_:to:id:)`), by transition.
    @usableFromInline var persistenceIDs: [Int32: String] = [:]

    @inlinable init(
      nodes: [Node], transitions: [Transition], stateIndex: KeyIndex<State.Case>,
      eventIndex: KeyIndex<Event.Case>, isFlat: Bool, hasParallel: Bool, hasEventless: Bool,
      hasPayloads: Bool
    ) {
      self.nodes = nodes
      self.transitions = transitions
      self.stateIndex = stateIndex
      self.eventIndex = eventIndex
      self.isFlat = isFlat
      self.hasParallel = hasParallel
      self.hasEventless = hasEventless
      self.hasPayloads = hasPayloads
    }
  }

  @usableFromInline
  struct Flat {
    @usableFromInline var spec: Spec
    @usableFromInline var parent: Int32
    @usableFromInline var end: Int32 = 0
    @usableFromInline var children: [Int32] = []
    @usableFromInline var histories: [Int32] = []

    @inlinable init(spec: Spec, parent: Int32) {
      self.spec = spec
      self.parent = parent
    }
  }

  /// The states numbered in document order, with their keys and names: what every phase
  /// after the first reads.
  @usableFromInline
  struct Tree {
    @usableFromInline var flat: [Flat]
    /// The state keys, by index minus one (the root has none).
    @usableFromInline var keys: [State.Case]
    /// The names, by index; the root is `(machine)`.
    @usableFromInline var names: [String]
    @usableFromInline var indices: [State.Case: Int32]

    @inlinable init(
      flat: [Flat], keys: [State.Case], names: [String], indices: [State.Case: Int32]
    ) {
      self.flat = flat
      self.keys = keys
      self.names = names
      self.indices = indices
    }

    /// The index of the state `key` names, or the error that `place` refers to no state.
    @inlinable func resolve(
      _ key: State.Case, from place: @autoclosure () -> String
    ) throws(DefinitionError) -> Int32 {
      guard let index = indices[key] else {
        throw .unknownState(String(describing: key), referencedFrom: place())
      }
      return index
    }

    @inlinable func isDescendant(_ a: Int32, of b: Int32) -> Bool {
      b < a && a < flat[Int(b)].end
    }
  }

  @usableFromInline let root: Spec
  @usableFromInline let eventMatching: EventMatching

  @inlinable init(root: Spec, eventMatching: EventMatching) {
    self.root = root
    self.eventMatching = eventMatching
  }

  /// Compiles the definition, one phase after the other: the states numbered, the structure
  /// checked with each compound state's initial targets and each history's default, the
  /// transitions and actions of every state, the initial transitions, the payload states, and
  /// last the nodes.
  @inlinable func compile() throws(DefinitionError) -> Output {
    if eventMatching == .descriptors && Event.Case.self != String.self {
      throw .unsupported("event descriptors need an event type whose case is String")
    }
    let tree = try numberStates()
    var initialTargets = try initialTargetsOfCompoundStates(tree)
    try addHistoryDefaults(tree, to: &initialTargets)
    var table = try transitionTable(tree)
    let initialTransition = table.appendInitialTransitions(tree, initialTargets)
    let (values, hasPayloads) = try payloadValues(tree, table, initialTransition)
    let nodes = tree.flat.indices.map { i in
      let item = tree.flat[i]
      let (entry, exit, work, afters) = (
        table.entries[i], table.exits[i], table.works[i], table.afters[i]
      )
      return Node(
        key: i == 0 ? nil : tree.keys[i - 1], name: tree.names[i],
        kind: item.spec.kind, parent: item.parent, end: item.end, children: item.children,
        histories: item.histories, transitionStart: table.ranges[i].0,
        transitionEnd: table.ranges[i].1, initialTransition: initialTransition[i], entry: entry,
        exit: exit, work: work, afters: afters,
        simpleEntry: entry.allSatisfy { $0.isAssign } && work.isEmpty && afters.isEmpty,
        simpleExit: exit.allSatisfy { $0.isAssign } && work.isEmpty && afters.isEmpty,
        value: values[i], doneEventName: flatDoneName(tree.names[i]))
    }
    let transitions = table.transitions
    // Which transitions are initial ones, marked once, so that the check stays linear in the
    // transitions: a definition has one initial transition per compound state.
    var isInitial = [Bool](repeating: false, count: transitions.count)
    for transition in initialTransition where transition >= 0 { isInitial[Int(transition)] = true }
    let hasEventless = transitions.indices.contains {
      transitions[$0].isEventless && !isInitial[$0]
    }
    let isFlat = nodes.dropFirst().allSatisfy { $0.kind.isAtomic }
    var output = Output(
      nodes: nodes, transitions: transitions, stateIndex: KeyIndex(tree.keys),
      eventIndex: KeyIndex(table.eventKeys),
      isFlat: isFlat && !hasEventless && eventMatching == .exact,
      hasParallel: nodes.contains { $0.kind == .parallel }, hasEventless: hasEventless,
      hasPayloads: hasPayloads)
    output.persistenceIDs = table.persistenceIDs
    return output
  }

  @inlinable func flatDoneName(_ name: String) -> String { "done.state.\(name)" }

  @inlinable func describe(_ trigger: TriggerSpec<State, Event>, in state: String) -> String {
    switch trigger {
    case .events(let keys):
      let list = keys.map { "'\($0)'" }.joined(separator: " ")
      return state == "(machine)"
        ? "top-level transition on \(list)" : "transition on \(list) in state '\(state)'"
    case .eventless: return "eventless transition in state '\(state)'"
    case .done: return "done transition in state '\(state)'"
    case .after(let delay): return "transition after \(delay) in state '\(state)'"
    }
  }
}
