import StateKit

/// How a typed child's document, written inside its parent's `<invoke>`, sends the parent the
/// events the parent's `Invoke(_:input:emitted:done:failed:)` maps its reports to.
extension SCXMLExporter {
  /// What the child sends for `emit(event)`: `<send target="#_parent">` of the event the
  /// parent maps it to (of the child's own event when it is written as a document of its own),
  /// or a comment when the parent drops it.
  func emitNode(_ event: Event) -> XMLOutput.Node {
    var name = Self.name(of: event)
    switch reports?.emitted(event) {
    case .event(let mapped, _)?:
      name = mapped
    case .dropped?:
      return .comment("emit(\(name)): dropped by the parent's `emitted` mapping")
    case .unknown?, nil:
      break
    }
    return .element(XMLOutput("send", [("event", name), ("target", "#_parent")]))
  }

  /// What the child's top-level final state `node` sends last in its `<onentry>`: the event the
  /// parent's `done` maps it to, before the `done.invoke.ID` the child then sends itself, as
  /// the parent receives `done`'s event after what the child emitted. A comment says what the
  /// document cannot carry.
  func doneReport(of node: Definition.Node) -> [XMLOutput.Node] {
    guard let reports, node.kind == .final, node.parent == 0 else { return [] }
    switch reports.done(node.id) {
    case .event(let name, let hasPayload):
      let send = XMLOutput.Node.element(
        XMLOutput("send", [("event", name), ("target", "#_parent")]))
      guard hasPayload else { return [send] }
      return [
        .comment(
          "done: the parent receives \(name) with a payload made from the child's final"
            + " snapshot, which this document does not carry"),
        send,
      ]
    case .dropped:
      return []
    case .unknown:
      return [
        .comment(
          "done: the parent's event for \(node.name) is not exported (the state's case carries"
            + " a payload, which only a run makes)")
      ]
    }
  }
}
