extension ECMAScriptSource {
  /// `text` as an ECMAScript string literal (ECMA-262, *String Literals*), quotes included: the
  /// one escaper of the package, for the data model's scripts and the exported documents'
  /// expressions.
  ///
  /// A literal may hold any code point but its own quote, the backslash and the line
  /// terminators (LF, CR, U+2028, U+2029; the last two are allowed since ES2019, escaped here for
  /// older engines). Those are escaped, and so is every other control character, so that the
  /// literal reads on one line: `\b \t \n \v \f \r` by their single-character escapes, the rest
  /// as `\uXXXX`.
  ///
  /// - Parameters:
  ///   - text: Any text.
  ///   - quote: `"` (the default) or `'`.
  /// - Returns: The literal, which an ECMAScript engine reads back as `text`.
  package static func stringLiteral(_ text: String, quote: Character = "\"") -> String {
    precondition(quote == "\"" || quote == "'", "an ECMAScript string is quoted with \" or '")
    var result = String(quote)
    result.reserveCapacity(text.utf8.count + 2)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\u{8}": result += "\\b"
      case "\t": result += "\\t"
      case "\n": result += "\\n"
      case "\u{B}": result += "\\v"
      case "\u{C}": result += "\\f"
      case "\r": result += "\\r"
      case "\u{2028}": result += "\\u2028"
      case "\u{2029}": result += "\\u2029"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      case _ where Character(scalar) == quote:
        result += "\\" + String(quote)
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    result.append(quote)
    return result
  }
}
