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
}
