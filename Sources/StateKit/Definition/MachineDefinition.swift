/// An immutable, compiled statechart: the states, transitions, guards and actions of a machine.
///
/// Build a definition once (typically as a `static let`) and share it: every ``Machine``
/// running it, and every ``Snapshot`` of it, points at the same integer-indexed tables.
///
/// ```swift
/// enum SearchState: MachineState { case start, searching, loading, searchResults, error }
/// enum SearchEvent: MachineEvent { case startSearch, cancel, search, success, failure }
///
/// let search = try MachineDefinition<SearchState, SearchEvent, Void>(initial: .start) {
///   StateNode(.start) { On(.startSearch, to: .searching) }
///   StateNode(.searching) {
///     On(.cancel, to: .start)
///     On(.search, to: .loading)
///   }
///   StateNode(.loading) {
///     On(.success, to: .searchResults)
///     On(.failure, to: .error)
///   }
///   StateNode(.searchResults) { On(.startSearch, to: .searching) }
///   StateNode(.error) { On(.startSearch, to: .searching) }
/// }
/// ```
///
/// A definition is rejected when it is built if it names an unknown state, declares one twice,
/// has an initial state outside its parent, a history state outside a compound or parallel
/// state, a parallel state without regions, or a transition to an empty target list. The
/// ``DefinitionError`` names the state.
public final class MachineDefinition<State: MachineState, Event: MachineEvent, Context: Sendable>:
  Sendable
{
  /// The machine's name (SCXML's `name` attribute), used in diagrams.
  public let name: String
  /// The context a new machine starts with.
  public let initialContext: Context
  /// How transitions match events.
  public let eventMatching: EventMatching

  @usableFromInline let nodes: [CompiledNode<State, Event, Context>]
  @usableFromInline let transitions: [CompiledTransition<State, Event, Context>]
  /// The hot fields of `nodes` and `transitions`, read without touching reference counts.
  @usableFromInline let nodeInfo: [NodeInfo]
  @usableFromInline let transitionInfo: [TransitionInfo]
  /// For a flat machine, the transition each (state, event) pair takes.
  @usableFromInline let dispatch: FlatDispatch
  /// For a small hierarchical machine, the entry sets that do not depend on the snapshot.
  @usableFromInline let staticEntries = StaticEntries()
  /// The structure and introspection arrays, built on first use.
  let caches = DefinitionCaches<State, Event, Context>()
  @usableFromInline let stateIndex: KeyIndex<State.Case>
  @usableFromInline let eventIndex: KeyIndex<Event.Case>
  /// Every root child is atomic or final, no eventless transitions: the flat path applies.
  @usableFromInline let isFlat: Bool
  @usableFromInline let hasParallel: Bool
  @usableFromInline let hasEventless: Bool
  @usableFromInline let hasPayloads: Bool

  init(
    name: String, initialList: [State.Case], initialActions: [Action<Event, Context>],
    context: Context, eventMatching: EventMatching, content: [StateContent<State, Event, Context>]
  ) throws(DefinitionError) {
    let root = NodeSpec<State, Event, Context>(
      key: nil, kind: .root, initial: initialList, initialActions: initialActions,
      content: content)
    let compiled = try Compiler<State, Event, Context>(
      root: root, eventMatching: eventMatching
    ).compile()
    self.name = name
    self.initialContext = context
    self.eventMatching = eventMatching
    self.nodes = compiled.nodes
    self.transitions = compiled.transitions
    self.stateIndex = compiled.stateIndex
    self.eventIndex = compiled.eventIndex
    self.isFlat = compiled.isFlat
    self.hasParallel = compiled.hasParallel
    self.hasEventless = compiled.hasEventless
    self.hasPayloads = compiled.hasPayloads
    let nodeInfo = compiled.nodes.map { NodeInfo($0) }
    let transitionInfo = compiled.transitions.map { TransitionInfo($0, nodes: nodeInfo) }
    self.nodeInfo = nodeInfo
    self.transitionInfo = transitionInfo
    self.dispatch =
      compiled.isFlat
      ? FlatDispatch(
        nodes: nodeInfo, transitions: transitionInfo, eventCount: compiled.eventIndex.count,
        events: { compiled.transitions[Int($0)].events })
      : FlatDispatch()
    staticEntries.fill(self)
  }

  /// Builds and checks a definition.
  ///
  /// - Parameters:
  ///   - name: The machine's name, used in diagrams.
  ///   - initial: The state entered first (or several, one per region of a top-level parallel
  ///     state); the first top-level state when omitted.
  ///   - initialActions: Actions of the initial transition.
  ///   - context: The extended state a new machine starts with.
  ///   - eventMatching: How transitions match events; ``EventMatching/exact`` unless the
  ///     machine comes from SCXML.
  ///   - states: The top-level states, and transitions that apply in every state.
  /// - Throws: ``DefinitionError`` naming the state at fault.
  public convenience init(
    name: String = "machine",
    initial: State.Case...,
    initialActions: [Action<Event, Context>] = [],
    context: Context,
    eventMatching: EventMatching = .exact,
    @StateBuilder<State, Event, Context> states: () -> [StateContent<State, Event, Context>]
  ) throws(DefinitionError) {
    try self.init(
      name: name, initialList: initial, initialActions: initialActions, context: context,
      eventMatching: eventMatching, content: states())
  }
}

extension MachineDefinition where Context == Void {
  /// Builds and checks a definition of a machine without extended state.
  ///
  /// - Parameters:
  ///   - name: The machine's name, used in diagrams.
  ///   - initial: The state entered first; the first top-level state when omitted.
  ///   - initialActions: Actions of the initial transition.
  ///   - eventMatching: How transitions match events.
  ///   - states: The top-level states, and transitions that apply in every state.
  /// - Throws: ``DefinitionError`` naming the state at fault.
  public convenience init(
    name: String = "machine",
    initial: State.Case...,
    initialActions: [Action<Event, Context>] = [],
    eventMatching: EventMatching = .exact,
    @StateBuilder<State, Event, Context> states: () -> [StateContent<State, Event, Context>]
  ) throws(DefinitionError) {
    try self.init(
      name: name, initialList: initial, initialActions: initialActions, context: (),
      eventMatching: eventMatching, content: states())
  }
}

extension MachineDefinition {
  /// Builds a definition from content made without a builder block (for generated machines).
  ///
  /// - Parameters:
  ///   - name: The machine's name.
  ///   - initial: The states entered first; the first top-level state when empty.
  ///   - initialActions: Actions of the initial transition.
  ///   - context: The extended state a new machine starts with.
  ///   - eventMatching: How transitions match events.
  ///   - states: The top-level content.
  /// - Throws: ``DefinitionError`` naming the state at fault.
  public convenience init(
    name: String = "machine",
    initial: [State.Case],
    initialActions: [Action<Event, Context>] = [],
    context: Context,
    eventMatching: EventMatching = .exact,
    states: [StateContent<State, Event, Context>]
  ) throws(DefinitionError) {
    try self.init(
      name: name, initialList: initial, initialActions: initialActions, context: context,
      eventMatching: eventMatching, content: states)
  }
}
