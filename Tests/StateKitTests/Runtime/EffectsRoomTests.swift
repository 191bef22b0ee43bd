import Testing

@testable import StateKit

/// The room the working memory keeps for a macrostep's effects once the runner takes them: as
/// much as a usual macrostep needs, so the next one does not grow it again, and not the room of
/// one macrostep with many effects, which every later macrostep would allocate again.
struct EffectsRoomTests {
  static let definition = try! TestDefinition(initial: "a", context: Trace()) {
    StateNode("a") {
      On("few", actions: [.log("one"), .log("two")])
      On("many", actions: (0..<100).map { .log("line \($0)") })
    }
  }

  /// The room for effects the machine's working memory holds now.
  static func room(_ machine: Machine<S, E, Trace>) -> Int {
    machine.withCore { $0.scratchBox?.scratch.effects.capacity ?? 0 }
  }

  @Test func aUsualMacrostepsRoomIsKept() {
    let machine = Machine(Self.definition)
    machine.send("few")
    #expect(Self.room(machine) >= 2)
    #expect(machine.withCore { $0.scratchBox?.scratch.effects.isEmpty } == true)
  }

  @Test func theRoomOfAMacrostepWithManyEffectsIsNotKept() {
    let machine = Machine(Self.definition)
    machine.send("many")
    #expect(Self.room(machine) <= MachineCore<S, E, Trace>.keptEffects)
    machine.send("few")
    #expect(Self.room(machine) >= 2, "a usual macrostep after it keeps its own room again")
    #expect(Self.room(machine) <= MachineCore<S, E, Trace>.keptEffects)
  }
}
