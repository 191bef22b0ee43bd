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
    28: "a reference to an unparsed entity (declared with NDATA) in content",
    29:
      "an attribute value refers to an external entity; attribute values may only use internal entities",
    30: "a parameter entity (%name;) is used outside the DTD",
    31: "unknown character encoding",
    32: "unsupported character encoding",
    33: "expected a quoted string",
    34: "a quoted string is not closed",
    35: "invalid namespace declaration",
    36: "an entity declaration's value does not start with a quote",
    37: "an entity declaration is not closed",
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
    48: "a NOTATION declaration does not start correctly",
    49: "a NOTATION declaration is not closed",
    50: "an ATTLIST declaration does not start correctly",
    51: "an ATTLIST declaration is not closed",
    52: "a mixed content declaration does not start correctly",
    53: "a mixed content declaration is not closed",
    54: "an element content declaration does not start correctly",
    55: "an element content declaration is not closed",
    56: "the XML declaration does not start correctly",
    57: "the XML declaration is not closed with '?>'",
    58: "a conditional section does not start correctly",
    59: "a conditional section is not closed",
    60: "the external DTD subset is not closed",
    61: "the DOCTYPE declaration is not closed",
    62: "']]>' is not allowed in text",
    63: "a CDATA section is not closed with ']]>'",
    64: "an XML declaration (<?xml ...?>) is only allowed at the very start of the document",
    65: "whitespace is required here (between attributes, or before a name)",
    66: "a separator ('|' or ',') is required in the content declaration",
    67: "a name token is required here",
    69: "'#PCDATA' is required here",
    70: "a system identifier (URI) is required here",
    71: "a public identifier is required here",
    72: "'<' is required here",
    68:
      "expected a name: an element or attribute name is missing or starts with a character not allowed",
    73: "expected '>' or '/>' to end the tag",
    74: "expected '</' to start a closing tag",
    75: "expected '=' after the attribute name",
    76: "the closing tag does not match the open element",
    77: "the document ends inside a tag",
    78: "standalone must be 'yes' or 'no'",
    79: "the encoding name is missing or not valid",
    80: "'--' is not allowed inside a comment",
    81: "the document is not in the encoding it declares",
    82: "a standalone document refers to an external entity",
    83: "a conditional section must start with INCLUDE or IGNORE",
    84: "a value is required here",
    85: "the elements are not properly nested",
    86: "unexpected content after the end of the root element",
    87: "an entity's replacement text contains a character XML does not allow",
    88:
      "a parameter entity (%name;) is used inside a markup declaration of the internal DTD "
      + "subset, which XML forbids",
    89:
      "an entity refers to itself, or entities expand to too much text (an entity expansion "
      + "attack such as 'billion laughs'); the document is refused",
    90: "an entity's replacement text does not nest properly with the markup around it",
    91: "invalid URI",
    92: "a URI fragment (#...) is not allowed here",
    95: "a conditional section must start with INCLUDE or IGNORE",
    96: "the XML declaration has no version",
    200: "the 'xml' namespace prefix is misused",
    201: "undeclared namespace prefix",
    202: "invalid qualified name (too many colons?)",
    203: "the same attribute is given twice (after namespace processing)",
    204: "a namespace declaration has an empty URI",
  ]
}
