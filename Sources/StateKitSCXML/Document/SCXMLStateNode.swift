/// One node of the state tree: a `<state>`, `<parallel>`, `<final>` or `<history>` element.
///
/// Every node has an id: the one written in the document or, when the element has none, a generated one
/// of the form `__state.N` (see ``isIDGenerated``). Children are kept in document order, with history
/// pseudo-states among them where they were written.
package enum SCXMLStateNode: Sendable, Equatable {
  /// A `<state>`: atomic when it has no child states, compound otherwise.
  case state(SCXMLState)
  /// A `<parallel>`: all of its child states are active together.
  case parallel(SCXMLParallel)
  /// A `<final>`: entering it completes its parent.
  case final(SCXMLFinal)
  /// A `<history>` pseudo-state of its parent.
  case history(SCXMLHistory)

  /// The node's id, written or generated.
  package var id: String {
    switch self {
    case .state(let state): state.id
    case .parallel(let parallel): parallel.id
    case .final(let final): final.id
    case .history(let history): history.id
    }
  }

  /// Whether ``id`` was generated because the element has no `id` attribute.
  ///
  /// Generated ids have the form `__state.N`: `N` counts the id-less state elements of the document
  /// (nested `<scxml>` documents count separately) in document order from 0, skipping any number whose
  /// id the document already declares. They are stable for a given text, but they change when states
  /// are added before them, so nothing outside the document should rely on them.
  package var isIDGenerated: Bool {
    switch self {
    case .state(let state): state.isIDGenerated
    case .parallel(let parallel): parallel.isIDGenerated
    case .final(let final): final.isIDGenerated
    case .history(let history): history.isIDGenerated
    }
  }

  /// Where the element starts.
  package var sourceLocation: SCXMLSourceLocation {
    switch self {
    case .state(let state): state.sourceLocation
    case .parallel(let parallel): parallel.sourceLocation
    case .final(let final): final.sourceLocation
    case .history(let history): history.sourceLocation
    }
  }

  /// The element name: `state`, `parallel`, `final` or `history`.
  package var elementName: String {
    switch self {
    case .state: "state"
    case .parallel: "parallel"
    case .final: "final"
    case .history: "history"
    }
  }

  /// The child nodes in document order (empty for final states and history pseudo-states).
  package var children: [SCXMLStateNode] {
    switch self {
    case .state(let state): state.children
    case .parallel(let parallel): parallel.children
    case .final, .history: []
    }
  }

  /// The transitions leaving this node, in document order.
  ///
  /// A history pseudo-state's default transition and a compound state's initial transition are not
  /// included: see ``SCXMLHistory/transition`` and ``SCXMLState/initial``.
  package var transitions: [SCXMLTransition] {
    switch self {
    case .state(let state): state.transitions
    case .parallel(let parallel): parallel.transitions
    case .final, .history: []
    }
  }

  /// Whether this is a real state rather than a history pseudo-state.
  package var isState: Bool {
    if case .history = self { return false }
    return true
  }
}
