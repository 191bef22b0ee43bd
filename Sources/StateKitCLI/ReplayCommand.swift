import ArgumentParser
import Foundation
import StateKit
import StateKitClock
import StateKitInspection
import StateKitSCXML

/// `statekit replay FILE TRACE.jsonl [--shrink-until PATH=STATE]`.
struct ReplayCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Replay a recorded trace against the document, or shrink it to a failure.",
    discussion: """
      TRACE is a JSON Lines trace of a machine of this document, written by \
      StateKitInspection's TraceRecorder (format version 2). The replay sends the recorded \
      inputs again (the events sent to the machine from outside, and what its <invoke>s sent \
      back), each at its recorded time on a manual clock, and checks every step against the \
      recorded one. It prints `replayed N inputs: every step as recorded` (exit 0), or the \
      first step that diverged, with the difference (exit 1). An event is sent again by its \
      name: its data is not in the trace.

      With --shrink-until PATH=STATE (or STATE, for the root), the session is reduced to the \
      fewest inputs after which the machine at PATH is in STATE at some point: removing any \
      one of them makes it never get there. It prints those inputs and a Swift test that \
      replays them with StateKitTesting (exit 0), or says that the state is never reached \
      (exit 1). A trace that cannot be replayed (an older format, dropped steps) is an error \
      (exit 2).
      """)

  @OptionGroup var document: DocumentArgument

  @Argument(help: "The trace (JSON Lines).")
  var trace: String

  @Option(
    help: """
      Shrink the session to the fewest inputs after which the machine at PATH (the root's \
      name first) is in STATE: PATH=STATE, or STATE for the root.
      """)
  var shrinkUntil: String?

  @Option(help: "The Swift expression of the machine's definition in the printed test.")
  var definition = "definition"

  @Flag(help: "Compare only the states and events of each step, not the data model's values.")
  var ignoreContexts = false

  func run() async throws {
    let machine = try document.load()
    let replay = Replay(try Trace.read(forCommand: trace))
    let definition = machine.definition
    let make = {
      @MainActor (clock: ManualClock) -> (
        root: Machine<StateName, EventName, SCXMLSession>, keep: AnyObject?
      ) in
      let replaying = SCXMLMachine.replaying(definition, clock: clock)
      return (replaying.machine, replaying)
    }
    let status = await Task { @MainActor in
      do throws(Replay.Unreplayable) {
        if let shrinkUntil {
          return try await shrink(replay, make: make, until: shrinkUntil)
        }
        let result = try await replay.run(
          make: make, comparesContexts: !ignoreContexts, standIn: nil, stopsAtDivergence: true)
        if let divergence = result.divergence {
          Console.error("\(trace): \(divergence.message)")
          return 1
        }
        print("replayed \(result.inputs.count) inputs: every step as recorded")
        return 0
      } catch {
        Console.error("\(trace): error: \(error.description)")
        return 2
      }
    }.value
    if status != 0 { throw ExitCode(status) }
  }

  /// Shrinks the session to the fewest inputs that reach `target` and prints them.
  @MainActor
  private func shrink(
    _ replay: Replay,
    make: (ManualClock) -> (root: Machine<StateName, EventName, SCXMLSession>, keep: AnyObject?),
    until target: String
  ) async throws(Replay.Unreplayable) -> Int32 {
    let parts = target.split(separator: "=", maxSplits: 1).map(String.init)
    let path = parts.count == 2 ? parts[0] : replay.trace.header.machine
    let state = parts.count == 2 ? parts[1] : parts[0]
    let shrunk: Replay.Shrunk
    do {
      shrunk = try await replay.shrink(make: make, standIn: nil) { tree in
        tree.state(at: path).map { Self.states($0).contains(state) } ?? false
      }
    } catch {
      guard error.description.contains("never holds") else { throw error }
      Console.error("\(trace): \(path) is never in \(state) in a replay of the session")
      return 1
    }
    print(
      "\(shrunk.inputs.count) of the session's \(shrunk.recordedCount) inputs bring \(path) to "
        + "\(state):")
    for input in shrunk.inputs { print("  \(input)") }
    print("")
    // The test's failure: some machine of the tree shows the state (`MachineTree` lines
    // read `id: state`).
    let root = replay.trace.header.machine.debugDescription
    let shown = ": \(state)".debugDescription
    print(
      shrunk.testCode(
        definition: definition, name: "reaches\(Self.typeName(state))",
        failure: "tester.machine.tree(id: \(root)).description.contains(\(shown))"))
    return 0
  }

  /// The active states `MachineTree` writes in one string.
  static func states(_ text: String) -> [String] {
    text.replacingOccurrences(of: " (done)", with: "").components(separatedBy: ", ")
  }

  /// A state name as the end of a test's name: `error.network` → `ErrorNetwork`.
  static func typeName(_ state: String) -> String {
    state.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
      .map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }
}
