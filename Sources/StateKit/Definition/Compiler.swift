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

  @usableFromInline let root: Spec
  @usableFromInline let eventMatching: EventMatching

  @inlinable init(root: Spec, eventMatching: EventMatching) {
    self.root = root
    self.eventMatching = eventMatching
  }

  @inlinable func compile() throws(DefinitionError) -> Output {
    if eventMatching == .descriptors && Event.Case.self != String.self {
      throw .unsupported("event descriptors need an event type whose case is String")
    }
    var flat: [Flat] = []
    try flatten(root, into: &flat)
    guard flat.count > 1 else { throw .empty }

    // Names and keys.
    var keys: [State.Case] = []
    var names: [String] = ["(machine)"]
    var seen: [State.Case: Int32] = [:]
    for i in 1..<flat.count {
      let key = flat[i].spec.key!
      let name = String(describing: key)
      if seen[key] != nil { throw .duplicateState(name) }
      seen[key] = Int32(i)
      keys.append(key)
      names.append(name)
    }
    func resolve(_ key: State.Case, from place: @autoclosure () -> String) throws(DefinitionError)
      -> Int32
    {
      guard let index = seen[key] else {
        throw .unknownState(String(describing: key), referencedFrom: place())
      }
      return index
    }
    func isDescendant(_ a: Int32, of b: Int32) -> Bool { b < a && a < flat[Int(b)].end }

    // Structure checks and initial targets.
    var initialTargets = [[Int32]](repeating: [], count: flat.count)
    for i in flat.indices {
      let item = flat[i]
      let name = names[i]
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
          throw .historyOutsideCompound(names[Int(item.histories[0])])
        }
        if item.spec.initial.isEmpty {
          initialTargets[i] = [item.children[0]]
        } else {
          for key in item.spec.initial {
            let target = try resolve(key, from: "initial of '\(name)'")
            if !isDescendant(target, of: Int32(i)) {
              throw .invalidInitial(names[Int(target)], of: name)
            }
            initialTargets[i].append(target)
          }
          try checkTargets(
            initialTargets[i], from: "initial of '\(name)'", flat: flat, names: names)
        }
      }
    }
    // History defaults: explicit, or the parent's default entry.
    for i in flat.indices where flat[i].spec.kind.isHistory {
      let parent = flat[i].parent
      if flat[i].spec.initial.isEmpty {
        initialTargets[i] =
          flat[Int(parent)].spec.kind == .parallel
          ? flat[Int(parent)].children : initialTargets[Int(parent)]
        // The parent's initial state is a history state (found by the fuzzer: the parent's
        // `initial` names this history, which has no default of its own).
        if let history = initialTargets[i].first(where: { flat[Int($0)].spec.kind.isHistory }) {
          throw .historyDefaultIsHistory(names[Int(history)], history: names[i])
        }
      } else {
        for key in flat[i].spec.initial {
          let target = try resolve(key, from: "default of history '\(names[i])'")
          if !isDescendant(target, of: parent) {
            throw .invalidHistoryDefault(names[Int(target)], history: names[i])
          }
          if flat[Int(target)].spec.kind.isHistory {
            throw .historyDefaultIsHistory(names[Int(target)], history: names[i])
          }
          initialTargets[i].append(target)
        }
      }
    }

    // Transitions, grouped by source in document order; initial ones after.
    var eventKeys: [Event.Case] = []
    var eventSeen: [Event.Case: Int32] = [:]
    var transitions: [Transition] = []
    var persistenceIDs: [Int32: String] = [:]
    var ranges: [(Int32, Int32)] = []
    var entries: [[Action<Event, Context>]] = []
    var exits: [[Action<Event, Context>]] = []
    var works: [[Work<Event, Context>]] = []
    var afters: [[Int32]] = []
    for i in flat.indices {
      var work: [Work<Event, Context>] = []
      var after: [Int32] = []
      let start = Int32(transitions.count)
      var entry: [Action<Event, Context>] = []
      var exit: [Action<Event, Context>] = []
      for content in flat[i].spec.content {
        switch content.kind {
        case .node: break
        case .entry(let actions): entry += actions
        case .exit(let actions): exit += actions
        case .work(let w): work.append(w)
        case .transition(let spec):
          // Only an error message reads it: built when one is thrown.
          let place = { describe(spec.trigger, in: names[i]) }
          if let problem = spec.problem { throw .invalidContent(names[i], reason: problem) }
          var eventIndices: [Int32] = []
          var descriptors: [String] = []
          var doneOf: Int32 = -1
          var delay: Duration?
          switch spec.trigger {
          case .events(let list):
            for key in list {
              if let index = eventSeen[key] {
                eventIndices.append(index)
              } else {
                let index = Int32(eventKeys.count)
                eventSeen[key] = index
                eventKeys.append(key)
                eventIndices.append(index)
              }
              if eventMatching == .descriptors { descriptors.append(String(describing: key)) }
            }
          case .eventless: break
          case .after(let duration):
            delay = duration
            after.append(Int32(transitions.count))
          case .done(let key):
            doneOf =
              try key.map { k throws(DefinitionError) in try resolve(k, from: place()) } ?? Int32(i)
            if eventMatching == .descriptors { descriptors = [flatDoneName(names[Int(doneOf)])] }
          }
          if !spec.isTargetless && spec.targets.isEmpty {
            throw .transitionToNowhere(from: place())
          }
          var targets: [Int32] = []
          for key in spec.targets { targets.append(try resolve(key, from: place())) }
          if targets.count > 1 {
            try checkTargets(targets, from: place(), flat: flat, names: names)
          }
          let condition: CompiledGuard<State, Event, Context>? =
            switch spec.guardCondition?.kind {
            case .predicate(let p): .predicate(p)
            case .inState(let key): .inState(try resolve(key, from: place()))
            case .not(let key): .notInState(try resolve(key, from: place()))
            case nil: nil
            }
          if let id = spec.persistenceID {
            guard !persistenceIDs.values.contains(id) else {
              throw .invalidContent(
                names[i], reason: "gives a delayed transition the id '\(id)', which another one has"
              )
            }
            persistenceIDs[Int32(transitions.count)] = id
          }
          transitions.append(
            Transition(
              source: Int32(i),
              event: eventIndices.count == 1
                ? eventIndices[0]
                : (eventIndices.isEmpty ? TransitionInfo.noEvent : TransitionInfo.severalEvents),
              events: eventIndices, descriptors: descriptors,
              isEventless: { if case .eventless = spec.trigger { true } else { false } }(),
              doneOf: eventMatching == .descriptors ? -1 : doneOf, delay: delay,
              guardCondition: condition, guardName: spec.guardCondition?.name, targets: targets,
              isInternal: spec.type == .internal, actions: spec.actions, value: spec.value,
              isSimple: spec.value == nil && spec.actions.allSatisfy { $0.isAssign }))
        }
      }
      ranges.append((start, Int32(transitions.count)))
      entries.append(entry)
      exits.append(exit)
      works.append(work)
      afters.append(after)
    }
    var initialTransition = [Int32](repeating: -1, count: flat.count)
    for i in flat.indices where !initialTargets[i].isEmpty {
      initialTransition[i] = Int32(transitions.count)
      let actions = flat[i].spec.initialActions
      transitions.append(
        Transition(
          source: Int32(i), event: TransitionInfo.noEvent, events: [], descriptors: [],
          isEventless: true, doneOf: -1,
          delay: nil, guardCondition: nil, guardName: nil, targets: initialTargets[i],
          isInternal: false,
          actions: actions, value: nil, isSimple: actions.allSatisfy { $0.isAssign }))
    }

    // Payload states: entered only as explicit targets that compute the payload.
    var values = [State?](repeating: nil, count: flat.count)
    for i in 1..<flat.count { values[i] = State(stateCase: keys[i - 1]) }
    var hasPayloads = false
    for i in 1..<flat.count where values[i] == nil {
      hasPayloads = true
      if !flat[i].spec.kind.isAtomic {
        throw .payloadWithoutValue(
          names[i], reason: "is not atomic (payload states have no children)")
      }
    }
    if hasPayloads {
      for (t, transition) in transitions.enumerated() {
        for target in transition.targets where values[Int(target)] == nil {
          if transition.value == nil {
            let place =
              initialTransition.contains(Int32(t))
              ? "is an initial or history default state" : "a transition enters it without `with:`"
            throw .payloadWithoutValue(names[Int(target)], reason: place)
          }
        }
      }
    }

    var nodes: [Node] = []
    for i in flat.indices {
      let item = flat[i]
      nodes.append(
        Node(
          key: i == 0 ? nil : keys[i - 1], name: names[i],
          kind: item.spec.kind, parent: item.parent, end: item.end, children: item.children,
          histories: item.histories, transitionStart: ranges[i].0, transitionEnd: ranges[i].1,
          initialTransition: initialTransition[i], entry: entries[i], exit: exits[i],
          work: works[i], afters: afters[i],
          simpleEntry: entries[i].allSatisfy { $0.isAssign } && works[i].isEmpty
            && afters[i].isEmpty,
          simpleExit: exits[i].allSatisfy { $0.isAssign } && works[i].isEmpty && afters[i].isEmpty,
          value: values[i], doneEventName: flatDoneName(names[i])))
    }
    let hasEventless = transitions.indices.contains {
      transitions[$0].isEventless && !initialTransition.contains(Int32($0))
    }
    let isFlat = nodes.dropFirst().allSatisfy { $0.kind.isAtomic }
    var output = Output(
      nodes: nodes, transitions: transitions, stateIndex: KeyIndex(keys),
      eventIndex: KeyIndex(eventKeys),
      isFlat: isFlat && !hasEventless && eventMatching == .exact,
      hasParallel: nodes.contains { $0.kind == .parallel }, hasEventless: hasEventless,
      hasPayloads: hasPayloads)
    output.persistenceIDs = persistenceIDs
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

  /// Targets of one transition must be able to be active together: no two on one line of
  /// descent, and every pair meets at a parallel state.
  @inlinable func checkTargets(
    _ targets: [Int32], from place: @autoclosure () -> String, flat: [Flat], names: [String]
  ) throws(DefinitionError) {
    guard targets.count > 1 else { return }
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
          throw .conflictingTargets(
            from: place(), targets: targets.map { names[Int($0)] })
        }
      }
    }
  }
}
