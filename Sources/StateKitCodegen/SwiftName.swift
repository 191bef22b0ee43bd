/// The rule that turns a state id, an event name or a hook into a Swift identifier.
///
/// 1. The name is split into words at every character that is neither a letter nor a digit
///    (`.`, `-`, `_`, `:`, spaces…); empty words are dropped.
/// 2. The first word's leading capitals are lowered, except one that starts the next part of
///    the word (`Idle` → `idle`, `OFF` → `off`, `HTTPError` → `httpError`); every later word
///    gets a capital first letter and keeps the rest (`error.execution` → `errorExecution`,
///    `door-open` → `doorOpen`).
/// 3. A name that starts with a digit gets a leading underscore (`2fa` → `_2fa`); a name with no
///    letter or digit at all is `_`; a Swift keyword is written in backticks (`` `default` ``).
///
/// Two different names that give the same identifier collide; ``SCXMLCodeGenerator`` refuses
/// the document at the second one.
package enum SwiftName {
  /// The identifier of a case or a member, lower camel case.
  ///
  /// - Parameter name: A state id, an event name or a hook's name.
  /// - Returns: The identifier, in backticks when it is a keyword.
  package static func member(_ name: String) -> String {
    let identifier = bare(name)
    return keywords.contains(identifier) ? "`\(identifier)`" : identifier
  }

  /// The identifier without backticks, which is what collisions compare.
  ///
  /// - Parameter name: A state id, an event name or a hook's name.
  /// - Returns: The identifier.
  package static func bare(_ name: String) -> String {
    let words = name.split { !isWordCharacter($0) }.map(String.init)
    guard let first = words.first else { return "_" }
    var result = lowered(first)
    for word in words.dropFirst() { result += word.prefix(1).uppercased() + word.dropFirst() }
    if result.first?.isNumber == true { result = "_" + result }
    return result
  }

  /// A type name, upper camel case (`traffic-light.scxml`'s `traffic-light` → `TrafficLight`).
  ///
  /// - Parameter name: A document's name or file name.
  /// - Returns: The type name.
  package static func type(_ name: String) -> String {
    let words = name.split { !isWordCharacter($0) }
    var result = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    if result.isEmpty { result = "Machine" }
    if result.first?.isNumber == true { result = "_" + result }
    return keywords.contains(result) ? result + "Machine" : result
  }

  /// `Idle` → `idle`, `OFF` → `off`, `HTTPError` → `httpError`: the leading capitals are
  /// lowered, except the one that starts the next part of the word.
  private static func lowered(_ word: String) -> String {
    let capitals = word.prefix { $0.isUppercase }.count
    if capitals == word.count { return word.lowercased() }
    let count = capitals > 1 ? capitals - 1 : 1
    return word.prefix(count).lowercased() + word.dropFirst(count)
  }

  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || (character.isASCII && character.isNumber)
  }

  /// Swift's reserved words, and the names an enum case cannot take without backticks.
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "Any",
    "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "await", "async",
    "consume", "copy", "discard", "borrowing", "consuming", "some", "any", "Type", "Protocol",
    "_",
  ]
}

/// Swift source text helpers.
enum SwiftSource {
  /// A string literal of any text: a raw literal with enough `#`s that the text cannot end it.
  static func literal(_ text: String) -> String {
    var hashes = ""
    while text.contains("\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
    if text.contains("\n") || text.contains("\r") {
      return hashes + "\"\"\"\n" + text + "\n\"\"\"" + hashes
    }
    return hashes + "\"" + text + "\"" + hashes
  }

  /// A one-line string literal (escaped, never raw), for names and labels.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 {
          result += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// Text for a `///` comment: one line, no control characters.
  static func comment(_ text: String) -> String {
    String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
  }
}
