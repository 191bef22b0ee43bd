// A plain interpreter of a `RandomSpec`: a literal transcription of the W3C SCXML algorithm
// (https://www.w3.org/TR/scxml/ appendix D), written for readability, not speed. It shares
// nothing with the engine but the meaning of guards and actions (`SpecGuard.holds`,
// `RC.record`).
//
// StateKit conventions, where the specification leaves room or has no equivalent:
// - The root is SCXML's `<scxml>` element: never entered, never exited, never in the
//   configuration. Unlike `<scxml>` it may declare transitions; they are tried after every
//   state's own, and their domain is the root.
// - The root's initial actions run before the initial configuration is entered.
// - A compound state without an explicit initial enters its first child state; a history state
//   without a default enters its parent's initial states (compound) or every region (parallel).
// - `done.state.<id>` events and the initial entry show actions and guards no event (`nil`);
//   eventless transitions see the event processed last.
// - An external event that enables no transition is dropped: no macrostep runs (the pseudo-code
//   would go round the main loop once more, which can only matter to an eventless guard that
//   reads `_event`).
// - Reaching a top-level final state runs every active state's exit actions in exit order
//   (`exitInterpreter`) but keeps the configuration; later events are ignored.

struct ReferenceInterpreter {
  /// An event on the internal queue, or the external event being processed.
  enum QueuedEvent: Equatable {
    case named(String)
    /// `done.state.<id>` of the state with this document-order number.
    case done(Int)
  }

  enum Trigger {
    case events(Set<String>)
    case eventless
    case done(Int)
    /// The initial transition of a compound state or of the root, or a history default.
    case initial
  }

  final class Transition {
    let source: Int
    let trigger: Trigger
    let target: [Int]
    let isInternal: Bool
    let guardCondition: SpecGuard?
    let content: [SpecAction]

    init(
      source: Int, trigger: Trigger, target: [Int], isInternal: Bool, guardCondition: SpecGuard?,
      content: [SpecAction]
    ) {
      self.source = source
      self.trigger = trigger
      self.target = target
      self.isInternal = isInternal
      self.guardCondition = guardCondition
      self.content = content
    }
  }

  struct Node {
    /// The position in document order; the root is 0.
    let id: Int
    let name: String
    let kind: SpecKind
    let parent: Int?
    /// Child states (history states excluded), in document order.
    var childStates: [Int] = []
    var history: [Int] = []
    var transitions: [Transition] = []
    var onentry: [SpecAction] = []
    var onexit: [SpecAction] = []
    /// Compound state and root: the initial transition. History state: the default transition.
    var initialTransition: Transition?
    /// Every proper ancestor, parent first, the root last (`getProperAncestors(id, nil)`).
    var ancestors: [Int] = []
  }

  /// What happened, for the generator's coverage test. Not part of the algorithm.
  final class Statistics {
    var microsteps = 0
    var conflictsRemoved = 0
    var historyRestored = 0
    var historyDefaults = 0
    var doneEventsTaken = 0
    var eventlessTaken = 0
    var internalTaken = 0
    var raisedTaken = 0
    var multiTargetTaken = 0
    var finished = 0
    var ignored = 0
  }

  /// Thrown when a macrostep does not terminate (a generator bug).
  struct Runaway: Error {}

  private(set) var nodes: [Node] = []
  private(set) var configuration: Set<Int> = []
  private(set) var historyValue: [Int: [Int]] = [:]
  private var internalQueue: [QueuedEvent] = []
  private(set) var context = RC()
  private(set) var running = true
  /// `_event`: the name of the event being processed, `nil` for done events and the start.
  private var currentEvent: String?
  private(set) var statistics = Statistics()
  private var microstepsThisMacrostep = 0
  private let microstepLimit = 5_000

  // MARK: Building from the spec

