import ArgumentParser
import Foundation
import StateKitCodegen
import StateKitSCXMLECMAScript

/// `statekit generate FILE [-o OUT] [--name NAME] [--public] [--hook-conditions]
/// [--hook-scripts] [--defer-syntax-errors] [--typed]`.
struct GenerateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "generate",
    abstract: "Write Swift for the document: enums of its states and events, and its definition.",
    discussion: """
      A document with the null data model becomes typed StateKit code; one with the ECMAScript \
      data model (or an <invoke>, an <if>, a <send> to another session) embeds its text and \
      converts it with StateKitSCXML. State ids and event names become Swift names by the rule \
      of the StateKitSCXML article "Generating Swift"; two names that become the same Swift \
      name are an error at the second one. Errors are printed as \
      `file:line:column: error: message`, with exit code 2.
      """)

  @Argument(help: "The SCXML document, or `-` for standard input.")
  var file: String

  @Option(name: .shortAndLong, help: "Where to write the Swift file (standard output if absent).")
  var output: String?

  @Option(help: "The enum that holds the code (the document's name or the file's by default).")
  var name: String?

  @Flag(help: "Make the generated declarations public.")
  var `public` = false

  @Flag(help: "Make every cond of an ECMAScript document a hook the app writes in Swift.")
  var hookConditions = false

  @Flag(help: "Make every <script> of an ECMAScript document a hook the app writes in Swift.")
  var hookScripts = false

  @Flag(
    help: """
      Leave syntax errors in expressions to run time, where they raise error.execution (the \
      W3C suite tests this), instead of refusing the document now.
      """)
  var deferSyntaxErrors = false

  @Flag(
    help: """
      Write typed StateKit code for a document that uses no expression even when it names the \
      ECMAScript data model (its machine then receives only the events the document names).
      """)
  var typed = false

  func run() throws {
    let text: String
    do {
      text =
        file == "-"
        ? String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        : try String(contentsOfFile: file, encoding: .utf8)
    } catch {
      Console.error("\(file): error: cannot read the document: \(error.localizedDescription)")
      throw ExitCode(2)
    }
    let generator = SCXMLCodeGenerator(
      options: .init(
        typeName: name, isPublic: `public`, hooksConditions: hookConditions,
        hooksScripts: hookScripts, language: ECMAScriptDataModel(),
        defersSyntaxErrors: deferSyntaxErrors, prefersTyped: typed))
    let generated: SCXMLCodeGenerator.Output
    do {
      generated = try generator.generate(text, fileName: file == "-" ? "stdin.scxml" : file)
    } catch {
      Console.error(error.diagnostic(path: file == "-" ? "<stdin>" : file))
      throw ExitCode(2)
    }
    guard let output else {
      Console.write(generated.source)
      return
    }
    do {
      try generated.source.write(toFile: output, atomically: true, encoding: .utf8)
    } catch {
      Console.error("\(output): error: cannot write: \(error.localizedDescription)")
      throw ExitCode(2)
    }
  }
}
