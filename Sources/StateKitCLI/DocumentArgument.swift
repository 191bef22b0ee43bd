import ArgumentParser
import StateKitSCXML

/// The document argument every subcommand takes, and how the document may be read.
struct DocumentArgument: ParsableArguments {
  /// The values of `--resources`.
  enum Resources: String, ExpressibleByArgument, CaseIterable {
    case base, any, none

    var policy: SCXMLResourcePolicy {
      switch self {
      case .base: .baseDirectory
      case .any: .anyFile
      case .none: .none
      }
    }
  }

  @Argument(help: "The SCXML document, or `-` for standard input.")
  var file: String

  @Option(
    help: """
      Which files the document's src attributes (<data src>, <script src>, <invoke src>) may \
      read: base (inside the document's directory; the default), any, or none.
      """)
  var resources = Resources.base

  @Flag(
    help: """
      Follow the W3C schema to the letter: version 0.9, unknown attributes and elements, \
      empty expr or cond, state ids that are not XML names, empty <script>s, several \
      <script>s in <scxml> and <data> outside <datamodel> are errors, not warnings.
      """)
  var strict = false

  /// Loads the document; on failure prints the one-line error and exits with code 2.
  func load() throws -> LoadedMachine {
    do {
      return try loadDefinition(path: file, resources: resources.policy, strict: strict)
    } catch {
      Console.error(error.description)
      throw ExitCode(2)
    }
  }
}
