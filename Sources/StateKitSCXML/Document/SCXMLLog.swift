/// A `<log>` element: writes a diagnostic message.
///
/// Its `expr` is kept as text but never evaluated: a document whose only expressions are `<log expr>`
/// is accepted, and a runner without an expression language logs the label alone (or nothing).
public struct SCXMLLog: Sendable, Equatable {
  /// The `label` attribute.
  public var label: String?

  /// The `expr` attribute, as written.
  public var expression: String?

  /// Where the element starts.
  public var sourceLocation: SCXMLSourceLocation

  /// Creates a `<log>` element.
  ///
  /// - Parameters:
  ///   - label: The `label` attribute.
  ///   - expression: The `expr` attribute.
  ///   - sourceLocation: Where the element starts.
  public init(label: String? = nil, expression: String? = nil, sourceLocation: SCXMLSourceLocation)
  {
    self.label = label
    self.expression = expression
    self.sourceLocation = sourceLocation
  }
}
