import StateKit
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
      Invoke(question, done: { _ in .answered })
      On(.help, actions: [.send(.answer, to: question)])
      On(.answered, to: .done)
    }
    StateNode(.done) {}
  }

  @Test func aChildIsExportedInlineAsAnInvoke() throws {
    let text = Self.flow.scxml()
    #expect(text.contains(#"<invoke id="question" type="scxml">"#))
    #expect(text.contains(#"<state id="asking">"#), "the child's own states, inline")
    #expect(text.contains(##"<send event="hint" target="#_parent"/>"##))
    #expect(text.contains(##"<send event="answer" target="#_question"/>"##))
    let loaded = try SCXMLDocument(string: text).definition()
    #expect(loaded.stateNodes.contains { $0.name == "waiting" })
  }
}
