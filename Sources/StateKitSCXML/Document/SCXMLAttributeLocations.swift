/// Where the attributes of a parsed document's elements begin: by the element's location
/// (where its start tag begins), then by attribute name as written.
///
/// Derived from the text, so not part of a document's identity: any two tables are equal, and
/// a document built in code, which has none, equals the same document parsed.
struct SCXMLAttributeLocations: Sendable, Equatable {
  private var table: [SCXMLSourceLocation: [String: SCXMLSourceLocation]] = [:]

  init() {}

  /// Adds the attributes of one element.
  mutating func add(_ attributes: [String: SCXMLSourceLocation], of element: SCXMLSourceLocation) {
    if !attributes.isEmpty { table[element] = attributes }
  }

  /// Where `attribute` of the element that starts at `element` begins, if known.
  func location(of attribute: String, inElementAt element: SCXMLSourceLocation)
    -> SCXMLSourceLocation?
  {
    table[element]?[attribute]
  }

  static func == (_: Self, _: Self) -> Bool { true }
}
