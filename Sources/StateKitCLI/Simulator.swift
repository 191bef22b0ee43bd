import StateKit
import StateKitSCXML
import StateKitTooling

/// Steps a definition with the engine's procedures under a microstep budget
/// (`BoundedStepper`) and prints every macrostep.
///
/// The events the session sends itself wait on its external queue and are processed one after
/// the other, oldest first, at most `maxSentEvents` in a round (the events that follow one line
/// of input). With the null data model they are the engine's `send` effects and timers; with a
/// data model (ECMAScript), the session's `<send>`s, which the simulator takes from the session
/// after each step and holds as timers when they have a delay.
///
/// An `<invoke>` runs its child as a simulator of its own, as ``SCXMLMachine`` runs it as a
/// machine: it starts when the invoking state's macrostep ends and is cancelled when the state is
/// exited. Its lines are printed under its parent's, indented and led by its invoke id. What the
/// child sends `#_parent` (or the parent's `#_scxml_<sessionid>`), and its `done.invoke`, join the
/// parent's queue (after the parent's `<finalize>` ran); what the parent sends `#_<id>` (or the
/// child's `#_scxml_<sessionid>`, its `_event.origin`) and what it autoforwards join the child's.
/// Sessions take turns: the parent's queue first, then each child's, until no queue has events.
struct Simulator {
  /// Where an event on the external queue came from.
  enum Origin {
    /// The session itself: a `<send>`, or an error the platform raised.
    case machine
    /// A child, by invoke id.
    case child(String)
    /// The parent session (`#_<invokeid>`).
    case parent
    /// The parent, which copies every event it processes to a child that autoforwards.
    case forwarded

    var description: String {
      switch self {
      case .machine: " (sent by the machine)"
      case .child(let id): " (from \(id))"
      case .parent: " (from the parent)"
      case .forwarded: " (forwarded by the parent)"
      }
    }
  }

  /// A `<send>` with a delay, until `:fire` delivers it or a `<cancel>` drops it.
  struct DelayedSend {
    var id: String
    var send: SCXMLSimulatedSend
    var delay: Duration
  }

  /// A running child session: the work of its `<invoke>`, and its simulator.
  struct Child {
    var work: WorkID
    var autoforward: Bool
    var simulator: Simulator
    var id: String { simulator.invokeID ?? "" }
  }

  let definition: SCXMLDefinition
  /// The most events the session may take from its queue in one round.
  let maxSentEvents: Int
  /// Whether a budget cut something short (the exit status is then 3).
  var stoppedEarly = false
  /// Whether a macrostep ran out of microsteps: the engine stopped it in its last legal
  /// configuration, and the simulation ends there.
  var isStuck = false
  var stepper: BoundedStepper<StateName, EventName, SCXMLSession>
  /// The simulation's session: its sends, cancels and invocations are taken from it.
  let session: SCXMLSession
  /// The id the parent invoked this session under; `nil` for the top-level session.
  let invokeID: String?
  /// What leads each of this session's lines: two spaces for each ancestor (the session's
  /// depth, which `SCXMLSession.maximumInvokeDepth` bounds).
  let indent: String
  /// The external queue: events not processed yet.
  var queue: [(event: EventName, origin: Origin)] = []
  /// Events for the parent, sent since the parent last took them.
  var forParent: [EventName] = []
  /// How many events of its queue the session processed in this round.
  var processedInRound = 0
  /// The delayed sends, in the order they were sent.
  var delayed: [DelayedSend] = []
  /// Numbers the delayed sends that have no id.
  var sendSerial = 0
  /// The children running now, in the order they started.
  var children: [Child] = []
  /// Starting the machine, run once by the initializer, with the stepper's bound.
  private let startStep: BoundedStepper<StateName, EventName, SCXMLSession>.Step
  /// Each state's path, by name; and its position in document order.
  private let paths: [StateName: String]
  private let order: [StateName: Int]
  /// Each state's path, by node index.
  private let nodePaths: [Int: String]
  var snapshot: Snapshot<StateName, EventName, SCXMLSession>

  /// A simulator of a top-level document.
  init(definition: SCXMLDefinition, maxSentEvents: Int = 1_000, maxMicrosteps: Int = 10_000) {
    self.init(
      definition: definition, maxSentEvents: maxSentEvents, maxMicrosteps: maxMicrosteps,
      invocation: nil, parent: nil, indent: "")
  }

  /// A simulator of a session: a top-level one, or the child of an invocation (`parent` is then
  /// the session that invoked it).
  init(
    definition: SCXMLDefinition, maxSentEvents: Int, maxMicrosteps: Int,
    invocation: SCXMLSimulatedInvocation?, parent: SCXMLSession?, indent: String
  ) {
    self.definition = definition
    self.maxSentEvents = max(maxSentEvents, 0)
    self.invokeID = invocation?.id
    self.indent = indent
    // Recording: the steps list the states exited and entered in the engine's order.
    self.stepper = BoundedStepper(definition, maxMicrosteps: maxMicrosteps, recording: true)
    var paths: [StateName: String] = [:]
    var order: [StateName: Int] = [:]
    var byIndex: [Int: String] = [:]
    for node in definition.stateNodes {
      guard let state = node.state else { continue }
      let parent = node.parent.flatMap { byIndex[$0] }
      let path = parent.map { "\($0).\(node.name)" } ?? node.name
      byIndex[node.id] = path
      paths[state] = path
      order[state] = node.id
    }
    self.paths = paths
    self.order = order
    self.nodePaths = byIndex
    let lead = indent + (invocation.map { "\($0.id): " } ?? "")
    let session = SCXMLSession.simulation(
      of: definition, invokeID: invocation?.id, parent: parent,
      parameters: invocation?.parameters ?? [:],
      depth: indent.count / 2,
      log: { label, message in print("\(lead)log \(label): \(message)") })
    self.session = session
    self.startStep = stepper.start(context: session)
    self.snapshot = startStep.snapshot
  }

