import Foundation
import Testing

/// `statekit check`.
struct CheckCommandTests {
  @Test func aCleanMachineExitsWithZero() throws {
    let workspace = try Workspace()
    try workspace.write("search.scxml", Documents.imageSearch)
    let result = try workspace.run("check", "search.scxml")
    #expect(result.status == 0)
    #expect(result.output == "search.scxml: no problems found\n")
  }

  @Test func errorsAreReportedAtTheirStateAndExitWithOne() throws {
    let workspace = try Workspace()
    try workspace.write("door.scxml", Documents.door)
    let result = try workspace.run("check", "door.scxml")
    #expect(result.status == 1)
    #expect(
      result.output == """
        door.scxml:13:3: error: state 'broken' can never be entered: no transition or initial state leads to it [SK001]
        door.scxml: 1 error, 0 warnings, 0 notes

        """)
  }

  @Test func notesDoNotFailTheCheck() throws {
    let workspace = try Workspace()
    try workspace.write(
      "end.scxml",
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
        <state id="a"><transition event="go" target="b"/></state>
        <state id="b"/>
      </scxml>
      """)
    let result = try workspace.run("check", "end.scxml")
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("end.scxml:3:3: note: state 'b' is a dead end"))
    #expect(result.output.hasSuffix("end.scxml: 0 errors, 0 warnings, 1 note\n"))
  }

  @Test func printsJSON() throws {
    let workspace = try Workspace()
    try workspace.write("door.scxml", Documents.door)
    let result = try workspace.run("check", "door.scxml", "--json")
    #expect(result.status == 1)
    let findings = try #require(
      try JSONSerialization.jsonObject(with: result.outputData) as? [[String: Any]])
    #expect(findings.count == 1)
    #expect(findings.first?["code"] as? String == "SK001")
    #expect(findings.first?["severity"] as? String == "error")
    #expect(findings.first?["statePath"] as? String == "broken")
  }

  @Test func readsStandardInputForADash() throws {
    let workspace = try Workspace()
    let result = try workspace.run("check", "-", input: Documents.door)
    #expect(result.status == 1)
    #expect(result.output.hasPrefix("<stdin>:13:3: error: state 'broken'"))
  }

  @Test func eventlessLoopsAreErrors() throws {
    let workspace = try Workspace()
    try workspace.write("loop.scxml", Documents.loop)
    let result = try workspace.run("check", "loop.scxml")
    #expect(result.status == 1)
    #expect(
      result.output.hasPrefix(
        "loop.scxml:2:3: error: eventless transitions without guards loop forever"))
  }
}
