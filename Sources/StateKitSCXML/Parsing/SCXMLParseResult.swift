/// The outcome of parsing an SCXML document: the document, or the errors that prevent it.
///
/// Exactly one of ``document`` and ``errors`` is meaningful: the document is present if and only if
/// there is no error. Use ``get()`` to turn the result into a throwing call that reports the first
/// error.
public struct SCXMLParseResult: Sendable, Equatable {
  /// The validated document, or `nil` when there are errors.
  public let document: SCXMLDocument?

  /// Every error found, ordered by position in the text; empty when parsing succeeded.
  ///
  /// Malformed XML gives exactly one error, since nothing can be checked after it.
  public let errors: [SCXMLError]

  /// What the parser accepted although the W3C schema does not, ordered by position: each says
  /// what was read and how (see ``SCXMLParser/Options/isStrict``). Empty in strict mode, where
  /// each is an error instead.
  public let warnings: [SCXMLError]

  init(document: SCXMLDocument?, errors: [SCXMLError], warnings: [SCXMLError] = []) {
    self.document = document
    self.errors = errors
    self.warnings = warnings
  }

  /// Whether the document was refused only because it uses expressions.
  ///
  /// Such a document is valid SCXML that would need an expression data model (like ECMAScript) to run;
  /// a conformance runner skips it rather than failing it.
  public var onlyNeedsExpressions: Bool {
    !errors.isEmpty && errors.allSatisfy { $0.kind == .needsExpressions }
  }

  /// The document, or the first error.
  ///
  /// - Returns: The validated document.
  /// - Throws: The first of ``errors`` (the earliest in the text) when there is one.
  public func get() throws(SCXMLError) -> SCXMLDocument {
    if let document { return document }
    throw errors[0]
  }
}
