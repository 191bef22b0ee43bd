import Foundation
import Testing

/// A missing, malformed or invalid document: one line `file:line:column: error: message` on
/// standard error, exit code 2, for every subcommand.
struct InputErrorTests {
  static let subcommands = ["diagram", "check", "paths", "simulate"]

  @Test(arguments: subcommands)
  func aMissingFile(_ subcommand: String) throws {
    let workspace = try Workspace()
    let result = try workspace.run(subcommand, "missing.scxml")
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.error == "missing.scxml:1:1: error: no such file\n")
  }

  @Test(arguments: subcommands)
  func aMalformedFile(_ subcommand: String) throws {
    let workspace = try Workspace()
    try workspace.write("broken.scxml", Documents.malformed)
    let result = try workspace.run(subcommand, "broken.scxml")
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errorLines.count == 1)
    #expect(result.error.hasPrefix("broken.scxml:4:"))
    #expect(result.error.contains(": error: "))
  }

  @Test(arguments: subcommands)
  func anInvalidDocument(_ subcommand: String) throws {
    let workspace = try Workspace()
    try workspace.write("invalid.scxml", Documents.unknownTarget)
    let result = try workspace.run(subcommand, "invalid.scxml")
    #expect(result.status == 2)
    #expect(result.errorLines.count == 1)
    #expect(result.error.hasPrefix("invalid.scxml:3:5: error: "))
    #expect(result.error.contains("nowhere"))
  }

  @Test func aDirectory() throws {
    let workspace = try Workspace()
    let result = try workspace.run("check", ".")
    #expect(result.status == 2)
    #expect(result.error == ".:1:1: error: is a directory, not an SCXML file\n")
  }

  @Test func malformedStandardInput() throws {
    let workspace = try Workspace()
    let result = try workspace.run("check", "-", input: "<scxml")
    #expect(result.status == 2)
    #expect(result.errorLines.count == 1)
    #expect(result.error.hasPrefix("<stdin>:"))
  }

  @Test func aDocumentThatNeedsExpressions() throws {
    let workspace = try Workspace()
    try workspace.write(
      "expr.scxml",
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="null">
        <state id="a">
          <transition event="go" cond="x &gt; 1" target="a"/>
        </state>
      </scxml>
      """)
    let result = try workspace.run("check", "expr.scxml")
    #expect(result.status == 2)
    #expect(result.errorLines.count == 1)
    #expect(result.error.hasPrefix("expr.scxml:3:5: error: "))
  }
}
