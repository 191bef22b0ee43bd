import StateKit
import Synchronization
import Testing

/// A guard runs once for each event it is asked about: the fast path that searches a flat
/// machine's transitions hands the transition it chose to the general algorithm, which does not
/// ask the guards again.
@Suite("A guard runs once per event")
struct GuardOncePerEventTests {
  /// How many times the guard ran.
  final class Calls: Sendable {
    let count = Mutex(0)
    var value: Int { count.withLock { $0 } }
  }

  /// A flat machine whose guarded transition has an action the flat path does not take: a
  /// side effect, a raised event, an emit or a delayed send.
  static func definition(
    _ action: Action<E, Int>, calls: Calls
  ) throws -> MachineDefinition<S, E, Int> {
    try MachineDefinition<S, E, Int>(initial: "idle", context: 0) {
      StateNode("idle") {
        On(
          "go", to: "busy",
          guard: Guard("counted") { _ in
            calls.count.withLock { $0 += 1 }
            return true
          }, actions: [.assign("count") { count, _ in count += 1 }, action])
        On("noted", to: "idle")
      }
      StateNode("busy") { On("back", to: "idle") }
    }
  }

  static let actions: [(String, Action<E, Int>)] = [
    ("a side effect", .run("effect") { _, _ in }),
    ("a raised event", .raise("noted")),
    ("an emit", .emit("noted")),
    ("a delayed send", .send("back", after: .seconds(1))),
  ]

  @Test("in a running machine and in the pure step", arguments: actions.indices)
  func onceEach(_ index: Int) throws {
    let (name, action) = Self.actions[index]
    let calls = Calls()
    let definition = try Self.definition(action, calls: calls)
    let machine = Machine(definition)
    #expect(machine.send("go") == .handled, "\(name)")
    #expect(
      calls.value == 1,
      "\(name): the guard ran \(calls.value) times")
    #expect(machine.context == 1, "\(name)")
    let step = definition.transition(definition.initialSnapshot(), on: "go")
    #expect(step.isHandled, "\(name)")
    #expect(
      calls.value == 2,
      "\(name): the pure step ran the guard \(calls.value - 1) times")
  }
}
