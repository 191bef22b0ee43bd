import Foundation
import StateKit
import StateKitTesting
import Testing

/// `ObservableMachine(restoring:)`: a view model continues from a persisted snapshot as a
/// restored `Machine` does.
@MainActor
struct ObservableRestoreTests {
  enum St: MachineState, Codable { case idle, toast, loading, done }
  enum Ev: MachineEvent, Codable { case show, load, loaded }

  static let definition = try! MachineDefinition<St, Ev, Int>(initial: .idle, context: 0) {
    StateNode(.idle) {
      On(.show, to: .toast)
      On(.load, to: .loading)
    }
    StateNode(.toast) { After(.seconds(5), to: .idle) { count, _ in count += 1 } }
    StateNode(.loading) {
      Invoke("fetch") { _ in .loaded }
      On(.loaded, to: .done)
    }
    StateNode(.done)
  }

  /// A snapshot through JSON and back, as an app stores it.
  static func stored(_ snapshot: Snapshot<St, Ev, Int>) throws -> Snapshot<St, Ev, Int> {
    let data = try JSONEncoder().encode(snapshot.persisted)
    let decoded = try JSONDecoder().decode(PersistedSnapshot<St, Ev, Int>.self, from: data)
    return try definition.restore(decoded, policy: .strict).snapshot
  }

  @Test func aRestoredObservableMachineReArmsItsTimers() throws {
    let clock = ManualClock()
    let original = Machine(Self.definition, clock: clock)
    original.send(.show)
    clock.advance(by: .seconds(3))
    let saved = try Self.stored(original.snapshot)

    let later = ManualClock()
    let model = ObservableMachine(restoring: saved, clock: later)
    #expect(model.state == .toast)
    later.advance(by: .milliseconds(1_999))
    #expect(model.state == .toast)
    later.advance(by: .milliseconds(1))
    #expect(model.state == .idle)
    #expect(model.context == 1)
  }

  @Test func aRestoredObservableMachineRestartsItsWorkWhenItsTesterStartsIt() async throws {
    let failures = RecordedFailures()
    let loading = Self.definition.transition(Self.definition.initialSnapshot(), on: .load)
    let clock = ManualClock()
    let model = ObservableMachine(
      restoring: try Self.stored(loading.snapshot), clock: clock, startImmediately: false)
    #expect(model.state == .loading)
    let tester = MachineTester(machine: model, clock: clock, reporter: .recording(into: failures))
    await tester.receive(.loaded, state: .done)
    #expect(model.state == .done)
    await tester.finish()
    #expect(failures.messages == [])
  }
}
