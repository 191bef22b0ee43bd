import Foundation
import StateKit
import StateKitFixtures
import StateKitInspection
import StateKitTesting
import Synchronization
import Testing

/// Random trees of machines (``RandomTree``: parents, lone children, collections, events passed
/// down and reported up, delayed transitions), each run through a random session while a
/// recorder writes its trace: the trace replays with identical steps, and a failure planted on
/// what the session went through shrinks to a test that still fails and is no longer than the
/// session.
///
/// 4 batches of 15 cases; `STATEKIT_PROPERTY_BATCHES` sets the number of batches.
@MainActor
struct ReplayPropertyTests {
  nonisolated static let batches =
    ProcessInfo.processInfo.environment["STATEKIT_PROPERTY_BATCHES"].flatMap(Int.init) ?? 4

  typealias Cell = RandomTree.Cell

  @Test(arguments: 0..<batches)
  func randomSessionsReplayAndShrink(batch: Int) async throws {
    var random = SplitMix64(seed: 0x5E55_1000 &+ UInt64(batch))
    var shrunkCases = 0
    for index in 0..<15 {
      let tree = RandomTree.make(depth: 0, using: &random)
      guard let definition = tree.definition() else { continue }
      let clock = ManualClock()
      let machine = Machine(definition, clock: clock, startImmediately: false)
      let lines = ReplayTests.Lines()
      let recorder = TraceRecorder(
        machine, to: .lines { line in lines.lines.withLock { $0.append(line) } }, clock: clock)
      machine.start()
      // What the tree showed after each step of the session: where a failure can be planted.
      var seen: [(path: String, state: String)] = Self.states(of: machine)
      var session: [String] = []
      for _ in 0..<random.int(1...12) {
        if random.chance(0.7) {
          let event = random.pick(RandomTree.downEvents)
          session.append(event)
          machine.send(EventName(event))
        } else {
          let ms = random.int(50...3_000)
          session.append("+\(ms)ms")
          clock.advance(by: .milliseconds(ms))
        }
        seen += Self.states(of: machine)
      }
      await recorder.finish()
      let trace = try lines.trace
      let label = "batch \(batch) case \(index): \(session)"

      let result = try await Replay(trace).run(definition)
      #expect(result.divergence == nil, "\(label)\n\(result.divergence?.message ?? "")")
      guard result.divergence == nil, !result.inputs.isEmpty else { continue }

      let (path, state) = random.pick(seen)
      let failure: @MainActor (ReplayedTree<StateName, EventName, Cell>) -> Bool = { replayed in
        replayed.state(at: path).map { Self.leaves($0).contains(state) } ?? false
      }
      let shrunk = try await Replay(trace).shrink(definition, until: failure)
      shrunkCases += 1
      #expect(shrunk.inputs.count <= result.inputs.count, "\(label)")
      let inputLines = shrunk.lines.filter { !$0.contains("advance(by:") }
      #expect(inputLines.count == shrunk.inputs.count, "\(label)\n\(shrunk.lines)")
      #expect(inputLines.count <= result.inputs.count, "\(label): no longer than the session")
      // The printed test reproduces the failure: its inputs still fail…
      #expect(
        try await shrunk.reproduces(on: definition, failure: failure),
        "\(label): the shrunk session no longer fails")
      // …and removing any one of them makes it pass.
      for removed in shrunk.inputs.indices where shrunk.inputs.count > 1 {
        var rest = shrunk
        rest.inputs.remove(at: removed)
        #expect(
          try await !rest.reproduces(on: definition, failure: failure),
          "\(label): input \(removed) of \(shrunk.inputs) is not needed")
      }
    }
    #expect(shrunkCases > 0, "no case of batch \(batch) had inputs to shrink")
  }

  /// Every running machine of the tree with each of its active states.
  static func states(of machine: Machine<StateName, EventName, Cell>) -> [(String, String)] {
    var result: [(String, String)] = []
    func visit(_ node: MachineTree, _ path: String) {
      for leaf in leaves(node.state) { result.append((path, leaf)) }
      for child in node.children { visit(child, path + "/" + child.id) }
    }
    let tree = machine.tree(id: machine.definition.name)
    visit(tree, tree.id)
    return result
  }

  /// The active states `MachineTree` writes in one string.
  static func leaves(_ state: String) -> [String] {
    state.replacingOccurrences(of: " (done)", with: "").components(separatedBy: ", ")
  }
}
