/// Human-readable messages for the error codes of `XMLParser`.
///
/// On Linux, FoundationXML reports libxml2's error code with an empty description; the codes are also
/// those of `XMLParser.ErrorCode` on Apple platforms. Some of them are warnings, which do not make a
/// document malformed.
enum XMLParserErrorMessages {
  /// Codes that libxml2 reports as warnings: undeclared entity in an external subset, catalog PI, no
  /// DTD, unknown XML version, bad `xml:lang`, namespace URI problems, bad `xml:space`, colon in a
  /// name, redefined entity.
  static let warningCodes: Set<Int> = [27, 93, 94, 97, 98, 99, 100, 102, 106, 107]

  /// Whether `code` is only a warning.
  static func isWarning(_ code: Int) -> Bool { warningCodes.contains(code) }

  /// The message for an error code, or a generic one naming the code.
  static func message(for code: Int) -> String {
    if let message = messages[code] { return message }
    return "the document is not well-formed XML (XML parser error \(code))"
  }

  private static let messages: [Int: String] = [
    1: "the XML parser failed internally",
    2: "the XML parser ran out of memory",
    3: "no start tag found: an XML document must start with an element ('<')",
    4: "the document is empty or does not start with an element",
    5: "unexpected content after the end of the root element",
    6: "invalid hexadecimal character reference",
    7: "invalid decimal character reference",
    8: "invalid character reference",
    9: "a character that XML does not allow",
    10: "the document ends inside a character reference",
    11: "character reference before the root element",
    12: "character reference after the root element",
    14: "the document ends inside an entity reference",
    15: "entity reference before the root element",
    16: "entity reference after the root element",
    22: "'&' must start an entity reference; write '&amp;' for a literal ampersand",
    23: "entity reference without its closing ';'",
    26: "undefined entity; XML only predefines &amp; &lt; &gt; &quot; &apos; (or use &#NN;)",
    31: "unknown character encoding",
    32: "unsupported character encoding",
    33: "expected a quoted string",
    34: "a quoted string is not closed",
    35: "invalid namespace declaration",
    38: "'<' is not allowed in an attribute value; write '&lt;'",
    39: "an attribute value must be quoted with \" or '",
    40: "an attribute value is not closed by its quote",
    41: "an attribute has no value; write name=\"value\"",
    42: "the same attribute is given twice",
    43: "expected a quoted literal",
    44: "a quoted literal is not closed",
    45: "a comment is not closed with '-->'",
    46: "a processing instruction does not start correctly",
    47: "a processing instruction is not closed with '?>'",
    56: "the XML declaration does not start correctly",
    57: "the XML declaration is not closed with '?>'",
    61: "the DOCTYPE declaration is not closed",
    62: "']]>' is not allowed in text",
    63: "a CDATA section is not closed with ']]>'",
    64: "an XML declaration (<?xml ...?>) is only allowed at the very start of the document",
    65: "whitespace is required here (between attributes, or before a name)",
    68:
      "expected a name: an element or attribute name is missing or starts with a character not allowed",
    73: "expected '>' or '/>' to end the tag",
    74: "expected '</' to start a closing tag",
    75: "expected '=' after the attribute name",
    76: "the closing tag does not match the open element",
    77: "the document ends inside a tag",
    85: "the elements are not properly nested",
    86: "unexpected content after the end of the root element",
    89: "an entity refers to itself",
    200: "the 'xml' namespace prefix is misused",
    201: "undeclared namespace prefix",
    202: "invalid qualified name (too many colons?)",
    203: "the same attribute is given twice (after namespace processing)",
    204: "a namespace declaration has an empty URI",
  ]
}
