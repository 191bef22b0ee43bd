import Foundation
import Testing

/// `statekit paths`.
struct PathsCommandTests {
  @Test func listsShortestPathsAndACover() throws {
    let workspace = try Workspace()
    try workspace.write("search.scxml", Documents.imageSearch)
    let result = try workspace.run("paths", "search.scxml")
    #expect(result.status == 0)
    #expect(
      result.output == """
        Shortest paths to 5 of 5 states:
          start: (initial)
          searching: startSearch
          loading: startSearch, search
          searchResults: startSearch, search, success
          error: startSearch, search, failure

        3 sequences take 7 of 7 transitions:
          1. startSearch, cancel
          2. startSearch, search, success, startSearch
          3. startSearch, search, failure, startSearch

        """)
  }

  @Test func completionsAreReachedByRunningTheMachine() throws {
    let workspace = try Workspace()
    try workspace.write("player.scxml", Documents.player)
    let result = try workspace.run("paths", "player.scxml")
    #expect(result.status == 0)
    #expect(result.output.contains("  on.player.transport.ended: power, play, finish\n"))
    #expect(result.output.contains("sequences take 8 of 8 transitions"))
    #expect(!result.output.contains("done.state"))
  }

  @Test func reportsWhatIsNotReached() throws {
    let workspace = try Workspace()
    try workspace.write("door.scxml", Documents.door)
    let result = try workspace.run("paths", "door.scxml")
    #expect(result.output.contains("  broken: not reached\n"))
  }

  @Test func printsJSON() throws {
    let workspace = try Workspace()
    try workspace.write("search.scxml", Documents.imageSearch)
    let result = try workspace.run("paths", "search.scxml", "--json")
    #expect(result.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: result.outputData) as? [String: Any])
    let shortest = try #require(object["shortestPaths"] as? [String: Any])
    let cover = try #require(object["transitionCover"] as? [String: Any])
    #expect(shortest["machine"] as? String == "ImageSearch")
    #expect((shortest["paths"] as? [Any])?.count == 5)
    #expect(cover["covered"] as? Int == 7)
    #expect((cover["uncovered"] as? [Any])?.isEmpty == true)
  }
}

/// `paths` on thousands of parallel regions stops at its work budget, with exit status 3 and a
/// note, instead of spending minutes on steps that each touch every region.
struct WidePathsTests {
  @Test func thousandsOfRegionsStopAtTheBudget() throws {
    let workspace = try Workspace()
    let regions = (0..<2_000).map {
      #"<state id="r\#($0)"><state id="r\#($0)a"><transition event="e\#($0)" target="r\#($0)b"/></state><state id="r\#($0)b"/></state>"#
    }
    try workspace.write(
      "wide.scxml",
      #"<scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0"><parallel id="p">"#
        + regions.joined() + "</parallel></scxml>")
    let result = try workspace.run("paths", "wide.scxml")
    #expect(result.status == 3, "\(result.error)")
    #expect(result.output.contains("each step works on all 4002 active states"))
    #expect(result.output.contains("stopped after 500 steps"))
  }
}
