/// A guard condition: the `cond` attribute of a `<transition>`, `<if>` or `<elseif>`.
///
/// The null data model has exactly one condition, `In('state')` (or `In("state")`), which is true while
/// that state is active. Anything else is an ``expression(_:)`` that needs a data model with an expression
/// language; the parser refuses documents containing one unless
/// ``SCXMLParser/Options/allowsExpressions`` is set.
package enum SCXMLCondition: Sendable, Hashable, CustomStringConvertible {
  /// `In('id')`: true while the state with this id is active.
  case inState(String)
  /// Any other condition, as written.
  case expression(String)

  /// Classifies the text of a `cond` attribute.
  ///
  /// `In('id')` and `In("id")` are recognised with optional whitespace around the parentheses and the
  /// quoted id, which must not be empty; anything else, including `!In('a')` or
  /// `In('a') && In('b')`, is an expression.
  ///
  /// - Parameter text: The attribute value.
  package init(_ text: String) {
    if let id = Self.inPredicateArgument(text) {
      self = .inState(id)
    } else {
      self = .expression(text)
    }
  }

  /// The condition as it is written in a document.
  package var description: String {
    switch self {
    case .inState(let id): id.contains("'") ? "In(\"\(id)\")" : "In('\(id)')"
    case .expression(let text): text
    }
  }

  private static func inPredicateArgument(_ text: String) -> String? {
    var rest = Substring(text).drop { $0.isWhitespace }
    while rest.last?.isWhitespace == true { rest = rest.dropLast() }
    guard rest.hasPrefix("In"), rest.hasSuffix(")") else { return nil }
    rest = rest.dropFirst(2).drop { $0.isWhitespace }
    guard rest.first == "(" else { return nil }
    rest = rest.dropFirst().dropLast()
    rest = rest.drop { $0.isWhitespace }
    while rest.last?.isWhitespace == true { rest = rest.dropLast() }
    guard let quote = rest.first, quote == "'" || quote == "\"", rest.count >= 3, rest.last == quote
    else {
      return nil
    }
    let id = rest.dropFirst().dropLast()
    guard !id.contains(quote), !id.contains(where: { $0.isWhitespace }) else { return nil }
    return String(id)
  }
}
