/// A `<donedata>` element of a `<final>`: the data of the `done.state.<id>` event it triggers.
///
/// A valid element has either a ``content`` or ``params``, not both.
public struct SCXMLDoneData: Sendable, Equatable {
  /// The `<content>` child, if any.
  public var content: SCXMLContent?

  /// The `<param>` children (only with ``SCXMLParser/Options/allowsExpressions``).
  public var params: [SCXMLParam]

  /// Where the element starts.
  public var sourceLocation: SCXMLSourceLocation

  /// Creates a `<donedata>` element.
  ///
  /// - Parameters:
  ///   - content: The `<content>` child.
  ///   - params: The `<param>` children.
  ///   - sourceLocation: Where the element starts.
  public init(
    content: SCXMLContent? = nil, params: [SCXMLParam] = [], sourceLocation: SCXMLSourceLocation
  ) {
    self.content = content
    self.params = params
    self.sourceLocation = sourceLocation
  }
}
