import ArgumentParser

/// `statekit`: draws, checks, explores and runs SCXML state machines.
///
/// Every subcommand reads one SCXML document (`-` reads standard input). A missing, malformed
/// or invalid document is reported as one line, `file:line:column: error: message`, on
/// standard error, with exit code 2.
@main
struct Statekit: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "statekit",
    abstract: "Draw, check, explore and run SCXML state machines.",
    discussion: """
      FILE is an SCXML document; `-` reads it from standard input. A missing, malformed or \
      invalid document is reported as `file:line:column: error: message` with exit code 2.
      """,
    version: "0.1.0",
    subcommands: [DiagramCommand.self, CheckCommand.self, PathsCommand.self, SimulateCommand.self])
}
