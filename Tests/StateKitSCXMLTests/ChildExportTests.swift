import StateKit
import StateKitClock
import StateKitSCXML
import Testing

/// `scxml()` writes a child machine as an `<invoke type="scxml">` with its document inline,
/// and what the child emits and the parent sends it as `<send>`s to `#_parent` and `#_id`.
struct ChildExportTests {
  enum Step: MachineState { case asking, answered }
  enum Ask: MachineEvent { case answer, hint }
  enum Flow: MachineState { case waiting, done }
  enum FlowEvent: MachineEvent { case answered, help }

  static let question = ChildMachine(
    "question",
    try! MachineDefinition<Step, Ask, Void>(initial: .asking) {
      StateNode(.asking) {
        On(.answer, to: .answered)
        On(.hint, actions: [.emit(.hint)])
      }
      Final(.answered)
    })

  static let flow = try! MachineDefinition<Flow, FlowEvent, Void>(initial: .waiting) {
    StateNode(.waiting) {
      Invoke(question, emitted: { $0 == .hint ? .help : nil }, done: { _ in .answered })
      On(.help, actions: [.send(.answer, to: question)])
      On(.answered, to: .done)
    }
    StateNode(.done) {}
  }

  @Test func aChildIsExportedInlineAsAnInvoke() throws {
    let text = Self.flow.scxml()
    #expect(text.contains(#"<invoke id="question" type="scxml">"#))
    #expect(text.contains(#"<state id="asking">"#), "the child's own states, inline")
    #expect(
      text.contains(##"<send event="help" target="#_parent"/>"##), "hint, as the parent maps it")
    #expect(
      text.contains(##"<send event="answered" target="#_parent"/>"##), "done, as the parent maps it"
    )
    #expect(text.contains(##"<send event="answer" target="#_question"/>"##))
    let loaded = try SCXMLDocument(string: text).definition()
    #expect(loaded.stateNodes.contains { $0.name == "waiting" })
  }

  enum Outcome: MachineEvent {
    case signedIn(String)
    case spawned
    enum Case: Hashable, Sendable { case signedIn, spawned }
    var eventCase: Case {
      switch self {
      case .signedIn: .signedIn
      case .spawned: .spawned
      }
    }
  }

  static let many = ChildMachines<String, Step, Ask, Void>("questions", question.definition)

  static let outcomes = try! MachineDefinition<Flow, Outcome, Void>(initial: .waiting) {
    StateNode(.waiting) {
      Invoke(question, done: { _ in .signedIn("ad") })
      On(.signedIn, to: .done)
    }
    StateNode(.done) { Invoke(many, emitted: { _, _ in .spawned }) }
  }

  @Test func whatTheDocumentCannotCarryIsSaidInAComment() throws {
    let text = Self.outcomes.scxml()
    #expect(
      text.contains(
        "<!-- done: the parent receives signedIn with a payload made from the child's final"
          + " snapshot, which this document does not carry -->"))
    #expect(text.contains(##"<send event="signedIn" target="#_parent"/>"##), "its name is carried")
    #expect(
      text.contains("<!-- emit(hint): dropped by the parent's `emitted` mapping -->"),
      "no `emitted` mapping drops what the child emits")
    #expect(
      text.contains(
        "<!-- collection of child machines \"questions\" (not exported: its children are"
          + " spawned, stopped and reported by Swift code) -->"))
    let machine = SCXMLMachine(try SCXMLDocument(string: text).definition(), clock: ManualClock())
    try #require(machine.child("question")).send("answer")
    #expect(machine.atomicStates == ["done"])
  }

  /// A child whose final state carries a payload, which only a run makes.
  enum Ending: MachineState {
    case open
    case closed(Int)
    enum Case: Hashable, Sendable { case open, closed }
    var stateCase: Case { if case .closed = self { .closed } else { .open } }
    var closed: Int? { if case .closed(let count) = self { count } else { nil } }
    init?(stateCase: Case) {
      guard stateCase == .open else { return nil }
      self = .open
    }
    init?(stateCase: Case, payload: Any) {
      guard stateCase == .closed, let count = payload as? Int else { return nil }
      self = .closed(count)
    }
    static func payloadCase(of accessor: PartialKeyPath<Self>) -> Case? {
      accessor == \Self.closed ? .closed : nil
    }
  }
  enum Closing: MachineEvent {
    case close(Int)
    enum Case: Hashable, Sendable { case close }
    var eventCase: Case { .close }
    var close: Int? { if case .close(let count) = self { count } else { nil } }
    static func payloadCase(of accessor: PartialKeyPath<Self>) -> Case? {
      accessor == \Self.close ? .close : nil
    }
  }

  static let closer = ChildMachine(
    "closer",
    try! MachineDefinition<Ending, Closing, Void>(initial: .open) {
      StateNode(.open) { On(\.close, to: \.closed) }
      Final(.closed)
    })

  @Test func aFinalStateWithAPayloadIsNotMappedAtExport() throws {
    let parent = try MachineDefinition<Flow, FlowEvent, Void>(initial: .waiting) {
      StateNode(.waiting) {
        Invoke(Self.closer, done: { _ in .answered })
        On(.answered, to: .done)
      }
      StateNode(.done) {}
    }
    let running = Machine(parent)
    try #require(running.child(Self.closer)).send(.close(2))
    #expect(running.state == .done, "the Swift parent maps the final snapshot")
    let text = parent.scxml()
    #expect(
      text.contains(
        "<!-- done: the parent's event for closed is not exported (the state's case carries a"
          + " payload, which only a run makes) -->"))
    #expect(!text.contains(##"<send event="answered" target="#_parent"/>"##))
  }
}
