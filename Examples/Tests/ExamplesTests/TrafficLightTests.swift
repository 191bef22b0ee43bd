import StateKit
import StateKitTesting
import Testing

@testable import GeneratedMachines

/// The traffic light screen's view model over the machine generated from Qt SCXML's traffic
/// light chart, driven by a manual clock: the chart's delayed events fire when the test
/// advances it.
@MainActor @Suite struct TrafficLightTests {
  /// Which lamps a screen shows, red, yellow, green.
  private func lamps(_ model: TrafficLightModel) -> [Bool] {
    [model.redIsOn, model.yellowIsOn, model.greenIsOn]
  }

  /// The events of the delayed sends still waiting for their time.
  private func pendingEvents(_ model: TrafficLightModel) -> [TrafficLightStateMachine.Event] {
    model.machine.snapshot.pendingTimers.compactMap { timer in
      if case .event(let event) = timer.event { event } else { nil }
    }
  }

  @Test func theLightRunsItsCycleOnTheClock() throws {
    let clock = ManualClock()
    let model = try TrafficLightModel(clock: clock)
    // The chart starts in working, yellow, greenGoingRed.
    #expect(lamps(model) == [false, true, false])
    #expect(model.isWorking)

    clock.advance(by: .milliseconds(999))
    #expect(lamps(model) == [false, true, false])
    clock.advance(by: .milliseconds(1))
    #expect(lamps(model) == [true, false, false])  // red
    clock.advance(by: .seconds(3))
    #expect(lamps(model) == [true, true, false])  // red and yellow: going green
    clock.advance(by: .seconds(1))
    #expect(lamps(model) == [false, false, true])  // green
    clock.advance(by: .seconds(3))
    #expect(lamps(model) == [false, true, false])  // yellow: going red
    clock.advance(by: .seconds(1))
    #expect(lamps(model) == [true, false, false])  // red again
    #expect(model.machine.state == .red)
  }

  @Test func aBrokenLightBlinksYellowUntilItIsRepaired() throws {
    let clock = ManualClock()
    let model = try TrafficLightModel(clock: clock)
    clock.advance(by: .seconds(2))
    #expect(model.machine.state == .red)  // since 1 s: startGoingGreen is due at 4 s

    model.breakTapped()
    #expect(!model.isWorking)
    #expect(lamps(model) == [false, true, false])  // blinking: on
    // An SCXML delayed send outlives its state: red's startGoingGreen is still pending.
    #expect(pendingEvents(model).contains(.startGoingGreen))
    clock.advance(by: .seconds(1))
    #expect(lamps(model) == [false, false, false])  // unblinking: dark
    clock.advance(by: .seconds(1))
    // At 4 s the light blinks again, and startGoingGreen arrives in broken, which ignores it.
    #expect(lamps(model) == [false, true, false])
    #expect(!pendingEvents(model).contains(.startGoingGreen))
    #expect(model.machine.state == .blinking)

    model.repairTapped()
    #expect(model.isWorking)
    #expect(model.machine.state == .greenGoingRed)
    #expect(lamps(model) == [false, true, false])
    clock.advance(by: .seconds(1))
    #expect(model.machine.state == .red)
  }

  @Test func theButtonsSendOnlyWhatTheStateTakes() throws {
    let model = try TrafficLightModel(clock: ManualClock())
    #expect(!model.machine.canHandle(.repair))
    model.repairTapped()
    #expect(model.isWorking)
    #expect(model.machine.canHandle(.smash))
    model.breakTapped()
    model.breakTapped()
    #expect(model.machine.state == .blinking)
  }

  @Test func theGeneratedEnumsKeepTheChartsNames() {
    // The chart's names are already Swift names, so no case needs a raw value of its own.
    #expect(TrafficLightStateMachine.Event.allCases.allSatisfy { "\($0)" == $0.rawValue })
    #expect(TrafficLightStateMachine.State.allCases.allSatisfy { "\($0)" == $0.rawValue })
    #expect(
      Set(TrafficLightStateMachine.Event.allCases.map(\.rawValue)) == [
        "startGoingGreen", "goGreen", "goRed", "startGoingRed", "smash", "unblink", "blink",
        "repair",
      ])
    #expect(TrafficLightStateMachine.State.allCases.count == 9)
  }
}
