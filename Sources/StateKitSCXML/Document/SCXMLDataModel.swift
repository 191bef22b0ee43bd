/// A `<datamodel>` element: the data declared by the document or by a state.
///
/// The null data model ignores it; it is kept so a document can be exported again.
package struct SCXMLDataModel: Sendable, Equatable {
  /// The `<data>` children, in document order.
  package var data: [SCXMLData]

  /// Where the element starts.
  package var sourceLocation: SCXMLSourceLocation

  /// Creates a `<datamodel>` element.
  ///
  /// - Parameters:
  ///   - data: The `<data>` children.
  ///   - sourceLocation: Where the element starts.
  package init(data: [SCXMLData], sourceLocation: SCXMLSourceLocation) {
    self.data = data
    self.sourceLocation = sourceLocation
  }
}