  init(_ spec: RandomSpec) throws(Runaway) {
    var names: [String: Int] = [:]
    func number(_ state: SpecState, parent: Int?) {
      let id = nodes.count
      names[state.name] = id
      nodes.append(Node(id: id, name: state.name, kind: state.kind, parent: parent))
      if let parent {
        nodes[id].ancestors = [parent] + nodes[parent].ancestors
        if state.kind.isHistory {
          nodes[parent].history.append(id)
        } else {
          nodes[parent].childStates.append(id)
        }
      }
      for child in state.children { number(child, parent: id) }
    }
    number(spec.root, parent: nil)
    let states = spec.root.allStates

    func attach(_ state: SpecState) {
      let id = names[state.name]!
      nodes[id].onentry = state.entry
      nodes[id].onexit = state.exit
      for t in state.transitions {
        let trigger: Trigger =
          switch t.trigger {
          case .events(let list): .events(Set(list))
          case .eventless: .eventless
          case .done(let of): .done(of.map { names[$0]! } ?? id)
          }
        nodes[id].transitions.append(
          Transition(
            source: id, trigger: trigger, target: t.targets.map { names[$0]! },
            isInternal: t.isInternal, guardCondition: t.guardCondition, content: t.actions))
      }
      for child in state.children { attach(child) }
    }
    attach(spec.root)

    // Initial and default transitions, once every node exists.
    for state in states {
      let id = names[state.name]!
      switch state.kind {
      case .root, .compound:
        let target =
          state.initial.isEmpty ? [nodes[id].childStates[0]] : state.initial.map { names[$0]! }
        nodes[id].initialTransition = Transition(
          source: id, trigger: .initial, target: target, isInternal: false, guardCondition: nil,
          content: state.initialActions)
      default:
        break
      }
    }
    for state in states where state.kind.isHistory {
      let id = names[state.name]!
      let parent = nodes[id].parent!
      let target: [Int] =
        if !state.initial.isEmpty {
          state.initial.map { names[$0]! }
        } else if nodes[parent].kind == .parallel {
          nodes[parent].childStates
        } else {
          nodes[parent].initialTransition!.target
        }
      nodes[id].initialTransition = Transition(
        source: id, trigger: .initial, target: target, isInternal: false, guardCondition: nil,
        content: state.initialActions)
    }

    try interpret()
  }

  // MARK: interpret / mainEventLoop

  /// `interpret(doc)`: enters the initial configuration, then runs until stable.
  private mutating func interpret() throws(Runaway) {
    running = true
    currentEvent = nil
    microstepsThisMacrostep = 0
    let initial = nodes[0].initialTransition!
    executeContent(initial.content)
    enterStates([initial])
    try macrostepUntilStable()
    if !running { exitInterpreter() }
  }

  /// One turn of `mainEventLoop` for an external event.
  ///
  /// - Returns: Whether the event enabled a transition.
  mutating func send(_ event: String) throws(Runaway) -> Bool {
    guard running else { return false }
    microstepsThisMacrostep = 0
    currentEvent = event
    let enabledTransitions = selectTransitions(.named(event), guardEvent: currentEvent)
    if enabledTransitions.isEmpty {
      statistics.ignored += 1
      return false
    }
    try microstep(enabledTransitions)
    try macrostepUntilStable()
    if !running { exitInterpreter() }
    return true
  }

  /// Whether `event` would enable a transition now, without processing it.
  func wouldHandle(_ event: String) -> Bool {
    guard running else { return false }
    return !selectTransitions(.named(event), guardEvent: event).isEmpty
  }

  /// The inner loop of `mainEventLoop`: eventless transitions, then internal events, until
  /// neither enables anything (or the machine is done).
  private mutating func macrostepUntilStable() throws(Runaway) {
    var macrostepDone = false
    while running && !macrostepDone {
      var enabledTransitions = selectEventlessTransitions()
      if !enabledTransitions.isEmpty { statistics.eventlessTaken += 1 }
      if enabledTransitions.isEmpty {
        if internalQueue.isEmpty {
          macrostepDone = true
        } else {
          let internalEvent = internalQueue.removeFirst()
          switch internalEvent {
          case .named(let name): currentEvent = name
          case .done: currentEvent = nil
          }
          enabledTransitions = selectTransitions(internalEvent, guardEvent: currentEvent)
          if !enabledTransitions.isEmpty {
            if case .done = internalEvent {
              statistics.doneEventsTaken += 1
            } else {
              statistics.raisedTaken += 1
            }
          }
        }
      }
      if !enabledTransitions.isEmpty { try microstep(enabledTransitions) }
    }
    internalQueue.removeAll()
  }

