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
          // `playing` to `ended`, then done.state.transport leaves `on`: children first.
          + "  exited: on.player.transport.playing, on.player.sound.audible, on.player.sound, "
          + "on.player.transport.ended, on.player.transport, on.player, on\n"
          + "  entered: on.player.transport.ended, off\n  configuration: off\n  enabled: power\n"))
  }

  /// Qt's traffic light: leaving `yellow` exits its child `greenGoingRed` first, and the
  /// output lists the states in the order the engine exited them.
  @Test func listsExitedStatesInExitOrder() throws {
    let workspace = try Workspace()
    try workspace.write(
      "light.scxml",
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="working">
        <state id="working" initial="yellow">
          <state id="yellow" initial="greenGoingRed">
            <state id="greenGoingRed"><transition event="next" target="red"/></state>
          </state>
          <state id="red" initial="redGoingGreen">
            <state id="redGoingGreen"/>
          </state>
        </state>
      </scxml>
      """)
    let result = try workspace.run("simulate", "light.scxml", input: "next\n")
    #expect(result.status == 0)
    #expect(
      result.output.contains(
        "next: handled\n"
          + "  exited: working.yellow.greenGoingRed, working.yellow\n"
          + "  entered: working.red, working.red.redGoingGreen\n"))
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
