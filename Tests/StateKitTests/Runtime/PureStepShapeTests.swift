import Foundation
import StateKitFixtures
import Testing

@testable import StateKit

/// The shape of the pure step `transition(_:on:)`: its quick case is inlined into the caller and its general
/// case is out of line, and both must return the same kind of step; the serial counter lives
/// with the snapshot's other rarely used parts.
struct PureStepShapeTests {
  enum St: MachineState, Codable { case idle, armed, done }
  enum Ev: MachineEvent, Codable { case arm, ping, finish, stray }

  /// `arm` schedules two delayed sends without ids (ids come from the serial counter);
  /// `finish` is a plain move; `stray` is handled nowhere.
  static let definition: MachineDefinition<St, Ev, Int> = {
    do {
      return try MachineDefinition(initial: .idle, context: 0) {
        StateNode(.idle) {
          On(
            .arm, to: .armed,
            actions: [.send(.ping, after: .seconds(1)), .send(.ping, after: .seconds(2))])
          On(.finish, to: .done)
        }
        StateNode(.armed) {
          On(.arm, actions: [.send(.ping, after: .seconds(3))])
          On(.ping, actions: [.assign { count, _ in count += 1 }])
          On(.finish, to: .done)
        }
        StateNode(.done) { On(.arm, to: .idle) }
      }
    } catch {
      fatalError("\(error)")
    }
  }()

  @Test func aPlainMoveNeedsNoExtrasAndReturnsNoEffects() {
    let start = Self.definition.initialSnapshot()
    let step = Self.definition.transition(start, on: .finish)
    #expect(step.isHandled)
    #expect(step.snapshot.state == .done)
    #expect(step.effects.isEmpty)
    #expect(step.runaway == nil)
    #expect(step.snapshot.extras == nil, "a snapshot with nothing out of line allocates nothing")
    #expect(step.snapshot.serial == 0)
    #expect(start.state == .idle, "the input snapshot is a value: unchanged")
  }

  @Test func anIgnoredEventReturnsTheSameSnapshotUnhandled() {
    let start = Self.definition.initialSnapshot()
    let step = Self.definition.transition(start, on: .stray)
    #expect(!step.isHandled)
    #expect(step.effects.isEmpty)
    #expect(step.snapshot.state == .idle)
    #expect(step.snapshot.serial == 0)
  }

  @Test func theGeneralCaseReturnsItsEffectsThroughTheSameStep() {
    let step = Self.definition.transition(Self.definition.initialSnapshot(), on: .arm)
    #expect(step.isHandled)
    #expect(step.snapshot.state == .armed)
    #expect(
      step.effects.map(\.name) == [
        "start timer send.1 (1.0 seconds)", "start timer send.2 (2.0 seconds)",
      ])
    #expect(step.snapshot.pendingTimers.map(\.id) == ["send.1", "send.2"])
    #expect(step.snapshot.serial == 2)
  }

  @Test func generatedIdsKeepCountingAcrossCopiesAndARoundTrip() throws {
    let armed = Self.definition.transition(Self.definition.initialSnapshot(), on: .arm).snapshot
    // A copy shares the out-of-line part; counting on in one leaves the other where it was.
    let copy = armed
    let again = Self.definition.transition(armed, on: .arm)
    #expect(again.snapshot.pendingTimers.map(\.id) == ["send.1", "send.2", "send.3"])
    #expect(copy.serial == 2)
    #expect(copy.pendingTimers.map(\.id) == ["send.1", "send.2"])

    let data = try JSONEncoder().encode(armed.persisted)
    let decoded = try JSONDecoder().decode(PersistedSnapshot<St, Ev, Int>.self, from: data)
    #expect(decoded.serial == 2)
    let restored = try Self.definition.restore(decoded)
    #expect(restored.serial == 2)
    let continued = Self.definition.transition(restored, on: .arm)
    #expect(continued.snapshot.pendingTimers.map(\.id) == ["send.1", "send.2", "send.3"])
  }

  @Test func restoringASerialOfZeroAllocatesNothing() throws {
    let start = Self.definition.initialSnapshot()
    let data = try JSONEncoder().encode(start.persisted)
    let decoded = try JSONDecoder().decode(PersistedSnapshot<St, Ev, Int>.self, from: data)
    let restored = try Self.definition.restore(decoded)
    #expect(restored.extras == nil)
    #expect(restored == start)
  }
}