  var isDone: Bool { snapshot.isDone }

  /// Starts the machine and prints the initial configuration, then processes what it sent.
  mutating func start() {
    enter()
    settle()
  }

  /// Sends an event, then processes what the sessions sent, each as one macrostep.
  mutating func send(_ event: EventName) {
    beginRound()
    process(event, origin: nil)
    settle()
  }

  /// Starts the machine (its first macrostep), without processing what it sent.
  mutating func enter() {
    let step = startStep
    line("start")
    guard step.outcome != .exceededBudget else { return stuck("starting the machine") }
    snapshot = step.snapshot
    report(entered: step.entered, exited: [], effects: step.effects)
  }

  /// Runs one macrostep for an event and prints it.
  mutating func process(_ event: EventName, origin: Origin?) {
    // As the specification's event loop does: the copy is queued when the event is taken,
    // before the macrostep runs (SCXMLMachine queues it after).
    for index in children.indices where children[index].autoforward {
      children[index].simulator.receive(event, from: .forwarded)
    }
    let step = stepper.step(snapshot, event)
    let source = origin?.description ?? ""
    guard step.outcome != .exceededBudget else { return stuck("\(event.rawValue)\(source)") }
    snapshot = step.snapshot
    let handled = step.outcome == .handled
    let reason = SCXMLSession.errorMessage(of: event).map { " [\(Diagnostic.shortened($0))]" } ?? ""
    line("\(event.rawValue)\(reason)\(source): \(handled ? "handled" : "ignored")")
    if handled {
      report(entered: step.entered, exited: step.exited, effects: step.effects)
    } else {
      takeSessionOutput()
    }
  }

  /// Reports a macrostep that ran out of microsteps, and stops the simulation.
  mutating func stuck(_ what: String) {
    line(
      "\(what): stopped after \(stepper.maxMicrosteps) microsteps without becoming stable "
        + "(eventless transitions or raised events that loop; see `statekit check`, SK008); "
        + "the simulation ends (--max-microsteps)")
    isStuck = true
    stoppedEarly = true
  }

  /// Runs a `:command`; returns `false` to stop.
  mutating func command(_ text: String) -> Bool {
    let words = text.dropFirst().split(separator: " ").map(String.init)
    switch words.first ?? "" {
    case "quit", "q", "exit":
      return false
    case "timers":
      let timers = allTimers().map(\.description)
      print(timers.isEmpty ? "no pending timers" : timers.joined(separator: "\n"))
    case "fire":
      return fire(words.count > 1 ? words[1] : nil)
    case "send" where words.count == 3:
      return sendToChild(words[2], path: words[1].split(separator: "/").map(String.init))
    default:
      print(
        "commands: :timers, :fire [ID], :send CHILD EVENT, :quit; anything else is an event name")
    }
    return true
  }

  /// Prints a macrostep: the states exited and entered (node indices, in the order the engine
  /// exited and entered them: a child before its parent on exit, a parent first on entry),
  /// the effects, the configuration, the enabled events and the timers; then cancels and
  /// starts the children of the invocations the macrostep ended and began.
  mutating func report(
    entered: [Int], exited: [Int], effects: [Effect<EventName, SCXMLSession>]
  ) {
    if !exited.isEmpty { detail("exited: \(inOrder(exited))") }
    if !entered.isEmpty { detail("entered: \(inOrder(entered))") }
    // The run actions are the session's own: sends to other sessions and the end of the
    // session, which the session keeps for the simulator.
    for case .run(_, let body, let context, let event) in effects { body(context, event) }
    takeSessionOutput()
    let shown = effects.filter {
      switch $0 {
      case .send: false
      case .run(let name, _, _, _): name != SCXMLSession.deliverSendsAction
      default: true
      }
    }
    if !shown.isEmpty { detail("effects: \(shown.map(\.name).joined(separator: "; "))") }
    if snapshot.isDone {
      detail("configuration: \(names(snapshot.activeLeaves)) (done)")
      delayed.removeAll()
    } else {
      detail("configuration: \(names(snapshot.activeLeaves))")
      // The events the machine raises itself are not offered.
      let enabled = definition.enabledEventCases(in: snapshot).filter {
        !($0.hasPrefix("done.") || $0.hasPrefix("error.") || $0 == "*")
      }
      detail("enabled: \(enabled.isEmpty ? "(none)" : enabled.joined(separator: ", "))")
      let timers = ownTimers(qualifiedBy: "").map(\.description)
      if !timers.isEmpty { detail("timers: \(timers.joined(separator: ", "))") }
    }
    for case .send(let event) in effects { queue.append((event, .machine)) }
    for effect in effects {
      switch effect {
      case .cancelWork(let work): cancelChildren(of: work)
      case .startWork(let start): startChildren(start)
      default: break
      }
    }
  }

  /// Prints a line of this session's own: an event it processed, a timer, its start.
  func line(_ text: String) {
    print(indent + (invokeID.map { "\($0): " } ?? "") + text)
  }

  /// Prints a line about the last macrostep, under its `line`.
  func detail(_ text: String) {
    print(indent + (invokeID == nil ? "  " : "    ") + text)
  }

  /// State paths of nodes, in the given order.
  private func inOrder(_ nodes: [Int]) -> String {
    nodes.map { nodePaths[$0] ?? "#\($0)" }.joined(separator: ", ")
  }

  private func names(_ states: [StateName]) -> String {
    states.sorted { order[$0, default: 0] < order[$1, default: 0] }
      .map { paths[$0] ?? $0.rawValue }.joined(separator: ", ")
  }
}
