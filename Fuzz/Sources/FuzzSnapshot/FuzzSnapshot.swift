import Foundation
import StateKit

/// libFuzzer's entry point: one input is the JSON of a `PersistedSnapshot` of ``definition``.
///
/// Decoding and restoring must refuse anything that is not a snapshot of the definition with
/// an error; a snapshot that restores must be a legal configuration, and stay one through
/// `resume` and a step on every event. A crash, a trap or a failed check is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSnapshot(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  guard
    let persisted = try? JSONDecoder().decode(
      PersistedSnapshot<StateName, EventName, Void>.self, from: data)
  else { return 0 }
  guard let snapshot = try? definition.restore(persisted) else { return 0 }
  checkLegal(snapshot, after: "restore")
  let resumed = definition.resume(snapshot).snapshot
  checkLegal(resumed, after: "resume")
  for event in events {
    checkLegal(definition.transition(resumed, on: event).snapshot, after: "event \(event)")
  }
  for timer in resumed.pendingTimers {
    checkLegal(definition.fireTimer(timer.id, in: resumed).snapshot, after: "timer \(timer.id)")
  }
  return 0
}

/// Writes seed snapshots (the definition's snapshots after a few event sequences) to the
/// folder named by `FUZZ_SNAPSHOT_SEEDS`, then exits; `Fuzz/run` calls it before fuzzing.
@_cdecl("LLVMFuzzerInitialize")
public func initializeSnapshotFuzzer(
  _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
) -> CInt {
  guard let folder = ProcessInfo.processInfo.environment["FUZZ_SNAPSHOT_SEEDS"] else { return 0 }
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys]
  var snapshot = definition.initialSnapshot()
  var written = 0
  for round in 0..<3 {
    for event in events {
      snapshot = definition.transition(snapshot, on: event).snapshot
      if snapshot.isDone { snapshot = definition.initialSnapshot() }
      guard let data = try? encoder.encode(snapshot.persisted) else { continue }
      let url = URL(fileURLWithPath: folder).appendingPathComponent("seed-\(round)-\(event)")
      if (try? data.write(to: url)) != nil { written += 1 }
    }
  }
  print("wrote \(written) seed snapshots to \(folder)")
  exit(0)
}

private let events: [EventName] = ["go", "back", "toggle", "deep", "finish", "raise"]

/// A definition with every kind of state a snapshot can name: compound, parallel, final,
/// shallow and deep history, delayed transitions and delayed sends.
nonisolated(unsafe) private let definition = try! MachineDefinition<StateName, EventName, Void>(
  initial: "idle"
) {
  StateNode("idle") {
    On("go", to: "work")
    After(.seconds(5), to: "work")
  }
  StateNode("work") {
    History("shallow", default: "left")
    History("deep", .deep)
    StateNode("left") {
      StateNode("l1") { On("toggle", to: "l2") }
      StateNode("l2") {
        On("toggle", to: "l1")
        Entry(.send("later", after: .seconds(2), id: "t"))
      }
    }
    Parallel("both") {
      StateNode("r1") {
        StateNode("r1a") { On("toggle", to: "r1b") }
        StateNode("r1b") { On("raise", actions: [.raise("toggle")]) }
      }
      StateNode("r2") {
        StateNode("r2a") { On("toggle", to: "r2b") }
        StateNode("r2b")
      }
    }
    On("deep", to: "both")
    On("back", to: "idle")
    On("finish", to: "done")
  }
  StateNode("again") {
    On("go", to: "shallow")
    On("deep", to: "deep")
  }
  Final("done")
}

/// Traps unless `snapshot` is a legal configuration of ``definition``: its parent active for
/// every active state, one active child per active compound state, every region of an active
/// parallel state, no active history state, one active top-level state, and `isDone` only in a
/// top-level final state.
private func checkLegal(_ snapshot: Snapshot<StateName, EventName, Void>, after step: String) {
  let nodes = definition.stateNodes
  var byState: [StateName.Case: Int] = [:]
  for node in nodes { if let state = node.state { byState[state] = node.id } }
  let active = Set(snapshot.configuration.compactMap { byState[$0] })
  precondition(active.count == snapshot.configuration.count, "\(step): unknown active state")
  for id in active {
    let node = nodes[id]
    if let parent = node.parent, parent != 0 {
      precondition(active.contains(parent), "\(step): \(node.name) active without its parent")
    }
    let children = node.children.filter(active.contains).count
    switch node.kind {
    case .compound: precondition(children == 1, "\(step): \(node.name) has \(children) children")
    case .parallel:
      precondition(children == node.children.count, "\(step): \(node.name) misses a region")
    case .shallowHistory, .deepHistory: preconditionFailure("\(step): history \(node.name) active")
    default: break
    }
  }
  let topLevel = nodes[0].children.filter(active.contains)
  precondition(topLevel.count == 1, "\(step): \(topLevel.count) top-level states")
  if snapshot.isDone {
    precondition(nodes[topLevel[0]].kind == NodeKind.final, "\(step): done outside a final state")
  }
}
