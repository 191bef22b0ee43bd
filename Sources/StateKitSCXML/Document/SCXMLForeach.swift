/// A `<foreach>` element: runs its content once for each item of a collection.
///
/// It always needs an expression language, so it only appears in documents parsed with
/// ``SCXMLParser/Options/allowsExpressions``.
public struct SCXMLForeach: Sendable, Equatable {
  /// The `array` attribute: an expression giving the collection.
  public var array: String

  /// The `item` attribute: the variable holding the current item.
  public var item: String

  /// The `index` attribute: the variable holding the current index, if any.
  public var index: String?

  /// The executable content run for each item.
  public var content: [SCXMLExecutableContent]

  /// Where the element starts.
  public var sourceLocation: SCXMLSourceLocation

  /// Creates a `<foreach>` element.
  ///
  /// - Parameters:
  ///   - array: The `array` attribute.
  ///   - item: The `item` attribute.
  ///   - index: The `index` attribute.
  ///   - content: The executable content.
  ///   - sourceLocation: Where the element starts.
  public init(
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
