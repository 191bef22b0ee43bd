import ArgumentParser

/// `statekit`: draws, checks, explores and runs SCXML state machines, and replays traces.
///
/// Every subcommand but `report` (which reads a trace) reads one SCXML document (`-` reads
/// standard input); `replay` reads a document and a trace. A missing, malformed
/// or invalid document is reported as one line, `file:line:column: error: message`, on
/// standard error, with exit code 2. Exit codes: 0 done, 1 `check` found an error, 2 the
/// document cannot be used, 3 a budget stopped `paths` or `simulate` early (the result is
/// partial), 64 the arguments are wrong.
@main
struct Statekit: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "statekit",
    abstract: "Draw, check, explore and run SCXML state machines; replay recorded traces.",
    discussion: """
      FILE is an SCXML document; `-` reads it from standard input. A missing, malformed or \
      invalid document is reported as `file:line:column: error: message` with exit code 2.

      Exit status: 0 done; 1 `check` found an error; 2 the document cannot be used (or \
      `simulate` was given standard input as the document); 64 the arguments are wrong; \
      3 the result is partial: a budget stopped `paths` (--max-snapshots, \
      --max-steps, --max-microsteps) or `simulate` (--max-sent-events, --max-microsteps) \
      early, and the output says what was explored and why it stopped.
      """,
    version: "0.1.0",
    subcommands: [
      DiagramCommand.self, CheckCommand.self, PathsCommand.self, SimulateCommand.self,
      DiffCommand.self, ReportCommand.self, GenerateCommand.self, ReplayCommand.self,
    ])
}
