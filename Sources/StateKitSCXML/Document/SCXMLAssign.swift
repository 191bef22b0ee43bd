/// An `<assign>` element: stores a value at a data model location.
///
/// It always needs an expression language, so it only appears in documents parsed with
/// ``SCXMLParser/Options/allowsExpressions``.
package struct SCXMLAssign: Sendable, Equatable {
  /// The `location` attribute: the data model location assigned to.
  package var location: String

  /// The `expr` attribute, if any.
  package var expression: String?

  /// The inline value written as the element's children, if any.
  package var inlineValue: SCXMLContent.Body?

  /// Where the element starts.
  package var sourceLocation: SCXMLSourceLocation

  /// Creates an `<assign>` element.
  ///
  /// - Parameters:
  ///   - location: The `location` attribute.
  ///   - expression: The `expr` attribute.
  ///   - inlineValue: The inline value.
  ///   - sourceLocation: Where the element starts.
  package init(
    location: String,
    expression: String? = nil,
    inlineValue: SCXMLContent.Body? = nil,
    sourceLocation: SCXMLSourceLocation
  ) {
    self.location = location
    self.expression = expression
    self.inlineValue = inlineValue
    self.sourceLocation = sourceLocation
  }
}
