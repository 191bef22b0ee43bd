import Observation
import StateKit

/// The view model of a traffic light screen, over the machine StateKitSCXMLPlugin generates
/// from `TrafficLight.scxml` (Qt SCXML's traffic light example; see THIRD-PARTY-LICENSE.txt).
///
/// The chart decides when each lamp changes; the view model only says which lamps a state
/// lights and turns the screen's one button into the chart's events. Every property reads the
/// machine's state, so a view that reads them is re-rendered when the state changes and never
/// disagrees with it.
///
/// ```swift
/// let model = try TrafficLightModel()
/// model.redIsOn          // false: the light starts in yellow
/// model.breakTapped()    // sends .smash: the yellow lamp blinks
/// ```
@MainActor @Observable
final class TrafficLightModel {
  /// The running machine of the generated types, observable.
  let machine:
    ObservableMachine<TrafficLightStateMachine.State, TrafficLightStateMachine.Event, Void>

  /// Starts the traffic light.
  ///
  /// - Parameter clock: The clock the chart's delayed events wait on (a manual clock in tests).
  /// - Throws: `DefinitionError` if the generated definition is refused (it never is).
  init(clock: some Clock<Duration> = ContinuousClock()) throws {
    machine = ObservableMachine(try TrafficLightStateMachine.definition(), clock: clock)
  }

  /// Whether the red lamp is lit: on red, and on the way from red to green (red and yellow
  /// together).
  var redIsOn: Bool { machine.matches(.red) || machine.matches(.redGoingGreen) }

  /// Whether the yellow lamp is lit: in either yellow state while working, and in each blink of
  /// a broken light.
  var yellowIsOn: Bool { machine.matches(.yellow) || machine.matches(.blinking) }

  /// Whether the green lamp is lit.
  var greenIsOn: Bool { machine.matches(.green) }

  /// Whether the light runs its cycle; `false` while it is broken and blinks.
  var isWorking: Bool { machine.matches(.working) }

  /// The button breaks a working light (the chart's `smash`).
  func breakTapped() { machine.send(.smash) }

  /// The button repairs a broken light (the chart's `repair`), which starts its cycle again.
  func repairTapped() { machine.send(.repair) }
}
