import StateKitTesting
import Testing

/// A test states which reads of a view model a step may invalidate, and fails naming the read
/// invalidated beyond that budget and the step that did it.
@MainActor
struct InvalidationBudgetTests {
  struct Note: Equatable, Sendable {
    var title = ""
    var body = ""
    var items = ["a", "b", "c"]
  }

  enum Edit: MachineEvent, Hashable {
    case title(String)
    case body(String)
    case submit
    enum Case: Hashable, Sendable { case title, body, submit }
    var eventCase: Case {
      switch self {
      case .title: .title
      case .body: .body
      case .submit: .submit
      }
    }
    var text: String? {
      switch self {
      case .title(let text), .body(let text): text
      case .submit: nil
      }
    }
  }

  static let note = try! MachineDefinition<StateName, Edit, Note>(
    initial: "editing", context: Note()
  ) {
    StateNode("editing") {
      On(.title, actions: [.assign("title") { note, event in note.title += event?.text ?? "" }])
      On(.body, actions: [.assign("body") { note, event in note.body += event?.text ?? "" }])
      On(.submit, to: "sent", guard: .init("titled") { note, _ in !note.title.isEmpty })
    }
    StateNode("sent")
  }

  func screen(_ model: ObservableMachine<StateName, Edit, Note>, _ budget: InvalidationBudget) {
    budget.read("title field") { _ = model.title }
    budget.read("body field") { _ = model.body }
    budget.read("submit button") { _ = model.canHandle(.submit) }
    budget.read("rows") { _ = model.items }
  }

  @Test func aStepWithinItsBudgetPasses() {
    let failures = RecordedFailures()
    let model = ObservableMachine(Self.note)
    let budget = InvalidationBudget(reporter: .recording(into: failures))
    screen(model, budget)
    let typed = budget.step("type in the body", mayInvalidate: ["body field"]) {
      model.send(.body("x"))
    }
    #expect(typed == ["body field"])
    let titled = budget.step("type a title", mayInvalidate: ["title field", "submit button"]) {
      model.send(.title("T"))
    }
    #expect(titled == ["title field", "submit button"])
    #expect(failures.messages.isEmpty, "\(failures.messages)")
    #expect(
      budget.invalidations == ["title field": 1, "body field": 1, "submit button": 1, "rows": 0])
  }

  @Test func aStepBeyondItsBudgetFailsNamingTheReadAndTheStep() {
    let failures = RecordedFailures()
    let model = ObservableMachine(Self.note)
    let budget = InvalidationBudget(reporter: .recording(into: failures))
    screen(model, budget)
    budget.step("type a title", mayInvalidate: ["title field"]) { model.send(.title("T")) }
    #expect(
      failures.messages == [
        "step 'type a title' invalidated 'submit button', which its budget (title field) does "
          + "not allow"
      ])
  }

  @Test func aReadIsTrackedAgainAfterEachInvalidation() {
    let failures = RecordedFailures()
    let model = ObservableMachine(Self.note)
    let budget = InvalidationBudget(reporter: .recording(into: failures))
    screen(model, budget)
    for letter in ["a", "b", "c"] {
      budget.step("type \(letter)", mayInvalidate: ["body field"]) { model.send(.body(letter)) }
    }
    #expect(budget.invalidations["body field"] == 3)
    budget.step("submit nothing") { model.send(.submit) }
    #expect(failures.messages.isEmpty, "an untitled note is not submitted: nothing changed")
  }

  @Test func aBudgetNamingAnUnknownReadFails() {
    let failures = RecordedFailures()
    let model = ObservableMachine(Self.note)
    let budget = InvalidationBudget(reporter: .recording(into: failures))
    screen(model, budget)
    budget.step("type", mayInvalidate: ["body"]) { model.send(.body("x")) }
    #expect(failures.messages.contains { $0.contains("allows 'body', which is no read") })
    #expect(failures.messages.contains { $0.contains("invalidated 'body field'") })
  }
}
