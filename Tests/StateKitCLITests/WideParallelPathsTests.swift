import Testing

/// `paths` on a `<parallel>` of 20,000 regions visits every state in time linear in the
/// states: each shape finishes well within 20 s of processor time in a debug build, and within
/// 1 GB. A step selects each region's transition once, compares the transitions' domains
/// rather than their exit sets, and compiling the definition marks its initial transitions in
/// one pass.
struct WideParallelPathsTests {
  static let regions = 20_000

  func paths(_ body: (Int) -> String) throws -> CLI.Result {
    let document =
      FuzzedDocumentTests.header + #"><parallel id="p">"#
      + (0..<Self.regions).map(body).joined() + "</parallel></scxml>"
    let workspace = try Workspace()
    try workspace.write("wide.scxml", document)
    return try workspace.run(
      "paths", "wide.scxml", memoryLimit: FuzzedDocumentTests.oneGigabyte, cpuSeconds: 20)
  }

  @Test("paths reaches each of 20,000 plain states of a parallel state")
  func plainStates() throws {
    let result = try paths { #"<state id="s\#($0)"/>"# }
    #expect(result.status == 0, "\(result.error.prefix(300))")
    #expect(result.output.contains("Shortest paths to 20001 of 20001 states:"))
  }

  @Test("paths reaches each of 20,000 regions that each hold a state")
  func compoundRegions() throws {
    let result = try paths { #"<state id="s\#($0)"><state id="s\#($0)a"/></state>"# }
    #expect(result.status == 0, "\(result.error.prefix(300))")
    #expect(result.output.contains("Shortest paths to 40001 of 40001 states:"))
  }

  @Test("paths takes an event that 20,000 regions' transitions, all in conflict, react to")
  func oneEventInEveryRegion() throws {
    // Each region re-enters itself on `go`; as the regions' parent is parallel, each such
    // transition's domain is the document's root, so the first in document order wins.
    let result = try paths {
      #"<state id="s\#($0)"><transition event="go" target="s\#($0)"/></state>"#
    }
    #expect(result.status == 0, "\(result.error.prefix(300))")
    #expect(result.output.contains("1 sequences take 1 of 20000 transitions:"))
    #expect(result.output.contains("#19999 p.s19999: go — another transition always wins"))
  }
}
