/// A `<param>` element of a `<send>`, `<invoke>` or `<donedata>`: one named item of event data.
///
/// Its value always comes from the data model (``expression`` or ``location``), so it only appears in
/// documents parsed with ``SCXMLParser/Options/allowsExpressions``.
package struct SCXMLParam: Sendable, Equatable {
  /// The `name` attribute: the key of the item in the event data.
  package var name: String

  /// The `expr` attribute, if any.
  package var expression: String?

  /// The `location` attribute, if any.
  package var location: String?

  /// Where the element starts.
  package var sourceLocation: SCXMLSourceLocation

  /// Creates a `<param>` element.
  ///
  /// - Parameters:
  ///   - name: The `name` attribute.
  ///   - expression: The `expr` attribute.
  ///   - location: The `location` attribute.
  ///   - sourceLocation: Where the element starts.
  package init(
    name: String,
    expression: String? = nil,
    location: String? = nil,
    sourceLocation: SCXMLSourceLocation
  ) {
    self.name = name
    self.expression = expression
    self.location = location
    self.sourceLocation = sourceLocation
  }
}