  /// `exitInterpreter()`, except that the configuration is kept.
  private mutating func exitInterpreter() {
    statistics.finished += 1
    for s in configuration.sorted(by: >) {
      executeContent(nodes[s].onexit)
    }
  }

  // MARK: Selecting transitions

  private func nameMatch(_ t: Transition, _ event: QueuedEvent) -> Bool {
    switch (t.trigger, event) {
    case (.events(let names), .named(let name)): names.contains(name)
    case (.done(let state), .done(let completed)): state == completed
    default: false
    }
  }

  /// Whether the transition's guard holds; `_event` is the event the guard sees.
  private func conditionMatch(_ t: Transition, _ _event: String?) -> Bool {
    switch t.guardCondition {
    case nil: true
    case .all(let atoms): SpecGuard.holds(atoms, context, _event)
    case .inState(let name): configuration.contains { nodes[$0].name == name }
    case .notInState(let name): !configuration.contains { nodes[$0].name == name }
    }
  }

  private func isAtomicState(_ s: Int) -> Bool {
    nodes[s].kind == .atomic || nodes[s].kind == .final
  }

  private func selectEventlessTransitions() -> [Transition] {
    var enabledTransitions: [Transition] = []
    let atomicStates = configuration.filter(isAtomicState).sorted()
    for state in atomicStates {
      loop: for s in [state] + getProperAncestors(state, nil) {
        for t in nodes[s].transitions {
          if case .eventless = t.trigger, conditionMatch(t, currentEvent) {
            if !enabledTransitions.contains(where: { $0 === t }) { enabledTransitions.append(t) }
            break loop
          }
        }
      }
    }
    return removeConflictingTransitions(enabledTransitions)
  }

  /// `guardEvent` is `_event` while the event is processed (`nil` for done events).
  private func selectTransitions(_ event: QueuedEvent, guardEvent: String?) -> [Transition] {
    var enabledTransitions: [Transition] = []
    let atomicStates = configuration.filter(isAtomicState).sorted()
    for state in atomicStates {
      loop: for s in [state] + getProperAncestors(state, nil) {
        for t in nodes[s].transitions {
          if nameMatch(t, event) && conditionMatch(t, guardEvent) {
            if !enabledTransitions.contains(where: { $0 === t }) { enabledTransitions.append(t) }
            break loop
          }
        }
      }
    }
    return removeConflictingTransitions(enabledTransitions)
  }

  private func removeConflictingTransitions(_ enabledTransitions: [Transition]) -> [Transition] {
    var filteredTransitions: [Transition] = []
    for t1 in enabledTransitions {
      var t1Preempted = false
      var transitionsToRemove: [Transition] = []
      for t2 in filteredTransitions {
        if !computeExitSet([t1]).isDisjoint(with: computeExitSet([t2])) {
          if isDescendant(t1.source, t2.source) {
            transitionsToRemove.append(t2)
          } else {
            t1Preempted = true
            break
          }
        }
      }
      if !t1Preempted {
        filteredTransitions.removeAll { t3 in transitionsToRemove.contains { $0 === t3 } }
        filteredTransitions.append(t1)
      }
    }
    statistics.conflictsRemoved += enabledTransitions.count - filteredTransitions.count
    return filteredTransitions
  }

  // MARK: microstep

  private mutating func microstep(_ enabledTransitions: [Transition]) throws(Runaway) {
    microstepsThisMacrostep += 1
    statistics.microsteps += 1
    if microstepsThisMacrostep > microstepLimit { throw Runaway() }
    if enabledTransitions.contains(where: { $0.target.count > 1 }) {
      statistics.multiTargetTaken += 1
    }
    statistics.internalTaken +=
      enabledTransitions.filter { $0.source != 0 && getTransitionDomain($0) == $0.source }.count
    exitStates(enabledTransitions)
    executeTransitionContent(enabledTransitions)
    enterStates(enabledTransitions)
  }

  private mutating func exitStates(_ enabledTransitions: [Transition]) {
    let statesToExit = computeExitSet(enabledTransitions).sorted(by: >)  // exit order
    for s in statesToExit {
      for h in nodes[s].history {
        if nodes[h].kind == .deepHistory {
          historyValue[h] = configuration.filter { s0 in isAtomicState(s0) && isDescendant(s0, s) }
            .sorted()
        } else {
          historyValue[h] = configuration.filter { s0 in nodes[s0].parent == s }.sorted()
        }
      }
    }
    for s in statesToExit {
      executeContent(nodes[s].onexit)
      configuration.remove(s)
    }
  }

