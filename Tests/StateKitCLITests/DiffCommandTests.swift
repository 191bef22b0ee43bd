import Testing

/// `statekit diff OLD NEW`: what changed between two versions of a machine, and whether
/// snapshots of the older one restore into the newer one as they are.
struct DiffCommandTests {
  static let version1 = """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
      <state id="idle"><transition event="arm" target="armed"/></state>
      <state id="armed">
        <transition event="disarm" target="idle"/>
        <onentry><send event="timeout" delay="5s"/></onentry>
        <transition event="timeout" target="fired"/>
      </state>
      <final id="fired"/>
    </scxml>
    """

  @Test func anAddedStateRestoresAsItIs() throws {
    let workspace = try Workspace()
    try workspace.write("v1.scxml", Self.version1)
    try workspace.write(
      "v2.scxml",
      Self.version1.replacingOccurrences(
        of: #"<final id="fired"/>"#,
        with: #"<state id="snoozed"/><final id="fired"/>"#))
    let result = try workspace.run("diff", "v1.scxml", "v2.scxml")
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("v2.scxml:8:3: note: state 'snoozed' added\n"))
    #expect(result.output.hasSuffix("snapshots of v1.scxml restore into v2.scxml as they are\n"))
  }

  @Test func aRenamedAndNestedStateNeedsAMigration() throws {
    let workspace = try Workspace()
    try workspace.write("v1.scxml", Self.version1)
    try workspace.write(
      "v3.scxml",
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
        <state id="idle"><transition event="arm" target="primed"/></state>
        <state id="active"><state id="primed"><transition event="disarm" target="idle"/></state></state>
        <parallel id="fired"><state id="bell"/></parallel>
      </scxml>
      """)
    let result = try workspace.run("diff", "v1.scxml", "v3.scxml")
    #expect(result.status == 1)
    for line in [
      "v1.scxml:3:3: note: state 'armed' removed",
      "v3.scxml:3:22: note: state 'primed' added",
      "v3.scxml:4:3: note: state 'fired' changed from final to parallel",
      "v1.scxml:2:3: note: transition on arm from 'idle' to 'armed' removed",
    ] {
      #expect(result.output.contains(line + "\n"), "\(line)")
    }
    #expect(
      result.output.contains(
        "need a migration (or RestorePolicy.bestEffort) to restore into v3.scxml: "
          + "state 'armed' removed; state 'fired' changed kind"))
  }

  @Test func anUnreadableDocumentExitsWith2() throws {
    let workspace = try Workspace()
    try workspace.write("v1.scxml", Self.version1)
    let result = try workspace.run("diff", "v1.scxml", "missing.scxml")
    #expect(result.status == 2)
    #expect(result.error.hasPrefix("missing.scxml:1:1: error: no such file"))
  }
}
