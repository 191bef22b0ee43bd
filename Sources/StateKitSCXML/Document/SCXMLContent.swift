/// A `<content>` element of a `<send>`, `<invoke>` or `<donedata>`.
///
/// In an `<invoke>`, a `<content>` holding an `<scxml>` element defines the invoked child machine
/// inline: it is parsed and validated as a document of its own (ids are only unique within it) and
/// kept as ``Body/document(_:)``.
package struct SCXMLContent: Sendable, Equatable {
  /// What a `<content>` element (or the inline value of a `<data>` or `<assign>`) holds.
  package indirect enum Body: Sendable, Equatable {
    /// An `expr` attribute (only with ``SCXMLParser/Options/allowsExpressions``).
    case expression(String)
    /// Character data only, as written (whitespace included, entities and CDATA sections resolved).
    case text(String)
    /// Other XML markup, re-serialized: elements with their attributes in name order, text escaped.
    case markup(String)
    /// A nested `<scxml>` document.
    case document(SCXMLDocument)
  }

  /// What the element holds.
  package var body: Body

  /// Where the element starts.
  package var sourceLocation: SCXMLSourceLocation

  /// The nested document when ``body`` is one, otherwise `nil`.
  package var document: SCXMLDocument? {
    if case .document(let document) = body { return document }
    return nil
  }

  /// Creates a `<content>` element.
  ///
  /// - Parameters:
  ///   - body: What the element holds.
  ///   - sourceLocation: Where the element starts.
  package init(body: Body, sourceLocation: SCXMLSourceLocation) {
    self.body = body
    self.sourceLocation = sourceLocation
  }
}
