import Foundation
import Testing

/// `statekit simulate`, scripted through standard input.
struct SimulateCommandTests {
  @Test func printsEachMacrostep() throws {
    let workspace = try Workspace()
    try workspace.write("search.scxml", Documents.imageSearch)
    let result = try workspace.run(
      "simulate", "search.scxml", input: "startSearch\n# a comment\n\nsuccess\nsearch\n")
    #expect(result.status == 0)
    #expect(result.error.isEmpty)
    #expect(
      result.output == """
        start
          entered: start
          configuration: start
          enabled: startSearch
        startSearch: handled
          exited: start
          entered: searching
          configuration: searching
          enabled: cancel, search
        success: ignored
        search: handled
          exited: searching
          entered: loading
          configuration: loading
          enabled: success, failure

        """)
  }

  @Test func showsNestedConfigurationsAndCompletion() throws {
    let workspace = try Workspace()
    try workspace.write("player.scxml", Documents.player)
    let result = try workspace.run("simulate", "player.scxml", input: "power\nplay\nfinish\n")
    #expect(result.status == 0)
    #expect(
      result.output.contains(
        "  configuration: on.player.transport.playing, on.player.sound.audible\n"))
    #expect(
      result.output.hasSuffix(
        "finish: handled\n"
          + "  exited: on, on.player, on.player.transport, on.player.transport.playing, on.player.sound, on.player.sound.audible\n"
          + "  entered: off\n  configuration: off\n  enabled: power\n"))
  }

  @Test func commandsListAndFireTimers() throws {
    let workspace = try Workspace()
    try workspace.write(
      "toast.scxml",
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="hidden">
        <state id="hidden"><transition event="show" target="shown"/></state>
        <state id="shown">
          <onentry><send event="timeout" delay="2s" id="hide"/></onentry>
          <transition event="timeout" target="hidden"/>
        </state>
      </scxml>
      """)
    let result = try workspace.run(
      "simulate", "toast.scxml", input: "show\n:timers\n:fire\n:quit\nshow\n")
    #expect(result.status == 0)
    #expect(result.output.contains("hide → timeout after 2.0 seconds\n"))
    #expect(result.output.contains("timer hide: handled\n"))
    #expect(result.output.hasSuffix("  configuration: hidden\n  enabled: show\n"))
  }

  @Test func refusesAMachineThatNeverSettles() throws {
    let workspace = try Workspace()
    try workspace.write("loop.scxml", Documents.loop)
    let result = try workspace.run("simulate", "loop.scxml", input: "")
    #expect(result.status == 2)
    #expect(result.errorLines.count == 1)
    #expect(result.error.hasPrefix("loop.scxml:2:3: error: eventless transitions"))
  }

  @Test func needsTheDocumentAsAFile() throws {
    let workspace = try Workspace()
    let result = try workspace.run("simulate", "-", input: Documents.imageSearch)
    #expect(result.status == 2)
    #expect(result.errorLines.count == 1)
  }
}
