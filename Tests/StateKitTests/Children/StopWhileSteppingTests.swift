import Foundation
import StateKit
import Synchronization
import Testing

/// A parent stopped while one of its macrosteps is out of the lock, blocked in a guard: the
/// stop closes its collection of children at once, and the step that comes back afterwards
/// must not bring the closed collection back into the parent's snapshot.
@Suite("Stop while stepping")
struct StopWhileSteppingTests {
  /// What the entering event carries: the collection's run keeps it while the collection
  /// runs, and a weak reference tells when nothing does any more.
  final class Token: Sendable {}

  enum Event: MachineEvent {
    case open(Token)
    case add(String)
    case probe
    case heard(String)

    enum Case: Hashable, Sendable { case open, add, probe, heard }
    var eventCase: Case {
      switch self {
      case .open: .open
      case .add: .add
      case .probe: .probe
      case .heard: .heard
      }
    }
    var added: String? { if case .add(let id) = self { id } else { nil } }
  }

  /// A child that waits for `go`.
  static let child = try! MachineDefinition<S, E, Int>(initial: "waiting", context: 0) {
    StateNode("waiting") { On("go", to: "gone") }
    StateNode("gone") {}
  }
  static let rows = ChildMachines<String, S, E, Int>("rows", child)

  /// What the guard of `probe` does once it runs, outside the parent's lock.
  final class Probe: Sendable {
    let entered = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let inside = Mutex<(@Sendable () -> Void)?>(nil)
  }

  /// `idle` → `open(token)` → `list`, which holds the collection; its `probe` has a guard that
  /// signals `entered`, runs `inside`, then waits for `release`.
  static func parent(_ probe: Probe) throws -> MachineDefinition<S, Event, Int> {
    try MachineDefinition<S, Event, Int>(initial: "idle", context: 0) {
      StateNode("idle") { On(.open, to: "list") }
      StateNode("list") {
        Invoke(rows, emitted: { id, event in .heard("\(id) \(event)") })
        On(.add, actions: [.spawn(rows) { _, event in event?.added.map { ($0, 0) } }])
        On(
          .probe,
          guard: Guard("blocks until released") { _ in
            probe.entered.signal()
            probe.inside.withLock { $0 }?()
            probe.release.wait()
            return true
          },
          actions: [
            .assign("count") { count, _ in count += 1 },
            .spawn(rows) { _, _ in ("late", 0) },
          ])
      }
    }
  }

  /// Opens the list with a token that only the entering event holds, spawns one row, and
  /// returns the parent, the row and a weak reference to the token.
  static func running(
    _ probe: Probe, log: (@Sendable (String, String) -> Void)? = nil
  ) throws -> (Machine<S, Event, Int>, Machine<S, E, Int>, () -> Bool) {
    let parent = Machine(try parent(probe), log: log)
    weak var weakToken: Token?
    do {
      let token = Token()
      weakToken = token
      parent.send(.open(token))
    }
    parent.send(.add("a"))
    let row = try #require(parent.children(rows)["a"])
    return (parent, row, { weakToken != nil })
  }

  /// What must hold once the stopped parent's step came back: it is stopped, its row is
  /// stopped, and neither its snapshot nor a machine restored from it holds the collection or
  /// the event that entered its state.
  static func expectNothingKept(
    _ parent: Machine<S, Event, Int>, _ row: Machine<S, E, Int>,
    tokenAlive: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    // A machine restored from the snapshot starts its own collection, and takes nothing of
    // the stopped one: the token is released while it lives.
    let restored = Machine(restoring: parent.snapshot, startImmediately: false)
    let checks = withExtendedLifetime(restored) {
      [
        (parent.isStopped, "the parent is stopped"),
        (row.isStopped, "the row is stopped"),
        (parent.children(rows).count == 0, "the parent runs no row"),
        (parent.tree(id: "app").children.isEmpty, "the parent's tree shows no row"),
        (restored.children(rows).count == 0, "the restored machine runs no row"),
        (!tokenAlive(), "nothing retains the closed collection's run"),
      ]
    }
    for (holds, what) in checks where !holds {
      Issue.record("expected: \(what)", sourceLocation: sourceLocation)
    }
    return checks.allSatisfy(\.0)
  }

  /// How many times each case runs: a stop that races a step must keep nothing every time.
  static let runs = 1_000

  @Test("a stop from another thread while a guard is blocked outside the lock keeps nothing")
  func stopFromAnotherThread() throws {
    for run in 0..<Self.runs {
      let probe = Probe()
      let (parent, row, tokenAlive) = try Self.running(probe)
      #expect(tokenAlive())
      let sent = DispatchSemaphore(value: 0)
      let result = Mutex<SendResult?>(nil)
      Thread {
        let sendResult = parent.send(.probe)
        result.withLock { $0 = sendResult }
        sent.signal()
      }.start()
      probe.entered.wait()
      parent.stop()
      probe.release.signal()
      // The send returns once its step is back in the core and its effects are dropped.
      sent.wait()
      #expect(result.withLock { $0 } == .handled)
      guard Self.expectNothingKept(parent, row, tokenAlive: tokenAlive) else {
        Issue.record("run \(run) of \(Self.runs)")
        return
      }
    }
  }

  @Test("a stop from inside the blocked guard keeps nothing")
  func stopFromInsideTheStep() throws {
    for run in 0..<Self.runs {
      let probe = Probe()
      let (parent, row, tokenAlive) = try Self.running(probe)
      probe.inside.withLock { $0 = { [weak parent] in parent?.stop() } }
      probe.release.signal()
      #expect(parent.send(.probe) == .handled)
      guard Self.expectNothingKept(parent, row, tokenAlive: tokenAlive) else {
        Issue.record("run \(run) of \(Self.runs)")
        return
      }
    }
  }

  @Test("a stop racing a step on another thread keeps nothing")
  func stopRacingAStep() throws {
    for run in 0..<Self.runs {
      let probe = Probe()
      let (parent, row, tokenAlive) = try Self.running(probe)
      // The guard does not wait: the stop lands before, during or after the step.
      probe.release.signal()
      let sent = DispatchSemaphore(value: 0)
      Thread {
        _ = parent.send(.probe)
        sent.signal()
      }.start()
      parent.stop()
      sent.wait()
      guard Self.expectNothingKept(parent, row, tokenAlive: tokenAlive) else {
        Issue.record("run \(run) of \(Self.runs)")
        return
      }
    }
  }

  @Test("the spawn of a step the stop interrupted is refused for the reason that holds")
  func lateSpawnIsRefusedForTheRealReason() throws {
    let probe = Probe()
    let lines = Mutex<[String]>([])
    let (parent, _, _) = try Self.running(probe) { _, line in lines.withLock { $0.append(line) } }
    probe.inside.withLock { $0 = { [weak parent] in parent?.stop() } }
    probe.release.signal()
    #expect(parent.send(.probe) == .handled)
    #expect(parent.children(Self.rows)["late"] == nil)
    #expect(lines.withLock { $0 } == ["spawn rows[late] refused: the machine was stopped"])
  }
}
