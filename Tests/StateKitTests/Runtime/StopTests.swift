import StateKitTesting
import Synchronization
import Testing

@testable import StateKit

/// `Machine.stop()`: work and timers cancelled, events refused, nothing delivered after.
struct StopTests {
  /// What the machine's work saw: whether it was cancelled.
  final class Probe: Sendable {
    let started = Atomic<Int>(0)
    let cancelled = Atomic<Int>(0)
  }

  /// `a` runs work that waits on the clock until it is cancelled, and leaves for `b` after two
  /// seconds; `b` goes back to `a` on `go`.
  static func definition(clock: ManualClock, probe: Probe) -> TestDefinition {
    try! TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") {
        Invoke("wait") { (_: WorkInput<E, Trace>) in
          probe.started.add(1, ordering: .sequentiallyConsistent)
          do {
            try await clock.sleep(for: .seconds(3_600))
          } catch {
            probe.cancelled.add(1, ordering: .sequentiallyConsistent)
          }
          return "finished"
        }
        After(.seconds(2), to: "b")
        On("go", to: "b")
        On("finished", to: "b")
      }
      StateNode("b") { On("go", to: "a") }
    }
  }

  /// Yields until `condition` holds, at most `yields` times.
  static func eventually(yields: Int = 100_000, _ condition: () -> Bool) async -> Bool {
    for _ in 0..<yields where !condition() { await Task.yield() }
    return condition()
  }

  @Test func stoppingCancelsTheWorkOfTheActiveStates() async {
    let clock = ManualClock()
    let probe = Probe()
    let machine = Machine(Self.definition(clock: clock, probe: probe), clock: clock)
    #expect(await Self.eventually { probe.started.load(ordering: .sequentiallyConsistent) == 1 })
    machine.stop()
    #expect(await Self.eventually { probe.cancelled.load(ordering: .sequentiallyConsistent) == 1 })
    // The work's own event, sent after its cancellation, is dropped: the state stays `a`.
    #expect(machine.state == "a")
    #expect(machine.isStopped)
  }

  @Test func pendingTimersDoNotFireAfterAStop() {
    let clock = ManualClock()
    let machine = Machine(Self.definition(clock: clock, probe: Probe()), clock: clock)
    let heard = Atomic<Int>(0)
    let subscription = machine.subscribe { _ in heard.add(1, ordering: .sequentiallyConsistent) }
    machine.stop()
    clock.advance(by: .seconds(10))
    #expect(machine.state == "a")
    #expect(heard.load(ordering: .sequentiallyConsistent) == 0)
    // The snapshot keeps its pending timer, for persistence.
    #expect(machine.snapshot.pendingTimers.count == 1)
    subscription.cancel()
  }

  @Test func eventsSentAfterAStopAreRefused() {
    let clock = ManualClock()
    let machine = Machine(Self.definition(clock: clock, probe: Probe()), clock: clock)
    #expect(machine.send("go") == .handled)
    #expect(machine.send("go") == .handled)
    let heard = Atomic<Int>(0)
    let subscription = machine.subscribe { _ in heard.add(1, ordering: .sequentiallyConsistent) }
    machine.stop()
    #expect(machine.send("go") == .machineStopped)
    #expect(machine.send("nothing handles this") == .machineStopped)
    #expect(machine.state == "a")
    #expect(heard.load(ordering: .sequentiallyConsistent) == 0)
    subscription.cancel()
  }

  @Test func anUnobservedFlatMachineRefusesEventsToo() {
    // The quick path of a flat machine nobody observes.
    let definition = try! TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") { On("go", to: "b") }
      StateNode("b") { On("go", to: "a") }
    }
    let machine = Machine(definition)
    #expect(machine.send("go") == .handled)
    machine.stop()
    #expect(machine.send("go") == .machineStopped)
    #expect(machine.state == "b")
  }

  @Test func aDefinitionThatCallsCodeInItsStepsRefusesEvents() {
    let definition = try! TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") { On("go", to: "b", guard: Guard("holds") { _, _ in true }) }
      StateNode("b")
    }
    #expect(definition.callsCodeInStep)
    let machine = Machine(definition)
    machine.stop()
    #expect(machine.send("go") == .machineStopped)
    #expect(machine.state == "a")
  }

  @Test func stoppingTwiceDoesNothingMore() {
    let clock = ManualClock()
    let machine = Machine(Self.definition(clock: clock, probe: Probe()), clock: clock)
    machine.stop()
    machine.stop()
    #expect(machine.isStopped)
    #expect(machine.send("go") == .machineStopped)
  }

  @Test func aStopFromAnEffectCancelsWhatItsMacrostepStartsAndDropsWhatItSends() {
    let clock = ManualClock()
    let machine = Locked<Machine<S, E, Trace>?>(nil)
    let definition = try! TestDefinition(initial: "idle", context: Trace()) {
      StateNode("idle") {
        On(
          "go", to: "busy",
          actions: [.send("queued"), .run("stop") { _, _ in machine.value?.stop() }])
      }
      StateNode("busy") {
        After(.seconds(1), to: "idle")
        On("queued", to: "idle")
      }
    }
    let running = Machine(definition, clock: clock)
    machine.mutate { $0 = running }
    #expect(running.send("go") == .handled)
    #expect(running.state == "busy")
    // The `queued` event waited in the mailbox when the machine stopped: never processed.
    #expect(running.isStopped)
    clock.advance(by: .seconds(5))
    #expect(running.state == "busy")
    #expect(clock.pendingCount == 0)
    machine.mutate { $0 = nil }
  }

  @Test func concurrentStopsAndSendsLeaveAStoppedMachine() async {
    let definition = try! TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") { On("go", to: "b") }
      StateNode("b") { On("go", to: "a") }
    }
    let machine = Machine(definition)
    let subscription = machine.subscribe { _ in }
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<8 {
        group.addTask {
          for step in 0..<2_000 {
            if index == 0 && step == 1_000 { machine.stop() }
            machine.send("go")
          }
        }
      }
    }
    #expect(machine.isStopped)
    #expect(machine.send("go") == .machineStopped)
    subscription.cancel()
  }

  @MainActor
  @Test func anObservableMachineStopsThroughItsMachine() {
    let clock = ManualClock()
    let model = ObservableMachine(Self.definition(clock: clock, probe: Probe()), clock: clock)
    #expect(model.send("go") == .handled)
    model.machine.stop()
    #expect(model.send("go") == .machineStopped)
    clock.advance(by: .seconds(10))
    #expect(model.state == "b")
  }
}
