import StateKit
import StateKitTesting
import Synchronization
import Testing

/// The work of the initial state, seen by a tester: the tester listens before the machine
/// starts, so it receives what that work sends, however soon.
@MainActor
struct InitialWorkTests {
  enum FeedState: MachineState { case loading, showing }
  enum FeedEvent: MachineEvent, Hashable {
    case loaded(Int)
    case reload
    enum Case: Hashable, Sendable { case loaded, reload }
    var eventCase: Case {
      switch self {
      case .loaded: .loaded
      case .reload: .reload
      }
    }
  }
  typealias Definition = MachineDefinition<FeedState, FeedEvent, Int>

  /// How many times the work started.
  final class Starts: Sendable {
    let count = Atomic<Int>(0)
    var value: Int { count.load(ordering: .sequentiallyConsistent) }
  }

  /// `loading` runs work that answers at once, in a task, and counts its starts.
  static func feed(starts: Starts? = nil) -> Definition {
    try! Definition(initial: .loading, context: 0) {
      StateNode(.loading) {
        Invoke("load") { (_: WorkInput<FeedEvent, Int>) in
          starts?.count.add(1, ordering: .sequentiallyConsistent)
          return .loaded(1)
        }
        On(.loaded, to: .showing) { count, event in
          if case .loaded(let value) = event { count = value }
        }
      }
      StateNode(.showing) { On(.reload, to: .loading) }
    }
  }

  /// `loading` runs work started on the processing thread that sends before it returns: in a
  /// machine that starts when it is created, its event is processed before anyone can listen.
  static let attachedFeed = try! Definition(initial: .loading, context: 0) {
    StateNode(.loading) {
      StateContent.work(
        Work(name: "load") { input in
          _ = input.send(.loaded(2))
          return {}
        })
      On(.loaded, to: .showing) { count, event in
        if case .loaded(let value) = event { count = value }
      }
    }
    StateNode(.showing) { On(.reload, to: .loading) }
  }

  @Test func aTesterOfADefinitionReceivesWhatTheInitialWorkSendsAtOnce() async {
    let failures = RecordedFailures()
    let tester = MachineTester(Self.attachedFeed, reporter: .recording(into: failures))
    await tester.receive(.loaded(2)) {
      $0.state = .showing
      $0.context = 2
    }
    await tester.finish()
    #expect(failures.messages == [])
  }

  @Test func aTesterOfADefinitionReceivesTheInitialWorksResult() async {
    let failures = RecordedFailures()
    let tester = MachineTester(Self.feed(), reporter: .recording(into: failures))
    await tester.receive(.loaded(1)) {
      $0.state = .showing
      $0.context = 1
    }
    await tester.finish()
    #expect(failures.messages == [])
  }

  @Test func anUnstartedObservableMachineWaitsForItsTester() async {
    let failures = RecordedFailures()
    let starts = Starts()
    let clock = ManualClock()
    let model = ObservableMachine(
      Self.feed(starts: starts), clock: clock, startImmediately: false)
    // The rest of the screen is set up; nothing of the machine's runs meanwhile.
    for _ in 0..<1_000 { await Task.yield() }
    #expect(starts.value == 0)
    #expect(model.state == .loading)
    let tester = MachineTester(machine: model, clock: clock, reporter: .recording(into: failures))
    await tester.receive(.loaded(1)) {
      $0.state = .showing
      $0.context = 1
    }
    await tester.finish()
    #expect(starts.value == 1)
    #expect(failures.messages == [])
  }

  @Test func anUnstartedRestoredMachineWaitsForItsTester() async {
    let failures = RecordedFailures()
    let clock = ManualClock()
    let saved = Self.attachedFeed.initialSnapshot()
    let machine = Machine(restoring: saved, clock: clock, startImmediately: false)
    #expect(machine.state == .loading)
    let tester = MachineTester(machine: machine, clock: clock, reporter: .recording(into: failures))
    await tester.receive(.loaded(2)) {
      $0.state = .showing
      $0.context = 2
    }
    await tester.finish()
    #expect(failures.messages == [])
  }
}
