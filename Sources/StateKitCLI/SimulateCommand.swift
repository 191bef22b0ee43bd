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
      earliest when no ID is given), `:send CHILD EVENT` sends an event to a running invoked \
      child (`ID/ID` for a child's child), `:quit` stops.

      Events the machine sends itself (`<send>` without a delay) are processed one after \
      the other, oldest first, after the event that sent them. A `<send>` with a delay waits \
      as a timer (`:timers`, `:fire`) until fired or cancelled. An `<invoke>` runs its child \
      session too: its lines are indented under the parent's and start with its invoke id, \
      its timers are named ID/TIMER, and events go between the sessions as `#_parent`, \
      `#_<id>`, autoforward and `done.invoke` deliver them; a send to a session that does \
      not exist gets `error.communication`. A machine that keeps sending \
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
      guard let line = Console.readLine() else { break }
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

extension String {
  /// The string without leading and trailing spaces, tabs and line breaks.
  var trimmingWhitespace: String {
    var text = Substring(self)
    while let first = text.first, first.isWhitespace { text.removeFirst() }
    while let last = text.last, last.isWhitespace { text.removeLast() }
    return String(text)
  }
}
