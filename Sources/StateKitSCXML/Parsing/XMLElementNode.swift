import StateKit

/// An XML element as read by ``XMLTreeReader``: names, attributes, children and where it starts.
struct XMLElementNode {
  /// The local name (without prefix).
  var localName: String
  /// The namespace URI, `nil` or empty when the element is in no namespace.
  var namespaceURI: String?
  /// The name as written, with its prefix.
  var qualifiedName: String
  /// The attributes; attributes with a prefix keep it in their key (`conf:foo`).
  var attributes: [String: String]
  /// The child elements and character data, in document order.
  var children: [XMLChildNode]
  /// Where the start tag begins.
  var sourceLocation: SCXMLSourceLocation
  /// Where each attribute begins, by name as written; empty when the text was not at hand.
  var attributeLocations: [String: SCXMLSourceLocation] = [:]

  /// Whether the element belongs to SCXML: in the SCXML namespace or in no namespace.
  var isInSCXMLNamespace: Bool {
    guard let namespaceURI, !namespaceURI.isEmpty else { return true }
    return namespaceURI == SCXMLNames.namespace
  }

  /// The character data of the element's direct children, concatenated.
  var text: String {
    children.reduce(into: "") { result, child in
      if case .text(let text, _) = child { result += text }
    }
  }

  /// The child elements, in document order.
  var elementChildren: [XMLElementNode] {
    children.compactMap { child in
      if case .element(let element) = child { return element }
      return nil
    }
  }

  /// The first child text that is not whitespace, with its location.
  var firstNonWhitespaceText: (text: String, location: SCXMLSourceLocation)? {
    for case .text(let text, let location) in children where !text.isXMLWhitespace {
      return (text, location)
    }
    return nil
  }

  /// The element and its content as XML text: attributes in name order, text escaped.
  ///
  /// The text stands on its own: each namespace prefix its elements use is declared
  /// (`xmlns:p="…"`) on the outermost element that uses it, since the declaration the document
  /// made sits on an ancestor that is not part of the text. Elements without a prefix are written
  /// as they are.
  var serialized: String { serialized(declaring: [:]) }

  /// ``serialized`` inside an element that has already declared the prefixes of `scope`
  /// (prefix to namespace URI).
  private func serialized(declaring scope: [String: String]) -> String {
    var scope = scope
    var result = "<\(qualifiedName)"
    if let colon = qualifiedName.firstIndex(of: ":"), let namespaceURI, !namespaceURI.isEmpty {
      let prefix = String(qualifiedName[..<colon])
      if scope[prefix] != namespaceURI && attributes["xmlns:\(prefix)"] == nil {
        result += " xmlns:\(prefix)=\"\(namespaceURI.xmlEscaped(quotes: true))\""
      }
      scope[prefix] = namespaceURI
    }
    for (name, value) in attributes.sorted(by: { $0.key < $1.key }) {
      result += " \(name)=\"\(value.xmlEscaped(quotes: true))\""
    }
    if children.isEmpty { return result + "/>" }
    result += ">"
    for child in children {
      switch child {
      case .element(let element): result += element.serialized(declaring: scope)
      case .text(let text, _): result += text.xmlEscaped(quotes: false)
      }
    }
    return result + "</\(qualifiedName)>"
  }
}

/// A child of an ``XMLElementNode``.
enum XMLChildNode {
  /// A child element.
  case element(XMLElementNode)
  /// Character data (text and CDATA sections), with where its first non-whitespace character is.
  case text(String, SCXMLSourceLocation)
}
