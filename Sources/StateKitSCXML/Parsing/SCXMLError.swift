/// An error found while reading an SCXML document: malformed XML, invalid SCXML, or a feature that needs
/// an expression language.
///
/// Its ``description`` is `line:column: message (element <name>)`, ready to print in front of a file
/// name. ``kind`` tells what went wrong in a way tests and tools can switch on; ``element`` and
/// ``attribute`` name the offending element and attribute when there is one.
public struct SCXMLError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// The text is not well-formed XML (or is empty).
    case malformedXML
    /// Elements nested deeper than ``SCXMLParser/maximumNestingDepth``; the error is at the first
    /// element that crosses the limit.
    case tooDeeplyNested
    /// The root element is not `<scxml>` in the SCXML namespace.
    case notSCXML
    /// An element in the SCXML namespace (or in no namespace) that SCXML does not define.
    case unknownElement
    /// An attribute without a namespace prefix that the element does not define.
    case unknownAttribute
    /// Text where SCXML allows only elements, such as inside a `<state>`.
    case unexpectedText
    /// An element in a place SCXML does not allow it, a required child missing, or a child repeated
    /// where only one is allowed.
    case invalidNesting
    /// A required attribute is missing (or none of a set of alternatives is given).
    case missingAttribute
    /// An attribute value that is not allowed, such as `type="sideways"` or `delay="2 seconds"`.
    case invalidAttributeValue
    /// Attributes or children that exclude each other, such as `event` and `eventexpr` together.
    case conflictingAttributes
    /// Two states of one document with the same id.
    case duplicateID
    /// A target, `initial` or `In()` naming an id that no state of the document has.
    case unknownTarget
    /// A target that exists but is not allowed there: an initial state that is not a descendant, or
    /// several targets that cannot be active together.
    case invalidTarget
    /// A feature that needs an expression language, which StateKit's null data model does not have.
    case needsExpressions
    /// A `src` that the ``SCXMLResourcePolicy`` does not allow the document to read, such as a
    /// path outside the document's directory. Reported by
    /// ``SCXMLDocument/definition(dataModel:baseURL:resources:checksSyntax:)``.
    case refusedResource
    /// An expression or script that the data model's language cannot parse. Reported by
    /// ``SCXMLDocument/definition(dataModel:baseURL:resources:checksSyntax:)`` when it checks
    /// syntax; without that check, the expression raises `error.execution` when it runs.
    case invalidExpression
    /// Valid SCXML that StateKit cannot run: an `<if>` (the engine has no conditional actions), an
    /// `<invoke>` of anything but an inline `<content><scxml>`, a `<send>` to an external I/O
    /// processor, or a transition shape the engine cannot express. Reported by
    /// ``SCXMLDocument/definition()``, never by the parser.
    case unsupported
  }

  /// What went wrong.
  public var kind: Kind

  /// A sentence describing the problem, without location or element.
  public var message: String

  /// The name of the offending element (or of the innermost open element, for malformed XML), if any.
  public var element: String?

  /// The name of the offending attribute, if any.
  public var attribute: String?

  /// Where the problem is: the start of the offending element, or where the XML parser stopped.
  public var sourceLocation: SCXMLSourceLocation

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - kind: What went wrong.
  ///   - message: A sentence describing the problem.
  ///   - element: The offending element's name.
  ///   - attribute: The offending attribute's name.
  ///   - sourceLocation: Where the problem is.
  public init(
    kind: Kind,
    message: String,
    element: String? = nil,
    attribute: String? = nil,
    sourceLocation: SCXMLSourceLocation
  ) {
    self.kind = kind
    self.message = message
    self.element = element
    self.attribute = attribute
    self.sourceLocation = sourceLocation
  }

  /// The error as `line:column: message (element <name>)`.
  ///
  /// The element part is left out when there is no element.
  public var description: String {
    let location = "\(sourceLocation.line):\(sourceLocation.column): \(message)"
    guard let element else { return location }
    return "\(location) (element <\(element)>)"
  }
}
