/// A `<data>` element: one named item of the data model.
///
/// A `<data>` with only an `id` (or an inline value) needs no expression; `src` and `expr` do, so they
/// only appear in documents parsed with ``SCXMLParser/Options/allowsExpressions``.
package struct SCXMLData: Sendable, Equatable {
  /// The `id` attribute: the name of the item.
  package var id: String

  /// The `src` attribute, if any.
  package var source: String?

  /// The `expr` attribute, if any.
  package var expression: String?

  /// The inline value written as the element's children, if any.
  package var inlineValue: SCXMLContent.Body?

  /// Where the element starts.
  package var sourceLocation: SCXMLSourceLocation

  /// Creates a `<data>` element.
  ///
  /// - Parameters:
  ///   - id: The `id` attribute.
  ///   - source: The `src` attribute.
  ///   - expression: The `expr` attribute.
  ///   - inlineValue: The inline value.
  ///   - sourceLocation: Where the element starts.
  package init(
    id: String,
    source: String? = nil,
    expression: String? = nil,
    inlineValue: SCXMLContent.Body? = nil,
    sourceLocation: SCXMLSourceLocation
  ) {
    self.id = id
    self.source = source
    self.expression = expression
    self.inlineValue = inlineValue
    self.sourceLocation = sourceLocation
  }
}
