import StateKitTesting
import Synchronization
import Testing

@testable import StateKit

/// An observed flat machine takes plain transitions (and ignores events) by the quick path,
/// and builds its update from the transition it took: listeners must see exactly what the
/// recorded path (the general algorithm) shows them.
struct QuickStepUpdateTests {
  /// A flat machine whose transitions are all plain: no action, no guard, no payload.
  static let flat = try! TestDefinition(initial: "a", context: Trace()) {
    StateNode("a") {
      On("go", to: "b")
      On("stay", to: "a")
    }
    StateNode("b") {
      On("go", to: "c")
      On("back", to: "a")
    }
    StateNode("c") { On("back", to: "a") }
  }

  /// What a listener can read of an update, as one comparable line.
  static func describe(_ update: MachineUpdate<S, E, Trace>) -> String {
    let event = update.event.map { "\($0)" } ?? "-"
    return "\(event) \(update.origin) \(update.previous.configuration)"
      + " -> \(update.snapshot.configuration) handled \(update.isHandled)"
      + " transitions \(update.transitions) exited \(update.exited) entered \(update.entered)"
      + " actions \(update.actions) effects \(update.effects.count) context \(update.snapshot.context)"
  }

  /// Sends `events` to a machine of `definition`, observed, and describes every update.
  static func updates(_ definition: TestDefinition, _ events: [E]) -> (
    lines: [String], results: [SendResult]
  ) {
    let machine = Machine(definition)
    let lines = Locked<[String]>([])
    let subscription = machine.subscribe { update in lines.mutate { $0.append(describe(update)) } }
    let results = events.map { machine.send($0) }
    subscription.cancel()
    return (lines.value, results)
  }

