import StateKit
import StateKitTesting
import Testing

/// A tester given an `ObservableMachine` returns from a step only once the observable machine
/// delivered its change to the main actor: the view model reads it right after.
@MainActor
struct ObservableDeliveryTests {
  enum PageState: MachineState { case idle, loading, showing }
  enum PageEvent: MachineEvent { case load, loaded }

  /// `loading` runs work that answers when the test lets it, from a task off the main actor.
  static func page(answers: Answers<Void>) -> MachineDefinition<PageState, PageEvent, Int> {
    try! MachineDefinition(initial: .idle, context: 0) {
      StateNode(.idle) { On(.load, to: .loading) }
      StateNode(.loading) {
        Invoke("load") { (_: WorkInput<PageEvent, Int>) in
          try await answers.call()
          return .loaded
        }
        On(.loaded, to: .showing) { count, _ in count += 1 }
      }
      StateNode(.showing) { On(.load, to: .loading) }
    }
  }

  /// Repeated, because the delivery races the tester: without the wait, the view model was
  /// behind on most runs.
  @Test func theViewModelReadsWhatTheTesterReceived() async {
    for _ in 0..<20 {
      let failures = RecordedFailures()
      let answers = Answers<Void>()
      let model = ObservableMachine(Self.page(answers: answers))
      let tester = MachineTester(machine: model, reporter: .recording(into: failures))
      await tester.perform({ model.send(.load) }) { $0.state = .loading }
      #expect(model.state == .loading)
      answers.answer(())
      await tester.receive(.loaded) {
        $0.state = .showing
        $0.context = 1
      }
      #expect(model.state == .showing)
      #expect(model.context == 1)
      await tester.finish()
      #expect(failures.messages == [])
    }
  }

  @Test func aSendTheMachineQueuedIsDeliveredWhenSendReturns() async {
    let failures = RecordedFailures()
    let answers = Answers<Void>()
    let model = ObservableMachine(Self.page(answers: answers))
    let tester = MachineTester(machine: model, reporter: .recording(into: failures))
    await tester.send(.load) { $0.state = .loading }
    #expect(model.state == .loading)
    answers.answer(())
    await tester.receive(.loaded) {
      $0.state = .showing
      $0.context = 1
    }
    #expect(model.state == .showing)
    await tester.finish()
    #expect(failures.messages == [])
  }
}
