/// A `<cancel>` element: cancels a delayed `<send>` that has not been delivered yet.
///
/// Exactly one of ``sendID`` and ``sendIDExpression`` is present in a valid document.
package struct SCXMLCancel: Sendable, Equatable {
  /// The `sendid` attribute: the id of the `<send>` to cancel.
  package var sendID: String?

  /// The `sendidexpr` attribute (only with ``SCXMLParser/Options/allowsExpressions``).
  package var sendIDExpression: String?

  /// Where the element starts.
  package var sourceLocation: SCXMLSourceLocation

  /// Creates a `<cancel>` element.
  ///
  /// - Parameters:
  ///   - sendID: The `sendid` attribute.
  ///   - sendIDExpression: The `sendidexpr` attribute.
  ///   - sourceLocation: Where the element starts.
  package init(
    sendID: String?, sendIDExpression: String? = nil, sourceLocation: SCXMLSourceLocation
  ) {
    self.sendID = sendID
    self.sendIDExpression = sendIDExpression
    self.sourceLocation = sourceLocation
  }
}