  @Test func quickStepUpdatesMatchTheRecordedPath() {
    let events: [E] = ["go", "stay", "go", "nothing", "back", "stay", "back", "go", "go", "go"]
    let quick = Self.updates(Self.flat, events)
    let recorded = Self.updates(Self.flat.withoutFastPaths(), events)
    #expect(quick.lines.count == events.count)
    #expect(quick.lines == recorded.lines)
    #expect(quick.results == recorded.results)
    #expect(
      quick.lines.first
        == "go sent [a] -> [b] handled true transitions [0] exited [a] entered [b] actions []"
        + " effects 0 context \(Trace())")
  }

  @Test func targetlessPlainTransitionsReportAsTheRecordedPath() throws {
    let definition = try TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") {
        On("stay")
        On("go", to: "b")
      }
      StateNode("b") {
        On("stay", to: "b")
        On("go")
      }
    }
    let events: [E] = ["stay", "go", "stay", "go", "nothing", "stay"]
    let quick = Self.updates(definition, events)
    let recorded = Self.updates(definition.withoutFastPaths(), events)
    #expect(quick.lines == recorded.lines)
    #expect(quick.lines[0].contains("[a] -> [a] handled true transitions [0] exited [] entered []"))
    #expect(
      quick.lines[2].contains("[b] -> [b] handled true transitions [2] exited [b] entered [b]"))
  }

  @Test func aTimerEventTakingAPlainCellReportsItsTransition() throws {
    // The timer's event arrives through the recorded path (not a sent event), whose flat step
    // meets a plain cell and finds the transition behind it.
    let definition = try TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") { On("arm", to: "b", actions: [.send("go", after: .seconds(1))]) }
      StateNode("b") { On("go", to: "c") }
      StateNode("c") {}
    }
    var lines: [[String]] = []
    for definition in [definition, definition.withoutFastPaths()] {
      let clock = ManualClock()
      let machine = Machine(definition, clock: clock)
      let seen = Locked<[String]>([])
      let subscription = machine.subscribe { update in
        seen.mutate { $0.append(Self.describe(update)) }
      }
      machine.send("arm")
      clock.advance(by: .seconds(1))
      subscription.cancel()
      #expect(machine.state == "c")
      lines.append(seen.value)
    }
    try #require(lines[0].count == 2)
    #expect(lines[0] == lines[1])
    #expect(lines[0][1].contains("[b] -> [c] handled true transitions [1] exited [b] entered [c]"))
  }

  @Test func anUpdateShowsTheSnapshotBeforeAQuickStep() throws {
    let machine = Machine(Self.flat)
    let kept = Locked<[MachineUpdate<S, E, Trace>]>([])
    let subscription = machine.subscribe { update in kept.mutate { $0.append(update) } }
    #expect(machine.send("go") == .handled)
    #expect(machine.send("nothing") == .ignored)
    #expect(machine.send("go") == .handled)
    subscription.cancel()
    let updates = kept.value
    try #require(updates.count == 3)
    // Kept updates never change, though the machine refills its last one when nobody holds it.
    #expect(updates.map(\.previous.state) == ["a", "b", "b"])
    #expect(updates.map(\.snapshot.state) == ["b", "b", "c"])
    #expect(updates.map(\.isHandled) == [true, false, true])
    #expect(updates[1].transitions.isEmpty && updates[1].exited.isEmpty)
    #expect(updates[2].exited == ["b"] && updates[2].entered == ["c"])
    #expect(updates[0].previous == Self.flat.initialSnapshot())
  }

  @Test func aQuickStepUpdateAfterARecordedOneSharesNothingWithIt() throws {
    // `act` runs an assignment: the recorded path; `go` then takes the quick path, and the
    // storage it refills held the recorded step.
    let definition = try TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") {
        On("act", to: "a", actions: [log("t:act")])
        On("go", to: "b")
      }
      StateNode("b") { On("go", to: "a") }
    }
    let events: [E] = ["act", "go", "go", "act", "nothing"]
    let quick = Self.updates(definition, events)
    let recorded = Self.updates(definition.withoutFastPaths(), events)
    #expect(quick.lines == recorded.lines)
    #expect(quick.lines[0].contains("actions [\"t:act\"]"))
    #expect(quick.lines[1].contains("actions []"))
  }

  @Test func anEventAListenerSendsDuringAQuickStepWaitsForIt() {
    let machine = Machine(Self.flat)
    let seen = Locked<[String]>([])
    let nested = Locked<[SendResult]>([])
    let subscription = machine.subscribe { update in
      seen.mutate { $0.append("\(update.event!):\(update.snapshot.state)") }
      if update.event == "go" && update.snapshot.state == "b" {
        nested.mutate { $0.append(machine.send("back")) }
      }
    }
    #expect(machine.send("go") == .handled)
    subscription.cancel()
    #expect(nested.value == [.queued])
    #expect(seen.value == ["go:b", "back:a"])
    #expect(machine.state == "a")
  }

  @Test func theCoreTakesAnObservedPlainMoveWithoutRecording() throws {
    var core = MachineCore(snapshot: Self.flat.initialSnapshot(), awaitsEntry: false)
    _ = core.listenerAdded(.updates { _ in })
    #expect(core.prelude("go", Self.flat) == .declined)
    // Without effects, the update and the listeners are handed over by themselves.
    guard let processed = core.arrive(.sent("go"), Self.flat).notified() else {
      Issue.record("expected the quick path to take the event, with an update")
      return
    }
    let update = processed.update
    #expect(processed.result == .handled)
    #expect(update.isHandled && update.effects.isEmpty)
    #expect(processed.listeners.count == 1)
    #expect(update.previous.state == "a" && update.snapshot.state == "b")
    // The quick path: no recording and no algorithm ran, so the scratch recorded nothing.
    #expect(update.storage.recordedPrevious == nil)
    #expect(update.storage.quickEvent == Self.flat.eventIndex.index(of: "go"))
    #expect(update.storage.transitionIndices == [0])
    #expect(core.scratchBox?.scratch.record.transitions.isEmpty == true)
    #expect(!core.isIdle)
    #expect(core.arrive(.sent("go"), Self.flat).ended() == .queued)
  }
}
