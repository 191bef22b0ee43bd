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
// - A microstep computes each transition's domain once, before exiting (see `microstep`): the
//   pseudo-code's second computation, after history was recorded, can leave an exited
//   ancestor of a history target unentered.

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
    /// A delayed transition: its timer starts when its state is entered.
    case after
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
    var delayedTaken = 0
    var internalTaken = 0
    var raisedTaken = 0
    var multiTargetTaken = 0
    var finished = 0
    var ignored = 0
  }

  /// Thrown when a macrostep does not terminate (a generator bug).
  struct Runaway: Error {}

  var nodes: [Node] = []
  var configuration: Set<Int> = []
  var historyValue: [Int: [Int]] = [:]
  var internalQueue: [QueuedEvent] = []
  /// The timers of the delayed transitions of active states, in the order they started.
  var pendingTimers: [Transition] = []
  var context = RC()
  var running = true
  /// `_event`: the name of the event being processed, `nil` for done events and the start.
  var currentEvent: String?
  var statistics = Statistics()
  var microstepsThisMacrostep = 0
  let microstepLimit = 5_000

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
          case .after: .after
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
  mutating func interpret() throws(Runaway) {
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

  /// An event of a sequence: `timer` fires the oldest pending timer, any other is sent.
  ///
  /// - Returns: Whether it enabled a transition.
  mutating func receive(_ event: String) throws(Runaway) -> Bool {
    event == SpecTrigger.timerEvent ? try fireOldestTimer() : try send(event)
  }

  /// Fires the oldest pending timer: its delayed transition is the only candidate, with no
  /// event (like a done event's `_event`).
  ///
  /// - Returns: Whether the transition was taken.
  mutating func fireOldestTimer() throws(Runaway) -> Bool {
    guard running, !pendingTimers.isEmpty else { return false }
    microstepsThisMacrostep = 0
    currentEvent = nil
    let timer = pendingTimers.removeFirst()
    guard conditionMatch(timer, nil) else {
      statistics.ignored += 1
      return false
    }
    statistics.delayedTaken += 1
    try microstep([timer])
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
  mutating func macrostepUntilStable() throws(Runaway) {
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
  mutating func exitInterpreter() {
    statistics.finished += 1
    for s in configuration.sorted(by: >) {
      executeContent(nodes[s].onexit)
    }
  }

  // MARK: Observing

  /// The active states' names in document order.
  var configurationNames: [String] { configuration.sorted().map { nodes[$0].name } }

  var isDone: Bool { !running }
}
