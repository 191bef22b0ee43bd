import ArgumentParser
import StateKit
import StateKitSCXML
import StateKitTooling

/// `statekit simulate FILE`.
struct SimulateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "simulate",
    abstract: "Run the machine, reading one event per line from standard input.",
    discussion: """
      Shows the configuration (the active atomic states) and the enabled events, then reads \
      events line by line and prints each macrostep: the event, the states exited and \
      entered, the effects, and the new configuration. At a terminal it prompts; from a file \
      or a pipe it reads silently, so it can be scripted. Lines starting with `#` are \
      comments. Commands: `:timers` lists pending timers, `:fire [ID]` fires one (the \
      earliest when no ID is given), `:quit` stops.

      Events the machine sends itself (`<send>` without a delay) are processed one after \
      the other, oldest first, after the event that sent them. A machine that keeps sending \
      itself events is stopped after --max-sent-events of them in a row (the rest are \
      dropped, and simulation goes on with the next line); a macrostep that takes \
      --max-microsteps microsteps without becoming stable (eventless transitions or raised \
      events that loop) ends the simulation. Either way the exit status is 3.
      """)

  @OptionGroup var document: DocumentArgument

  @Option(help: "How many events the machine may send itself in a row before they are dropped.")
  var maxSentEvents = 1_000

  @Option(help: "How many microsteps one macrostep may take before the simulation stops.")
  var maxMicrosteps = 10_000

  func run() throws {
    guard document.file != "-" else {
      Console.error(
        "statekit: error: simulate reads events from standard input; give the document as a file")
      throw ExitCode(2)
    }
    let machine = try document.load()
    if let cycle = machine.definition.validate(minimumSeverity: .error)
      .first(where: { $0.code == .eventlessCycle })
    {
      let location = machine.location(ofStatePath: cycle.statePath)
      Console.error(
        "\(machine.displayName):\(location.line):\(location.column): error: "
          + "\(cycle.message) [\(cycle.code)]"
      )
      throw ExitCode(2)
    }
    let interactive = Console.inputIsTerminal
    var simulator = Simulator(
      definition: machine.definition, maxSentEvents: maxSentEvents, maxMicrosteps: maxMicrosteps)
    if interactive {
      print("Simulating \(machine.displayName). Type an event name per line; :help for commands.")
    }
    simulator.start()
    while !simulator.isDone && !simulator.isStuck {
      if interactive { Console.write("> ") }
      guard let line = readLine() else { break }
      let text = line.trimmingWhitespace
      if text.isEmpty || text.hasPrefix("#") { continue }
      if text.hasPrefix(":") {
        if !simulator.command(text) { break }
      } else {
        simulator.send(EventName(text))
      }
    }
    if simulator.stoppedEarly { throw ExitCode(3) }
  }
}

/// Steps a definition with the engine's procedures under a microstep budget
/// (`BoundedStepper`) and prints every macrostep.
///
/// Events the machine sends itself are queued and processed iteratively, oldest first, at most
/// `maxSentEvents` in a row.
struct Simulator {
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
    self.startStep = stepper.start(context: SCXMLSession.simulation(of: definition))
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
    guard handled else { return }
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
      let timers = snapshot.pendingTimers
      print(timers.isEmpty ? "no pending timers" : timers.map(describe).joined(separator: "\n"))
    case "fire":
      let timers = snapshot.pendingTimers
      guard
        let timer = words.count > 1
          ? timers.first(where: { $0.id == words[1] })
          : timers.min(by: { $0.remaining < $1.remaining })
      else {
        print(words.count > 1 ? "no pending timer '\(words[1])'" : "no pending timers")
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
    default:
      print("commands: :timers, :fire [ID], :quit; anything else is an event name")
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
    let shown = effects.filter {
      if case .send = $0 { return false }
      return true
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
    if !snapshot.pendingTimers.isEmpty {
      print("  timers: \(snapshot.pendingTimers.map(describe).joined(separator: ", "))")
    }
    for case .send(let event) in effects { sent.append(event) }
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

extension String {
  /// The string without leading and trailing spaces, tabs and line breaks.
  var trimmingWhitespace: String {
    var text = Substring(self)
    while let first = text.first, first.isWhitespace { text.removeFirst() }
    while let last = text.last, last.isWhitespace { text.removeLast() }
    return String(text)
  }
}
