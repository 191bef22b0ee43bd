import Foundation
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

  /// The example apps' machines, exported from Swift (`Examples/Machines`, which the Examples
  /// package's tests keep equal to each definition's `scxml()`): each compares with itself, and
  /// an app update of the image search is told apart as it would be in Swift.
  @Test func comparesTheExamplesExportedMachines() throws {
    let machines = CorpusTests.corpus.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/Machines")
    let files = try FileManager.default.contentsOfDirectory(atPath: machines.path)
      .filter { $0.hasSuffix(".scxml") }.sorted()
    #expect(files == ["ImageSearch.scxml", "Login.scxml", "Request.scxml", "SearchScreen.scxml"])
    for file in files {
      let result = try CLI.run(["diff", file, file], in: machines)
      #expect(result.status == 0, "\(file): \(result.error)")
      #expect(result.output == "snapshots of \(file) restore into \(file) as they are\n")
    }
    let workspace = try Workspace()
    let version1 = try String(
      contentsOf: machines.appendingPathComponent("ImageSearch.scxml"), encoding: .utf8)
    try workspace.write("v1.scxml", version1)
    // Version 2 adds a splash screen with a timer of its own before everything else: the
    // timer of `loading` keeps its name, and saved snapshots restore as they are.
    try workspace.write(
      "v2.scxml",
      version1.replacingOccurrences(
        of: "initial=\"start\">",
        with: """
          initial="splash">
            <state id="splash">
              <onentry><send event="statekit.after.splash" delay="2000ms" id="statekit.after.splash"/></onentry>
              <transition event="statekit.after.splash" target="start"/>
            </state>
          """))
    let added = try workspace.run("diff", "v1.scxml", "v2.scxml")
    #expect(added.status == 0, "\(added.output)\(added.error)")
    #expect(added.output.contains("note: state 'splash' added\n"))
    #expect(!added.output.contains("'loading'"))
    // Version 3 drops the search timeout: a snapshot saved while loading has a timer that no
    // longer exists.
    try workspace.write(
      "v3.scxml",
      version1.replacingOccurrences(
        of: "<transition event=\"statekit.after.loading\" target=\"error\">",
        with: "<transition event=\"statekit.after.loading.gone\" target=\"error\">"))
    let removed = try workspace.run("diff", "v1.scxml", "v3.scxml")
    #expect(removed.status == 1)
    #expect(
      removed.output.contains(
        "transition on statekit.after.loading from 'loading' to 'error' removed (a pending "
          + "timer of it is lost)"))
  }
}
