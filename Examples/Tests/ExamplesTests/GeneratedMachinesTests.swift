import StateKit
import StateKitSCXML
import StateKitTesting
import Testing

@testable import GeneratedMachines

/// The machines StateKitSCXMLPlugin generated from the `.scxml` files of GeneratedMachines.
@Suite struct GeneratedMachinesTests {
  @Test func theTurnstileIsTypedCodeWithItsHook() throws {
    let clock = ManualClock()
    let broke = try makeTurnstile(clock: clock)
    broke.send(.push)
    #expect(broke.configuration == [.alarming])

    let prepaid = try makeTurnstile(account: TurnstileAccount(credit: 1), clock: clock)
    prepaid.send(.push)
    #expect(prepaid.configuration == [.unlocked])
    clock.advance(by: .seconds(10))
    #expect(prepaid.configuration == [.locked])
  }

  @Test func anInvokeOfAServiceOfTheAppIsAWorkHook() async throws {
    let hooks = Player.Hooks<Void>(playback: { input in input.event == .play ? .finished : nil })
    let machine = Machine(try Player.definition(context: (), hooks: hooks))
    let snapshots = machine.snapshots()
    machine.send(.play)
    for await snapshot in snapshots where snapshot.configuration == [.idle] { break }
    #expect(machine.configuration == [.idle])
  }

  @Test func theQtCreatorChartRunsToItsLastState() throws {
    let machine = Machine(try QtCreatorChartDemo.definition())
    #expect(machine.configuration == [.s1])
    machine.send(.event1)
    #expect(machine.snapshot.activeLeaves == [.f1])
    #expect(QtCreatorChartDemo.Event.allCases == [.event1])
  }

  @Test func theScxmlEditorChartRunsItsExpressions() throws {
    let machine = try ScxmlParallel.start()
    #expect(machine.atomicStates == [.btnOff, .stateShape2])
    machine.send(.click, data: .number(1))
    #expect(machine.atomicStates == [.btnOn, .stateShape2])
    // Leaving BtnOn raises on.released, which moves the other region on.
    machine.send(.click, data: .number(0))
    #expect(machine.atomicStates == [.btnOff, .stateShape3])
    #expect(ScxmlParallel.Event.onReleased.rawValue == "on.released")
  }
}
