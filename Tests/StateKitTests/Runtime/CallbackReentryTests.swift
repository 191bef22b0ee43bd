import Dispatch
import StateKitTesting
import Synchronization
import Testing

@testable import StateKit

/// Callbacks that read the machine they belong to, or send to it: guards, assignments and
/// payloads inside the step see the snapshot of the macrostep's start; `.run` actions, work and
/// listeners after the step see the snapshot after it. Sends from any of them are queued.
struct CallbackReentryTests {
  typealias TestMachine = Machine<S, E, Trace>

  /// What callbacks saw of the machine they reach through it.
  final class Probe: Sendable {
    let machine = Mutex<TestMachine?>(nil)
    let seen = Mutex<[String]>([])
    let sends = Mutex<[SendResult]>([])

    /// Set while `look` reads: `canHandle` and `enabledEvents` evaluate the guards that look.
    let looking = Mutex(false)

    /// Records what every read of the machine returns, as one line; nothing while the machine
    /// is being made (its start runs the same callbacks), nor for the guards the reads evaluate.
    func look(_ label: String) {
      guard let machine = machine.withLock({ $0 }) else { return }
      guard !looking.withLock({ $0 }) else { return }
      looking.withLock { $0 = true }
      defer { looking.withLock { $0 = false } }
      let snapshot = machine.snapshot
      let enabled = machine.enabledEvents.map(\.description).sorted().joined(separator: ",")
      let line =
        "\(label): \(machine.state) \(machine.context.counter) \(snapshot.state)"
        + " \(machine.states) \(machine.matches("a")) \(machine.canHandle("go")) [\(enabled)]"
      seen.withLock { $0.append(line) }
    }

    /// Sends `event` to the machine and keeps the result.
    func send(_ event: E) {
      guard let machine = machine.withLock({ $0 }) else { return }
      let result = machine.send(event)
      sends.withLock { $0.append(result) }
    }

    var lines: [String] { seen.withLock { $0 } }
    var results: [SendResult] { sends.withLock { $0 } }

    /// A guard that looks, then holds.
    func guarded(_ label: String) -> Guard<S, E, Trace> {
      Guard(label) { _, _ in
        self.look(label)
        return true
      }
    }

    /// An assignment that looks, then counts.
    func assigning(_ label: String) -> Action<E, Trace> {
      .assign(label) { trace, _ in
        self.look(label)
        trace.counter += 1
      }
    }

    /// Starts `machine` and lets the callbacks reach it.
    func start(_ definition: TestDefinition) -> TestMachine {
      let machine = Machine(definition, clock: ManualClock())
      self.machine.withLock { $0 = machine }
      return machine
    }
  }

  // MARK: Inside the step: the snapshot of the macrostep's start

