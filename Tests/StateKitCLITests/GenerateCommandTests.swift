import Foundation
import Testing

/// `statekit generate`.
struct GenerateCommandTests {
  @Test func writesSwiftToTheOutputFile() throws {
    let workspace = try Workspace()
    try workspace.write(
      "light.scxml",
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="off">
        <state id="off"><transition event="switch.on" target="on"/></state>
        <state id="on"><transition event="switch.off" target="off"/></state>
      </scxml>
      """)
    let result = try workspace.run("generate", "light.scxml", "-o", "Light.swift", "--public")
    #expect(result.status == 0)
    let swift = try String(
      contentsOf: workspace.url.appendingPathComponent("Light.swift"), encoding: .utf8)
    #expect(swift.contains("public enum Light {"))
    #expect(swift.contains("case switchOn = \"switch.on\""))
    #expect(swift.contains("On(.switchOn, to: .on)"))
  }

  @Test func aCollisionIsAnErrorAtItsLineAndColumn() throws {
    let workspace = try Workspace()
    try workspace.write(
      "door.scxml",
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
        <state id="door-open"/>
        <state id="doorOpen"/>
      </scxml>
      """)
    let result = try workspace.run("generate", "door.scxml")
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(
      result.error
        == "door.scxml:3:3: error: state \"doorOpen\" and state \"door-open\" (line 2, column 3) "
        + "both become the Swift name doorOpen; rename one of them\n")
  }
}
