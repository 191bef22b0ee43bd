import StateKit
import StateKitInspection
import StateKitTesting
import Synchronization
import Testing

@testable import StateKitSCXML

/// A child document for `<invoke><content>`.
private func child(_ body: String) -> String {
  """
  <content><scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
  \(body)
  </scxml></content>
  """
}

/// An `<invoke>`'s child runs as a child of the invoking `Machine`, as a typed `Invoke` does:
/// the parent's registry of children, its tree and a recorder of the parent see it.
@Suite("Invoke in the machine tree")
struct InvokeTreeTests {
  private static let invoking = document(
    """
    <state id="idle"><transition event="start" target="working"/></state>
    <state id="working">
      <invoke id="worker">\(child(#"<state id="busy"><transition event="finish" target="resting"/></state><state id="resting"/>"#))</invoke>
      <transition event="stop" target="idle"/>
    </state>
    """)

  @Test("the invoked child is among the parent machine's running children until its state exits")
  func runningChildren() throws {
    let machine = try start(Self.invoking)
    #expect(machine.machine.runningChildMachines.isEmpty)
    machine.send("start")
    let worker = try #require(machine.child("worker"))
    let running = machine.machine.runningChildMachines
    #expect(running.map(\.id) == ["worker"])
    #expect(running.first?.machine === worker.machine)
    machine.send("stop")
    #expect(machine.machine.runningChildMachines.isEmpty)
    #expect(machine.child("worker") == nil)
  }

  @Test("the parent's tree shows the invoked child under its invoke id")
  func tree() throws {
    let machine = try start(Self.invoking)
    machine.send("start")
    #expect(machine.machine.tree(id: "app").description == "app: working\n  worker: busy")
    machine.child("worker")?.send("finish")
    #expect(machine.machine.tree(id: "app").description == "app: working\n  worker: resting")
    machine.send("stop")
    #expect(machine.machine.tree(id: "app").description == "app: idle")
  }

  @Test("a child's own invoked children are its children in the tree, and go with it")
  func nested() throws {
    let inner = child(#"<state id="deep"/>"#)
    let machine = try start(
      document(
        """
        <state id="a">
          <invoke id="outer">\(child("<state id=\"middle\"><invoke id=\"inner\">\(inner)</invoke></state>"))</invoke>
          <transition event="leave" target="b"/>
        </state>
        <state id="b"/>
        """))
    #expect(
      machine.machine.tree(id: "app").description
        == "app: a\n  outer: middle\n    inner: deep")
    let outer = try #require(machine.child("outer"))
    machine.send("leave")
    #expect(machine.machine.tree(id: "app").description == "app: b")
    #expect(outer.machine.runningChildMachines.isEmpty)
  }

  @Test("the parent's child observers hear of each invoked child before it runs")
  func childStarts() throws {
    let machine = try start(Self.invoking)
    let heard = Mutex<[(String, ObjectIdentifier)]>([])
    let subscription = machine.machine.observeChildStarts { id, child in
      heard.withLock { $0.append((id, ObjectIdentifier(child))) }
    }
    machine.send("start")
    machine.send("stop")
    machine.send("start")
    let worker = try #require(machine.child("worker"))
    let ids = heard.withLock { $0 }
    #expect(ids.map(\.0) == ["worker", "worker"])
    #expect(ids.last?.1 == ObjectIdentifier(worker.machine))
    subscription.cancel()
  }

  @Test("a recorder of the parent records the invoked child's steps under the child's path")
  func traced() async throws {
    let clock = ManualClock()
    let machine = try start(Self.invoking, clock: clock)
    let (stream, continuation) = AsyncStream.makeStream(of: TraceRecord.self)
    let recorder = TraceRecorder(machine.machine, to: .stream(continuation), clock: clock)
    machine.send("start")
    machine.child("worker")?.send("finish")
    machine.send("stop")
    await recorder.finish()
    var root = ""
    var steps: [String] = []
    for await record in stream {
      switch record {
      case .header(let header): root = header.machine
      case .step(let step): steps.append("\(step.machine ?? "?") \(step.eventName ?? "-")")
      default: break
      }
    }
    #expect(steps == ["\(root) start", "\(root)/worker finish", "\(root) stop"])
  }

  @Test("a cancelled child is stopped: its delayed events never fire")
  func cancelledChildStops() throws {
    let clock = ManualClock()
    let log = LogRecorder()
    let machine = try start(
      document(
        """
        <state id="idle"><transition event="start" target="working"/></state>
        <state id="working">
          <invoke id="worker">\(child(#"<state id="w"><onentry><send event="late" delay="1s"/></onentry><transition event="late" target="l"/></state><state id="l"><onentry><log label="late"/></onentry></state>"#))</invoke>
          <transition event="stop" target="idle"/>
        </state>
        """), clock: clock, log: log)
    machine.send("start")
    let worker = try #require(machine.child("worker"))
    machine.send("stop")
    #expect(worker.machine.isStopped)
    clock.advance(by: .seconds(2))
    #expect(log.all.isEmpty)
    #expect(worker.atomicStates == ["w"])
  }

  @Test("a restored session's invoking state starts its child as the parent's child again")
  func restored() throws {
    let machine = try start(Self.invoking)
    machine.send("start")
    let saved = machine.persisted
    let restored = try SCXMLMachine(restoring: saved, definition: machine.definition)
    let worker = try #require(restored.child("worker"))
    let running = restored.machine.runningChildMachines
    #expect(running.map(\.id) == ["worker"])
    #expect(running.first?.machine === worker.machine)
  }
}
