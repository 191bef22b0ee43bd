/// A `<history>` pseudo-state: remembers which descendants of its parent were active when the parent
/// was last exited.
///
/// A transition targeting it re-enters those states, or follows its default ``transition`` when the
/// parent has not been exited yet. It may only appear in a compound `<state>` or in a `<parallel>`.
package struct SCXMLHistory: Sendable, Equatable {
  /// The `type` attribute: which descendants are remembered.
  package enum Kind: String, Sendable, Equatable, CaseIterable {
    /// Only the active children of the parent (the default).
    case shallow
    /// All active atomic descendants of the parent.
    case deep
  }

  /// The pseudo-state's id, written or generated (see ``SCXMLStateNode/isIDGenerated``).
  package var id: String

  /// Whether ``id`` was generated because the element has no `id` attribute.
  package var isIDGenerated: Bool

  /// The `type` attribute (``Kind/shallow`` when absent).
  package var type: Kind

  /// The default transition, taken when there is no recorded history; its targets are descendants of
  /// the parent.
  ///
  /// The SCXML specification requires one; the parser accepts a history without it, which then falls
  /// back to the parent's initial states.
  package var transition: SCXMLTransition?

  /// Where the element starts.
  package var sourceLocation: SCXMLSourceLocation

  /// Creates a history pseudo-state.
  ///
  /// Nothing is checked; documents built by hand are not validated.
  ///
  /// - Parameters:
  ///   - id: The pseudo-state's id.
  ///   - isIDGenerated: Whether the id was generated.
  ///   - type: Shallow or deep.
  ///   - transition: The default transition.
  ///   - sourceLocation: Where the element starts.
  package init(
    id: String,
    isIDGenerated: Bool = false,
    type: Kind = .shallow,
    transition: SCXMLTransition? = nil,
    sourceLocation: SCXMLSourceLocation
  ) {
    self.id = id
    self.isIDGenerated = isIDGenerated
    self.type = type
    self.transition = transition
    self.sourceLocation = sourceLocation
  }
}
