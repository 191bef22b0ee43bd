import StateKit
import StateKitSCXML
import StateKitTooling

/// Steps a definition with the engine's procedures under a microstep budget
/// (`BoundedStepper`) and prints every macrostep.
///
/// Events the machine sends itself are queued and processed iteratively, oldest first, at most
/// `maxSentEvents` in a row. With the null data model they are the engine's `send` effects and
/// timers; with a data model (ECMAScript), the session's `<send>`s, which the simulator takes
/// from the session after each step and holds as timers when they have a delay.
struct Simulator {
  /// A `<send>` with a delay, sent by a document with a data model, until `:fire` delivers it
  /// or a `<cancel>` drops it.
  private struct DelayedSend {
    var id: String
    var event: EventName
    var delay: Duration
    /// What the document sent (`hello to #_parent` when `event` is the error it gets).
    var summary: String
  }

  let definition: SCXMLDefinition
  /// The most events the machine may send itself in a row.
  let maxSentEvents: Int
  /// Whether a budget cut something short (the exit status is then 3).
  private(set) var stoppedEarly = false
  /// Whether a macrostep ran out of microsteps: the engine stopped it in its last legal
  /// configuration, and the simulation ends there.
  private(set) var isStuck = false
  private var stepper: BoundedStepper<StateName, EventName, SCXMLSession>
  /// Events the machine sent itself, not processed yet.
  private var sent: [EventName] = []
  /// The simulation's session when the document has a data model: its sends are taken from it.
  private let session: SCXMLSession?
  /// The delayed sends of a document with a data model, in the order they were sent.
  private var delayed: [DelayedSend] = []
  /// Numbers the delayed sends that have no id.
  private var sendSerial = 0
  /// Starting the machine, run once by the initializer, with the stepper's bound.
  private let startStep: BoundedStepper<StateName, EventName, SCXMLSession>.Step
  /// Each state's path, by name; and its position in document order.
  private let paths: [StateName: String]
  private let order: [StateName: Int]
  /// Each state's path, by node index.
  private let nodePaths: [Int: String]
  private var snapshot: Snapshot<StateName, EventName, SCXMLSession>

  init(definition: SCXMLDefinition, maxSentEvents: Int = 1_000, maxMicrosteps: Int = 10_000) {
    self.definition = definition
    self.maxSentEvents = max(maxSentEvents, 0)
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
    let session = SCXMLSession.simulation(of: definition)
    self.session = session
    self.startStep = stepper.start(context: session)
    self.snapshot = startStep.snapshot
  }

  var isDone: Bool { snapshot.isDone }

  /// Starts the machine and prints the initial configuration.
  mutating func start() {
    let step = startStep
    print("start")
    guard step.outcome != .exceededBudget else { return stuck("starting the machine") }
    snapshot = step.snapshot
    report(entered: step.entered, exited: [], effects: step.effects)
    processSentEvents()
  }

  /// Sends an event, then the events the machine sent itself, each as one macrostep.
  mutating func send(_ event: EventName) {
    process(event, sentByMachine: false)
    processSentEvents()
  }

  /// Processes the events the machine sent itself, oldest first, until none is left, the
  /// machine is done or stuck, or `maxSentEvents` were processed in a row.
  private mutating func processSentEvents() {
    var head = 0
    while head < sent.count && !snapshot.isDone && !isStuck {
      guard head < maxSentEvents else {
        print(
          "stopped: the machine sent itself \(maxSentEvents) events in a row without waiting "
            + "for input (--max-sent-events); \(sent.count - head) more dropped")
        stoppedEarly = true
        break
      }
      let event = sent[head]
      head += 1
      process(event, sentByMachine: true)
    }
    sent.removeAll()
  }

  /// Runs one macrostep for an event and prints it.
  private mutating func process(_ event: EventName, sentByMachine: Bool) {
    let step = stepper.step(snapshot, event)
    let source = sentByMachine ? " (sent by the machine)" : ""
    guard step.outcome != .exceededBudget else { return stuck("\(event.rawValue)\(source)") }
    snapshot = step.snapshot
    let handled = step.outcome == .handled
    print("\(event.rawValue)\(source): \(handled ? "handled" : "ignored")")
    guard handled else { return takeSessionSends() }
    report(entered: step.entered, exited: step.exited, effects: step.effects)
  }

  /// Reports a macrostep that ran out of microsteps, and stops the simulation.
  private mutating func stuck(_ what: String) {
    print(
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
      let timers = timerDescriptions
      print(timers.isEmpty ? "no pending timers" : timers.joined(separator: "\n"))
    case "fire":
      return fire(words.count > 1 ? words[1] : nil)
    default:
      print("commands: :timers, :fire [ID], :quit; anything else is an event name")
    }
    return true
  }

