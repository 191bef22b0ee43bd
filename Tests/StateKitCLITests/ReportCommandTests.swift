import Foundation
import Testing

/// `statekit report`: a trace in, one self-contained HTML page out; bad traces name the line.
struct ReportCommandTests {
  /// A door's trace: the header, `open` (handled), `lock` (ignored).
  static let trace = """
    {"type":"header","format":"statekit-trace","version":1,"machine":"door",\
    "states":[{"name":"door","kind":"root","initial":[1],"entry":[],"exit":[]},\
    {"name":"closed","kind":"atomic","parent":0,"initial":[],"entry":[],"exit":[]},\
    {"name":"opened","kind":"atomic","parent":0,"initial":[],"entry":[],"exit":[]}],\
    "transitions":[{"source":1,"targets":[2],"events":["open"],"actions":[],"internal":false},\
    {"source":2,"targets":[1],"events":["close"],"actions":[],"internal":false}],\
    "configuration":["closed"],"context":"draught: 0"}
    {"type":"step","step":1,"time":0.5,"origin":"sent","event":"open","eventName":"open",\
    "handled":true,"transitions":[0],"exited":["closed"],"entered":["opened"],\
    "configuration":["opened"],"context":"draught: 1","actions":[],"workStarted":[],\
    "workCancelled":[],"timersStarted":[],"timersCancelled":[],"sent":[]}
    {"type":"step","step":2,"time":0.75,"origin":"sent","event":"lock","eventName":"lock",\
    "handled":false,"transitions":[],"exited":[],"entered":[],"configuration":["opened"],\
    "context":"draught: 1","actions":[],"workStarted":[],"workCancelled":[],\
    "timersStarted":[],"timersCancelled":[],"sent":[]}

    """

  @Test(.enabled(if: CLI.hasDot)) func writesASelfContainedReplay() throws {
    let workspace = try Workspace()
    try workspace.write("door.jsonl", Self.trace)
    let result = try workspace.run("report", "door.jsonl", "-o", "door.html")
    #expect(result.status == 0)
    #expect(result.error.isEmpty)
    let html = try String(
      contentsOf: workspace.url.appendingPathComponent("door.html"), encoding: .utf8)
    #expect(html.hasPrefix("<!doctype html>"))
    #expect(html.contains("data-state=\"closed\" data-active=\"true\""))
    #expect(html.contains("data-state=\"opened\""))
    #expect(html.contains("2 steps recorded"))
  }

  @Test func aCutOffTraceNamesTheLine() throws {
    let workspace = try Workspace()
    try workspace.write("door.jsonl", String(Self.trace.dropLast(30)))
    let result = try workspace.run("report", "door.jsonl")
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.error.hasPrefix("door.jsonl:3: error: the line is cut off"))
  }

  @Test func aNewerTraceIsRefused() throws {
    let workspace = try Workspace()
    try workspace.write(
      "door.jsonl", Self.trace.replacingOccurrences(of: "\"version\":1", with: "\"version\":3"))
    let result = try workspace.run("report", "door.jsonl")
    #expect(result.status == 2)
    #expect(result.error.hasPrefix("door.jsonl:1: error: the trace has format version 3"))
  }

  @Test func aCorruptLineIsReportedWithItsNumber() throws {
    let workspace = try Workspace()
    var lines = Self.trace.split(separator: "\n").map(String.init)
    lines[1] = "{\"type\":\"step\",\"step\":\"one\"}"
    try workspace.write("door.jsonl", lines.joined(separator: "\n") + "\n")
    let result = try workspace.run("report", "door.jsonl")
    #expect(result.status == 2)
    #expect(result.error.hasPrefix("door.jsonl:2: error: "))
  }

  @Test func aMissingTraceIsAnError() throws {
    let workspace = try Workspace()
    let result = try workspace.run("report", "nowhere.jsonl")
    #expect(result.status == 2)
    #expect(result.error.hasPrefix("statekit: error: cannot read nowhere.jsonl"))
  }
}
