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
