import Foundation
import StateKit
import StateKitClock
import Testing

/// A pending delayed transition is persisted by what survives an app update (its state, delay
/// and targets), not by its position among all transitions: version 2 and 3 of an app, which
/// add delayed transitions before it, restore it onto the same transition.
struct TimerIdentityTests {
  typealias Definition = MachineDefinition<StateName, EventName, Int>

  /// Version 1: `armed` fires after 5 s.
  static let version1 = try! Definition(initial: "idle", context: 0) {
    StateNode("idle") { On("arm", to: "armed") }
    StateNode("armed") {
      After(.seconds(5), to: "fired")
      On("disarm", to: "idle")
    }
    StateNode("fired")
  }

  /// Versions 2 and 3: `splashes` states, each with its own delayed transition, before the
  /// others.
  static func later(splashes: Int) -> Definition {
    try! Definition(initial: "idle", context: 0) {
      for index in 0..<splashes {
        StateNode(StateName("splash\(index)")) { After(.seconds(1), to: "idle") }
      }
      StateNode("idle") { On("arm", to: "armed") }
      StateNode("armed") {
        After(.seconds(5), to: "fired")
        On("disarm", to: "idle")
      }
      StateNode("fired")
    }
  }

  /// `armed` with 3 s left, as version 1 saves it.
  static func savedArmed() throws -> Data {
    let clock = ManualClock()
    let machine = Machine(version1, clock: clock)
    machine.send("arm")
    clock.advance(by: .seconds(2))
    return try JSONEncoder().encode(machine.snapshot.persisted)
  }

  @Test(arguments: [1, 2])
  func aTimerSurvivesDelayedTransitionsAddedElsewhere(splashes: Int) throws {
    let definition = Self.later(splashes: splashes)
    let saved = try JSONDecoder().decode(
      PersistedSnapshot<StateName, EventName, Int>.self, from: try Self.savedArmed())
    let clock = ManualClock()
    let machine = Machine(restoring: try definition.restore(saved), clock: clock)
    #expect(machine.state == "armed")
    clock.advance(by: .seconds(3))
    #expect(machine.state == "fired", "the restored timer fires armed's transition, on time")
  }

  @Test func aTimerIsNamedByItsStateDelayAndTargets() throws {
    let saved = try JSONDecoder().decode(
      PersistedSnapshot<StateName, EventName, Int>.self, from: try Self.savedArmed())
    #expect(
      saved.timers.map(\.delayedTransition) == [
        PersistedDelayedTransition(state: "armed", delay: .seconds(5), targets: ["fired"])
      ])
    let json = String(decoding: try Self.savedArmed(), as: UTF8.self)
    #expect(!json.contains("afterTransition"), "positions are no longer written")
  }

  @Test func aTimerWhoseTransitionIsGoneIsAnError() throws {
    let changed = try Definition(initial: "idle", context: 0) {
      StateNode("idle") { On("arm", to: "armed") }
      StateNode("armed") { After(.seconds(10), to: "fired") }
      StateNode("fired")
    }
    let saved = try JSONDecoder().decode(
      PersistedSnapshot<StateName, EventName, Int>.self, from: try Self.savedArmed())
    #expect(throws: RestoreError.unknownTimer(saved.timers[0].delayedTransition!)) {
      try changed.restore(saved)
    }
  }

  @Test func aTimerOfAStateThatIsNotActiveIsAnError() throws {
    var saved = try JSONDecoder().decode(
      PersistedSnapshot<StateName, EventName, Int>.self, from: try Self.savedArmed())
    saved.configuration = ["idle"]
    #expect(throws: RestoreError.inactiveTimer(saved.timers[0].delayedTransition!)) {
      try Self.version1.restore(saved)
    }
  }

  /// What `main` wrote before timers were named by identity (commit a94103e): `armed` with
  /// 3 s left, its timer by position.
  static let writtenByPositions = #"""
    {"configuration":["armed"],"context":0,"history":{},"isDone":false,"payloads":{},"serial":0,"timers":[{"afterTransition":1,"delay":[0,5000000000000000000],"id":"after:armed:1","remaining":[0,3000000000000000000]}]}
    """#

  @Test func aSnapshotWrittenByPositionsStillRestores() throws {
    let saved = try JSONDecoder().decode(
      PersistedSnapshot<StateName, EventName, Int>.self, from: Data(Self.writtenByPositions.utf8))
    let clock = ManualClock()
    let machine = Machine(restoring: try Self.version1.restore(saved), clock: clock)
    clock.advance(by: .seconds(3))
    #expect(machine.state == "fired")
    #expect(machine.snapshot.persisted.timers.isEmpty)
  }

  @Test func aRestoredTimerIsCancelledWhenItsStateIsLeft() throws {
    let definition = Self.later(splashes: 1)
    let saved = try JSONDecoder().decode(
      PersistedSnapshot<StateName, EventName, Int>.self, from: try Self.savedArmed())
    let clock = ManualClock()
    let machine = Machine(restoring: try definition.restore(saved), clock: clock)
    machine.send("disarm")
    clock.advance(by: .seconds(10))
    #expect(machine.state == "idle", "leaving armed cancelled the restored timer")
  }

  @Test func aTimerWithAnIDFollowsItsTransitionAnywhere() throws {
    let version1 = try Definition(initial: "idle", context: 0) {
      StateNode("idle") { On("arm", to: "armed") }
      StateNode("armed") { After(.seconds(5), to: "fired", id: "arming") }
      StateNode("fired")
    }
    // Version 2 moves the delayed transition into a new state inside `armed`, and makes it
    // longer: the id still finds it.
    let version2 = try Definition(initial: "idle", context: 0) {
      StateNode("idle") { On("arm", to: "armed") }
      StateNode("armed") {
        StateNode("counting") { After(.seconds(8), to: "fired", id: "arming") }
      }
      StateNode("fired")
    }
    let clock = ManualClock()
    let machine = Machine(version1, clock: clock)
    machine.send("arm")
    clock.advance(by: .seconds(2))
    var saved = machine.snapshot.persisted
    #expect(saved.timers.first?.delayedTransition?.id == "arming")
    saved.configuration = ["armed", "counting"]
    let restoredClock = ManualClock()
    let restored = Machine(restoring: try version2.restore(saved), clock: restoredClock)
    restoredClock.advance(by: .seconds(3))
    #expect(restored.state == "fired", "the timer kept the 3 s it had left")
  }

  @Test func twoDelayedTransitionsWithOneIDAreRefused() {
    #expect(throws: DefinitionError.self) {
      try Definition(initial: "a", context: 0) {
        StateNode("a") { After(.seconds(1), to: "b", id: "tick") }
        StateNode("b") { After(.seconds(1), to: "a", id: "tick") }
      }
    }
  }
}
