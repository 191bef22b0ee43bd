import Foundation
import StateKit
import StateKitInspection
import Testing

/// Reading traces back, and the errors of bad ones, each with its line.
struct TraceReaderTests {
  /// A recorded trace of the traffic light: header, `next`, `note("hi")`, `next`.
  static func recorded() async -> String {
    let machine = Machine(trafficLight)
    let collected = Collected()
    let recorder = TraceRecorder(machine, to: collected.sink)
    machine.send(.next)
    machine.send(.note("hi"))
    machine.send(.next)
    await recorder.finish()
    return collected.jsonLines
  }

  static func read(_ text: String) -> Result<Trace, TraceError> {
    Result { () throws(TraceError) in try Trace(jsonLines: Data(text.utf8)) }
  }

  @Test func aRecordedTraceReadsBack() async throws {
    let text = await Self.recorded()
    let trace = try Trace(jsonLines: Data(text.utf8))
    #expect(trace.header.states.count == 6)
    #expect(trace.steps.map(\.eventName) == ["next", "note", "next"])
    #expect(trace.dropped == 0)
    // Blank lines are skipped.
    let spaced = try Trace(jsonLines: Data(text.replacingOccurrences(of: "\n", with: "\n\n").utf8))
    #expect(spaced == trace)
  }

  @Test func anEmptyTraceSaysSo() {
    #expect(Self.read("") == .failure(.empty))
    #expect(Self.read("\n  \n") == .failure(.empty))
  }

  @Test func aFileThatIsNoTraceIsRefusedOnLineOne() {
    guard case .failure(let error) = Self.read("hello\n") else {
      Issue.record("read")
      return
    }
    #expect(error.line == 1)
    #expect(error.description.hasPrefix("line 1: not a StateKit trace"))
    guard case .failure(.notATrace(line: 1, _)) = Self.read("{\"type\":\"step\"}\n") else {
      Issue.record("a step as first line")
      return
    }
  }

  @Test func aNewerVersionIsRefusedWithBothVersions() async {
    let text = await Self.recorded().replacingOccurrences(
      of: "\"version\":2", with: "\"version\":7")
    let result = Self.read(text)
    #expect(result == .failure(.newerVersion(line: 1, version: 7, supported: 2)))
    if case .failure(let error) = result {
      #expect(error.description.contains("version 7"))
      #expect(error.description.contains("reads version 2"))
    }
  }

  @Test func aTraceOfTheFirstVersionStillReads() async throws {
    let text = await Self.recorded().replacingOccurrences(
      of: "\"version\":2", with: "\"version\":1")
    let trace = try Self.read(text).get()
    #expect(trace.header.version == 1)
    #expect(trace.steps.count == 3)
    #expect(trace.steps.allSatisfy { $0.payload == nil && $0.redacted == nil })
  }

  @Test func aCutOffLastLineIsReportedAsTruncated() async {
    let text = await Self.recorded()
    let cut = String(text.dropLast(20))
    #expect(Self.read(cut) == .failure(.truncated(line: 4)))
    // A complete last line without a line break is fine.
    #expect((try? Self.read(String(text.dropLast())).get())?.steps.count == 3)
  }

  @Test func aCorruptLineInTheMiddleNamesTheLineAndTheProblem() async {
    var lines = await Self.recorded().split(separator: "\n").map(String.init)
    lines[2] = "{\"type\":\"step\",\"step\":2"
    guard case .failure(.corrupt(let line, let reason)) = Self.read(lines.joined(separator: "\n"))
    else {
      Issue.record("not corrupt")
      return
    }
    #expect(line == 3)
    #expect(!reason.isEmpty)
    lines[2] = "{\"type\":\"step\",\"step\":2}"
    guard case .failure(.corrupt(3, let missing)) = Self.read(lines.joined(separator: "\n")) else {
      Issue.record("missing fields")
      return
    }
    #expect(missing.contains("lacks the field"))
  }

  @Test func stepsMustNameDeclaredStatesAndTransitions() async {
    let text = await Self.recorded()
    let unknownState = text.replacingOccurrences(of: "\"redGoingGreen\"]", with: "\"nowhere\"]")
    guard case .failure(.corrupt(2, let reason)) = Self.read(unknownState) else {
      Issue.record("unknown state")
      return
    }
    #expect(reason.contains("'nowhere'"))
    let badTransition = text.replacingOccurrences(
      of: "\"transitions\":[1]", with: "\"transitions\":[99]")
    guard case .failure(.corrupt(2, let why)) = Self.read(badTransition) else {
      Issue.record("bad transition")
      return
    }
    #expect(why.contains("transition 99"))
  }

  @Test func aHeaderMustDescribeATreeInDocumentOrder() throws {
    func header(_ states: [TraceState]) -> String {
      TraceRecord.header(
        TraceHeader(machine: "m", states: states, transitions: [], configuration: [], context: nil)
      ).jsonLine
    }
    let root = TraceState(name: "m", kind: "root", parent: nil)
    let valid = header([root, TraceState(name: "a", kind: "atomic", parent: 0)])
    #expect((try? Self.read(valid).get()) != nil)
    for states in [
      [TraceState(name: "a", kind: "atomic", parent: nil)],
      [root, TraceState(name: "a", kind: "atomic", parent: 5)],
      [root, TraceState(name: "a", kind: "atomic", parent: 1)],
      [root, TraceState(name: "a", kind: "sideways", parent: 0)],
      [root, TraceState(name: "a", kind: "atomic", parent: 0, initial: [9])],
      // b's parent a is not an ancestor of the node before it: not a preorder walk.
      [
        root, TraceState(name: "a", kind: "compound", parent: 0),
        TraceState(name: "c", kind: "atomic", parent: 0),
        TraceState(name: "b", kind: "atomic", parent: 1),
      ],
    ] {
      guard case .failure(.corrupt(1, _)) = Self.read(header(states)) else {
        Issue.record("accepted \(states.map(\.name))")
        continue
      }
    }
  }
}
