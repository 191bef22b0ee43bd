import Foundation
import Testing

/// `statekit diagram`.
struct DiagramCommandTests {
  @Test func writesMermaidByDefault() throws {
    let workspace = try Workspace()
    try workspace.write("search.scxml", Documents.imageSearch)
    let result = try workspace.run("diagram", "search.scxml")
    #expect(result.status == 0)
    #expect(result.error.isEmpty)
    #expect(
      result.output == """
        stateDiagram-v2
          [*] --> start
          start --> searching : startSearch
          searching --> start : cancel
          searching --> loading : search
          loading --> searchResults : success
          loading --> error : failure
          searchResults --> searching : startSearch
          error --> searching : startSearch

        """)
  }

  @Test func writesDotPlantUMLAndSCXML() throws {
    let workspace = try Workspace()
    try workspace.write("player.scxml", Documents.player)
    let dot = try workspace.run("diagram", "player.scxml", "--format", "dot")
    #expect(dot.status == 0)
    #expect(dot.output.hasPrefix("digraph \"Player\" {\n"))
    #expect(dot.output.contains("  subgraph \"cluster_player\" {\n"))
    let plantUML = try workspace.run("diagram", "player.scxml", "--format", "plantuml")
    #expect(plantUML.output.hasPrefix("@startuml\n"))
    #expect(plantUML.output.contains("    state transport {\n"))
    #expect(plantUML.output.contains("    --\n"))
    #expect(plantUML.output.hasSuffix("@enduml\n"))
    let scxml = try workspace.run("diagram", "player.scxml", "--format", "scxml")
    #expect(scxml.status == 0)
    #expect(scxml.output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<scxml"))
    #expect(scxml.output.contains("<parallel id=\"player\">"))
  }

  @Test func theExportedSCXMLLoadsAgain() throws {
    let workspace = try Workspace()
    try workspace.write("player.scxml", Documents.player)
    let exported = try workspace.run("diagram", "player.scxml", "--format", "scxml")
    try workspace.write("again.scxml", exported.output)
    let first = try workspace.run("diagram", "player.scxml")
    let second = try workspace.run("diagram", "again.scxml")
    #expect(second.status == 0)
    #expect(second.output == first.output)
  }

  @Test func writesToAFileWithOutput() throws {
    let workspace = try Workspace()
    try workspace.write("search.scxml", Documents.imageSearch)
    let result = try workspace.run("diagram", "search.scxml", "-f", "plantuml", "-o", "search.puml")
    #expect(result.status == 0)
    #expect(result.output.isEmpty)
    let written = try String(
      contentsOf: workspace.url.appendingPathComponent("search.puml"), encoding: .utf8)
    #expect(written.hasPrefix("@startuml\ntitle ImageSearch\n"))
  }

  @Test(.enabled(if: CLI.hasDot, "needs Graphviz's dot (apt-get install graphviz)"))
  func rendersSVGAndPNGWithGraphviz() throws {
    let workspace = try Workspace()
    try workspace.write("player.scxml", Documents.player)
    let svg = try workspace.run("diagram", "player.scxml", "--format", "svg")
    #expect(svg.status == 0)
    #expect(svg.output.contains("<svg"))
    #expect(svg.output.contains(">playing</text>"))
    let png = try workspace.run("diagram", "player.scxml", "--format", "png", "-o", "player.png")
    #expect(png.status == 0)
    let bytes = try Data(contentsOf: workspace.url.appendingPathComponent("player.png"))
    #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
  }

  @Test func explainsHowToInstallGraphvizWhenDotIsMissing() throws {
    let workspace = try Workspace()
    try workspace.write("player.scxml", Documents.player)
    let result = try workspace.run(
      "diagram", "player.scxml", "--format", "svg", environment: ["PATH": "/nonexistent"])
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errorLines.count == 1)
    #expect(result.error.contains("apt-get install graphviz"))
    #expect(result.error.contains("brew install graphviz"))
  }
}
