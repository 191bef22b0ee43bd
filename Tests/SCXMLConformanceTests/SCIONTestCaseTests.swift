import Foundation
import StateKitFixtures
import StateKitSCXML
import Testing

@testable import SCXMLConformance

@Suite("SCION test cases")
struct SCIONTestCaseTests {
  @Test("decodes configurations, events and delays, ignoring legacy semantics")
  func decodes() throws {
    let json = """
      {
        "initialConfiguration": ["a", "b"],
        "events": [
          {"event": {"name": "t1", "data": {"x": 1}}, "nextConfiguration": ["c"]},
          {"after": 100, "event": {"name": "t2"}, "nextConfiguration": ["d", "e"]},
          {"after": 0.5, "event": {"name": "t3"}, "nextConfiguration": []}
        ],
        "legacySemantics": {"initialConfiguration": ["z"], "events": []}
      }
      """
    let testCase = try SCIONTestCase(json: Data(json.utf8))
    #expect(testCase.initialConfiguration == ["a", "b"])
    #expect(
      testCase.steps == [
        .init(event: "t1", nextConfiguration: ["c"]),
        .init(event: "t2", after: .milliseconds(100), nextConfiguration: ["d", "e"]),
        .init(event: "t3", after: .microseconds(500), nextConfiguration: []),
      ]
    )
  }

  @Test(
    "rejects files without the SCION shape",
    arguments: [
      "{}",
      #"{"initialConfiguration": ["a"]}"#,
      #"{"initialConfiguration": ["a"], "events": [{"event": {}, "nextConfiguration": []}]}"#,
      #"{"initialConfiguration": ["a"], "events": [{"after": -1, "event": {"name": "e"}, "#
        + #""nextConfiguration": []}]}"#,
      "not json",
    ]
  )
  func rejects(_ json: String) {
    #expect(throws: (any Error).self) { try SCIONTestCase(json: Data(json.utf8)) }
  }

  @Test("loads a delayed-send test from the shared suite", .needsSCION)
  func loadsDelayedSend() throws {
    let tests = try SCIONTestFile.discover(in: ConformanceFixtures.scionDirectory)
    let test = try #require(tests.first { $0.name == "delayedSend/send1" })
    let testCase = try test.loadTestCase()
    #expect(testCase.initialConfiguration == ["a"])
    #expect(testCase.steps.map(\.after) == [nil, .milliseconds(100)])
    #expect(testCase.steps.map(\.nextConfiguration) == [["b"], ["d"]])
    #expect(test.documentURL.lastPathComponent == "send1.scxml")
  }
}

/// Outside CI the suite may be missing (a clone of the repository alone); in CI it must be
/// there, or the conformance checks would go quiet.
@Test func theSharedSuitesArePresentUnderCI() {
  #expect(
    SharedConformanceSuites.hasSCION || !SharedConformanceSuites.isCI,
    "CI=true, and the SCION suite is missing at \(SharedConformanceSuites.scion.path)")
}
