/// A `<donedata>` element of a `<final>`: the data of the `done.state.<id>` event it triggers.
///
/// A valid element has either a ``content`` or ``params``, not both.
package struct SCXMLDoneData: Sendable, Equatable {
  /// The `<content>` child, if any.
  package var content: SCXMLContent?

  /// The `<param>` children (only with ``SCXMLParser/Options/allowsExpressions``).
  package var params: [SCXMLParam]

  /// Where the element starts.
  package var sourceLocation: SCXMLSourceLocation

  /// Creates a `<donedata>` element.
  ///
  /// - Parameters:
  ///   - content: The `<content>` child.
  ///   - params: The `<param>` children.
  ///   - sourceLocation: Where the element starts.
  package init(
    content: SCXMLContent? = nil, params: [SCXMLParam] = [], sourceLocation: SCXMLSourceLocation
  ) {
    self.content = content
    self.params = params
    self.sourceLocation = sourceLocation
  }
}
