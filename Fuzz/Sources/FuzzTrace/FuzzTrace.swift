import Foundation
import StateKit
import StateKitInspection

/// libFuzzer's entry point: one input is a JSON Lines trace.
///
/// Reading must refuse anything that is not a trace with a `TraceError` naming a line; a trace
/// that reads must draw (`InspectableDiagram.dot`) and make a replay page in which no text of
/// the trace became markup: the page has exactly its own two `<script` elements. A crash, a
/// trap or a failed check is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTrace(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  let trace: Trace
  do {
    trace = try Trace(jsonLines: data)
  } catch {
    if error != .empty && (error.line ?? 0) < 1 { fatalError("an error without a line: \(error)") }
    return 0
  }
  _ = InspectableDiagram.dot(for: trace.header)
  let html = ReplayReport.html(for: trace, svg: "<svg></svg>")
  if html.components(separatedBy: "<script").count != 3 {
    fatalError("text from the trace became a <script> element")
  }
  return 0
}

/// Writes seed traces (a recorded machine) to the folder named by `FUZZ_TRACE_SEEDS`, then
/// exits; `Fuzz/run` calls it before fuzzing.
@_cdecl("LLVMFuzzerInitialize")
public func initializeTraceFuzzer(
  _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
) -> CInt {
  guard let folder = ProcessInfo.processInfo.environment["FUZZ_TRACE_SEEDS"] else { return 0 }
  let machine = Machine(definition)
  let snapshot = machine.snapshot
  var lines = [
    TraceRecord.header(TraceHeader(definition: definition, snapshot: snapshot, context: "()"))
      .jsonLine
  ]
  var written = 0
  for (round, event) in (["go", "toggle", "deep", "toggle", "back", "finish"] as [EventName])
    .enumerated()
  {
    let before = machine.configuration
    machine.send(event)
    var step = TraceStep(
      step: round + 1, time: Double(round), event: event.rawValue, eventName: event.rawValue,
      handled: before != machine.configuration,
      configuration: machine.configuration.map(\.rawValue))
    step.context = "<script>\(round)</script>"
    lines.append(TraceRecord.step(step).jsonLine)
    let url = URL(fileURLWithPath: folder).appendingPathComponent("seed-\(round)")
    if (try? Data((lines.joined(separator: "\n") + "\n").utf8).write(to: url)) != nil {
      written += 1
    }
  }
  print("wrote \(written) seed traces to \(folder)")
  exit(0)
}

/// Compound, parallel, final and history states, so the seeds' headers have every kind.
private let definition = try! MachineDefinition<StateName, EventName, Void>(
  initial: "idle"
) {
  StateNode("idle") { On("go", to: "work") }
  StateNode("work") {
    History("deep", .deep)
    StateNode("left") {
      StateNode("l1") { On("toggle", to: "l2") }
      StateNode("l2") { On("toggle", to: "l1") }
    }
    Parallel("both") {
      StateNode("r1") { StateNode("r1a") }
      StateNode("r2") { StateNode("r2a") }
    }
    On("deep", to: "both")
    On("back", to: "idle")
    On("finish", to: "done")
  }
  Final("done")
}
