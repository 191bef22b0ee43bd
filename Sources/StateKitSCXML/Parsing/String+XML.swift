/// Small XML text helpers: whitespace as XML defines it, token lists (escaping is the core's
/// `xmlEscaped(quotes:whitespace:)`).
extension String {
  /// Whether the string has only XML whitespace (space, tab, carriage return, line feed), or nothing.
  var isXMLWhitespace: Bool {
    unicodeScalars.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
  }

  /// The string split on XML whitespace, without empty pieces.
  var xmlTokens: [String] {
    split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" })
      .map(String.init)
  }

  /// The string without leading and trailing XML whitespace.
  func trimmingXMLWhitespace() -> String {
    let isSpace: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !isSpace($0) }),
      let last = scalars.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(scalars[first...last])
  }

  /// Whether the string is an XML non-colonized name (`NCName`, Namespaces in XML 1.0), the
  /// type the SCXML schema gives ids: a letter or `_` first, then letters, digits, `-`, `.`,
  /// `_` and combining marks, with the character ranges of XML 1.0's `NameStartChar` and
  /// `NameChar`.
  var isXMLNCName: Bool {
    var scalars = unicodeScalars.makeIterator()
    guard let first = scalars.next(), Self.isNameStart(first) else { return false }
    while let scalar = scalars.next() {
      guard Self.isNameStart(scalar) || Self.isNameOnly(scalar) else { return false }
    }
    return true
  }

  /// XML 1.0's `NameStartChar` without `:`.
  private static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x41...0x5A, 0x5F, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D,
      0x37F...0x1FFF, 0x200C...0x200D, 0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF,
      0xF900...0xFDCF, 0xFDF0...0xFFFD, 0x10000...0xEFFFF:
      true
    default: false
    }
  }

  /// The characters XML 1.0's `NameChar` adds to `NameStartChar`.
  private static func isNameOnly(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x2D, 0x2E, 0x30...0x39, 0xB7, 0x300...0x36F, 0x203F...0x2040: true
    default: false
    }
  }
}
