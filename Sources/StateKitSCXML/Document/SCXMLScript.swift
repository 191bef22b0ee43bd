/// A `<script>` element: code run by the data model's scripting language.
///
/// It always needs an expression language, so it only appears in documents parsed with
/// ``SCXMLParser/Options/allowsExpressions``. A valid script has either a ``source`` or a ``text``,
/// not both.
public struct SCXMLScript: Sendable, Equatable {
  /// The `src` attribute: the URI of the script, if any.
  public var source: String?

  /// The script text written inside the element (empty when it has a ``source``).
  public var text: String

  /// Where the element starts.
  public var sourceLocation: SCXMLSourceLocation

  /// Creates a `<script>` element.
  ///
  /// - Parameters:
  ///   - source: The `src` attribute.
  ///   - text: The inline script.
  ///   - sourceLocation: Where the element starts.
  public init(source: String? = nil, text: String = "", sourceLocation: SCXMLSourceLocation) {
    self.source = source
    self.text = text
    self.sourceLocation = sourceLocation
  }
}
