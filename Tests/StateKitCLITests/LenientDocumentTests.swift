import Testing

/// The CLI on documents written for other engines: the data model is inferred, what other
/// engines accept is a warning (an error with `--strict`), and a refusal names the real problem.
@Suite("statekit on documents written for other engines")
struct LenientDocumentTests {
  private static let undeclared = """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" version="0.9">
      <datamodel><data id="status" expr="200"/></datamodel>
      <state id="waiting">
        <transition event="reply" cond="status == 200" target="done">
          <log label="status" expr="status"/>
        </transition>
      </state>
      <final id="done"/>
    </scxml>
    """

  @Test func aDocumentWithoutADataModelThatUsesExpressionsRunsAsECMAScript() throws {
    let workspace = try Workspace()
    try workspace.write("undeclared.scxml", Self.undeclared)
    let result = try workspace.run("simulate", "undeclared.scxml", input: "reply\n")
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("log status: 200"))
    #expect(
      result.error.contains(
        "undeclared.scxml:1:1: note: no datamodel is declared and the document uses expressions"))
    #expect(result.error.contains("undeclared.scxml:1:48: warning: version must be \"1.0\""))
  }

  @Test func strictRefusesWhatOtherEnginesAccept() throws {
    let workspace = try Workspace()
    try workspace.write("undeclared.scxml", Self.undeclared)
    let result = try workspace.run("check", "--strict", "undeclared.scxml")
    #expect(result.status == 2)
    #expect(
      result.error.hasPrefix(
        "undeclared.scxml:1:48: error: version must be \"1.0\", not \"0.9\""))
  }

  /// `--strict` refuses, with its line and column, a state id that is no XML name, an empty
  /// `<script>`, a second `<script>` in `<scxml>` and a `<data>` outside `<datamodel>`; without
  /// it, each is a warning.
  @Test(arguments: [
    (
      #"<state id="1"/>"#,
      #"bad.scxml:2:10: error: id "1" is not an XML name (NCName)"#
    ),
    (
      #"<script/><state id="a"/>"#,
      "bad.scxml:2:3: error: <script> is empty: it needs a 'src' attribute or a script"
    ),
    (
      #"<script>var a = 1;</script><script>var b = 2;</script><state id="a"/>"#,
      "bad.scxml:2:30: error: <scxml> may contain only one <script>"
    ),
    (
      #"<data id="x" expr="1"/><state id="a"/>"#,
      "bad.scxml:2:3: error: <data> is not allowed inside <scxml>"
    ),
  ])
  func strictRefusesWhatTheSchemaRefuses(_ body: String, _ error: String) throws {
    let workspace = try Workspace()
    try workspace.write(
      "bad.scxml",
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript">
        \(body)
      </scxml>
      """)
    let strict = try workspace.run("check", "--strict", "bad.scxml")
    #expect(strict.status == 2)
    #expect(strict.error.hasPrefix(error), "\(strict.error)")
    let lenient = try workspace.run("check", "bad.scxml")
    #expect(lenient.status == 0, "\(lenient.error)")
    #expect(
      lenient.error.contains(error.replacingOccurrences(of: ": error: ", with: ": warning: ")))
  }

  @Test func aDocumentThatDeclaresECMAScriptIsToldItsRealProblem() throws {
    let workspace = try Workspace()
    try workspace.write(
      "foreach.scxml",
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript">
        <state id="s"><onentry><foreach array="[1,2,3]"><log expr="1"/></foreach></onentry></state>
      </scxml>
      """)
    let result = try workspace.run("check", "foreach.scxml")
    #expect(result.status == 2)
    #expect(
      result.error.contains("foreach.scxml:2:26: error: <foreach> requires the 'item' attribute"))
    #expect(!result.error.contains("expression language"))
  }

  /// A static `<invoke src>` needs no expression: the null data model runs it, reading the
  /// child relative to the document, with no note about a data model.
  @Test func aDocumentWithoutADataModelInvokesAFileWithTheNullDataModel() throws {
    let workspace = try Workspace()
    try workspace.write(
      "child.scxml",
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
        <state id="c"><transition event="finish" target="f"/></state>
        <final id="f"/>
      </scxml>
      """)
    try workspace.write(
      "parent.scxml",
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="null">
        <state id="s">
          <invoke id="kid" src="file:child.scxml"/>
          <transition event="done.invoke.kid" target="done"/>
        </state>
        <final id="done"/>
      </scxml>
      """)
    let check = try workspace.run("check", "parent.scxml")
    #expect(check.status == 0, "\(check.error)")
    #expect(check.error.isEmpty, "\(check.error)")
    let result = try workspace.run("simulate", "parent.scxml", input: ":send kid finish\n")
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("  kid: start\n      entered: c\n"))
    #expect(result.output.contains("done.invoke.kid (from kid): handled\n"))
    #expect(result.output.hasSuffix("  configuration: done (done)\n"), "\(result.output)")
  }

  @Test func aNullDataModelDocumentWithExpressionsSaysWhichDataModelItDeclared() throws {
    let workspace = try Workspace()
    try workspace.write(
      "null.scxml",
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="null">
        <state id="s"><transition cond="x &gt; 1" target="s"/></state>
      </scxml>
      """)
    let result = try workspace.run("check", "null.scxml")
    #expect(result.status == 2)
    #expect(result.error.hasPrefix("null.scxml:2:17: error: cond=\"x > 1\" needs an expression"))
    #expect(result.error.contains("the document declares datamodel=\"null\""))
  }
}

/// A message that echoes a huge name stays one short line that starts with its location.
@Suite("statekit messages")
struct EchoedNameTests {
  @Test func aHugeNameIsCutInEveryLineOfOutput() throws {
    let workspace = try Workspace()
    let huge = String(repeating: "n", count: 100_000)
    try workspace.write(
      "huge.scxml",
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
        <state id="\(huge)"/><state id="b"><transition target="\(huge)&#10;\(huge)"/></state>
      </scxml>
      """)
    let result = try workspace.run("check", "huge.scxml")
    #expect(result.status == 2)
    #expect(result.errorLines.count == 1)
    #expect(result.error.hasPrefix("huge.scxml:1:1: error: "))
    #expect(result.error.count < 400, "\(result.error.count) characters")
    #expect(result.error.contains("'" + String(repeating: "n", count: 79) + "…"))
    try workspace.write(
      "dead.scxml",
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
        <state id="\(huge)"/>
      </scxml>
      """)
    let check = try workspace.run("check", "dead.scxml")
    for line in check.output.split(separator: "\n") {
      #expect(line.hasPrefix("dead.scxml:") && line.count < 400, "\(line.prefix(100))")
    }
  }
}
