// Only StateKitTesting: StateKit and StateKitClock come with it.
import StateKitTesting
import Testing

/// What `import StateKitTesting` alone brings into a test file.
@MainActor
struct ExportsTests {
  enum Light: MachineState { case red, green }
  enum Signal: MachineEvent { case go, stop }

  @Test func aTestImportingOnlyStateKitTestingUsesStateKitAndTheClock() async {
    let definition = try! MachineDefinition<Light, Signal, Int>(initial: .red, context: 0) {
      StateNode(.red) { On(.go, to: .green) }
      StateNode(.green) {
        On(.stop, to: .red)
        After(.seconds(30), to: .red)
      }
    }
    let clock = ManualClock()
    let machine = Machine(definition, clock: clock)
    let tester = MachineTester(machine: machine, clock: clock)
    await tester.send(.go, state: .green)
    await tester.advance(by: .seconds(30)) { $0.state = .red }
    await tester.finish()
  }
}