  private func computeExitSet(_ transitions: [Transition]) -> Set<Int> {
    var statesToExit: Set<Int> = []
    for t in transitions where !t.target.isEmpty {
      let domain = getTransitionDomain(t)!
      for s in configuration where isDescendant(s, domain) {
        statesToExit.insert(s)
      }
    }
    return statesToExit
  }

  private mutating func executeTransitionContent(_ enabledTransitions: [Transition]) {
    for t in enabledTransitions {
      executeContent(t.content)
    }
  }

  private mutating func executeContent(_ content: [SpecAction]) {
    for action in content {
      switch action {
      case .log(let label): context.record(label, event: currentEvent)
      case .raise(let name): internalQueue.append(.named(name))
      }
    }
  }

  private mutating func enterStates(_ enabledTransitions: [Transition]) {
    var statesToEnter: Set<Int> = []
    var statesForDefaultEntry: Set<Int> = []
    var defaultHistoryContent: [Int: [SpecAction]] = [:]
    computeEntrySet(
      enabledTransitions, &statesToEnter, &statesForDefaultEntry, &defaultHistoryContent)
    for s in statesToEnter.sorted() {  // entry order
      configuration.insert(s)
      executeContent(nodes[s].onentry)
      if statesForDefaultEntry.contains(s) {
        executeContent(nodes[s].initialTransition!.content)
      }
      if let content = defaultHistoryContent[s] {
        executeContent(content)
      }
      if nodes[s].kind == .final {
        if nodes[s].parent == 0 {
          running = false
        } else {
          let parent = nodes[s].parent!
          let grandparent = nodes[parent].parent!
          internalQueue.append(.done(parent))
          if nodes[grandparent].kind == .parallel {
            if nodes[grandparent].childStates.allSatisfy(isInFinalState) {
              internalQueue.append(.done(grandparent))
            }
          }
        }
      }
    }
  }

  private func computeEntrySet(
    _ transitions: [Transition], _ statesToEnter: inout Set<Int>,
    _ statesForDefaultEntry: inout Set<Int>, _ defaultHistoryContent: inout [Int: [SpecAction]]
  ) {
    for t in transitions {
      for s in t.target {
        addDescendantStatesToEnter(
          s, &statesToEnter, &statesForDefaultEntry, &defaultHistoryContent)
      }
      let ancestor = getTransitionDomain(t)
      for s in getEffectiveTargetStates(t) {
        addAncestorStatesToEnter(
          s, ancestor, &statesToEnter, &statesForDefaultEntry, &defaultHistoryContent)
      }
    }
  }

  private func addDescendantStatesToEnter(
    _ state: Int, _ statesToEnter: inout Set<Int>, _ statesForDefaultEntry: inout Set<Int>,
    _ defaultHistoryContent: inout [Int: [SpecAction]]
  ) {
    if nodes[state].kind.isHistory {
      if let remembered = historyValue[state] {
        statistics.historyRestored += 1
        for s in remembered {
          addDescendantStatesToEnter(
            s, &statesToEnter, &statesForDefaultEntry, &defaultHistoryContent)
        }
        for s in remembered {
          addAncestorStatesToEnter(
            s, nodes[state].parent, &statesToEnter, &statesForDefaultEntry,
            &defaultHistoryContent)
        }
      } else {
        statistics.historyDefaults += 1
        let transition = nodes[state].initialTransition!
        defaultHistoryContent[nodes[state].parent!] = transition.content
        for s in transition.target {
          addDescendantStatesToEnter(
            s, &statesToEnter, &statesForDefaultEntry, &defaultHistoryContent)
        }
        for s in transition.target {
          addAncestorStatesToEnter(
            s, nodes[state].parent, &statesToEnter, &statesForDefaultEntry,
            &defaultHistoryContent)
        }
      }
    } else {
      statesToEnter.insert(state)
      if nodes[state].kind == .compound {
        statesForDefaultEntry.insert(state)
        for s in nodes[state].initialTransition!.target {
          addDescendantStatesToEnter(
            s, &statesToEnter, &statesForDefaultEntry, &defaultHistoryContent)
        }
        for s in nodes[state].initialTransition!.target {
          addAncestorStatesToEnter(
            s, state, &statesToEnter, &statesForDefaultEntry, &defaultHistoryContent)
        }
      } else if nodes[state].kind == .parallel {
        for child in nodes[state].childStates {
          if !statesToEnter.contains(where: { s in isDescendant(s, child) }) {
            addDescendantStatesToEnter(
              child, &statesToEnter, &statesForDefaultEntry, &defaultHistoryContent)
          }
        }
      }
    }
  }

