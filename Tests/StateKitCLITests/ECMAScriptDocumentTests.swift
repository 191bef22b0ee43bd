import Testing

/// The CLI on documents with `datamodel="ecmascript"`.
@Suite("statekit on ECMAScript documents")
struct ECMAScriptDocumentTests {
  private static let counter = """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript">
      <datamodel><data id="count" expr="0"/></datamodel>
      <state id="counting">
        <transition event="tick" cond="count &lt; 1">
          <assign location="count" expr="count + 1"/><log label="count" expr="count"/>
        </transition>
        <transition event="tick" target="done"/>
      </state>
      <final id="done"/>
    </scxml>
    """

  @Test func checkAndDiagramReadTheDocument() throws {
    let workspace = try Workspace()
    try workspace.write("counter.scxml", Self.counter)
    let check = try workspace.run("check", "counter.scxml")
    #expect(check.status == 0, "\(check.error)")
    let diagram = try workspace.run("diagram", "counter.scxml", "--format", "mermaid")
    #expect(diagram.status == 0, "\(diagram.error)")
    #expect(diagram.output.contains("counting --> counting : tick [count #lt; 1]"))
  }

  @Test func simulateEvaluatesTheData() throws {
    let workspace = try Workspace()
    try workspace.write("counter.scxml", Self.counter)
    let result = try workspace.run("simulate", "counter.scxml", input: "tick\ntick\n")
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("log count: 1\n"))
    #expect(result.output.contains("  entered: done\n"))
  }

  @Test func aSyntaxErrorIsReportedWithItsPlace() throws {
    let workspace = try Workspace()
    try workspace.write(
      "bad.scxml",
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript">
        <state id="s"><transition cond="1 +" target="s"/></state>
      </scxml>
      """)
    let result = try workspace.run("check", "bad.scxml")
    #expect(result.status == 2)
    #expect(result.error.contains("bad.scxml:2:29: error: cond=\"1 +\" is not valid ecmascript"))
  }
}
