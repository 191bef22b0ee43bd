import Synchronization
import Testing

@testable import StateKit

/// Which events a machine takes outside its lock is decided once, per event, when the
/// definition is built: an event is marked when some path of its macrostep may call the
/// definition's code, and only then.
struct CodeCallingEventsTests {
  static let holds = Guard<S, E, Trace>("holds") { _, _ in true }

  /// The login machine's shape: typing stores a credential (an assignment) and lands where an
  /// eventless guard checks it; `authenticate` and `ackError` move between states that run no
  /// code.
  @Test func onlyTheEventsWhoseMacrostepMayCallCodeAreMarked() throws {
    let definition = try TestDefinition(initial: "idle", context: Trace()) {
      StateNode("idle") { On("type", to: "checking", actions: [log("store")]) }
      StateNode("checking") {
        Always(to: "valid", guard: Self.holds)
        On("authenticate", to: "sending")
      }
      StateNode("valid") { On("authenticate", to: "sending") }
      StateNode("sending") { On("fail", to: "error") }
      StateNode("error") { On("ack", to: "idle") }
    }
    #expect(definition.callsCodeInStep)
    #expect(definition.stepsOutsideLock("type"))
    #expect(!definition.stepsOutsideLock("authenticate"))
    #expect(!definition.stepsOutsideLock("fail"))
    #expect(!definition.stepsOutsideLock("ack"))
    // An event no transition names is ignored under the lock.
    #expect(!definition.stepsOutsideLock("unknown"))
  }

  /// A plain transition into a state whose eventless transition has a guard runs that guard in
  /// the same macrostep.
  @Test func anEventlessGuardReachedAfterTheEventMarksIt() throws {
    let definition = try TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") { On("go", to: "b") }
      StateNode("b") {
        Always(to: "c", guard: Self.holds)
        On("back", to: "a")
      }
      StateNode("c") { On("reset", to: "a") }
    }
    #expect(definition.stepsOutsideLock("go"))
    #expect(!definition.stepsOutsideLock("back"))
    #expect(!definition.stepsOutsideLock("reset"))
  }

  /// Entry and exit actions that assign, and the initial transitions of the states entered, run
  /// inside the macrostep.
  @Test func entryExitAndInitialActionsMarkTheEventsThatReachThem() throws {
    let definition = try TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") {
        On("enter", to: "b")
        On("deep", to: "parent")
        On("stay", to: "plain")
      }
      StateNode("b") {
        Entry(log("entered b"))
        On("leave", to: "a")
      }
      StateNode("parent", initial: "child") {
        StateNode("child") { Exit(log("left child")) }
        On("out", to: "a")
      }
      StateNode("plain") { On("again", to: "a") }
    }
    #expect(definition.stepsOutsideLock("enter"))
    #expect(definition.stepsOutsideLock("deep"))
    #expect(definition.stepsOutsideLock("out"))
    #expect(!definition.stepsOutsideLock("stay"))
    #expect(!definition.stepsOutsideLock("again"))
  }

  /// In a parallel state the other regions stay active: their eventless guards run after any
  /// event's microstep.
  @Test func anEventlessGuardInAnotherRegionMarksEveryHandledEvent() throws {
    let definition = try TestDefinition(initial: "both", context: Trace()) {
      Parallel("both") {
        StateNode("left", initial: "l1") {
          StateNode("l1") { On("tick", to: "l2") }
          StateNode("l2") { On("tock", to: "l1") }
        }
        StateNode("right", initial: "r1") {
          StateNode("r1") { Always(to: "r2", guard: Self.holds) }
          StateNode("r2")
        }
      }
    }
    #expect(definition.stepsOutsideLock("tick"))
    #expect(definition.stepsOutsideLock("tock"))
  }

  /// A raised event's transitions run in the macrostep that raised it.
  @Test func aRaisedEventsCodeMarksTheEventThatRaisesIt() throws {
    let definition = try TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") {
        On("go", to: "b", actions: [.raise("next")])
        On("plain", to: "c")
      }
      StateNode("b") { On("next", to: "c", guard: Self.holds) }
      StateNode("c") { On("back", to: "a") }
    }
    #expect(definition.stepsOutsideLock("go"))
    #expect(definition.stepsOutsideLock("next"))
  }

  /// An event whose closure reaches more of the definition than the bound is marked without
  /// looking further, so that building a large definition stays linear.
  @Test func anEventWhoseClosurePassesTheBoundIsMarked() throws {
    func chain(_ length: Int) throws -> TestDefinition {
      try TestDefinition(initial: "start", context: Trace()) {
        StateNode("start") {
          On("go", to: "s0")
          On("checked", to: "start", guard: Self.holds)
        }
        for i in 0..<length {
          StateNode(S(stringLiteral: "s\(i)")) {
            Always(to: S(stringLiteral: i + 1 < length ? "s\(i + 1)" : "start"))
          }
        }
      }
    }
    #expect(!(try chain(8)).stepsOutsideLock("go"))
    #expect((try chain(CodeCallingEvents.closureBudget)).stepsOutsideLock("go"))
  }

  @Test func aDefinitionWithoutCodeMarksNoEvent() throws {
    let definition = try TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") { On("go", to: "b") }
      StateNode("b") { On("go", to: "a", actions: [.raise("other"), .send("later")]) }
    }
    #expect(!definition.callsCodeInStep)
    #expect(!definition.stepsOutsideLock("go"))
  }

  /// A machine takes a marked event's macrostep outside the lock, where its guard may read
  /// the machine, and a plain event of the same definition under the lock.
  @Test func aMachineStepsOutsideOnlyForMarkedEvents() throws {
    let box = MachineBox()
    let definition = try TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") {
        On("guarded", to: "b", guard: Guard("reads the machine") { _, _ in box.stateIsA() })
        On("plain", to: "c")
      }
      StateNode("b") { On("plain", to: "a") }
      StateNode("c") { On("plain", to: "a") }
    }
    let machine = Machine(definition)
    box.machine.withLock { $0 = machine }
    #expect(!definition.stepsOutsideLock("plain"))
    #expect(machine.send("plain") == .handled)
    #expect(machine.state == "c")
    #expect(machine.send("plain") == .handled)
    #expect(machine.send("guarded") == .handled)
    #expect(machine.state == "b")
  }
}

/// Holds the machine a guard reads: the definition is built before the machine exists.
private final class MachineBox: Sendable {
  let machine = Mutex<Machine<S, E, Trace>?>(nil)

  func stateIsA() -> Bool { machine.withLock { $0 }?.state == "a" }
}
