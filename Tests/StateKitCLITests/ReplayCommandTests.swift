import Foundation
import StateKitClock
import StateKitInspection
import StateKitSCXML
import Testing

/// `statekit replay`: a session recorded from an SCXML machine in a program replays from the
/// terminal, step by step; a changed document diverges at the step it changes;
/// `--shrink-until` reduces the session to the inputs that reach a state.
struct ReplayCommandTests {
  /// An alarm: `arm` arms it, `trip` while armed rings it, `disarm` goes back; `noise` does
  /// nothing.
  static let alarm = """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" name="alarm" initial="idle">
      <state id="idle">
        <transition event="arm" target="armed"/>
      </state>
      <state id="armed">
        <transition event="trip" target="ringing"/>
        <transition event="disarm" target="idle"/>
      </state>
      <state id="ringing">
        <transition event="disarm" target="idle"/>
      </state>
    </scxml>
    """

  /// Records a session of the alarm, as an app does with `TraceRecorder`, into `alarm.jsonl`
  /// in the workspace, beside `alarm.scxml`.
  static func recordSession(in workspace: Workspace) async throws {
    try workspace.write("alarm.scxml", alarm)
    let clock = ManualClock()
    let machine = try SCXMLMachine.load(alarm, clock: clock)
    let recorder = TraceRecorder(
      machine.machine, to: try .file(workspace.url.appendingPathComponent("alarm.jsonl")),
      clock: clock)
    for (seconds, event) in [
      (1, "noise"), (1, "arm"), (2, "noise"), (2, "disarm"), (3, "arm"), (9, "noise"),
      (10, "trip"), (11, "noise"),
    ] {
      clock.advance(to: ManualClock.Instant(offset: .seconds(seconds)))
      _ = machine.send(event)
    }
    await recorder.finish()
  }

  @Test func aRecordedSessionReplays() async throws {
    let workspace = try Workspace()
    try await Self.recordSession(in: workspace)
    let result = try workspace.run("replay", "alarm.scxml", "alarm.jsonl")
    #expect(result.error.isEmpty)
    #expect(result.output == "replayed 8 inputs: every step as recorded\n")
    #expect(result.status == 0)
  }

  @Test func aChangedDocumentDivergesAtTheStepItChanges() async throws {
    let workspace = try Workspace()
    try await Self.recordSession(in: workspace)
    try workspace.write(
      "changed.scxml",
      Self.alarm.replacingOccurrences(
        of: #"event="trip" target="ringing""#, with: #"event="trip" target="idle""#))
    let result = try workspace.run("replay", "changed.scxml", "alarm.jsonl")
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(
      result.error.hasPrefix("alarm.jsonl: Step 7 of alarm did not replay as recorded"),
      "\(result.error)")
    #expect(result.error.contains("−   states: [\"ringing\"],\n+   states: [\"idle\"],"))
  }

  @Test func shrinksTheSessionToTheInputsThatReachAState() async throws {
    let workspace = try Workspace()
    try await Self.recordSession(in: workspace)
    let result = try workspace.run(
      "replay", "alarm.scxml", "alarm.jsonl", "--shrink-until", "alarm=ringing")
    #expect(result.error.isEmpty)
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      Array(lines.prefix(3)) == [
        "2 of the session's 8 inputs bring alarm to ringing:",
        "  3.0 seconds alarm arm",
        "  10.0 seconds alarm trip",
      ])
    // The printed test sends the same inputs through StateKitTesting's tester.
    #expect(result.output.contains("@MainActor @Test func reachesRinging() async {"))
    #expect(result.output.contains(#"await tester.send(EventName("arm"), at: "alarm")"#))
    #expect(result.output.contains(#"await tester.send(EventName("trip"), at: "alarm")"#))
  }

  @Test func aStateTheSessionNeverReachesIsSaid() async throws {
    let workspace = try Workspace()
    try await Self.recordSession(in: workspace)
    try workspace.write(
      "more.scxml",
      Self.alarm.replacingOccurrences(
        of: "</scxml>", with: #"<state id="flooded"/></scxml>"#))
    let result = try workspace.run(
      "replay", "more.scxml", "alarm.jsonl", "--shrink-until", "flooded")
    #expect(result.status == 1)
    #expect(result.error == "alarm.jsonl: alarm is never in flooded in a replay of the session\n")
  }

  @Test func aVersion1TraceSaysWhatItLacks() throws {
    let workspace = try Workspace()
    try workspace.write("door.scxml", Documents.door)
    try workspace.write("door.jsonl", ReportCommandTests.trace)
    let result = try workspace.run("replay", "door.scxml", "door.jsonl")
    #expect(result.status == 2)
    #expect(result.error.hasPrefix("door.jsonl: error: "), "\(result.error)")
    #expect(result.error.contains("version 1"))
  }
}