  private func addAncestorStatesToEnter(
    _ state: Int, _ ancestor: Int?, _ statesToEnter: inout Set<Int>,
    _ statesForDefaultEntry: inout Set<Int>, _ defaultHistoryContent: inout [Int: [SpecAction]]
  ) {
    for anc in getProperAncestors(state, ancestor) {
      precondition(anc != 0, "the root is never entered")
      statesToEnter.insert(anc)
      if nodes[anc].kind == .parallel {
        for child in nodes[anc].childStates {
          if !statesToEnter.contains(where: { s in isDescendant(s, child) }) {
            addDescendantStatesToEnter(
              child, &statesToEnter, &statesForDefaultEntry, &defaultHistoryContent)
          }
        }
      }
    }
  }

  private func isInFinalState(_ s: Int) -> Bool {
    switch nodes[s].kind {
    case .compound:
      nodes[s].childStates.contains { s in nodes[s].kind == .final && configuration.contains(s) }
    case .parallel:
      nodes[s].childStates.allSatisfy(isInFinalState)
    default:
      false
    }
  }

  /// The compound state (or the root) whose descendants the transition exits and enters;
  /// `nil` for a targetless transition.
  private func getTransitionDomain(_ t: Transition) -> Int? {
    let tstates = getEffectiveTargetStates(t)
    if tstates.isEmpty {
      return nil
    } else if t.source == 0 {
      return 0  // StateKit: a transition declared at the root has the root as its domain
    } else if t.isInternal && nodes[t.source].kind == .compound
      && tstates.allSatisfy({ s in isDescendant(s, t.source) })
    {
      return t.source
    } else {
      return findLCCA([t.source] + tstates)
    }
  }

  private func findLCCA(_ stateList: [Int]) -> Int {
    let head = stateList[0]
    let tail = stateList.dropFirst()
    for anc in getProperAncestors(head, nil)
    where nodes[anc].kind == .compound || nodes[anc].kind == .root {
      if tail.allSatisfy({ s in isDescendant(s, anc) }) {
        return anc
      }
    }
    preconditionFailure("the root contains every state")
  }

  private func getEffectiveTargetStates(_ transition: Transition) -> [Int] {
    var targets: [Int] = []
    func add(_ s: Int) { if !targets.contains(s) { targets.append(s) } }
    for s in transition.target {
      if nodes[s].kind.isHistory {
        if let remembered = historyValue[s] {
          remembered.forEach(add)
        } else {
          getEffectiveTargetStates(nodes[s].initialTransition!).forEach(add)
        }
      } else {
        add(s)
      }
    }
    return targets
  }

  /// The ancestors of `state1`, parent first, up to but not including `state2` (up to and
  /// including the root when `state2` is `nil`). Empty when `state2` is `state1`, its parent,
  /// or one of its descendants.
  private func getProperAncestors(_ state1: Int, _ state2: Int?) -> [Int] {
    if state2 == nil { return nodes[state1].ancestors }
    if let state2, state2 == state1 || isDescendant(state2, state1) { return [] }
    var result: [Int] = []
    var anc = nodes[state1].parent
    while let a = anc, a != state2 {
      result.append(a)
      anc = nodes[a].parent
    }
    return result
  }

  /// Whether `state1` is a proper descendant of `state2`.
  private func isDescendant(_ state1: Int, _ state2: Int) -> Bool {
    var anc = nodes[state1].parent
    while let a = anc {
      if a == state2 { return true }
      anc = nodes[a].parent
    }
    return false
  }

  // MARK: Observing

  /// The active states' names in document order.
  var configurationNames: [String] { configuration.sorted().map { nodes[$0].name } }

  var isDone: Bool { !running }
}
