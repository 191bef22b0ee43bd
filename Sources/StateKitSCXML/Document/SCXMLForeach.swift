/// A `<foreach>` element: runs its content once for each item of a collection.
///
/// It always needs an expression language, so it only appears in documents parsed with
/// ``SCXMLParser/Options/allowsExpressions``.
package struct SCXMLForeach: Sendable, Equatable {
  /// The `array` attribute: an expression giving the collection.
  package var array: String

  /// The `item` attribute: the variable holding the current item.
  package var item: String

  /// The `index` attribute: the variable holding the current index, if any.
  package var index: String?

  /// The executable content run for each item.
  package var content: [SCXMLExecutableContent]

  /// Where the element starts.
  package var sourceLocation: SCXMLSourceLocation

  /// Creates a `<foreach>` element.
  ///
  /// - Parameters:
  ///   - array: The `array` attribute.
  ///   - item: The `item` attribute.
  ///   - index: The `index` attribute.
  ///   - content: The executable content.
  ///   - sourceLocation: Where the element starts.
  package init(
    array: String,
    item: String,
    index: String? = nil,
    content: [SCXMLExecutableContent],
    sourceLocation: SCXMLSourceLocation
  ) {
    self.array = array
    self.item = item
    self.index = index
    self.content = content
    self.sourceLocation = sourceLocation
  }
}
