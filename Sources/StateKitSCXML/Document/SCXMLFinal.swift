/// A `<final>` element: a state that completes its parent when entered.
///
/// Entering a top-level final state ends the machine; entering any other one raises
/// `done.state.<parent id>`, with the ``doneData`` as the event's data.
package struct SCXMLFinal: Sendable, Equatable {
  /// The state's id, written or generated (see ``SCXMLStateNode/isIDGenerated``).
  package var id: String

  /// Whether ``id`` was generated because the element has no `id` attribute.
  package var isIDGenerated: Bool

  /// The `<onentry>` handlers, in document order; each runs separately.
  package var onEntry: [SCXMLExecutableBlock]

  /// The `<onexit>` handlers, in document order; each runs separately.
  package var onExit: [SCXMLExecutableBlock]

  /// The `<donedata>` child, if any.
  package var doneData: SCXMLDoneData?

  /// Where the element starts.
  package var sourceLocation: SCXMLSourceLocation

  /// Creates a final state.
  ///
  /// Nothing is checked; documents built by hand are not validated.
  ///
  /// - Parameters:
  ///   - id: The state's id.
  ///   - isIDGenerated: Whether the id was generated.
  ///   - onEntry: The `<onentry>` handlers.
  ///   - onExit: The `<onexit>` handlers.
  ///   - doneData: The `<donedata>` child.
  ///   - sourceLocation: Where the element starts.
  package init(
    id: String,
    isIDGenerated: Bool = false,
    onEntry: [SCXMLExecutableBlock] = [],
    onExit: [SCXMLExecutableBlock] = [],
    doneData: SCXMLDoneData? = nil,
    sourceLocation: SCXMLSourceLocation
  ) {
    self.id = id
    self.isIDGenerated = isIDGenerated
    self.onEntry = onEntry
    self.onExit = onExit
    self.doneData = doneData
    self.sourceLocation = sourceLocation
  }
}
