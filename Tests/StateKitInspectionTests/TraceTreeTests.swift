import Foundation
import StateKit
import StateKitClock
import StateKitInspection
import Testing

/// Recording a tree of machines: the children's steps, in order, each naming its machine.
struct TraceTreeTests {
  /// Sends to the office, its lone child, its grandchild and a child of its collection, and
  /// returns what a recorder of the office collected.
  func recordOffice() async -> Collected {
    let clock = ManualClock()
    let machine = Machine(office, clock: clock)
    let collected = Collected()
    let recorder = TraceRecorder(machine, to: collected.sink, clock: clock)
    machine.send(.add(42))
    machine.child(board)?.send(.tick)
    machine.send(.add(7))
    machine.child(board)?.child(lamp)?.send(.toggle)
    machine.send(.send(42))
    machine.children(requests)[7]?.send(.send)
    machine.send(.hello)
    machine.child(board)?.send(.close)
    await recorder.finish()
    return collected
  }

  @Test func aParentsTraceListsEachStepWithTheMachineThatTookIt() async {
    let steps = await recordOffice().steps
    #expect(
      steps.map { "\($0.machine ?? "?") \($0.eventName ?? "-")" } == [
        "office add",
        "office/board tick",
        "office add",
        "office/board/lamp toggle",
        // The office's step completes once its effects ran, and one of them sent to
        // requests[42]: the child's step completed first.
        "office/requests[42] send",
        "office send",
        "office/requests[7] send",
        "office hello",
        "office/board close",
      ])
    #expect(steps.map(\.step) == Array(1...9))
    let lamp = steps[3]
    #expect(lamp.configuration == ["on"])
    #expect(lamp.transitions == [])
    #expect(steps[0].configuration == ["working"])
  }

  @Test func childStepsReadBackAndTheRootsAreStillChecked() async throws {
    let collected = await recordOffice()
    let trace = try Trace(jsonLines: Data(collected.jsonLines.utf8))
    #expect(trace.steps.count == 9)
    #expect(trace.steps.filter { $0.isRoot(of: trace.header) }.count == 4)
    #expect(trace.steps[8].machine == "office/board")
    #expect(trace.steps[8].configuration == ["closed"])
  }

  @Test func aTraceWithoutMachinePathsDecodesAsTheRootsSteps() throws {
    let header = TraceHeader(
      definition: trafficLight, snapshot: Machine(trafficLight).snapshot, context: nil)
    let oldStep = """
      {"actions":[],"configuration":["working","red","redGoingGreen"],"entered":["red",\
      "redGoingGreen"],"event":"next","eventName":"next","exited":["greenGoingRed","yellow"],\
      "handled":true,"origin":"sent","sent":[],"step":1,"time":0,"timersCancelled":[],\
      "timersStarted":[],"transitions":[1],"type":"step","workCancelled":[],"workStarted":[]}
      """
    let lines = TraceRecord.header(header).jsonLine + "\n" + oldStep + "\n"
    let trace = try Trace(jsonLines: Data(lines.utf8))
    #expect(trace.steps.count == 1)
    #expect(trace.steps[0].machine == nil)
    #expect(trace.steps[0].isRoot(of: trace.header))
    #expect(trace.steps[0].transitions == [1])
  }

  @Test func theTreeAtTheEndPlacesEachMachineByItsPath() async throws {
    let trace = try Trace(jsonLines: Data(await recordOffice().jsonLines.utf8))
    #expect(
      trace.tree(through: trace.steps.count).description == """
        office: working
          board: closed
            lamp: on
          requests[42]: sent
          requests[7]: sent
        """)
    #expect(
      trace.tree(through: 3).description == """
        office: working
          board: open
        """)
  }

  @Test func theReportNamesTheMachineOfEachStepAndShowsTheTree() async throws {
    let trace = try Trace(jsonLines: Data(await recordOffice().jsonLines.utf8))
    let html = ReplayReport.html(for: trace, svg: "<svg></svg>")
    // The page's JSON escapes `/`, as it does inside any `<script>` element.
    #expect(html.contains(#""machine":"office\/requests[42]""#))
    #expect(html.contains(#""machine":"office\/board\/lamp""#))
    #expect(html.contains("fact(facts, \"machine\", machineOf(step))"))
    #expect(
      html.contains(
        "<pre id=\"tree\">office: working\n  board: closed\n    lamp: on\n"
          + "  requests[42]: sent\n  requests[7]: sent</pre>"))
  }

  @Test func aLoneChildStartedWhileRecordingIsRecordedFromItsFirstStep() async {
    let machine = Machine(office)
    machine.child(board)?.send(.close)
    let collected = Collected()
    let recorder = TraceRecorder(machine, to: collected.sink)
    machine.child(board)?.send(.reopen)
    machine.child(board)?.child(lamp)?.send(.toggle)
    await recorder.finish()
    #expect(
      collected.steps.map { "\($0.machine ?? "?") \($0.eventName ?? "-")" } == [
        "office/board reopen", "office/board/lamp toggle",
      ])
  }
}
