/// A `<state>` element: an atomic state, or a compound state when it has child states.
///
/// A compound state always has an ``initial`` transition after parsing: from its `<initial>` element,
/// from its `initial` attribute, or, when it has neither, to its first child state in document order.
package struct SCXMLState: Sendable, Equatable {
  /// The state's id, written or generated (see ``SCXMLStateNode/isIDGenerated``).
  package var id: String

  /// Whether ``id`` was generated because the element has no `id` attribute.
  package var isIDGenerated: Bool

  /// The initial transition of a compound state; `nil` for an atomic state.
  package var initial: SCXMLInitial?

  /// The child states and history pseudo-states, in document order.
  package var children: [SCXMLStateNode]

  /// The `<transition>` children, in document order.
  package var transitions: [SCXMLTransition]

  /// The `<onentry>` handlers, in document order; each runs separately.
  package var onEntry: [SCXMLExecutableBlock]

  /// The `<onexit>` handlers, in document order; each runs separately.
  package var onExit: [SCXMLExecutableBlock]

  /// The `<invoke>` children, in document order.
  package var invokes: [SCXMLInvoke]

  /// The state's `<datamodel>`, if any.
  package var dataModel: SCXMLDataModel?

  /// Where the element starts.
  package var sourceLocation: SCXMLSourceLocation

  /// Whether the state has no child state (history pseudo-states do not count).
  package var isAtomic: Bool { !children.contains { $0.isState } }

  /// Creates a state.
  ///
  /// Nothing is checked; documents built by hand are not validated.
  ///
  /// - Parameters:
  ///   - id: The state's id.
  ///   - isIDGenerated: Whether the id was generated.
  ///   - initial: The initial transition of a compound state.
  ///   - children: The child nodes.
  ///   - transitions: The transitions.
  ///   - onEntry: The `<onentry>` handlers.
  ///   - onExit: The `<onexit>` handlers.
  ///   - invokes: The `<invoke>` children.
  ///   - dataModel: The state's `<datamodel>`.
  ///   - sourceLocation: Where the element starts.
  package init(
    id: String,
    isIDGenerated: Bool = false,
    initial: SCXMLInitial? = nil,
    children: [SCXMLStateNode] = [],
    transitions: [SCXMLTransition] = [],
    onEntry: [SCXMLExecutableBlock] = [],
    onExit: [SCXMLExecutableBlock] = [],
    invokes: [SCXMLInvoke] = [],
    dataModel: SCXMLDataModel? = nil,
    sourceLocation: SCXMLSourceLocation
  ) {
    self.id = id
    self.isIDGenerated = isIDGenerated
    self.initial = initial
    self.children = children
    self.transitions = transitions
    self.onEntry = onEntry
    self.onExit = onExit
    self.invokes = invokes
    self.dataModel = dataModel
    self.sourceLocation = sourceLocation
  }
}
