import ArgumentParser
import StateKit
import StateKitTooling

/// `statekit paths FILE [--json]`.
struct PathsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "paths",
    abstract:
      "List the shortest event sequence to every state and a set that takes every transition.",
    discussion: """
      The machine runs with every event name the document mentions. The output is the input \
      for model-based tests: send each sequence to a new machine and check where it ends.

      The search stops early at --max-snapshots distinct snapshots, at --max-steps \
      macrosteps, at the first macrostep that takes --max-microsteps microsteps without \
      becoming stable, on a machine with thousands of parallel regions once its steps have \
      worked on 2,000,000 states in all (the active states of each step, and the states it \
      exits and enters), or before the paths it found would hold more than \
      --max-path-events events in all (each path is printed in full, so the paths of a chain \
      of n states hold n²/2 events); it then prints what it found, a note saying what it \
      explored and why it stopped, and exits with status 3.
      """)

  @OptionGroup var document: DocumentArgument

  @Flag(help: "Print the paths as JSON: {\"shortestPaths\": …, \"transitionCover\": …}.")
  var json = false

  @Option(help: "How many distinct snapshots to explore at most.")
  var maxSnapshots = 100_000

  @Option(help: "How many macrosteps (one event sent to one snapshot) to run at most.")
  var maxSteps = 50_000

  @Option(help: "How many microsteps one macrostep may take before the search stops.")
  var maxMicrosteps = 10_000

  @Option(help: "How many events the paths found may hold in all before the search stops.")
  var maxPathEvents = 10_000_000

  func run() throws {
    let machine = try document.load()
    let definition = machine.definition
    let (shortest, cover) = definition.testPaths(
      maxSnapshots: maxSnapshots, maxSteps: maxSteps, maxMicrosteps: maxMicrosteps,
      maxPathEvents: maxPathEvents)
    let partial = !shortest.isExhaustive || !cover.isExhaustive
    let describe: (EventName) -> String = { $0.rawValue }
    if json {
      Console.write(
        "{\n  \"shortestPaths\": \(indented(shortest.json(describing: describe))),\n"
          + "  \"transitionCover\": \(indented(cover.json(describing: describe)))\n}\n")
      if partial { throw ExitCode(3) }
      return
    }
    print(
      "Shortest paths to \(shortest.paths.count) of "
        + "\(shortest.paths.count + shortest.unreached.count) states:"
    )
    for path in shortest.paths {
      print("  \(path.statePath): \(sequence(path.events))")
    }
    for state in shortest.unreachedStatePaths { print("  \(state): not reached") }
    print("")
    print(
      "\(cover.paths.count) sequences take \(cover.coveredCount) of "
        + "\(cover.transitionCount) transitions:"
    )
    for (i, path) in cover.paths.enumerated() {
      print("  \(i + 1). \(sequence(path.events))")
    }
    if !cover.uncovered.isEmpty {
      print("")
      print("Not taken:")
      for item in cover.uncovered {
        print(
          "  #\(item.transition) \(item.statePath ?? "(machine)"): \(item.label) — "
            + explain(item.reason)
        )
      }
    }
    if let note = shortest.note ?? cover.note { print("\nNote: \(note)") }
    if partial { throw ExitCode(3) }
  }

  private func sequence(_ events: [EventName]) -> String {
    events.isEmpty ? "(initial)" : events.map(\.rawValue).joined(separator: ", ")
  }

  private func explain(_ reason: TransitionCover<EventName>.Reason) -> String {
    switch reason {
    case .sourceNotReached: "its state is never active"
    case .noMatchingEvent: "no event triggers it"
    case .guardNeverHeld: "its guard never held"
    case .alwaysPreempted: "another transition always wins"
    case .delayed: "delayed transitions need time to pass"
    case .notExplored: "not explored"
    }
  }

  /// JSON text nested one level deeper: every line after the first indented by two spaces.
  private func indented(_ json: String) -> String {
    var lines = json.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while lines.last == "" { lines.removeLast() }
    return lines.enumerated().map { $0.offset == 0 ? $0.element : "  " + $0.element }
      .joined(separator: "\n")
  }
}
