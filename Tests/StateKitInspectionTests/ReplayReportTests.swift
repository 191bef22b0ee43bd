import Foundation
import GraphvizDot
import StateKit
import StateKitInspection
import Testing

/// The HTML replay: the picture, the data, and nothing from the trace run as HTML or script.
struct ReplayReportTests {
  @Test func theReportIsOnePageWithEveryStateDrawnAndNoNetwork() async throws {
    let trace = try Trace(jsonLines: Data(await TraceReaderTests.recorded().utf8))
    let html = try ReplayReport.html(for: trace, layout: Graphviz.layout)
    #expect(html.hasPrefix("<!doctype html>"))
    for state in trace.header.states.dropFirst() {
      #expect(html.contains("data-state=\"\(state.name)\""), "\(state.name) is drawn")
    }
    // Compound states are nested boxes (Graphviz clusters), transitions are labelled edges.
    #expect(html.contains("data-state=\"working\" data-active=\"true\" class=\"cluster\""))
    #expect(html.contains("data-transition=\"1\""))
    // The start's configuration is active before the script runs.
    #expect(html.contains("data-state=\"greenGoingRed\" data-active=\"true\""))
    #expect(!html.contains("data-state=\"redGoingGreen\" data-active"))
    // Self-contained: no external resources.
    for reference in ["src=\"http", "href=\"http", "src=\"//", "@import", "url(http"] {
      #expect(!html.contains(reference))
    }
    #expect(!html.contains("<?xml"))
    #expect(html.contains("<input id=\"slider\" type=\"range\" min=\"0\" max=\"3\""))
  }

  @Test func theHeaderDrawsAsDOTWithIdentifiedStatesAndEdges() async throws {
    let trace = try Trace(jsonLines: Data(await TraceReaderTests.recorded().utf8))
    let dot = InspectableDiagram.dot(for: trace.header)
    #expect(dot.contains("subgraph \"cluster_working\" {\n    id=\"skstate1\";"))
    #expect(dot.contains("\"greenGoingRed\" [id=\"skstate3\"];"))
    #expect(dot.contains("id=\"skedge1t4\""))
    #expect(dot.contains("label=\"next\""))
  }

  @Test func textFromTheTraceIsNeverHTMLOrScript() async throws {
    let machine = Machine(trafficLight)
    let collected = Collected()
    let recorder = TraceRecorder(machine, to: collected.sink)
    let payload = "</script><script>alert(1)</script><img src=x onerror=alert(2)>"
    machine.send(.note(payload))
    await recorder.finish()
    let trace = try Trace(jsonLines: Data(collected.jsonLines.utf8))
    #expect(trace.steps.first?.context == "note: " + payload)
    let html = try ReplayReport.html(for: trace, layout: Graphviz.layout)
    // Our two script elements, and no other.
    #expect(html.components(separatedBy: "<script").count == 3)
    #expect(!html.contains("alert(1)</script>"))
    #expect(!html.contains("<img"))
    #expect(html.contains("\\u003c\\/script\\u003e\\u003cscript\\u003ealert(1)"))
  }

  @Test func hostileNamesInTheHeaderAreEscapedInThePicture() throws {
    let name = "<b onmouseover=\"x\">&"
    let header = TraceHeader(
      machine: "m</title><script>alert(3)</script>",
      states: [
        TraceState(name: "m", kind: "root", parent: nil, initial: [1]),
        TraceState(name: name, kind: "atomic", parent: 0),
      ],
      transitions: [TraceTransition(source: 1, targets: [1], events: ["<e>"])],
      configuration: [name], context: nil)
    let html = try ReplayReport.html(for: Trace(header: header, steps: []), layout: Graphviz.layout)
    #expect(html.contains("data-state=\"&lt;b onmouseover=&quot;x&quot;&gt;&amp;\""))
    #expect(!html.contains("<b onmouseover"))
    #expect(!html.contains("<script>alert(3)"))
    #expect(html.components(separatedBy: "<script").count == 3)
  }
}
