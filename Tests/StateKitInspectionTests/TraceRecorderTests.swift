import Foundation
import StateKit
import StateKitClock
import StateKitInspection
import Synchronization
import Testing

/// Recording a running machine: the header, each macrostep, the bounded buffer.
struct TraceRecorderTests {
  @Test func theHeaderCarriesTheStructureAndTheStart() async {
    let machine = Machine(trafficLight)
    let collected = Collected()
    let recorder = TraceRecorder(machine, to: collected.sink)
    await recorder.finish()
    guard case .header(let header) = collected.all.first else {
      Issue.record("the first record is not the header")
      return
    }
    #expect(header.format == "statekit-trace")
    #expect(header.version == TraceHeader.currentVersion)
    #expect(header.machine == "trafficLight")
    #expect(
      header.states.map(\.name) == [
        "trafficLight", "working", "yellow", "greenGoingRed", "red", "redGoingGreen",
      ])
    #expect(
      header.states.map(\.kind) == [
        "root", "compound", "compound", "atomic", "compound", "atomic",
      ])
    #expect(header.states.map(\.parent) == [nil, 0, 1, 2, 1, 4])
    #expect(header.transitions.count == 3)
    #expect(header.configuration == ["working", "yellow", "greenGoingRed"])
    #expect(header.context == "note: ")
    #expect(collected.isClosed)
  }

  @Test func eachMacrostepListsExitsChildFirstAndEntriesParentFirst() async {
    let clock = ManualClock()
    let machine = Machine(trafficLight, clock: clock)
    let collected = Collected()
    let recorder = TraceRecorder(machine, to: collected.sink, clock: clock)
    clock.advance(by: .milliseconds(1_500))
    machine.send(.next)
    machine.send(.note("hello"))
    await recorder.finish()
    let steps = collected.steps
    #expect(steps.count == 2)
    let next = steps[0]
    #expect(next.step == 1)
    #expect(next.time == 1.5)
    #expect(next.origin == .sent)
    #expect(next.event == "next")
    #expect(next.eventName == "next")
    #expect(next.handled)
    #expect(next.transitions == [1])
    #expect(next.exited == ["greenGoingRed", "yellow"])
    #expect(next.entered == ["red", "redGoingGreen"])
    #expect(next.configuration == ["working", "red", "redGoingGreen"])
    let note = steps[1]
    #expect(note.event == "note(\"hello\")")
    #expect(note.eventName == "note")
    #expect(note.exited.isEmpty && note.entered.isEmpty)
    #expect(note.context == "note: hello")
  }

  @Test func contextsAndPayloadsCanBeHidden() async {
    let machine = Machine(trafficLight)
    let collected = Collected()
    let recorder = TraceRecorder(
      machine, to: collected.sink, describeContext: { _ in nil },
      describeEvent: { event in event.eventCase == .note ? "note(••••)" : "\(event)" })
    machine.send(.note("secret"))
    await recorder.finish()
    #expect(collected.steps.first?.context == nil)
    #expect(collected.steps.first?.event == "note(••••)")
    #expect(collected.steps.first?.eventName == "note")
    #expect(!collected.jsonLines.contains("secret"))
    #expect(!collected.jsonLines.contains("note: secret"))
  }

  @Test func aFullBufferDropsAndCountsStepsWithoutBlockingTheMachine() async {
    let machine = Machine(trafficLight)
    let gate = Gate()
    let collected = Collected()
    // The sink blocks on the header until the machine has run all its events: the recorder
    // can buffer two steps, so the other 98 are dropped, and `send` never waits.
    let sink = TraceSink(
      receive: { record in
        gate.wait()
        collected.add(record)
      },
      close: {})
    let recorder = TraceRecorder(machine, to: sink, capacity: 2)
    for _ in 0..<100 { machine.send(.next) }
    #expect(recorder.dropped == 98)
    gate.open()
    await recorder.finish()
    #expect(collected.steps.map(\.step) == [1, 2])
    #expect(collected.all.last == .dropped(count: 98))
    let trace = try? Trace(jsonLines: Data(collected.jsonLines.utf8))
    #expect(trace?.dropped == 98)
  }

  @Test func theFileSinkWritesJSONLinesThatReadBack() async throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("statekit-trace-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: url) }
    let machine = Machine(trafficLight)
    let recorder = TraceRecorder(machine, to: try .file(url))
    machine.send(.next)
    machine.send(.next)
    await recorder.finish()
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(text.split(separator: "\n").count == 3)
    #expect(text.hasSuffix("\n"))
    let trace = try Trace(contentsOf: url)
    #expect(trace.header.machine == "trafficLight")
    #expect(trace.steps.map(\.configuration.last) == ["redGoingGreen", "greenGoingRed"])
  }

  @Test func theStreamSinkYieldsEveryRecordAndFinishes() async {
    let machine = Machine(trafficLight)
    let (records, continuation) = AsyncStream.makeStream(of: TraceRecord.self)
    let recorder = TraceRecorder(machine, to: .stream(continuation))
    machine.send(.next)
    await recorder.finish()
    var kinds: [String] = []
    for await record in records {
      switch record {
      case .header: kinds.append("header")
      case .step: kinds.append("step")
      case .dropped: kinds.append("dropped")
      }
    }
    #expect(kinds == ["header", "step"])
  }

  @Test func aFinishedRecorderNoLongerListens() async {
    let machine = Machine(trafficLight)
    let collected = Collected()
    let recorder = TraceRecorder(machine, to: collected.sink)
    await recorder.finish()
    machine.send(.next)
    await recorder.finish()
    #expect(collected.steps.isEmpty)
  }
}

/// A gate a thread waits at until another opens it (no timed sleep).
final class Gate: Sendable {
  private let condition = NSCondition()
  private let isOpen = Mutex(false)

  func wait() {
    condition.lock()
    while !isOpen.withLock({ $0 }) { condition.wait() }
    condition.unlock()
  }

  func open() {
    condition.lock()
    isOpen.withLock { $0 = true }
    condition.broadcast()
    condition.unlock()
  }
}
