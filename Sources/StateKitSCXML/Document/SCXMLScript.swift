/// A `<script>` element: code run by the data model's scripting language.
///
/// It always needs an expression language, so it only appears in documents parsed with
/// ``SCXMLParser/Options/allowsExpressions``. A valid script has either a ``source`` or a ``text``,
/// not both.
package struct SCXMLScript: Sendable, Equatable {
  /// The `src` attribute: the URI of the script, if any.
  package var source: String?

  /// The script text written inside the element (empty when it has a ``source``).
  package var text: String

  /// Where the element starts.
  package var sourceLocation: SCXMLSourceLocation

  /// Creates a `<script>` element.
  ///
  /// - Parameters:
  ///   - source: The `src` attribute.
  ///   - text: The inline script.
  ///   - sourceLocation: Where the element starts.
  package init(source: String? = nil, text: String = "", sourceLocation: SCXMLSourceLocation) {
    self.source = source
    self.text = text
    self.sourceLocation = sourceLocation
  }
}