  @Test("a flat machine's guard and assignment read the snapshot of the macrostep's start")
  func flatPath() throws {
    let probe = Probe()
    let definition = try TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") {
        On("go", to: "b", guard: probe.guarded("guard"), actions: [probe.assigning("assign")])
      }
      StateNode("b") { On("back", to: "a") }
    }
    #expect(definition.isFlat)
    let machine = probe.start(definition)
    #expect(machine.send("go") == .handled)
    #expect(
      probe.lines == [
        "guard: a 0 a [a] true true [go]", "assign: a 0 a [a] true true [go]",
      ])
    #expect(machine.state == "b")
    #expect(machine.context.counter == 1)
  }

  @Test("a small statechart's planned step runs its assignments where they can read the machine")
  func plannedPath() throws {
    let probe = Probe()
    let definition = try TestDefinition(initial: "p", context: Trace()) {
      StateNode("p", initial: "a") {
        StateNode("a") { On("go", to: "b", actions: [probe.assigning("transition")]) }
        StateNode("b") { Entry(probe.assigning("entry b")) }
      }
    }
    #expect(!definition.isFlat && !definition.stepPlans.isEmpty)
    let machine = probe.start(definition)
    #expect(machine.send("go") == .handled)
    #expect(
      probe.lines == [
        "transition: a 0 a [a] true true [go]", "entry b: a 0 a [a] true true [go]",
      ])
    #expect(machine.context.counter == 2)
  }

  @Test("the general algorithm's guards and assignments read the macrostep's start")
  func generalPath() throws {
    let probe = Probe()
    let definition = try TestDefinition(initial: "p", context: Trace()) {
      StateNode("p", initial: "a") {
        StateNode("a") {
          Exit(probe.assigning("exit a"))
          On("go", to: "b", guard: probe.guarded("guard"), actions: [probe.assigning("transition")])
        }
        StateNode("b") { Always(to: "c", guard: probe.guarded("eventless")) }
        StateNode("c")
      }
    }
    let machine = probe.start(definition)
    #expect(machine.send("go") == .handled)
    let start = "a 0 a [a] true true [go]"
    #expect(
      probe.lines == [
        "guard: \(start)", "exit a: \(start)", "transition: \(start)", "eventless: \(start)",
      ])
    #expect(machine.state == "c")
    #expect(machine.context.counter == 2)
  }

  @Test("an observed machine's callbacks read the macrostep's start; its listeners, the end")
  func observedPath() throws {
    let probe = Probe()
    let definition = try TestDefinition(initial: "p", context: Trace()) {
      StateNode("p", initial: "a") {
        StateNode("a") {
          On("go", to: "b", guard: probe.guarded("guard"), actions: [probe.assigning("assign")])
        }
        StateNode("b") { On("back", to: "a") }
      }
    }
    let machine = probe.start(definition)
    let subscription = machine.subscribe { _ in probe.look("listener") }
    #expect(machine.send("go") == .handled)
    #expect(
      probe.lines == [
        "guard: a 0 a [a] true true [go]", "assign: a 0 a [a] true true [go]",
        "listener: b 1 b [b] false false [back]",
      ])
    subscription.cancel()
  }

  @Test("a delayed transition's guard reads the machine when its timer fires")
  func timerPath() throws {
    let probe = Probe()
    let clock = ManualClock()
    let definition = try TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") {
        After(.seconds(1), to: "b", guard: probe.guarded("timer guard"))
        On("go", to: "b")
      }
      StateNode("b")
    }
    let machine = Machine(definition, clock: clock)
    probe.machine.withLock { $0 = machine }
    clock.advance(by: .seconds(1))
    #expect(probe.lines == ["timer guard: a 0 a [a] true true [go]"])
    #expect(machine.state == "b")
  }

  @Test("a guard or an assignment that sends queues the event behind the macrostep")
  func sendsFromInsideTheStepAreQueued() throws {
    let probe = Probe()
    let definition = try TestDefinition(initial: "p", context: Trace()) {
      StateNode("p", initial: "a") {
        StateNode("a") {
          On(
            "go", to: "b",
            guard: Guard("sends") { _, _ in
              probe.send("next")
              return true
            },
            actions: [.assign("sends") { _, _ in probe.send("last") }])
        }
        StateNode("b") { On("next", to: "c") }
        StateNode("c") { On("last", to: "d") }
        StateNode("d")
      }
    }
    let machine = probe.start(definition)
    #expect(machine.send("go") == .handled)
    #expect(probe.results == [.queued, .queued])
    #expect(machine.state == "d")
  }

  @Test("a guard that subscribes and cancels does not deadlock")
  func subscribingFromAGuard() throws {
    let probe = Probe()
    let heard = Mutex(0)
    let definition = try TestDefinition(initial: "p", context: Trace()) {
      StateNode("p", initial: "a") {
        StateNode("a") {
          On(
            "go", to: "b",
            guard: Guard("subscribes") { _, _ in
              let machine = probe.machine.withLock { $0 }!
              machine.subscribe { _ in heard.withLock { $0 += 1 } }.cancel()
              return true
            })
        }
        StateNode("b")
      }
    }
    let machine = probe.start(definition)
    #expect(machine.send("go") == .handled)
    #expect(machine.state == "b")
    #expect(heard.withLock { $0 } == 0)
  }

  // MARK: After the step: the snapshot after it

  @Test("run actions and work read the snapshot after the macrostep")
  func afterTheStep() async throws {
    let probe = Probe()
    let (worked, seen) = AsyncStream<String>.makeStream()
    let definition = try TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") {
        On(
          "go", to: "b",
          actions: [probe.assigning("assign"), .run("run") { _, _ in probe.look("run") }])
      }
      StateNode("b") {
        Invoke("work") { _ in
          let machine = probe.machine.withLock { $0 }!
          seen.yield("work: \(machine.state) \(machine.context.counter)")
          return nil
        }
      }
    }
    let machine = probe.start(definition)
    #expect(machine.send("go") == .handled)
    #expect(
      probe.lines == [
        "assign: a 0 a [a] true true [go]", "run: b 1 b [b] false false []",
      ])
    var lines = worked.makeAsyncIterator()
    #expect(await lines.next() == "work: b 1")
  }

  @Test("reads from another thread during an unlocked step return the macrostep's start")
  func otherThreadsSeeTheStart() throws {
    let entered = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let probe = Probe()
    let definition = try TestDefinition(initial: "p", context: Trace()) {
      StateNode("p", initial: "a") {
        StateNode("a") {
          On(
            "go", to: "b",
            actions: [
              .assign("waits") { trace, _ in
                trace.counter += 1
                entered.signal()
                release.wait()
              }
            ])
        }
        StateNode("b")
      }
    }
    let machine = probe.start(definition)
    let done = DispatchSemaphore(value: 0)
    let result = Mutex<SendResult?>(nil)
    DispatchQueue.global().async {
      let sent = machine.send("go")
      result.withLock { $0 = sent }
      done.signal()
    }
    entered.wait()
    #expect(machine.state == "a")
    #expect(machine.context.counter == 0)
    #expect(machine.send("go") == .queued)
    release.signal()
    done.wait()
    #expect(result.withLock { $0 } == .handled)
    #expect(machine.state == "b")
    #expect(machine.context.counter == 1)
  }
}
