import Foundation
import Synchronization

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads XML text into a tree of ``XMLElementNode`` with `XMLParser`, or reports why it is not
/// well-formed.
///
/// `XMLParser.parse()` is not a reliable verdict: on Linux it can return `true` for malformed XML
/// (`<a><b></a>`), reports warnings as errors, and says nothing at all for some truncated documents
/// (`<a>`). So the reader takes the first non-warning error from the delegate, then `parserError`, then
/// `parse()`'s result, and finally checks that a root element was opened and closed. Messages are
/// written here, since the parser's own descriptions are empty.
final class XMLTreeReader: NSObject, XMLParserDelegate {
  /// Serialises parsing: libxml2's error reporting and FoundationXML's bookkeeping of the current parser
  /// are not safe to use from several threads at once.
  private static let lock = Mutex(())

  private let source: SourceText
  private let input: XMLInputGuard
  private var stack: [XMLElementNode] = []
  private var root: XMLElementNode?
  private var failure: SCXMLError?

  private init(source: SourceText, input: XMLInputGuard) {
    self.source = source
    self.input = input
  }

  /// Parses `data` (whose text is `source`) into its root element.
  ///
  /// - Parameters:
  ///   - data: The document's bytes.
  ///   - source: The document's text, for locations.
  /// - Returns: The root element, or the (single) error that makes the document malformed or
  ///   too deeply nested (``SCXMLParser/maximumNestingDepth``).
  static func read(_ data: Data, source: SourceText) -> Result<XMLElementNode, SCXMLError> {
    let input: XMLInputGuard
    switch XMLInputGuard.prepare(data) {
    case .failure(let error): return .failure(error)
    case .success(let prepared): input = prepared
    }
    return lock.withLock { _ in
      let reader = XMLTreeReader(source: source, input: input)
      let parser = XMLParser(data: input.data)
      parser.shouldProcessNamespaces = true
      parser.shouldReportNamespacePrefixes = false
      parser.shouldResolveExternalEntities = false
      parser.delegate = reader
      let succeeded = parser.parse()
      parser.delegate = nil
      return reader.result(succeeded: succeeded, parser: parser)
    }
  }

  private func result(succeeded: Bool, parser: XMLParser) -> Result<XMLElementNode, SCXMLError> {
    if let failure { return .failure(failure) }
    if let error = parser.parserError {
      let code = (error as NSError).code
      if !XMLParserErrorMessages.isWarning(code) {
        let (line, column) = position(of: parser)
        return .failure(malformed(code: code, line: line, column: column))
      }
    }
    if let open = stack.last {
      return .failure(unclosed(open))
    }
    guard let root else {
      let message =
        source.isBlank
        ? "the document is empty"
        : "the document has no complete root element (is a tag left open?)"
      return .failure(
        SCXMLError(kind: .malformedXML, message: message, sourceLocation: source.endLocation))
    }
    if !succeeded {
      let message = "the document is not well-formed XML"
      return .failure(
        SCXMLError(kind: .malformedXML, message: message, sourceLocation: source.endLocation))
    }
    return .success(root)
  }

  // MARK: - Errors

  private func malformed(code: Int, line: Int, column: Int) -> SCXMLError {
    let location = SCXMLSourceLocation(line: max(line, 1), column: max(column, 1))
    let open = stack.last
    var message = XMLParserErrorMessages.message(for: code)
    if root == nil, open == nil, [3, 4, 5].contains(code) {
      message =
        source.isBlank
        ? "the document is empty"
        : "the document must consist of one root element, such as <scxml>, and nothing else but comments"
    }
    if let open {
      let opened = "<\(open.qualifiedName)> opened at \(open.sourceLocation)"
      switch code {
      case 76:
        if let found = source.closingTagName(before: line, column: column) {
          message = "closing tag </\(found)> does not match \(opened)"
        } else {
          message = "the closing tag does not match \(opened)"
        }
      case 5, 77:
        message = "the document ends before \(opened) is closed"
      default:
        break
      }
    }
    return SCXMLError(
      kind: .malformedXML,
      message: message,
      element: open?.qualifiedName,
      sourceLocation: location
    )
  }

  private func unclosed(_ open: XMLElementNode) -> SCXMLError {
    SCXMLError(
      kind: .malformedXML,
      message:
        "the document ends before <\(open.qualifiedName)> opened at \(open.sourceLocation) is closed",
      element: open.qualifiedName,
      sourceLocation: source.endLocation
    )
  }

  // MARK: - XMLParserDelegate

  func parser(
    _ parser: XMLParser,
    didStartElement elementName: String,
    namespaceURI: String?,
    qualifiedName qName: String?,
    attributes attributeDict: [String: String] = [:]
  ) {
    guard failure == nil else { return }
    let qualifiedName = qName ?? elementName
    let (line, column) = position(of: parser)
    let location = source.startOfTag(line: line, column: column, qualifiedName: qualifiedName)
    guard stack.count < SCXMLParser.maximumNestingDepth else {
      failure = SCXMLError(
        kind: .tooDeeplyNested,
        message:
          "<\(qualifiedName)> is nested \(stack.count + 1) elements deep; "
          + "StateKit reads documents nested at most \(SCXMLParser.maximumNestingDepth) deep",
        element: qualifiedName,
        sourceLocation: location)
      parser.abortParsing()
      return
    }
    stack.append(
      XMLElementNode(
        localName: elementName,
        namespaceURI: namespaceURI,
        qualifiedName: qualifiedName,
        attributes: attributeDict,
        children: [],
        sourceLocation: location,
        attributeLocations: attributeDict.isEmpty
          ? [:] : source.attributeLocations(inTagAt: location)
      )
    )
  }

  func parser(
    _ parser: XMLParser,
    didEndElement elementName: String,
    namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    guard failure == nil, let element = stack.popLast() else { return }
    if stack.isEmpty {
      root = element
    } else {
      stack[stack.count - 1].children.append(.element(element))
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    let (line, column) = position(of: parser)
    appendText(string, line: line, column: column)
  }

  func parser(_ parser: XMLParser, foundIgnorableWhitespace whitespaceString: String) {
    let (line, column) = position(of: parser)
    appendText(whitespaceString, line: line, column: column)
  }

  func parser(_ parser: XMLParser, foundCDATA block: Data) {
    let (line, column) = position(of: parser)
    appendText(String(decoding: block, as: UTF8.self), line: line, column: column)
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    let code = (parseError as NSError).code
    guard failure == nil, !XMLParserErrorMessages.isWarning(code) else { return }
    let (line, column) = position(of: parser)
    failure = malformed(code: code, line: line, column: column)
  }

  /// The parser's position, in the original text (before ``XMLInputGuard`` patched it).
  private func position(of parser: XMLParser) -> (line: Int, column: Int) {
    input.originalLocation(line: parser.lineNumber, column: parser.columnNumber)
  }

  private func appendText(_ text: String, line: Int, column: Int) {
    guard failure == nil, !stack.isEmpty, !text.isEmpty else { return }
    let last = stack.count - 1
    if case .text(let previous, let location)? = stack[last].children.last {
      let merged: SCXMLSourceLocation =
        previous.isXMLWhitespace && !text.isXMLWhitespace
        ? source.startOfText(text, endingAt: line, column: column)
        : location
      stack[last].children[stack[last].children.count - 1] = .text(previous + text, merged)
    } else {
      let location = source.startOfText(text, endingAt: line, column: column)
      stack[last].children.append(.text(text, location))
    }
  }
}
