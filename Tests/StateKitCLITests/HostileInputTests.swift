import Foundation
import Testing

/// Issue 20: inputs that crashed or hung `statekit`, in their smallest form. Every command
/// ends, with a clean message and an exit status a script can read.
struct HostileInputTests {
  static let header = #"<scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0""#

  /// The loops of item 6: a guard that always holds, an eventless transition from one
  /// parallel region into another, a raise in onentry that re-enters its state.
  static let endlessLoops: [(name: String, text: String)] = [
    (
      "guard that always holds",
      header
        + #" initial="a"><state id="a"><transition cond="In('a')" target="a"/></state></scxml>"#
    ),
    (
      "eventless transition between parallel regions",
      header
        + #"><parallel id="p"><state id="r1"><state id="a"><transition target="b"/></state></state>"#
        + #"<state id="r2"><state id="b"/></state></parallel></scxml>"#
    ),
    (
      "raise in onentry that re-enters the state",
      header
        + #" initial="idle"><state id="idle"><transition event="go" target="a"/></state>"#
        + #"<state id="a"><onentry><raise event="e"/></onentry><transition event="e" target="a"/>"#
        + "</state></scxml>"
    ),
  ]

  @Test("a processing instruction without data does not crash check")
  func processingInstructionWithoutData() throws {
    let workspace = try Workspace()
    try workspace.write("pi.scxml", Self.header + #"><?pi?><final id="f"/></scxml>"#)
    let result = try workspace.run("check", "pi.scxml")
    #expect(result.status == 0, "\(result.error)")
  }

  @Test("a history default that targets itself is an error with its location, for every command")
  func historyDefaultTargetingItself() throws {
    let workspace = try Workspace()
    try workspace.write(
      "history.scxml",
      Self.header + ">\n<state id=\"a\">\n<history id=\"h\"><transition target=\"h\"/></history>\n"
        + "<state id=\"a1\"><transition event=\"e\" target=\"h\"/></state></state></scxml>")
    for command in ["check", "paths", "simulate", "diagram"] {
      let result = try workspace.run(command, "history.scxml", input: "e\n")
      #expect(result.status == 2, "\(command)")
      #expect(result.error.hasPrefix("history.scxml:3:17: error: "), "\(command): \(result.error)")
    }
  }

  @Test("simulate steps through a machine that sends itself events forever, and stops at a bound")
  func endlessStreamOfSentEvents() throws {
    let workspace = try Workspace()
    try workspace.write(
      "send.scxml",
      Self.header
        + #" initial="a"><state id="a"><onentry><send event="e"/></onentry>"#
        + #"<transition event="e" target="a"/></state></scxml>"#)
    let result = try workspace.run("simulate", "send.scxml", "--max-sent-events", "5", input: "")
    #expect(result.status == 3)
    #expect(result.output.components(separatedBy: "e (sent by the machine): handled").count == 6)
    #expect(
      result.output.contains(
        "stopped: the machine sent itself 5 events in a row without waiting for input"))
    let deep = try workspace.run("simulate", "send.scxml", input: "")
    #expect(deep.status == 3)
    #expect(deep.output.contains("sent itself 1000 events in a row"))
  }

  @Test(
    "paths stops an endless microstep loop and says so, with exit status 3",
    arguments: endlessLoops.map(\.name))
  func pathsSurviveEndlessLoops(_ name: String) throws {
    let text = try #require(Self.endlessLoops.first { $0.name == name }).text
    let workspace = try Workspace()
    try workspace.write("loop.scxml", text)
    let result = try workspace.run("paths", "loop.scxml", "--max-microsteps", "100")
    #expect(result.status == 3, "\(result.output)\(result.error)")
    #expect(result.output.contains("100 microsteps without becoming stable"), "\(result.output)")
  }

  @Test(
    "simulate stops an endless microstep loop and says so, with exit status 3",
    arguments: endlessLoops.map(\.name))
  func simulateSurvivesEndlessLoops(_ name: String) throws {
    let text = try #require(Self.endlessLoops.first { $0.name == name }).text
    let workspace = try Workspace()
    try workspace.write("loop.scxml", text)
    let result = try workspace.run(
      "simulate", "loop.scxml", "--max-microsteps", "100", input: "go\nnever read\n")
    #expect(result.status == 3, "\(result.output)\(result.error)")
    #expect(result.output.contains("stopped after 100 microsteps without becoming stable"))
    #expect(!result.output.contains("never read"))
  }

  @Test("a microstep budget of 1 is enough for a machine that settles after one microstep")
  func smallestMicrostepBudget() throws {
    let workspace = try Workspace()
    try workspace.write(
      "flip.scxml",
      Self.header
        + #"><state id="a"><transition event="go" target="b"/></state>"#
        + #"<state id="b"><transition event="go" target="a"/></state></scxml>"#)
    let simulated = try workspace.run(
      "simulate", "flip.scxml", "--max-microsteps", "1", input: "go\ngo\n")
    #expect(simulated.status == 0, "\(simulated.output)")
    let paths = try workspace.run("paths", "flip.scxml", "--max-microsteps", "1")
    #expect(paths.status == 0, "\(paths.output)")
  }

  @Test("check reports each endless microstep loop (SK008)", arguments: endlessLoops.map(\.name))
  func checkReportsEndlessLoops(_ name: String) throws {
    let text = try #require(Self.endlessLoops.first { $0.name == name }).text
    let workspace = try Workspace()
    try workspace.write("loop.scxml", text)
    let result = try workspace.run("check", "loop.scxml")
    #expect(result.output.contains("[SK008]"), "\(result.output)")
  }

  /// A parallel state of n regions, each with n eventless transitions back to it (uSCXML's
  /// transition benchmark): every transition may be followed by every other, n⁴ pairs. The
  /// loop checks group transitions that lead to the same states, so `check` ends in moments
  /// (about a second of processor time in a debug build). The limit is on processor time, not
  /// wall-clock time: a loaded machine or a test that waits for a thread does not trip it.
  @Test("check ends on a parallel state whose regions each loop back to it many times")
  func manyEventlessTransitionsIntoOneParallelState() throws {
    let regions = 128
    var text = Self.header + #"><parallel id="all">"#
    for region in 0..<regions {
      text += #"<state id="r\#(region)">"#
      text += String(repeating: #"<transition target="all"/>"#, count: regions) + "</state>"
    }
    text += "</parallel></scxml>"
    let workspace = try Workspace()
    try workspace.write("wide.scxml", text)
    let result = try workspace.run("check", "wide.scxml", cpuSeconds: 30)
    #expect(result.status == 1, "status \(result.status) (24 or 9: it used 30 s of processor time)")
    #expect(result.output.contains("[SK006]"), "\(result.output.prefix(500))")
  }

  @Test("a document nested right up to the limit goes through every command")
  func deepestAllowedDocument() throws {
    // <scxml>, 97 nested states and a transition: 99 elements deep, within the limit of 100.
    var text = Self.header + ">"
    for level in 0..<97 { text += #"<state id="s\#(level)">"# }
    text += #"<transition event="go" target="s0"/>"#
    text += String(repeating: "</state>", count: 97) + "</scxml>"
    let workspace = try Workspace()
    try workspace.write("deep.scxml", text)
    for command in ["check", "paths", "simulate", "diagram"] {
      let result = try workspace.run(command, "deep.scxml", input: "go\n")
      #expect(result.status == 0 || (command == "check" && result.status == 1), "\(command)")
      #expect(result.error.isEmpty, "\(command): \(result.error)")
    }
    let tooDeep = text.replacingOccurrences(
      of: "<transition", with: "<state id=\"x\"><state id=\"y\"><transition"
    )
    .replacingOccurrences(of: "/></state>", with: "/></state></state></state>")
    try workspace.write("too-deep.scxml", tooDeep)
    let result = try workspace.run("check", "too-deep.scxml")
    #expect(result.status == 2)
    #expect(result.error.contains("nested 100 elements deep") == false)
    #expect(result.error.contains("nested 101 elements deep"), "\(result.error)")
  }
}
