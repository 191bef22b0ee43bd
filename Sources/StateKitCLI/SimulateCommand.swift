import ArgumentParser
import StateKit
import StateKitTooling
import StateKitSCXML

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
      """)

  @OptionGroup var document: DocumentArgument

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
    var simulator = Simulator(definition: machine.definition)
    if interactive {
      print("Simulating \(machine.displayName). Type an event name per line; :help for commands.")
    }
    simulator.start()
    while !simulator.isDone {
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
  }
}

/// Steps a definition with the pure step and prints every macrostep.
struct Simulator {
  let definition: SCXMLDefinition
  /// Each state's path, by name; and its position in document order.
  private let paths: [StateName: String]
  private let order: [StateName: Int]
  private var snapshot: Snapshot<StateName, EventName, SCXMLSession>

  init(definition: SCXMLDefinition) {
    self.definition = definition
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
    self.snapshot = definition.initialSnapshot()
  }

  var isDone: Bool { snapshot.isDone }

  /// Starts the machine and prints the initial configuration.
  mutating func start() {
    let step = definition.start()
    snapshot = step.snapshot
    print("start")
    report(entered: snapshot.configuration, exited: [], effects: step.effects)
  }

  /// Sends an event, then the events the machine sent itself, each as one macrostep.
  mutating func send(_ event: EventName, sentByMachine: Bool = false) {
    let before = snapshot
    let step = definition.transition(before, on: event)
    snapshot = step.snapshot
    let source = sentByMachine ? " (sent by the machine)" : ""
    print("\(event.rawValue)\(source): \(step.isHandled ? "handled" : "ignored")")
    guard step.isHandled else { return }
    let previous = Set(before.configuration)
    let current = Set(snapshot.configuration)
    report(
      entered: snapshot.configuration.filter { !previous.contains($0) },
      exited: before.configuration.filter { !current.contains($0) },
      effects: step.effects)
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
      let before = snapshot
      let step = definition.fireTimer(timer.id, in: before)
      snapshot = step.snapshot
      print("timer \(timer.id): \(step.isHandled ? "handled" : "ignored")")
      if step.isHandled {
        let previous = Set(before.configuration)
        let current = Set(snapshot.configuration)
        report(
          entered: snapshot.configuration.filter { !previous.contains($0) },
          exited: before.configuration.filter { !current.contains($0) },
          effects: step.effects)
      }
    default:
      print("commands: :timers, :fire [ID], :quit; anything else is an event name")
    }
    return true
  }

  private mutating func report(
    entered: [StateName], exited: [StateName], effects: [Effect<EventName, SCXMLSession>]
  ) {
    if !exited.isEmpty { print("  exited: \(names(exited))") }
    if !entered.isEmpty { print("  entered: \(names(entered))") }
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
    let enabled = definition.enabledEvents(in: snapshot).filter {
      !($0.hasPrefix("done.") || $0.hasPrefix("error.") || $0 == "*")
    }
    print("  enabled: \(enabled.isEmpty ? "(none)" : enabled.joined(separator: ", "))")
    if !snapshot.pendingTimers.isEmpty {
      print("  timers: \(snapshot.pendingTimers.map(describe).joined(separator: ", "))")
    }
    for case .send(let event) in effects { send(event, sentByMachine: true) }
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
