/// A `<parallel>` element: a state whose child states are all active at the same time.
///
/// A valid parallel state has at least one child state.
package struct SCXMLParallel: Sendable, Equatable {
  /// The state's id, written or generated (see ``SCXMLStateNode/isIDGenerated``).
  package var id: String

  /// Whether ``id`` was generated because the element has no `id` attribute.
  package var isIDGenerated: Bool

  /// The child states (the regions) and history pseudo-states, in document order.
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

  /// Creates a parallel state.
  ///
  /// Nothing is checked; documents built by hand are not validated.
  ///
  /// - Parameters:
  ///   - id: The state's id.
  ///   - isIDGenerated: Whether the id was generated.
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
    children: [SCXMLStateNode],
    transitions: [SCXMLTransition] = [],
    onEntry: [SCXMLExecutableBlock] = [],
    onExit: [SCXMLExecutableBlock] = [],
    invokes: [SCXMLInvoke] = [],
    dataModel: SCXMLDataModel? = nil,
    sourceLocation: SCXMLSourceLocation
  ) {
    self.id = id
    self.isIDGenerated = isIDGenerated
    self.children = children
    self.transitions = transitions
    self.onEntry = onEntry
    self.onExit = onExit
    self.invokes = invokes
    self.dataModel = dataModel
    self.sourceLocation = sourceLocation
  }
}
