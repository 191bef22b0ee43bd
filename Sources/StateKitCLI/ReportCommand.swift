import ArgumentParser
import Foundation
import GraphvizDot
import StateKitInspection

/// `statekit report TRACE.jsonl -o report.html`.
struct ReportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Turn a recorded trace into a self-contained HTML replay.",
    discussion: """
      TRACE is a JSON Lines trace written by StateKitInspection's TraceRecorder. The report \
      is one HTML file that needs no server and no network: the statechart drawn by \
      Graphviz's `dot` (which must be on PATH), a timeline of every step, and a slider (or \
      the arrow keys) that steps through them, highlighting the active states and the \
      transitions taken and showing the context. A truncated, corrupt or newer-version trace \
      is reported as `file:line: error: message` with exit code 2.
      """)

  @Argument(help: "The trace (JSON Lines).")
  var trace: String

  @Option(name: .shortAndLong, help: "Where to write the HTML (standard output by default).")
  var output: String?

  func run() throws {
    let loaded = try Trace.read(forCommand: trace)
    let html: String
    do {
      html = try ReplayReport.html(for: loaded, layout: Graphviz.layout)
    } catch {
      Console.error("statekit: error: \(error)")
      throw ExitCode(2)
    }
    do {
      try Console.output(Data(html.utf8), to: output)
    } catch {
      Console.error("statekit: error: cannot write \(output ?? "-"): \(error.localizedDescription)")
      throw ExitCode(2)
    }
  }
}
