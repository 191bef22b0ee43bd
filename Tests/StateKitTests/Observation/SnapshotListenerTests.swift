import Synchronization
import Testing

@testable import StateKit

/// A listener that reads only the snapshot each macrostep reached (an `ObservableMachine`, a
/// stream of snapshots) is handed that snapshot: while every listener is such a one, the core
/// builds no update and the algorithm records nothing of what each macrostep did; a listener
/// that reads the steps, subscribed beside it, still gets them all.
@Suite("Snapshot listeners")
struct SnapshotListenerTests {
  /// `a --go--> b`; `count` assigns in place, so its macrostep calls code and steps outside
  /// the lock.
  static let definition = try! MachineDefinition<S, E, Int>(initial: "a", context: 0) {
    StateNode("a") {
      On("go", to: "b")
      On("count", actions: [.assign("add one") { count, _ in count += 1 }])
    }
    StateNode("b") { On("count", actions: [.assign("add one") { count, _ in count += 1 }]) }
  }

  /// What a listener heard of each macrostep: its transitions and its actions.
  final class Heard: Sendable {
    let steps = Mutex<[(transitions: [Int], actions: [String], context: Int)]>([])
    func record(_ update: MachineUpdate<S, E, Int>) {
      steps.withLock {
        $0.append((update.transitions, update.actions, update.snapshot.context))
      }
    }
    /// A snapshot alone, as a snapshot listener hears it: no transitions, no actions.
    func record(snapshot: consuming Snapshot<S, E, Int>) {
      let context = snapshot.context
      steps.withLock { $0.append(([], [], context)) }
    }
    var actions: [[String]] { steps.withLock { $0.map(\.actions) } }
    var contexts: [Int] { steps.withLock { $0.map(\.context) } }
  }

  @Test("with snapshot listeners alone, a macrostep records nothing")
  func snapshotListenersAloneRecordNothing() {
    let machine = Machine(Self.definition)
    let snapshots = Heard()
    let subscription = machine.subscribeToSnapshots { snapshots.record(snapshot: $0) }
    #expect(machine.send("count") == .handled)
    #expect(machine.send("count") == .handled)
    #expect(snapshots.contexts == [1, 2], "every snapshot arrives")
    #expect(!machine.withCore { $0.recordsSteps }, "nothing was recorded")
    // The update's storage may exist (the observed quick step prepares it before it declines
    // an event), but no macrostep filled it.
    #expect(machine.withCore { $0.scratchBox?.recycledUpdate?.event == nil }, "no update was built")
    withExtendedLifetime(subscription) {}
  }

  @Test("a listener that reads the steps beside a snapshot listener hears them all")
  func aStepReaderBesideASnapshotListenerHearsEverything() {
    let machine = Machine(Self.definition)
    let snapshots = Heard()
    let steps = Heard()
    let snapshotSubscription = machine.subscribeToSnapshots { snapshots.record(snapshot: $0) }
    var stepSubscription: Subscription? = machine.subscribe { steps.record($0) }
    #expect(machine.send("count") == .handled)
    #expect(steps.actions == [["add one"]])
    #expect(steps.steps.withLock { $0.map(\.transitions) } != [[]], "the transition was recorded")
    // Its subscription gone, the snapshot listener alone is left, and nothing is recorded.
    stepSubscription?.cancel()
    stepSubscription = nil
    #expect(machine.send("count") == .handled)
    #expect(snapshots.contexts == [1, 2])
    #expect(steps.actions == [["add one"]], "the cancelled listener heard nothing more")
    withExtendedLifetime(snapshotSubscription) {}
  }

  @Test("an observable model beside a subscribed listener leaves its updates whole")
  @MainActor func anObservableModelLeavesOtherListenersUpdatesWhole() {
    let machine = Machine(Self.definition)
    let model = ObservableMachine(machine)
    let steps = Heard()
    let subscription = machine.subscribe { steps.record($0) }
    model.send("count")
    model.send("go")
    #expect(model.context == 1 && model.state == "b")
    #expect(steps.actions == [["add one"], []])
    #expect(steps.steps.withLock { $0.map(\.transitions.count) } == [1, 1])
    withExtendedLifetime(subscription) {}
  }

  /// A machine whose steps call no code, without its fast paths: its macrosteps are taken by
  /// the algorithm, under the lock.
  static let codeless = try! MachineDefinition<S, E, Int>(initial: "a", context: 0) {
    StateNode("a") { On("deep", to: "c") }
    StateNode("c", initial: "d") {
      StateNode("d") { On("go", to: "a") }
    }
  }.withoutFastPaths()

