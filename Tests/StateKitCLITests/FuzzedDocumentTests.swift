import Foundation
import Testing

/// Issue 20, item 7: documents a fuzz campaign found that made `simulate` and `paths` take
/// quadratic time or memory. Each runs in time linear in the document, or stops at a budget
/// with exit status 3 and a note, within 1 GB of address space.
struct FuzzedDocumentTests {
  static let header = #"<scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0""#
  /// 1 GB, in kilobytes, for `ulimit -v`.
  static let oneGigabyte = 1_000_000

  /// A machine that leaves `s` for `t` on `event`.
  static func oneTransition(event: String) -> String {
    header + #" initial="s"><state id="s"><transition event=""# + event
      + #"" target="t"/></state><state id="t"/></scxml>"#
  }

  @Test("simulate lists and takes an event of 40,000 dot-separated parts within 1 GB")
  func longDottedEventName() throws {
    let event = Array(repeating: "a", count: 40_000).joined(separator: ".")
    let workspace = try Workspace()
    try workspace.write("dotted.scxml", Self.oneTransition(event: event))
    let result = try workspace.run(
      "simulate", "dotted.scxml", input: event + "\n", memoryLimit: Self.oneGigabyte)
    #expect(result.status == 0, "\(result.error.prefix(300))")
    // Not the output itself: a failure would print the 80 KB name.
    let listsTheEvent = result.output.contains("  enabled: \(event)\n")
    let takesTheEvent = result.output.hasSuffix("  configuration: t\n  enabled: (none)\n")
    #expect(listsTheEvent)
    #expect(takesTheEvent)
  }

  @Test("paths on a ring of 10,000 states stops at --max-path-events, with a note and status 3")
  func ringStopsAtPathEvents() throws {
    let count = 10_000
    let states = (0..<count).map {
      #"<state id="s\#($0)"><transition event="e\#($0)" target="s\#(($0 + 1) % count)"/></state>"#
    }
    let workspace = try Workspace()
    try workspace.write(
      "ring.scxml", Self.header + #" initial="s0">"# + states.joined() + "</scxml>")
    let result = try workspace.run(
      "paths", "ring.scxml", "--max-path-events", "200000", memoryLimit: Self.oneGigabyte)
    #expect(result.status == 3, "\(result.error.prefix(300))")
    #expect(result.output.contains("and the search stops before they hold more than 200000"))
    // The path to s(k) is e0 … e(k-1): s0 to s629 take 198,135 events and the cover's one
    // sequence 629 more; s630 would add 630 to each, 200,024 in all.
    #expect(result.output.contains("Shortest paths to 630 of 10000 states:"))
    #expect(result.output.contains("the paths found so far hold 198764 events"))
    #expect(result.output.contains("  s629: e0, e1, "))
    #expect(result.output.contains("  s630: not reached\n"))
  }

  @Test("paths on a tree of 10,000 states inside a <state> steps in time linear in the steps")
  func treeInsideAState() throws {
    // Every step's exit set is the active states among the compound's 10,000 descendants.
    let count = 10_000
    let states = (0..<count).map { i in
      let children = [2 * i + 1, 2 * i + 2].filter { $0 < count }
      let transitions = children.enumerated().map {
        #"<transition event="\#($0.offset == 0 ? "l" : "r")" target="s\#($0.element)"/>"#
      }
      return #"<state id="s\#(i)">"# + transitions.joined() + "</state>"
    }
    let workspace = try Workspace()
    try workspace.write(
      "tree.scxml",
      Self.header + #"><state id="c" initial="s0">"# + states.joined() + "</state></scxml>")
    let result = try workspace.run("paths", "tree.scxml", memoryLimit: Self.oneGigabyte)
    #expect(result.status == 0, "\(result.error.prefix(300))")
    #expect(result.output.contains("Shortest paths to 10001 of 10001 states:"))
    // s(2i+1) is s(i)'s `l` child, s(2i+2) its `r` child.
    var events: [String] = []
    var node = count - 1
    while node > 0 {
      events.insert(node % 2 == 1 ? "l" : "r", at: 0)
      node = (node - 1) / 2
    }
    #expect(result.output.contains("  c.s9999: \(events.joined(separator: ", "))\n"))
    #expect(result.output.contains("sequences take 9999 of 9999 transitions:"))
  }

  @Test("paths on one transition of 20,000 event names tries each name in constant time")
  func manyEventNamesOnOneTransition() throws {
    let names = (0..<20_000).map { "e\($0)" }.joined(separator: " ")
    let workspace = try Workspace()
    try workspace.write("names.scxml", Self.oneTransition(event: names))
    let result = try workspace.run("paths", "names.scxml", memoryLimit: Self.oneGigabyte)
    #expect(result.status == 0, "\(result.error.prefix(300))")
    #expect(result.output.contains("  t: e0\n"))
    #expect(result.output.contains("1 sequences take 1 of 1 transitions:"))
  }

  @Test("paths counts the states a step exits and enters against its work budget")
  func parallelStepsThatExitEveryRegion() throws {
    // Each self-transition exits and re-enters the parallel state and its 3,000 regions, so a
    // step works on 3,002 active states, 3,001 exited and 3,001 entered: 9,004 in all.
    let regions = (0..<3_000).map {
      #"<state id="s\#($0)"><transition event="e\#($0)" target="s\#($0)"/></state>"#
    }
    let workspace = try Workspace()
    try workspace.write(
      "parallel.scxml",
      Self.header + #"><parallel id="p">"# + regions.joined() + "</parallel></scxml>")
    let result = try workspace.run("paths", "parallel.scxml", memoryLimit: Self.oneGigabyte)
    #expect(result.status == 3, "\(result.error.prefix(300))")
    #expect(result.output.contains("stopped after 223 steps"), "\(result.output.suffix(400))")
    #expect(result.output.contains("and the states it exits and enters"))
  }
}
