extension StringProtocol {
  /// The text with the characters XML reserves replaced by references: `&`, `<` and `>` always,
  /// `"` when `quotes` is set (attribute values), and tab, line feed and carriage return as
  /// character references when `whitespace` is set (so that an attribute value keeps them
  /// through attribute-value normalization).
  ///
  /// - Parameters:
  ///   - quotes: Whether to escape `"` as `&quot;`.
  ///   - whitespace: Whether to write `\t`, `\n` and `\r` as `&#9;`, `&#10;` and `&#13;`.
  /// - Returns: The escaped text.
  package func xmlEscaped(quotes: Bool, whitespace: Bool = false) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(unicodeScalars.count)
    for scalar in unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"" where quotes: result += "&quot;"
      case "\t" where whitespace: result += "&#9;"
      case "\n" where whitespace: result += "&#10;"
      case "\r" where whitespace: result += "&#13;"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
