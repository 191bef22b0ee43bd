import StateKitTesting
import Testing

/// A tester drives a parent and its child machines: it sends to a child, asserts the child's
/// states, receives what the child reports as the parent's events, and fails on a child change
/// nobody asserted.
@MainActor
struct ChildTesterTests {
  enum Step: MachineState { case asking, answered }
  enum Ask: MachineEvent { case answer }
  enum Flow: MachineState { case waiting, done }
  enum FlowEvent: MachineEvent { case answered }

  static let question = ChildMachine(
    "question",
    try! MachineDefinition<Step, Ask, Void>(initial: .asking) {
      StateNode(.asking) { On(.answer, to: .answered) }
      Final(.answered)
    })

  static let flow = try! MachineDefinition<Flow, FlowEvent, Void>(initial: .waiting) {
    StateNode(.waiting) {
      Invoke(question, done: { _ in .answered })
      On(.answered, to: .done)
    }
    StateNode(.done) {}
  }

  @Test func theParentsTesterDrivesTheChildAndReceivesItsReport() async throws {
    let failures = RecordedFailures()
    let tester = MachineTester(Self.flow, reporter: .recording(into: failures))
    let child = try #require(tester.child(Self.question))
    await child.send(.answer, state: .answered)
    await tester.receive(.answered, state: .done)
    await tester.finish()
    #expect(failures.messages == [])
  }

  @Test func aChildChangeNobodyAssertedFailsTheParentsFinish() async throws {
    let failures = RecordedFailures()
    let tester = MachineTester(Self.flow, reporter: .recording(into: failures))
    let child = try #require(tester.child(Self.question))
    child.machine.send(.answer)
    await tester.receive(.answered, state: .done)
    await tester.finish()
    #expect(failures.messages.count == 1)
    #expect(failures.messages.first?.contains("answer") == true)
  }

  @Test func askingForAChildThatIsNotRunningFails() async {
    let failures = RecordedFailures()
    let tester = MachineTester(Self.flow, reporter: .recording(into: failures))
    let missing = ChildMachine("missing", Self.question.definition)
    #expect(tester.child(missing) == nil)
    #expect(failures.messages.first?.contains("\"missing\" is not running") == true)
    await tester.finish()
  }
}

/// A tester drives a child of a collection by its id.
@MainActor
struct CollectionChildTesterTests {
  typealias Step = ChildTesterTests.Step
  typealias Ask = ChildTesterTests.Ask
  enum Board: MachineEvent, Equatable {
    case ask(Int)
    case answered(Int)
    case answerFor(Int)
    enum Case: Hashable, Sendable { case ask, answered, answerFor }
    var eventCase: Case {
      switch self {
      case .ask: .ask
      case .answered: .answered
      case .answerFor: .answerFor
      }
    }
  }

  static let questions = ChildMachines<Int, Step, Ask, Void>(
    "questions", ChildTesterTests.question.definition)

  static let board = try! MachineDefinition<ChildTesterTests.Flow, Board, [Int]>(
    initial: .waiting, context: []
  ) {
    StateNode(.waiting) {
      Invoke(questions, done: { id, _ in .answered(id) })
      On(
        .ask,
        actions: [
          .spawn(questions) { _, event in
            if case .ask(let id)? = event { (id, ()) } else { nil }
          }
        ])
      On(
        .answerFor,
        actions: [
          .send(.answer, to: questions) { _, event in
            if case .answerFor(let id)? = event { id } else { nil }
          }
        ])
      On(
        .answered,
        actions: [
          .assign("note") { answered, event in
            if case .answered(let id)? = event { answered.append(id) }
          }
        ])
    }
    StateNode(.done) {}
  }

  @Test func aChildOfACollectionIsTestedByItsId() async throws {
    let failures = RecordedFailures()
    let tester = MachineTester(Self.board, reporter: .recording(into: failures))
    await tester.send(.ask(7))
    let seven = try #require(tester.child(Self.questions, id: 7))
    await seven.send(.answer, state: .answered)
    await tester.receive(.answered(7)) { $0.context = [7] }
    await tester.finish()
    #expect(failures.messages == [])
  }

  @Test func aChildsChangeThatTheParentCausedIsReceivedOnTheChildsTester() async throws {
    let failures = RecordedFailures()
    let tester = MachineTester(Self.board, reporter: .recording(into: failures))
    await tester.send(.ask(7))
    let seven = try #require(tester.child(Self.questions, id: 7))
    await tester.send(.answerFor(7))
    await seven.receive(.answer, state: .answered)
    await tester.receive(.answered(7)) { $0.context = [7] }
    await tester.finish()
    #expect(failures.messages == [])
  }

  @Test func aChildsChangeThatTheParentCausedFailsTheFinishUnasserted() async throws {
    let failures = RecordedFailures()
    let tester = MachineTester(Self.board, reporter: .recording(into: failures))
    await tester.send(.ask(7))
    _ = try #require(tester.child(Self.questions, id: 7))
    await tester.send(.answerFor(7))
    await tester.receive(.answered(7)) { $0.context = [7] }
    await tester.finish()
    #expect(failures.messages.count == 1)
    #expect(failures.messages.first?.contains("answer") == true, "\(failures.messages)")
  }

  @Test func askingForAnIdNobodyRunsUnderFails() async {
    let failures = RecordedFailures()
    let tester = MachineTester(Self.board, reporter: .recording(into: failures))
    #expect(tester.child(Self.questions, id: 3) == nil)
    #expect(failures.messages == ["No child of \"questions\" runs under the id 3 under machine."])
    await tester.finish()
  }
}
