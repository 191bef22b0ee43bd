/// The phases that read each state's content: its transitions, in document order, its entry
/// and exit actions, its work and its delayed transitions; then the initial transitions and
/// the payload states.
extension Compiler {
  /// What the states' content compiles to, by state index; transitions grouped by source.
  @usableFromInline
  struct TransitionTable {
    @usableFromInline var transitions: [Transition] = []
    @usableFromInline var eventKeys: [Event.Case] = []
    @usableFromInline var eventIndices: [Event.Case: Int32] = [:]
    /// The ids given to delayed transitions (`After(_:to:id:)`), by transition.
    @usableFromInline var persistenceIDs: [Int32: String] = [:]
    /// Each state's own transitions: `transitions[start..<end]`.
    @usableFromInline var ranges: [(Int32, Int32)] = []
    @usableFromInline var entries: [[Action<Event, Context>]] = []
    @usableFromInline var exits: [[Action<Event, Context>]] = []
    @usableFromInline var works: [[Work<Event, Context>]] = []
    @usableFromInline var afters: [[Int32]] = []

    @inlinable init() {}

    /// The index of an event key, numbered in the order events first appear.
    @inlinable mutating func index(of key: Event.Case) -> Int32 {
      if let index = eventIndices[key] { return index }
      let index = Int32(eventKeys.count)
      eventIndices[key] = index
      eventKeys.append(key)
      return index
    }

    /// Appends the initial transition of every state that has initial targets (compound
    /// states and history defaults), after all the others; returns it by state, -1 for none.
    @inlinable mutating func appendInitialTransitions(
      _ tree: Tree, _ initialTargets: [[Int32]]
    ) -> [Int32] {
      var initialTransition = [Int32](repeating: -1, count: tree.flat.count)
      for i in tree.flat.indices where !initialTargets[i].isEmpty {
        initialTransition[i] = Int32(transitions.count)
        let actions = tree.flat[i].spec.initialActions
        transitions.append(
          Transition(
            source: Int32(i), event: TransitionInfo.noEvent, events: [], descriptors: [],
            isEventless: true, doneOf: -1, delay: nil, guardCondition: nil, guardName: nil,
            targets: initialTargets[i], isInternal: false, actions: actions, value: nil,
            isSimple: actions.allSatisfy { $0.isAssign }))
      }
      return initialTransition
    }
  }

  /// Compiles every state's content, in document order.
  @inlinable func transitionTable(_ tree: Tree) throws(DefinitionError) -> TransitionTable {
    var table = TransitionTable()
    for i in tree.flat.indices {
      var work: [Work<Event, Context>] = []
      var after: [Int32] = []
      var entry: [Action<Event, Context>] = []
      var exit: [Action<Event, Context>] = []
      let start = Int32(table.transitions.count)
      for content in tree.flat[i].spec.content {
        switch content.kind {
        case .node: break
        case .entry(let actions): entry += actions
        case .exit(let actions): exit += actions
        case .work(let w): work.append(w)
        case .transition(let spec):
          if case .after = spec.trigger { after.append(Int32(table.transitions.count)) }
          try compileTransition(spec, of: Int32(i), tree, into: &table)
        }
      }
      table.ranges.append((start, Int32(table.transitions.count)))
      table.entries.append(entry)
      table.exits.append(exit)
      table.works.append(work)
      table.afters.append(after)
    }
    return table
  }

  /// Compiles one transition of state `i`: its events, targets and guard resolved, its
  /// targets checked, its persistence id unique.
  @inlinable func compileTransition(
    _ spec: TransitionSpec<State, Event, Context>, of i: Int32, _ tree: Tree,
    into table: inout TransitionTable
  ) throws(DefinitionError) {
    let name = tree.names[Int(i)]
    // Only an error message reads it: built when one is thrown.
    let place = { describe(spec.trigger, in: name) }
    if let problem = spec.problem { throw .invalidContent(name, reason: problem) }
    var eventIndices: [Int32] = []
    var descriptors: [String] = []
    var doneOf: Int32 = -1
    var delay: Duration?
    switch spec.trigger {
    case .events(let list):
      for key in list {
        eventIndices.append(table.index(of: key))
        if eventMatching == .descriptors { descriptors.append(String(describing: key)) }
      }
    case .eventless: break
    case .after(let duration): delay = duration
    case .done(let key):
      doneOf = try key.map { k throws(DefinitionError) in try tree.resolve(k, from: place()) } ?? i
      if eventMatching == .descriptors { descriptors = [flatDoneName(tree.names[Int(doneOf)])] }
    }
    if !spec.isTargetless && spec.targets.isEmpty { throw .transitionToNowhere(from: place()) }
    var targets: [Int32] = []
    for key in spec.targets { targets.append(try tree.resolve(key, from: place())) }
    try checkTargets(targets, from: place(), in: tree)
    let condition: CompiledGuard<State, Event, Context>? =
      switch spec.guardCondition?.kind {
      case .predicate(let p): .predicate(p)
      case .snapshot(let p): .snapshot(p)
      case .inState(let key): .inState(try tree.resolve(key, from: place()))
      case .not(let key): .notInState(try tree.resolve(key, from: place()))
      case nil: nil
      }
    if let id = spec.persistenceID {
      guard !table.persistenceIDs.values.contains(id) else {
        throw .invalidContent(
          name, reason: "gives a delayed transition the id '\(id)', which another one has")
      }
      table.persistenceIDs[Int32(table.transitions.count)] = id
    }
    let event =
      eventIndices.count == 1
      ? eventIndices[0]
      : (eventIndices.isEmpty ? TransitionInfo.noEvent : TransitionInfo.severalEvents)
    table.transitions.append(
      Transition(
        source: i, event: event, events: eventIndices, descriptors: descriptors,
        isEventless: { if case .eventless = spec.trigger { true } else { false } }(),
        doneOf: eventMatching == .descriptors ? -1 : doneOf, delay: delay,
        guardCondition: condition, guardName: spec.guardCondition?.name, targets: targets,
        isInternal: spec.type == .internal, actions: spec.actions, value: spec.value,
        isSimple: spec.value == nil && spec.actions.allSatisfy { $0.isAssign }))
  }

  /// Each state's value (`nil` for a case that carries a payload), and whether any state
  /// carries one. A payload state is atomic and entered only by a transition that computes its
  /// payload: never as an initial state or a history default.
  @inlinable func payloadValues(
    _ tree: Tree, _ table: TransitionTable, _ initialTransition: [Int32]
  ) throws(DefinitionError) -> (values: [State?], hasPayloads: Bool) {
    let flat = tree.flat
    var values = [State?](repeating: nil, count: flat.count)
    for i in 1..<flat.count { values[i] = State(stateCase: tree.keys[i - 1]) }
    var hasPayloads = false
    for i in 1..<flat.count where values[i] == nil {
      hasPayloads = true
      if !flat[i].spec.kind.isAtomic {
        throw .payloadWithoutValue(
          tree.names[i], reason: "is not atomic (payload states have no children)")
      }
    }
    guard hasPayloads else { return (values, false) }
    for (t, transition) in table.transitions.enumerated() {
      for target in transition.targets where values[Int(target)] == nil && transition.value == nil {
        let place =
          initialTransition.contains(Int32(t))
          ? "is an initial or history default state" : "a transition enters it without `with:`"
        throw .payloadWithoutValue(tree.names[Int(target)], reason: place)
      }
    }
    return (values, true)
  }
}
