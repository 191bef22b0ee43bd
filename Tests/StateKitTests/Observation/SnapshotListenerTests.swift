import Synchronization
import Testing

@testable import StateKit

/// A listener that reads only the snapshots of its updates (an `ObservableMachine`, a stream
/// of snapshots) makes the algorithm record nothing of what each macrostep did; a listener
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
    var actions: [[String]] { steps.withLock { $0.map(\.actions) } }
    var contexts: [Int] { steps.withLock { $0.map(\.context) } }
  }

  @Test("with snapshot listeners alone, a macrostep records nothing")
  func snapshotListenersAloneRecordNothing() {
    let machine = Machine(Self.definition)
    let snapshots = Heard()
    let subscription = machine.subscribeToSnapshots { snapshots.record($0) }
    #expect(machine.send("count") == .handled)
    #expect(machine.send("count") == .handled)
    #expect(snapshots.contexts == [1, 2], "every snapshot arrives")
    #expect(snapshots.actions == [[], []], "nothing was recorded")
    #expect(!machine.withCore { $0.recordsSteps })
    withExtendedLifetime(subscription) {}
  }

  @Test("a listener that reads the steps beside a snapshot listener hears them all")
  func aStepReaderBesideASnapshotListenerHearsEverything() {
    let machine = Machine(Self.definition)
    let snapshots = Heard()
    let steps = Heard()
    let snapshotSubscription = machine.subscribeToSnapshots { snapshots.record($0) }
    var stepSubscription: Subscription? = machine.subscribe { steps.record($0) }
    #expect(machine.send("count") == .handled)
    #expect(steps.actions == [["add one"]])
    #expect(steps.steps.withLock { $0.map(\.transitions) } != [[]], "the transition was recorded")
    // Its subscription gone, the snapshot listener alone is left, and nothing is recorded.
    stepSubscription?.cancel()
    stepSubscription = nil
    #expect(machine.send("count") == .handled)
    #expect(snapshots.contexts == [1, 2])
    #expect(snapshots.actions.last == [])
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
}