  /// Fires the timer `id`, or the one due first: a delayed transition or send of the engine, or
  /// a delayed `<send>` of the session. Returns `false` when the simulation must stop.
  private mutating func fire(_ id: String?) -> Bool {
    let timers = snapshot.pendingTimers
    let engineTimer =
      id == nil
      ? timers.min(by: { $0.remaining < $1.remaining }) : timers.first(where: { $0.id == id })
    let send =
      id == nil
      ? delayed.indices.min(by: { delayed[$0].delay < delayed[$1].delay })
      : delayed.firstIndex(where: { $0.id == id })
    if let send, engineTimer.map({ delayed[send].delay < $0.remaining }) ?? true {
      let due = delayed.remove(at: send)
      print("timer \(due.id) → \(due.event.rawValue)")
      process(due.event, sentByMachine: true)
      processSentEvents()
      return !isStuck
    }
    guard let timer = engineTimer else {
      print(id.map { "no pending timer '\($0)'" } ?? "no pending timers")
      return true
    }
    let step = stepper.fireTimer(timer.id, in: snapshot)
    guard step.outcome != .exceededBudget else {
      stuck("timer \(timer.id)")
      return false
    }
    snapshot = step.snapshot
    print("timer \(timer.id): \(step.outcome == .handled ? "handled" : "ignored")")
    if step.outcome == .handled {
      report(entered: step.entered, exited: step.exited, effects: step.effects)
      processSentEvents()
    }
    return true
  }

  /// Prints a macrostep: the states exited and entered (node indices, in the order the engine
  /// exited and entered them: a child before its parent on exit, a parent first on entry),
  /// the effects, the configuration, the enabled events and the timers.
  private mutating func report(
    entered: [Int], exited: [Int], effects: [Effect<EventName, SCXMLSession>]
  ) {
    if !exited.isEmpty { print("  exited: \(inOrder(exited))") }
    if !entered.isEmpty { print("  entered: \(inOrder(entered))") }
    takeSessionSends()
    let shown = effects.filter {
      switch $0 {
      case .send: false
      case .run(let name, _, _, _): name != SCXMLSession.deliverSendsAction
      default: true
      }
    }
    if !shown.isEmpty { print("  effects: \(shown.map(\.name).joined(separator: "; "))") }
    if snapshot.isDone {
      print("  configuration: \(names(snapshot.activeLeaves)) (done)")
      return
    }
    print("  configuration: \(names(snapshot.activeLeaves))")
    // The events the machine raises itself are not offered.
    let enabled = definition.enabledEventCases(in: snapshot).filter {
      !($0.hasPrefix("done.") || $0.hasPrefix("error.") || $0 == "*")
    }
    print("  enabled: \(enabled.isEmpty ? "(none)" : enabled.joined(separator: ", "))")
    let timers = timerDescriptions
    if !timers.isEmpty { print("  timers: \(timers.joined(separator: ", "))") }
    for case .send(let event) in effects { sent.append(event) }
  }

  /// Takes what the session's `<send>`s and `<cancel>`s did in the last step: a cancel drops
  /// the delayed sends with its id, a send without delay joins the events the machine sent
  /// itself, one with a delay waits for `:fire`.
  private mutating func takeSessionSends() {
    guard let session else { return }
    let output = session.takeSimulatedOutput()
    for id in output.cancelled { delayed.removeAll { $0.id == id } }
    for send in output.sends {
      guard let delay = send.delay else {
        sent.append(send.event)
        continue
      }
      let id: String
      if let given = send.id {
        id = given
      } else {
        sendSerial += 1
        id = "send.\(sendSerial)"
      }
      delayed.append(DelayedSend(id: id, event: send.event, delay: delay, summary: send.summary))
    }
  }

  /// The pending timers, as `:timers` lists them: the engine's, then the session's sends.
  private var timerDescriptions: [String] {
    snapshot.pendingTimers.map(describe)
      + delayed.map { "\($0.id) → \($0.summary) after \($0.delay)" }
  }

  /// State paths of nodes, in the given order.
  private func inOrder(_ nodes: [Int]) -> String {
    nodes.map { nodePaths[$0] ?? "#\($0)" }.joined(separator: ", ")
  }

  private func names(_ states: [StateName]) -> String {
    states.sorted { order[$0, default: 0] < order[$1, default: 0] }
      .map { paths[$0] ?? $0.rawValue }.joined(separator: ", ")
  }

  private func describe(_ timer: PendingTimer<EventName>) -> String {
    switch timer.event {
    case .event(let event): "\(timer.id) → \(event.rawValue) after \(timer.delay)"
    case .after: "\(timer.id) (delayed transition) after \(timer.delay)"
    }
  }
}
