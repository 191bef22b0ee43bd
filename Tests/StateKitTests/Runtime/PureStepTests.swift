import StateKit
import Synchronization
import Testing

/// The pure step returns effects as data and never performs them.
struct PureStepTests {
  @Test func effectsAreReturnedNotRun() throws {
    let ran = Mutex(false)
    let definition = try TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") {
        On(
          "go", to: "b",
          actions: [
            .run("side effect") { _, _ in ran.withLock { $0 = true } },
            .send("later"),
            .log("note", "hello"),
            log("assigned"),
          ])
      }
      StateNode("b")
    }
    let step = definition.transition(definition.initialSnapshot(), on: "go")
    #expect(!ran.withLock { $0 })
    #expect(step.effects.map(\.name) == ["side effect", "send later", "log note"])
    #expect(step.snapshot.context.log == ["assigned"])
    guard case .run(_, let body, let context, let event) = step.effects[0] else {
      Issue.record("expected a run effect")
      return
    }
    body(context, event)
    #expect(ran.withLock { $0 })
    #expect(event == "go")
  }

  @Test func theInputSnapshotIsUnchanged() throws {
    let definition = try TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") { On("go", to: "b", actions: [log("t")]) }
      StateNode("b")
    }
    let start = definition.initialSnapshot()
    let next = definition.transition(start, on: "go").snapshot
    #expect(start.state == "a" && start.context.log.isEmpty)
    #expect(next.state == "b" && next.context.log == ["t"])
  }

  @Test func startReturnsTheEffectsOfTheInitialEntry() throws {
    let definition = try TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") { Entry(.run("focus") { _, _ in }) }
    }
    #expect(definition.start().effects.map(\.name) == ["focus"])
  }

  @Test func aMachineRunsItsInitialEntryEffects() throws {
    let ran = Mutex(0)
    let definition = try TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") { Entry(.run("count") { _, _ in ran.withLock { $0 += 1 } }) }
    }
    _ = Machine(definition)
    #expect(ran.withLock { $0 } == 1)
  }

  @Test func logEffectsReachTheLogHandler() throws {
    let lines = Mutex<[String]>([])
    let definition = try TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") { On("go", actions: [.log("label", "message")]) }
    }
    let machine = Machine(definition) { label, message in
      lines.withLock { $0.append("\(label): \(message)") }
    }
    machine.send("go")
    #expect(lines.withLock { $0 } == ["label: message"])
  }
}
