/// An `<assign>` element: stores a value at a data model location.
///
/// It always needs an expression language, so it only appears in documents parsed with
/// ``SCXMLParser/Options/allowsExpressions``.
public struct SCXMLAssign: Sendable, Equatable {
  /// The `location` attribute: the data model location assigned to.
  public var location: String

  /// The `expr` attribute, if any.
  public var expression: String?

  /// The inline value written as the element's children, if any.
  public var inlineValue: SCXMLContent.Body?

  /// Where the element starts.
  public var sourceLocation: SCXMLSourceLocation

  /// Creates an `<assign>` element.
  ///
  /// - Parameters:
  ///   - location: The `location` attribute.
  ///   - expression: The `expr` attribute.
  ///   - inlineValue: The inline value.
  ///   - sourceLocation: Where the element starts.
  public init(
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
