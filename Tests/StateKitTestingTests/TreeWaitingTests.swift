import Foundation
import StateKit
import StateKitTesting
import Synchronization
import Testing

/// Every call of a tree's tester returns only once every view model over a machine of the
/// tree shows the step, children's included: a test reads a child's view model right after
/// the call, with no wait of its own.
@MainActor
struct TreeWaitingTests {
  typealias Definition<Context: Sendable> = MachineDefinition<StateName, EventName, Context>

  /// A child whose work answers when the test lets it, from a task off the main actor.
  static func child(_ answers: Answers<Void>) -> ChildMachine<StateName, EventName, Int> {
    ChildMachine(
      "question",
      try! Definition<Int>(initial: "asking", context: 0) {
        StateNode("asking") {
          Invoke("ask") { (_: WorkInput<EventName, Int>) in
            try await answers.call()
            return "answer"
          }
          On("answer", to: "answered") { count, _ in count += 1 }
        }
        StateNode("answered") { On("again", to: "asking") }
      })
  }

  static func parent(_ answers: Answers<Void>) -> Definition<Void> {
    try! Definition<Void>(name: "app", initial: "asking") {
      StateNode("asking") { Invoke(child(answers)) }
    }
  }

  /// Busy work on both cores while `body` runs: the deliveries to the main actor then race
  /// with other threads, as they do on a loaded machine.
  static func withBothCoresLoaded(_ body: () async throws -> Void) async rethrows {
    let running = Atomic(true)
    let spinners = (0..<2).map { _ in
      Thread {
        var value = 0
        while running.load(ordering: .relaxed) { value &+= 1 }
        _ = value
      }
    }
    for spinner in spinners { spinner.start() }
    defer { running.store(false, ordering: .relaxed) }
    try await body()
  }

  /// The stale read of the issue: a child's tester received the child's step while the
  /// child's view model still showed the step before, in 16 to 18 of 20 runs.
  @Test func aChildsViewModelShowsWhatTheChildsTesterReceived() async throws {
    try await Self.withBothCoresLoaded {
      for _ in 0..<200 {
        let failures = RecordedFailures()
        let answers = Answers<Void>()
        let clock = ManualClock()
        let model = ObservableMachine(Self.parent(answers), clock: clock, startImmediately: false)
        let tester = MachineTester(
          machine: model, clock: clock, reporter: .recording(into: failures))
        let childTester = try #require(tester.child(Self.child(answers)))
        let childModel = try #require(model.child(Self.child(answers)))
        answers.answer(())
        await childTester.receive("answer") {
          $0.state = "answered"
          $0.context = 1
        }
        #expect(childModel.state == "answered")
        #expect(childModel.context == 1)
        await tester.send("again", to: Self.child(answers), assert: { $0.state = "asking" })
        #expect(childModel.state == "asking")
        answers.answer(())
        await tester.receive("answer", from: Self.child(answers)) {
          $0.state = "answered"
          $0.context = 2
        }
        #expect(childModel.context == 2)
        await tester.finish()
        #expect(failures.messages == [])
      }
    }
  }

  /// A view model made over a machine of the tree by hand, not through the root's view model,
  /// is waited for too, whatever the tester was given.
  @Test func aViewModelOverAChildMadeByHandIsWaitedFor() async throws {
    try await Self.withBothCoresLoaded {
      for _ in 0..<200 {
        let answers = Answers<Void>()
        let tester = MachineTester(Self.parent(answers))
        let running = try #require(tester.machine.child(Self.child(answers)))
        let childModel = ObservableMachine(running)
        answers.answer(())
        await tester.receive("answer", from: Self.child(answers)) {
          $0.state = "answered"
          $0.context = 1
        }
        #expect(childModel.state == "answered")
        await tester.finish()
      }
    }
  }

  /// Events sent to the tree from several threads at once: the tester files every step, in
  /// each machine's order, and receives them all (CI runs this under ThreadSanitizer).
  @Test func eventsFromSeveralThreadsAreAllReceived() async throws {
    let answers = Answers<Void>()
    let tester = MachineTester(Self.parent(answers))
    let running = try #require(tester.machine.child(Self.child(answers)))
    let senders = 4
    let each = 25
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<senders {
        group.addTask {
          for _ in 0..<each { running.send("again") }
        }
      }
    }
    for _ in 0..<(senders * each) {
      await tester.receive("again", from: Self.child(answers))
    }
    answers.answer(())
    await tester.receive("answer", from: Self.child(answers)) {
      $0.state = "answered"
      $0.context = 1
    }
    await tester.finish()
  }
}
