import ArgumentParser
import Foundation
import GraphvizDot
import StateKit
import StateKitTooling

/// `statekit diagram FILE --format mermaid|dot|plantuml|scxml|svg|png [-o OUT]`.
struct DiagramCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diagram",
    abstract: "Draw the machine as Mermaid, Graphviz DOT, PlantUML, SCXML, SVG or PNG.",
    discussion: """
      svg and png run Graphviz's `dot`, which must be on PATH \
      (`apt-get install graphviz`, `brew install graphviz`).
      """)

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case mermaid, dot, plantuml, scxml, svg, png
  }

  @OptionGroup var document: DocumentArgument

  @Option(name: .shortAndLong, help: "The diagram format.")
  var format: Format = .mermaid

  @Option(name: .shortAndLong, help: "Where to write the diagram (standard output by default).")
  var output: String?

  func run() throws {
    let machine = try document.load()
    let definition = machine.definition
    let data: Data
    switch format {
    case .mermaid: data = Data(definition.mermaid().utf8)
    case .dot: data = Data(definition.graphviz().utf8)
    case .plantuml: data = Data(definition.plantUML().utf8)
    case .scxml: data = Data(scxmlText(of: definition).utf8)
    case .svg, .png:
      do {
        data = try Graphviz.render(definition.graphviz(), format: format.rawValue)
      } catch {
        Console.error("statekit: error: \(error)")
        throw ExitCode(2)
      }
    }
    do {
      try Console.output(data, to: output)
    } catch {
      Console.error("statekit: error: cannot write \(output ?? "-"): \(error.localizedDescription)")
      throw ExitCode(2)
    }
  }
}
