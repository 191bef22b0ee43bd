import StateKit
import StateKitClock
import Synchronization
import Testing

/// A child of a collection is counted by its roster's watcher, not by a listener: nobody
/// observes it, and every kind of step it takes still moves the collection's counts — quick
/// steps, steps with working memory, timers, and steps that call the definition's code.
struct ChildWatcherTests {
  /// A flat child: its plain transitions are quick steps, and `end` completes it.
  static let flat = try! MachineDefinition<S, E, Int>(initial: "idle", context: 0) {
    StateNode("idle") {
      On("go", to: "moving")
      On("emit", to: "moving", actions: [.emit("moved")])
    }
    StateNode("moving") { On("end", to: "over") }
    Final("over")
  }

  /// A hierarchical child that calls no code: its steps need working memory, and its timer
  /// fires under the lock.
  static let nested = try! MachineDefinition<S, E, Int>(initial: "idle", context: 0) {
    StateNode("idle") { On("deep", to: "nest") }
    StateNode("nest", initial: "inner") {
      StateNode("inner") { On("wait", to: "timed") }
      StateNode("timed") { After(.seconds(5), to: "late") }
      StateNode("late") { On("end", to: "over") }
    }
    Final("over")
  }

  /// A child whose guard is code: its steps, and its timer's, are taken outside its lock.
  static let coded = try! MachineDefinition<S, E, Int>(initial: "idle", context: 0) {
    StateNode("idle") { On("check", to: "checked", guard: Guard("zero") { $0 == 0 }) }
    StateNode("checked") { After(.seconds(5), to: "late") }
    StateNode("late") { On("end", to: "over") }
    Final("over")
  }

  /// A child whose `spin`, and then `again`, runs away between two states, and whose `ping`
  /// sends itself `ping` until the chain is stopped.
  static let looping = try! MachineDefinition<S, E, Int>(initial: "idle", context: 0) {
    StateNode("idle") {
      On("spin", to: "a")
      On("ping", actions: [.send("ping")])
    }
    StateNode("a") {
      Always(to: "b")
      On("again", to: "b")
    }
    StateNode("b") {
      Always(to: "a")
      On("again", to: "a")
    }
  }

  static let flats = ChildMachines<String, S, E, Int>("flats", flat)
  static let loops = ChildMachines<String, S, E, Int>("loops", looping)
  static let nesteds = ChildMachines<String, S, E, Int>("nesteds", nested)
  static let codeds = ChildMachines<String, S, E, Int>("codeds", coded)

  static let parent = try! MachineDefinition<S, E, [String]>(initial: "home", context: []) {
    StateNode("home") {
      Invoke(
        flats, emitted: { id, event in event == "moved" ? E("moved") : nil },
        done: { _, _ in E("done") })
      Invoke(nesteds, done: { _, _ in E("done") })
      Invoke(codeds, done: { _, _ in E("done") })
      Invoke(loops, failed: { id, _ in E("failed") })
      On("failed") { heard, _ in heard.append("failed") }
      On(
        "spawn",
        actions: [
          .spawn(flats) { _, _ in ("f", 0) }, .spawn(nesteds) { _, _ in ("n", 0) },
          .spawn(codeds) { _, _ in ("c", 0) }, .spawn(loops) { _, _ in ("l", 0) },
        ])
      On("done") { heard, _ in heard.append("done") }
      On(
        "moved", guard: .children(flats, "counted") { $0.count(in: "moving") == 1 },
        action: { heard, _ in heard.append("moved, counted in moving") })
    }
  }

  @Test func quickStepsMoveTheCountsOfAnUnobservedChild() throws {
    let home = Machine(Self.parent)
    home.send("spawn")
    let running = home.children(Self.flats)
    let child = try #require(running["f"])
    #expect(!child.isObserved, "the roster watches its child without subscribing")
    #expect(running.count(in: "idle") == 1)
    #expect(child.send("go") == .handled)
    #expect(running.count(in: "idle") == 0)
    #expect(running.count(in: "moving") == 1)
    #expect(child.send("go") == .ignored)
    #expect(running.count(in: "moving") == 1)
    child.send("end")
    #expect(running.count == 0, "a completed child leaves the collection")
    #expect(home.context == ["done"])
    #expect(!child.isObserved)
  }

  @Test func aChildIsCountedWhereItIsWhenTheParentGetsWhatItEmitted() throws {
    let home = Machine(Self.parent)
    home.send("spawn")
    let child = try #require(home.children(Self.flats)["f"])
    child.send("emit")
    #expect(home.context == ["moved, counted in moving"])
  }