  @Test("snapshot listeners hear a macrostep taken under the lock, with no update built")
  func snapshotListenersHearAStepUnderTheLock() {
    let machine = Machine(Self.codeless)
    let states = Mutex<[[S]]>([])
    let subscription = machine.subscribeToSnapshots { snapshot in
      let active = snapshot.states
      states.withLock { $0.append(active) }
    }
    #expect(machine.send("deep") == .handled)
    #expect(machine.send("go") == .handled)
    #expect(machine.send("nothing") == .ignored)
    #expect(states.withLock { $0 } == [["d"], ["a"], ["a"]])
    // The update's storage may exist (the observed quick step prepares it before it declines
    // an event), but no macrostep filled it.
    #expect(machine.withCore { $0.scratchBox?.recycledUpdate?.event == nil }, "no update was built")
    withExtendedLifetime(subscription) {}
  }

  @Test("snapshot listeners hear a flat machine's plain transitions")
  func snapshotListenersHearQuickSteps() throws {
    let flat = try MachineDefinition<S, E, Int>(initial: "a", context: 0) {
      StateNode("a") { On("go", to: "b") }
      StateNode("b") { On("go", to: "a") }
    }
    let machine = Machine(flat)
    let states = Mutex<[[S]]>([])
    let subscription = machine.subscribeToSnapshots { snapshot in
      let active = snapshot.states
      states.withLock { $0.append(active) }
    }
    #expect(machine.send("go") == .handled)
    #expect(machine.send("go") == .handled)
    #expect(machine.send("nothing") == .ignored)
    #expect(states.withLock { $0 } == [["b"], ["a"], ["a"]])
    withExtendedLifetime(subscription) {}
  }

  @Test(
    "every snapshot listener gets the snapshot, and listeners of both kinds hear a step in the order they subscribed"
  )
  func listenersOfBothKindsHearAStepInSubscriptionOrder() {
    let machine = Machine(Self.definition)
    let heard = Mutex<[String]>([])
    let first = machine.subscribeToSnapshots { snapshot in
      let context = snapshot.context
      heard.withLock { $0.append("first \(context)") }
    }
    let second = machine.subscribeToSnapshots { snapshot in
      let context = snapshot.context
      heard.withLock { $0.append("second \(context)") }
    }
    #expect(machine.send("count") == .handled)
    #expect(heard.withLock { $0 } == ["first 1", "second 1"])
    let steps = machine.subscribe { update in
      let context = update.snapshot.context
      heard.withLock { $0.append("steps \(context)") }
    }
    let third = machine.subscribeToSnapshots { snapshot in
      let context = snapshot.context
      heard.withLock { $0.append("third \(context)") }
    }
    #expect(machine.send("count") == .handled)
    #expect(
      heard.withLock { $0 } == ["first 1", "second 1", "first 2", "second 2", "steps 2", "third 2"])
    withExtendedLifetime((first, second, steps, third)) {}
  }

  @Test(
    "a listener that reads the steps, subscribed while a step is out of the lock, gets an update")
  func aStepReaderSubscribedDuringAStepGetsAnUpdate() throws {
    let machine = Locked<Machine<S, E, Int>?>(nil)
    let steps = Heard()
    let subscriptions = Locked<[Subscription]>([])
    let definition = try MachineDefinition<S, E, Int>(initial: "a", context: 0) {
      StateNode("a") {
        On(
          "count",
          actions: [
            .assign("subscribe, then add one") { count, _ in
              if let machine = machine.value {
                let subscription = machine.subscribe { steps.record($0) }
                subscriptions.mutate { $0.append(subscription) }
              }
              count += 1
            }
          ])
      }
    }
    let running = Machine(definition)
    machine.mutate { $0 = running }
    let snapshots = Heard()
    let subscription = running.subscribeToSnapshots { snapshots.record(snapshot: $0) }
    #expect(running.send("count") == .handled)
    machine.mutate { $0 = nil }
    #expect(snapshots.contexts == [1])
    #expect(steps.contexts == [1], "the listener subscribed during the step heard it")
    #expect(running.send("count") == .handled)
    #expect(snapshots.contexts == [1, 2])
    #expect(steps.actions.last == ["subscribe, then add one"], "the next step was recorded")
    withExtendedLifetime((subscription, subscriptions.value)) {}
  }
}
