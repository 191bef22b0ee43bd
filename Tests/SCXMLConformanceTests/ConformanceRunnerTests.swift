import Foundation
import StateKitFixtures
import StateKitSCXML
import Testing

@testable import SCXMLConformance

/// A temporary directory of test documents, removed when released.
private final class TemporaryDirectory {
  let url: URL

  init(files: [String: String]) throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("statekit-conformance-\(UUID().uuidString)", isDirectory: true)
    for (name, text) in files {
      let file = url.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: file, atomically: true, encoding: .utf8)
    }
  }

  deinit { try? FileManager.default.removeItem(at: url) }
}

@Suite("Conformance runner")
struct ConformanceRunnerTests {
  @Test(
    "the SCION suite: at least 120 pass (ECMAScript included), and nothing outside needs-expressions fails or is skipped",
    .needsSCION)
  func scionSuite() throws {
    let runner = SCXMLConformanceRunner(directory: ConformanceFixtures.scionDirectory)
    let summary = try runner.run()
    #expect(summary.results.count == 127)
    #expect(summary.passed >= 120, "\(summary.line)")
    let failures = summary.results.filter {
      if case .failed = $0.outcome { $0.test.classification != "needs-expressions" } else { false }
    }
    #expect(failures.isEmpty, "\(failures.map(\.line))")
    for result in summary.results where result.test.classification != "needs-expressions" {
      #expect(result.outcome == .passed, "\(result.line)")
    }
    for name in ConformanceFixtures.logOnlyTests {
      #expect(summary.results.first { $0.test.name == name }?.outcome == .passed, "\(name)")
    }
    for result in summary.results {
      if case .skipped(let reason) = result.outcome {
        #expect(
          reason.hasPrefix("needs expressions (<") || reason.hasPrefix("unsupported (<"),
          "\(result.line)")
      }
    }
    #expect(
      summary.line
        == "\(summary.passed) passed, \(summary.failed) failed, \(summary.skipped) skipped")
    #expect(summary.classLines.contains("class no-datamodel: 83 passed, 0 failed, 0 skipped"))
    #expect(
      summary.classLines.contains("class literal-delayed-send: 3 passed, 0 failed, 0 skipped"))
  }

  @Test(
    "results are named by relative path and sorted; SCION tests are found beside their .json",
    .needsSCION)
  func discovery() throws {
    let runner = SCXMLConformanceRunner(
      directory: ConformanceFixtures.scionDirectory, options: .init(filter: "history/"))
    let tests = try runner.discover()
    #expect(!tests.isEmpty)
    #expect(tests.allSatisfy { $0.name.hasPrefix("history/") && $0.style == .scion })
    #expect(tests.map(\.name) == tests.map(\.name).sorted())
    #expect(tests.first?.classification == "no-datamodel")
  }

  @Test("a failing SCION test names the expected and actual configurations and the step")
  func scionFailureMessage() throws {
    let directory = try TemporaryDirectory(files: [
      "demo/wrong.scxml": document(
        #"<state id="a"><transition event="t" target="b"/></state><state id="b"/><state id="c"/>"#),
      "demo/wrong.json":
        #"{"initialConfiguration": ["a"], "events": [{"event": {"name": "t"}, "nextConfiguration": ["c"]}]}"#,
      "demo/right.scxml": document(
        #"<state id="a"><onentry><send event="t" delay="100ms"/></onentry><transition event="t" target="b"/></state><state id="b"><transition event="u" target="c"/></state><state id="c"/>"#
      ),
      "demo/right.json":
        #"{"initialConfiguration": ["a"], "events": [{"after": 100, "event": {"name": "u"}, "nextConfiguration": ["c"]}]}"#,
    ])
    let runner = SCXMLConformanceRunner(directory: directory.url, options: .init(verbose: true))
    let summary = try runner.run()
    #expect(
      summary.results.map(\.line) == [
        "PASS demo/right",
        "FAIL demo/wrong: expected [c] got [b] at step 1 (event t)",
      ])
    #expect(summary.results[0].details == ["  start: [a]", "  step 1: after 100ms u -> [c]"])
    #expect(summary.line == "1 passed, 1 failed, 0 skipped")
    #expect(summary.classLines.isEmpty)
  }

  @Test("W3C IRP style: passes iff the machine halts in 'pass'; timers are jumped over")
  func irpStyle() throws {
    let directory = try TemporaryDirectory(files: [
      "irp/pass.scxml": document(
        #"<state id="s"><transition event="go" target="pass"/><onentry><raise event="go"/></onentry></state><final id="pass"/><final id="fail"/>"#
      ),
      "irp/timed.scxml": document(
        """
        <state id="s">
          <onentry><send event="timeout" delay="20s"/><send event="ok" delay="1s"/></onentry>
          <transition event="ok" target="pass"/>
          <transition event="timeout" target="fail"/>
        </state>
        <final id="pass"/><final id="fail"/>
        """),
      "irp/fails.scxml": document(
        #"<state id="s"><onentry><send event="timeout" delay="20s"/></onentry><transition event="timeout" target="fail"/></state><final id="pass"/><final id="fail"/>"#
      ),
      "irp/stuck.scxml": document(#"<state id="s"/><final id="pass"/>"#),
      "irp/invoke.scxml": document(
        """
        <state id="s">
          <invoke id="child"><content><scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
            <state id="c"><onentry><send event="childReady" target="#_parent" delay="5s"/></onentry></state>
          </scxml></content></invoke>
          <transition event="childReady" target="pass"/>
        </state>
        <final id="pass"/>
        """),
      "irp/expressions.scxml": document(
        #"<state id="s"><transition cond="1 + 1 == 2" target="pass"/></state><final id="pass"/>"#),
      "irp/unsupported.scxml":
        #"<scxml xmlns="http://www.w3.org/2005/07/scxml" datamodel="null"><state id="s"><onentry><send type="x" event="e"/></onentry></state><final id="pass"/></scxml>"#,
      "irp/sub/helper.scxml": document(#"<state id="child"/>"#),
      "irp/broken.scxml":
        #"<scxml xmlns="http://www.w3.org/2005/07/scxml"><state id="s"><transition target="nowhere"/></state></scxml>"#,
    ])
    let summary = try SCXMLConformanceRunner(directory: directory.url).run()
    let lines = summary.results.map(\.line)
    #expect(
      lines == [
        #"FAIL irp/broken: invalid document: 1:62: target names "nowhere", which is not the id of any state in this document (element <transition>)"#,
        "PASS irp/expressions",
        "FAIL irp/fails: expected final state pass got fail at step 1",
        "PASS irp/invoke",
        "PASS irp/pass",
        "FAIL irp/stuck: expected final state pass got [s] (no timer left) at step 0",
        #"SKIP irp/sub/helper: not a test (no state "pass")"#,
        "PASS irp/timed",
        #"SKIP irp/unsupported: unsupported (<send> at 1:88): the event I/O processor "x" is not supported by StateKit"#,
      ], "\(lines.joined(separator: "\n"))")
    #expect(summary.line == "4 passed, 3 failed, 2 skipped")
  }
}