  @Test func stepsWithWorkingMemoryAndTimersMoveTheCounts() throws {
    let clock = ManualClock()
    let home = Machine(Self.parent, clock: clock)
    home.send("spawn")
    let running = home.children(Self.nesteds)
    let child = try #require(running["n"])
    child.send("deep")
    #expect(running.count(in: "nest") == 1)
    #expect(running.count(in: "inner") == 1)
    #expect(running.count(in: "idle") == 0)
    child.send("wait")
    #expect(running.count(in: "inner") == 0)
    #expect(running.count(in: "timed") == 1)
    clock.advance(by: .seconds(5))
    #expect(running.count(in: "timed") == 0)
    #expect(running.count(in: "late") == 1, "a timer's step is counted")
    #expect(!child.isObserved)
    child.send("end")
    #expect(running.count == 0)
    #expect(running.count(in: "nest") == 0)
    #expect(home.context == ["done"])
  }

  @Test func stepsThatCallCodeMoveTheCounts() throws {
    let clock = ManualClock()
    let home = Machine(Self.parent, clock: clock)
    home.send("spawn")
    let running = home.children(Self.codeds)
    let child = try #require(running["c"])
    child.send("check")
    #expect(running.count(in: "checked") == 1)
    #expect(running.count(in: "idle") == 0)
    clock.advance(by: .seconds(5))
    #expect(running.count(in: "late") == 1, "a timer's step taken outside the lock is counted")
    #expect(!child.isObserved)
    child.send("end")
    #expect(running.count == 0)
    #expect(home.context == ["done"])
  }

  @Test func aListenerOfAChildHearsItsStepsWhileTheRosterCountsThem() throws {
    let home = Machine(Self.parent)
    home.send("spawn")
    let running = home.children(Self.flats)
    let child = try #require(running["f"])
    let heard = Mutex<[String]>([])
    let subscription = child.subscribe { update in
      heard.withLock { $0.append("\(update.snapshot.state)") }
    }
    #expect(child.isObserved)
    child.send("go")
    #expect(running.count(in: "moving") == 1)
    subscription.cancel()
    #expect(!child.isObserved)
    child.send("end")
    #expect(heard.withLock { $0 } == ["moving"])
    #expect(running.count == 0)
    #expect(home.context == ["done"])
  }

  @Test func aListenerHearsTheStepThatCompletesAChildBeforeItsParentDoes() throws {
    let home = Machine(Self.parent)
    home.send("spawn")
    let child = try #require(home.children(Self.flats)["f"])
    let heard = Mutex<[String]>([])
    let subscription = child.subscribe { update in
      let running = home.children(Self.flats).contains("f")
      heard.withLock {
        $0.append("\(update.snapshot.state) \(update.effects.count) \(running) \(home.context)")
      }
    }
    child.send("go")
    child.send("end")
    #expect(
      heard.withLock { $0 } == ["moving 0 true []", "over 0 true []"],
      "the report is not the step's effect, and reaches the parent after the child's listeners")
    #expect(home.context == ["done"])
    #expect(home.children(Self.flats).count == 0)
    subscription.cancel()
  }

  @Test func aRunawayMacrostepAndARunawayChainReachTheParent() throws {
    let home = Machine(Self.parent)
    home.send("spawn")
    let running = home.children(Self.loops)
    let child = try #require(running["l"])
    let chain = child.send("ping")
    guard case .stopped = chain else {
      Issue.record("the chain of pings was not stopped: \(chain)")
      return
    }
    #expect(home.context == ["failed"], "a chain of sends stopped at the bound is reported")
    let spin = child.send("spin")
    guard case .stopped = spin else {
      Issue.record("spin did not run away: \(spin)")
      return
    }
    #expect(home.context == ["failed", "failed"], "a runaway macrostep is reported")
    #expect(running.count(in: "idle") == 0, "the child is counted where its step stopped")
    #expect(running.count(in: "a") + running.count(in: "b") == 1)
    #expect(!child.isObserved)
    let subscription = child.subscribe { _ in }
    _ = child.send("again")
    #expect(home.context.count == 3, "an observed child's runaway is reported once")
    subscription.cancel()
    #expect(!child.isObserved, "the child's only listener was the one cancelled")
  }

  @Test func anObservedChildsStoppedChainIsReportedOnce() throws {
    let home = Machine(Self.parent)
    home.send("spawn")
    let child = try #require(home.children(Self.loops)["l"])
    let subscription = child.subscribe { _ in }
    guard case .stopped = child.send("ping") else {
      Issue.record("the chain of pings was not stopped")
      return
    }
    #expect(home.context == ["failed"])
    subscription.cancel()
  }
}
