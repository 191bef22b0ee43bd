import StateKit

typealias RandomDefinition = MachineDefinition<RS, RE, RC>
typealias RandomContent = StateContent<RS, RE, RC>

// Turns a `RandomSpec` into DSL content and a compiled definition, the way a user would write it.

extension RandomSpec {
  /// The compiled definition; a `DefinitionError` here is a generator bug.
  func makeDefinition() throws(DefinitionError) -> RandomDefinition {
    try RandomDefinition(
      name: "random", initial: root.initial.map(RS.init),
      initialActions: root.initialActions.map { $0.dsl }, context: RC(),
      states: root.transitions.map { $0.dsl } + root.children.map { $0.dsl })
  }
}

extension SpecAction {
  var dsl: Action<RE, RC> {
    switch self {
    case .log(let label):
      .assign(label) { context, event in context.record(label, event: event?.name) }
    case .raise(let name):
      .raise(RE(name))
    }
  }
}

extension SpecGuard {
  var dsl: Guard<RS, RE, RC> {
    switch self {
    case .all(let atoms):
      Guard(description) { context, event in SpecGuard.holds(atoms, context, event?.name) }
    case .inState(let name): .inState(RS(name))
    case .notInState(let name): .notInState(RS(name))
    }
  }
}

extension SpecTransition {
  var dsl: RandomContent {
    let actions = actions.map { $0.dsl }
    let condition = guardCondition?.dsl
    let type: TransitionType = isInternal ? .internal : .external
    let target = targets.first.map(RS.init)
    switch trigger {
    case .eventless:
      precondition(targets.count <= 1)
      return Always(to: target, type: type, guard: condition, actions: actions)
    case .done(let of):
      precondition(targets.count <= 1)
      return OnDone(of: of.map(RS.init), to: target, type: type, guard: condition, actions: actions)
    case .after:
      precondition(targets.count <= 1 && !isInternal)
      return After(
        .milliseconds(10), to: target, type: type, guard: condition, actions: actions)
    case .events(let names):
      let events = names.map(RE.init)
      if targets.count > 1 {
        let all = targets.map(RS.init)
        switch events.count {
        case 1: return On(events[0], to: all, type: type, guard: condition, actions: actions)
        default:
          return On(events[0], events[1], to: all, type: type, guard: condition, actions: actions)
        }
      }
      switch events.count {
      case 1: return On(events[0], to: target, type: type, guard: condition, actions: actions)
      default:
        return On(events[0], events[1], to: target, type: type, guard: condition, actions: actions)
      }
    }
  }
}

extension SpecState {
  /// The state as DSL content. Each entry and exit action is its own `Entry`/`Exit` statement,
  /// interleaved with the transitions and children, to exercise how bodies are assembled.
  var dsl: RandomContent {
    let key = RS(name)
    var body: [RandomContent] = []
    body += entry.map { Entry($0.dsl) }
    body += transitions.map { $0.dsl }
    body += exit.map { Exit($0.dsl) }
    body += children.map { $0.dsl }
    let initialActions = initialActions.map { $0.dsl }
    switch kind {
    case .root:
      preconditionFailure("the root is the definition itself")
    case .atomic, .compound:
      if let first = initial.first {
        precondition(initial.count == 1)
        return StateNode(key, initial: RS(first), initialActions: initialActions) { body }
      }
      return StateNode(key, initialActions: initialActions) { body }
    case .parallel:
      return Parallel(key) { body }
    case .final:
      return Final(key) { body }
    case .shallowHistory, .deepHistory:
      let depth: HistoryDepth = kind == .deepHistory ? .deep : .shallow
      if let first = initial.first {
        precondition(initial.count == 1)
        return History(key, depth, default: RS(first), actions: initialActions)
      }
      return History(key, depth, actions: initialActions)
    }
  }
}
