import StateKit

extension DefinitionBuilder {
  /// A `<transition>`: all its event descriptors and all its targets, in one transition.
  mutating func transition(_ transition: SCXMLTransition) throws(SCXMLError) -> Content {
    var condition: Condition?
    switch transition.condition {
    case nil: break
    case .inState(let id) where stateIDs.contains(id): condition = .inState(StateName(id))
    case .inState(let id):
      // A state of no document is never active (the parser warned about it).
      condition = Condition("In('\(id)')") { _, _ in false }
    case .expression(let text) where hasDataModel:
      condition = try dataGuard(text, at: transition.sourceLocation)
    case .expression(let text):
      throw needsExpressions(
        "cond=\"\(text)\"", element: "transition", at: transition.sourceLocation)
    }
    let events = transition.events
    return .transition(
      events.isEmpty ? .eventless : .events(events),
      targets: transition.targets.map { StateName($0) },
      type: transition.type == .internal ? .internal : .external, guard: condition,
      actions: try actions(transition.content))
  }
}
