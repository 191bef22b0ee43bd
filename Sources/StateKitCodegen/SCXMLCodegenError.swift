import StateKitSCXML

/// Why a document cannot be turned into Swift, and where.
package struct SCXMLCodegenError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong.
  package var message: String
  /// Where in the document (1-based).
  package var sourceLocation: SCXMLSourceLocation

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - message: What is wrong.
  ///   - sourceLocation: Where.
  package init(_ message: String, at sourceLocation: SCXMLSourceLocation) {
    self.message = message
    self.sourceLocation = sourceLocation
  }

  /// An error of the SCXML loader, with its place.
  ///
  /// - Parameter error: The loader's error.
  package init(_ error: SCXMLError) {
    var message = error.message
    if let element = error.element {
      message = "<\(element)\(error.attribute.map { " \($0)" } ?? "")>: " + message
    }
    self.init(message, at: error.sourceLocation)
  }

  /// `line:column: error: message`, the form compilers and build logs use.
  package var description: String { "\(sourceLocation): error: \(message)" }

  /// The line a build log shows for a file: `path:line:column: error: message`.
  ///
  /// - Parameter path: The document's path.
  /// - Returns: The diagnostic line.
  package func diagnostic(path: String) -> String { "\(path):\(description)" }
}
