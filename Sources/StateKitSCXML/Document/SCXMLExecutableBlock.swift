/// A handler of executable content: an `<onentry>`, `<onexit>` or `<finalize>` element.
///
/// A state may have several `<onentry>` and `<onexit>` handlers; each is a separate block, so an error
/// in one does not stop the next.
package struct SCXMLExecutableBlock: Sendable, Equatable {
  /// The executable content, in document order.
  package var content: [SCXMLExecutableContent]

  /// Where the element starts.
  package var sourceLocation: SCXMLSourceLocation

  /// Creates a block of executable content.
  ///
  /// - Parameters:
  ///   - content: The executable content.
  ///   - sourceLocation: Where the element starts.
  package init(content: [SCXMLExecutableContent], sourceLocation: SCXMLSourceLocation) {
    self.content = content
    self.sourceLocation = sourceLocation
  }
}
