import StateKit
import StateKitTesting
import Synchronization
import Testing

/// `startImmediately: false` and `Machine.start()`: nothing runs before the start, events sent
/// meanwhile wait for it, in order.
struct StartTests {
  final class Probe: Sendable {
    let entries = Atomic<Int>(0)
  }

  /// `a` counts its entries in a side effect and leaves for `b` after a second.
  static func definition(_ probe: Probe) -> TestDefinition {
    try! TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") {
        Entry(.run("count") { _, _ in probe.entries.add(1, ordering: .sequentiallyConsistent) })
        After(.seconds(1), to: "b")
        On("go", to: "b")
      }
      StateNode("b") { On("go", to: "a") }
    }
  }

  @Test func anUnstartedMachineRunsNothingUntilItStarts() {
    let probe = Probe()
    let clock = ManualClock()
    let machine = Machine(Self.definition(probe), clock: clock, startImmediately: false)
    #expect(machine.state == "a")
    clock.advance(by: .seconds(5))
    #expect(probe.entries.load(ordering: .sequentiallyConsistent) == 0)
    #expect(machine.state == "a")
    machine.start()
    #expect(probe.entries.load(ordering: .sequentiallyConsistent) == 1)
    clock.advance(by: .seconds(1))
    #expect(machine.state == "b")
  }

  @Test func eventsSentBeforeTheStartAreProcessedByItInOrder() {
    let probe = Probe()
    let machine = Machine(Self.definition(probe), clock: ManualClock(), startImmediately: false)
    #expect(machine.send("go") == .queued)
    #expect(machine.send("go") == .queued)
    #expect(machine.send("go") == .queued)
    #expect(machine.state == "a")
    machine.start()
    #expect(machine.state == "b")
    // Entered at the start, then again by the second `go`.
    #expect(probe.entries.load(ordering: .sequentiallyConsistent) == 2)
  }

  @Test func startingTwiceStartsOnce() {
    let probe = Probe()
    let machine = Machine(Self.definition(probe), clock: ManualClock(), startImmediately: false)
    machine.start()
    machine.start()
    #expect(probe.entries.load(ordering: .sequentiallyConsistent) == 1)
    #expect(machine.send("go") == .handled)
  }

  @Test func startingAMachineThatStartedImmediatelyDoesNothing() {
    let probe = Probe()
    let machine = Machine(Self.definition(probe), clock: ManualClock())
    machine.start()
    #expect(probe.entries.load(ordering: .sequentiallyConsistent) == 1)
  }

  @Test func aMachineStoppedBeforeItStartsNeverRuns() {
    let probe = Probe()
    let clock = ManualClock()
    let machine = Machine(Self.definition(probe), clock: clock, startImmediately: false)
    #expect(machine.send("go") == .queued)
    machine.stop()
    machine.start()
    clock.advance(by: .seconds(5))
    #expect(probe.entries.load(ordering: .sequentiallyConsistent) == 0)
    #expect(machine.state == "a")
    #expect(machine.send("go") == .machineStopped)
  }

  @Test func aFlatMachineWithoutEntryEffectsWaitsToo() {
    let definition = try! TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") { On("go", to: "b") }
      StateNode("b")
    }
    let machine = Machine(definition, startImmediately: false)
    #expect(machine.send("go") == .queued)
    #expect(machine.state == "a")
    machine.start()
    #expect(machine.state == "b")
  }
}
