/// A `<raise>` element: puts an event on the internal event queue.
///
/// The event is processed after the current one, before any external event.
package struct SCXMLRaise: Sendable, Equatable {
  /// The name of the raised event (the required `event` attribute).
  package var event: String

  /// Where the element starts.
  package var sourceLocation: SCXMLSourceLocation

  /// Creates a `<raise>` element.
  ///
  /// - Parameters:
  ///   - event: The name of the raised event.
  ///   - sourceLocation: Where the element starts.
  package init(event: String, sourceLocation: SCXMLSourceLocation) {
    self.event = event
    self.sourceLocation = sourceLocation
  }
}
