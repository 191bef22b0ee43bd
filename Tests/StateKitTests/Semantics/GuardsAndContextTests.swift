import StateKit
import Testing

/// Guards read the context and the event; only actions change the context.
struct GuardsAndContextTests {
  struct Counter: Hashable, Sendable {
    var value = 0
    var limit = 3
  }
  enum St: MachineState { case counting, full }
  enum Ev: MachineEvent { case increment, reset }

  static let definition = try! MachineDefinition<St, Ev, Counter>(
    initial: .counting, context: Counter()
  ) {
    StateNode(.counting) {
      On(.increment, to: .full, guard: Guard("at limit") { c, _ in c.value + 1 >= c.limit }) {
        c, _ in
        c.value += 1
      }
      On(.increment) { c, _ in c.value += 1 }
    }
    StateNode(.full) {
      On(.reset, to: .counting) { c, _ in c.value = 0 }
    }
  }

  @Test func aGuardMayReadTheContextAlone() {
    let definition = try! MachineDefinition<St, Ev, Counter>(
      initial: .counting, context: Counter(value: 3)
    ) {
      StateNode(.counting) {
        Always(to: .full, guard: Guard("full") { $0.value >= $0.limit })
      }
      StateNode(.full) {
        On(.reset, to: .counting) { c, _ in c.value = 0 }
      }
    }
    let machine = Machine(definition)
    #expect(machine.state == .full)
    machine.send(.reset)
    #expect(machine.state == .counting)
    #expect(definition.transitionList.contains { $0.guardName == "full" })
  }

  @Test func guardsChooseBetweenTransitionsOnOneEvent() {
    let machine = Machine(Self.definition)
    machine.send(.increment)
    machine.send(.increment)
    #expect(machine.state == .counting)
    #expect(machine.context.value == 2)
    machine.send(.increment)
    #expect(machine.state == .full)
    #expect(machine.context.value == 3)
    #expect(machine.send(.increment) == .ignored)
    machine.send(.reset)
    #expect(machine.state == .counting && machine.context.value == 0)
  }

  @Test func aMachineCanStartWithItsOwnContext() {
    let machine = Machine(Self.definition, context: Counter(value: 0, limit: 1))
    machine.send(.increment)
    #expect(machine.state == .full)
  }

  @Test func guardsSeeTheEventPayload() throws {
    enum Amount: MachineEvent {
      case add(Int)
      enum Case: Hashable, Sendable { case add }
      var eventCase: Case { .add }
    }
    enum One: MachineState { case only, big }
    let definition = try MachineDefinition<One, Amount, Int>(initial: .only, context: 0) {
      StateNode(.only) {
        On(
          .add, to: .big,
          guard: Guard("large") { _, event in
            if case .add(let n) = event { return n > 100 }
            return false
          })
        On(.add) { total, event in
          if case .add(let n) = event { total += n }
        }
      }
      StateNode(.big)
    }
    let machine = Machine(definition)
    machine.send(.add(5))
    machine.send(.add(7))
    #expect(machine.context == 12)
    #expect(machine.canHandle(.add(500)))
    machine.send(.add(500))
    #expect(machine.state == .big)
  }

  @Test func inStateGuardsReadTheConfiguration() throws {
    let definition = try TestDefinition(initial: "p", context: Trace()) {
      Parallel("p") {
        StateNode("light", initial: "off") {
          StateNode("off") { On("toggle", to: "on") }
          StateNode("on") { On("toggle", to: "off") }
        }
        StateNode("door", initial: "closed") {
          StateNode("closed") { On("open", to: "opened", guard: .inState("on")) }
          StateNode("opened")
        }
      }
    }
    #expect(run(definition, ["open"]).leafNames == ["off", "closed"])
    #expect(run(definition, ["toggle", "open"]).leafNames == ["on", "opened"])
  }
}
