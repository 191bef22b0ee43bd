import StateKit
import StateKitTesting
import Testing

/// Delayed transitions and delayed sends on an injected clock; tests advance a manual clock.
struct TimerTests {
  enum St: MachineState { case hidden, toast, sticky }
  enum Ev: MachineEvent { case show, pin, unpin, ping, arm, disarm }

  static let definition = try! MachineDefinition<St, Ev, Trace>(initial: .hidden, context: Trace())
  {
    StateNode(.hidden) {
      On(.show, to: .toast)
      On(.arm, actions: [.send(.ping, after: .seconds(5), id: "ping")])
      On(.disarm, actions: [.cancel("ping")])
      On(.ping, action: { trace, _ in trace.log.append("ping") })
    }
    StateNode(.toast) {
      After(.seconds(2), to: .hidden, action: { trace, _ in trace.log.append("timeout") })
      On(.pin, to: .sticky)
      On(.show, to: .toast)
    }
    StateNode(.sticky) {
      On(.unpin, to: .toast)
    }
  }

  @Test func aDelayedTransitionFiresAfterItsDelay() {
    let clock = ManualClock()
    let machine = Machine(Self.definition, clock: clock)
    machine.send(.show)
    clock.advance(by: .milliseconds(1_999))
    #expect(machine.state == .toast)
    clock.advance(by: .milliseconds(1))
    #expect(machine.state == .hidden)
    #expect(machine.context.log == ["timeout"])
  }

  @Test func leavingTheStateCancelsItsTimer() {
    let clock = ManualClock()
    let machine = Machine(Self.definition, clock: clock)
    machine.send(.show)
    clock.advance(by: .seconds(1))
    machine.send(.pin)
    #expect(clock.pendingCount == 0)
    clock.advance(by: .seconds(10))
    #expect(machine.state == .sticky)
  }

  @Test func reenteringTheStateRestartsTheTimer() {
    let clock = ManualClock()
    let machine = Machine(Self.definition, clock: clock)
    machine.send(.show)
    clock.advance(by: .seconds(1.5))
    machine.send(.show)  // external self-transition: exit and re-enter
    clock.advance(by: .seconds(1.5))
    #expect(machine.state == .toast)
    clock.advance(by: .seconds(0.5))
    #expect(machine.state == .hidden)
  }

  @Test func delayedSendsCanBeCancelledById() {
    let clock = ManualClock()
    let machine = Machine(Self.definition, clock: clock)
    machine.send(.arm)
    #expect(machine.snapshot.pendingTimers.map(\.id) == ["ping"])
    clock.advance(by: .seconds(4))
    machine.send(.disarm)
    clock.advance(by: .seconds(10))
    #expect(machine.context.log.isEmpty)
    machine.send(.arm)
    clock.advance(by: .seconds(5))
    #expect(machine.context.log == ["ping"])
  }

  @Test func thePureStepReturnsTimersAsData() {
    let start = Self.definition.initialSnapshot()
    let shown = Self.definition.transition(start, on: .show)
    let after = Self.definition.transitionList.first { $0.delay != nil }!
    let id = "after:toast:\(after.id)"
    #expect(shown.effects.map(\.name) == ["start timer \(id) (2.0 seconds)"])
    #expect(shown.snapshot.pendingTimers.map(\.id) == [id])
    #expect(shown.snapshot.pendingTimers.first?.delay == .seconds(2))
    let fired = Self.definition.fireTimer(id, in: shown.snapshot)
    #expect(fired.isHandled && fired.snapshot.state == .hidden)
    let pinned = Self.definition.transition(shown.snapshot, on: .pin)
    #expect(pinned.effects.map(\.name) == ["cancel timer \(id)"])
    #expect(!Self.definition.fireTimer(id, in: pinned.snapshot).isHandled)
  }

  @Test func timersAreOrderedByDeadline() throws {
    enum Tick: MachineEvent { case go, a, b }
    let definition = try MachineDefinition<S, Tick, Trace>(initial: "x", context: Trace()) {
      StateNode("x") {
        On(.go, actions: [.send(.b, after: .seconds(2)), .send(.a, after: .seconds(1))])
        On(.a, action: { t, _ in t.log.append("a") })
        On(.b, action: { t, _ in t.log.append("b") })
      }
    }
    let clock = ManualClock()
    let machine = Machine(definition, clock: clock)
    machine.send(.go)
    clock.advance(by: .seconds(3))
    #expect(machine.context.log == ["a", "b"])
  }
}
