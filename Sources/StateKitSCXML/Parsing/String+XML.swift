/// Small XML text helpers: whitespace as XML defines it, token lists, escaping.
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

  /// The string with `&`, `<`, `>` (and `"` when asked) replaced by entity references.
  func xmlEscaped(quotes: Bool) -> String {
    var result = ""
    for character in self {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"" where quotes: result += "&quot;"
      default: result.append(character)
      }
    }
    return result
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
