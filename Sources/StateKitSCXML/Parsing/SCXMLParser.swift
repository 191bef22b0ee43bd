import Foundation

/// Reads SCXML text into a validated ``SCXMLDocument``, or explains everything that is wrong with it.
///
/// The parser reads the XML with FoundationXML's `XMLParser`, then checks the document against the
/// SCXML specification and against what StateKit can run. A malformed document gives exactly one
/// ``SCXMLError/Kind/malformedXML`` error; a well-formed one gives every problem found, ordered by
/// position. By default a document that uses an expression language (`expr`, `cond` other than
/// `In('state')`, `<script>`, `<assign>`, ...) is refused with ``SCXMLError/Kind/needsExpressions``
/// errors, since the null data model has no expression language; with
/// ``Options/allowsExpressions`` they are kept, for a data model such as StateKitSCXMLECMAScript's
/// to run (``SCXMLDocument/inferredDataModel`` says which one a document needs). The `datamodel`
/// attribute itself is not a problem, and `<log expr>` is accepted (the expression is kept but
/// never evaluated by the null data model). Outside strict mode (``Options/isStrict``), what
/// other engines accept is read with a warning (``SCXMLParseResult/warnings``).
///
/// ```swift
/// let result = SCXMLParser().parse(text)
/// for error in result.errors { print("machine.scxml:\(error)") }
/// let document = try result.get()
/// ```
public struct SCXMLParser: Sendable {
  /// What the parser accepts.
  public struct Options: Sendable, Equatable {
    /// Whether expressions are accepted and kept in the document instead of being refused.
    ///
    /// Such documents cannot run on StateKit's null data model, but can be inspected, drawn or
    /// exported. The default is `false`.
    public var allowsExpressions: Bool

    /// Whether the parser follows the W3C schema to the letter.
    ///
    /// By default the parser accepts, with a warning in ``SCXMLParseResult/warnings``, what the
    /// engines these documents were written for accept and whose meaning is clear: `version`
    /// `0.9` or `1` (read as 1.0), attributes and elements that SCXML does not define (ignored),
    /// an empty `expr` (ignored), an empty `cond` (none on a transition, false on `<if>`), a
    /// state id that is not an XML name (used as it is), an empty `<script>` (runs nothing),
    /// several `<script>`s in `<scxml>` (run in document order) and a `<data>` directly in `<scxml>` (data of its
    /// `<datamodel>`). Strict, each is an error.
    public var isStrict: Bool

    /// Creates options.
    ///
    /// - Parameters:
    ///   - allowsExpressions: Whether expressions are accepted (default `false`).
    ///   - isStrict: Whether what other engines accept is refused (default `false`).
    public init(allowsExpressions: Bool = false, isStrict: Bool = false) {
      self.allowsExpressions = allowsExpressions
      self.isStrict = isStrict
    }
  }

  /// What the parser accepts.
  public var options: Options

  /// How deeply elements may nest, counting `<scxml>` as 1 (every element counts: states,
  /// executable content, `<data>` content, unknown elements).
  ///
  /// A deeper document is refused with one ``SCXMLError/Kind/tooDeeplyNested`` error at the
  /// first element that crosses the limit, so that no later stage (conversion, checks, path
  /// search) can run out of stack on it. Real statecharts rarely nest more than ten deep.
  public static let maximumNestingDepth = 100

  /// Creates a parser.
  ///
  /// - Parameter options: What the parser accepts; by default, documents without expressions only.
  public init(options: Options = Options()) {
    self.options = options
  }

  /// Parses SCXML text.
  ///
  /// - Parameter text: The document's text.
  /// - Returns: The document, or every error found.
  public func parse(_ text: String) -> SCXMLParseResult {
    parse(data: Data(text.utf8), source: SourceText(text))
  }

  /// Parses SCXML bytes.
  ///
  /// The bytes are decoded as the XML declaration says (UTF-8 by default); error locations are
  /// computed on the UTF-8 reading of the bytes.
  ///
  /// - Parameter data: The document's bytes.
  /// - Returns: The document, or every error found.
  public func parse(_ data: Data) -> SCXMLParseResult {
    parse(data: data, source: SourceText(String(decoding: data, as: UTF8.self)))
  }

  /// Reads and parses an SCXML file.
  ///
  /// - Parameter url: The file's URL.
  /// - Returns: The document, or every error found in it.
  /// - Throws: The error from reading the file; problems with its content are in the result instead.
  public func parse(contentsOf url: URL) throws -> SCXMLParseResult {
    try parse(Data(contentsOf: url))
  }

  private func parse(data: Data, source: SourceText) -> SCXMLParseResult {
    let root: XMLElementNode
    switch XMLTreeReader.read(data, source: source) {
    case .failure(let error):
      return SCXMLParseResult(document: nil, errors: [error])
    case .success(let element):
      root = element
    }
    guard root.localName == "scxml", root.isInSCXMLNamespace else {
      var message = "the root element must be <scxml>, not <\(root.qualifiedName)>"
      if root.localName == "scxml", let namespace = root.namespaceURI {
        message = "<scxml> must be in the namespace \(SCXMLNames.namespace), not \(namespace)"
      }
      let error = SCXMLError(
        kind: .notSCXML,
        message: message,
        element: root.localName,
        sourceLocation: root.sourceLocation
      )
      return SCXMLParseResult(document: nil, errors: [error])
    }
    var builder = DocumentBuilder(options: options)
    let document = builder.buildDocument(root)
    func ordered(_ errors: [SCXMLError]) -> [SCXMLError] {
      errors.enumerated().sorted { lhs, rhs in
        (lhs.element.sourceLocation, lhs.offset) < (rhs.element.sourceLocation, rhs.offset)
      }.map(\.element)
    }
    let warnings = ordered(builder.warnings)
    guard !builder.errors.isEmpty else {
      return SCXMLParseResult(document: document, errors: [], warnings: warnings)
    }
    return SCXMLParseResult(document: nil, errors: ordered(builder.errors), warnings: warnings)
  }
}
