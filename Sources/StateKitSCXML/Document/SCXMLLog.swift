/// A `<log>` element: writes a diagnostic message.
///
/// Its `expr` is kept as text but never evaluated: a document whose only expressions are `<log expr>`
/// is accepted, and a runner without an expression language logs the label alone (or nothing).
package struct SCXMLLog: Sendable, Equatable {
  /// The `label` attribute.
  package var label: String?

  /// The `expr` attribute, as written.
  package var expression: String?

  /// Where the element starts.
  package var sourceLocation: SCXMLSourceLocation

  /// Creates a `<log>` element.
  ///
  /// - Parameters:
  ///   - label: The `label` attribute.
  ///   - expression: The `expr` attribute.
  ///   - sourceLocation: Where the element starts.
  package init(label: String? = nil, expression: String? = nil, sourceLocation: SCXMLSourceLocation)
  {
    self.label = label
    self.expression = expression
    self.sourceLocation = sourceLocation
  }
}
