import StateKitTesting
import Synchronization
import Testing

@testable import StateKit

/// A machine keeps its scheduler and log handler in one reference, shared by every machine made
/// with the defaults.
struct MachineEnvironmentTests {
  static let definition = try! TestDefinition(initial: "a", context: Trace()) {
    StateNode("a") {
      On("go", to: "b", actions: [.log("moved", "to b")])
    }
    StateNode("b") { After(.seconds(1), to: "a") }
  }

  @Test func machinesWithTheDefaultsShareOneEnvironment() {
    let first = Machine(Self.definition)
    let second = Machine(Self.definition, clock: ContinuousClock(), log: nil)
    let restored = Machine(restoring: first.snapshot)
    #expect(first.environment === MachineEnvironment.standard)
    #expect(second.environment === MachineEnvironment.standard)
    #expect(restored.environment === MachineEnvironment.standard)
  }

  @Test func aLogHandlerGetsItsOwnEnvironmentAndTheLines() {
    let lines = Mutex<[String]>([])
    let machine = Machine(Self.definition) { label, message in
      lines.withLock { $0.append("\(label): \(message)") }
    }
    #expect(machine.environment !== MachineEnvironment.standard)
    machine.send("go")
    #expect(lines.withLock { $0 } == ["moved: to b"])
  }

  @Test func anotherClockGetsItsOwnEnvironmentAndRunsTheTimers() {
    let clock = ManualClock()
    let machine = Machine(Self.definition, clock: clock)
    #expect(machine.environment !== MachineEnvironment.standard)
    machine.send("go")
    #expect(machine.state == "b")
    clock.advance(by: .seconds(1))
    #expect(machine.state == "a")
  }
}
