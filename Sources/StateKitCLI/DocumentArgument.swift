import ArgumentParser

/// The document argument every subcommand takes.
struct DocumentArgument: ParsableArguments {
  @Argument(help: "The SCXML document, or `-` for standard input.")
  var file: String

  /// Loads the document; on failure prints the one-line error and exits with code 2.
  func load() throws -> LoadedMachine {
    do {
      return try loadDefinition(path: file)
    } catch {
      Console.error(error.description)
      throw ExitCode(2)
    }
  }
}
