/// Reads an ``EnumDeclaration`` from the text of a declaration, as the compiler hands it to a
/// macro: attributes, modifiers, the type's keyword and name, then its member block.
///
/// The compiler has already parsed and checked the text, so the reader only finds its parts:
/// inside the member block, a member starts with its keyword at the block's own nesting level,
/// and everything between brackets below that level (bodies, initial values, nested types) is
/// skipped.
struct EnumDeclarationParser {
  private let source: [UInt8]
  private let tokens: [Token]
  private var index = 0

  /// The declaration in `source`, or `nil` when it declares no type.
  static func parse(_ source: String) -> EnumDeclaration? {
    var parser = Self(source: Array(source.utf8), tokens: Tokenizer.tokens(of: source))
    return parser.declaration()
  }

  private init(source: [UInt8], tokens: [Token]) {
    self.source = source
    self.tokens = tokens
  }

  static let typeKeywords: Set<String> = [
    "enum", "struct", "class", "actor", "protocol", "extension",
  ]
  /// Keywords that start a member that declares a name.
  private static let memberKeywords: Set<String> = [
    "var", "let", "func", "init", "typealias", "enum", "struct", "class", "actor", "protocol",
  ]
  /// Words that may precede a member's keyword.
  private static let modifierWords: Set<String> = [
    "public", "private", "fileprivate", "internal", "package", "open", "static", "class",
    "final", "override", "mutating", "nonmutating", "lazy", "weak", "unowned", "dynamic",
    "required", "convenience", "nonisolated", "indirect", "prefix", "postfix", "infix",
    "optional", "distributed", "isolated", "consuming", "borrowing", "set",
  ]

  private var token: Token? { index < tokens.count ? tokens[index] : nil }

  private func token(_ offset: Int) -> Token? {
    index + offset < tokens.count && index + offset >= 0 ? tokens[index + offset] : nil
  }

  private func text(from start: Token, to end: Token) -> String {
    String(decoding: source[start.start..<end.end], as: UTF8.self)
  }

  private mutating func declaration() -> EnumDeclaration? {
    var modifiers: [Token] = []
    while let token, !(token.kind == .word && Self.typeKeywords.contains(token.text)) {
      if token.is("@") {
        skipAttribute()
      } else if token.kind == .word {
        modifiers.append(token)
        index += 1
        if self.token?.is("(") == true { skipBalanced() }
      } else {
        return nil
      }
    }
    guard let keyword = token else { return nil }
    index += 1
    let name = token.flatMap { $0.kind == .word ? $0.text : nil } ?? ""
    index += 1
    let generics = token?.is("<") == true ? token : nil
    while let token, !token.is("{") { index += 1 }
    var declaration = EnumDeclaration(
      keyword: keyword, name: name, modifiers: modifiers, genericClause: generics, cases: [],
      members: [], conditionalCases: [])
    index += 1
    readMembers(into: &declaration)
    return declaration
  }

  /// `@name`, `@name.name`, and its arguments in parentheses written right after it.
  private mutating func skipAttribute() {
    index += 2
    while token?.is(".") == true, self.token(1)?.kind == .word { index += 2 }
    if let token, token.is("("), token.start == tokens[index - 1].end { skipBalanced() }
  }

  /// From an opening bracket to just past its closing one.
  private mutating func skipBalanced() {
    var depth = 0
    while let token {
      index += 1
      if ["(", "[", "{"].contains(token.text) { depth += 1 }
      if [")", "]", "}"].contains(token.text) {
        depth -= 1
        if depth == 0 { return }
      }
    }
  }

  private mutating func readMembers(into declaration: inout EnumDeclaration) {
    var conditionalDepth = 0
    while let token, !token.is("}") {
      if ["(", "[", "{"].contains(token.text) {
        skipBalanced()
        continue
      }
      switch token.kind {
      case .pound where token.is("#if"):
        conditionalDepth += 1
      case .pound where token.is("#endif"):
        conditionalDepth -= 1
      case .word where token.text == "case":
        if conditionalDepth > 0 { declaration.conditionalCases.append(token) }
        let indirect = self.token(-1).flatMap { $0.isKeyword("indirect") ? $0 : nil }
        index += 1
        declaration.cases.append(
          .init(indirect: indirect, keyword: token, elements: caseElements()))
        continue
      case .word where Self.memberKeywords.contains(token.text):
        if let member = member() { declaration.members.append(member) }
      default:
        break
      }
      index += 1
    }
  }

  /// The cases of one `case` declaration, from the first name on.
  private mutating func caseElements() -> [EnumDeclaration.CaseElement] {
    var elements: [EnumDeclaration.CaseElement] = []
    while let name = token, name.kind == .word {
      index += 1
      var values: [EnumDeclaration.AssociatedValue] = []
      if token?.is("(") == true { values = associatedValues() }
      if token?.is("=") == true {
        index += 1
        if let sign = token, sign.is("-") || sign.is("+") { index += 1 }
        index += 1
      }
      elements.append(.init(name: name, values: values))
      guard token?.is(",") == true else { break }
      index += 1
    }
    return elements
  }

  /// The associated values in the parentheses at `index`, which it passes.
  private mutating func associatedValues() -> [EnumDeclaration.AssociatedValue] {
    parameters().map { parameter in
      var type = parameter[...]
      var label: String?
      if parameter.count > 2, parameter[0].kind == .word, parameter[1].is(":") {
        label = parameter[0].text
        type = parameter[2...]
      } else if parameter.count > 3, parameter[0].kind == .word, parameter[1].kind == .word,
        parameter[2].is(":")
      {
        label = parameter[0].text
        type = parameter[3...]
      }
      if let equals = type.firstIndex(where: { $0.is("=") }) { type = type[..<equals] }
      let text = type.isEmpty ? "" : self.text(from: type.first!, to: type.last!)
      return .init(label: label == "_" ? nil : label, type: text)
    }
  }

  /// The tokens of each parameter in the parentheses at `index`, split at the commas of their
  /// own level; `index` ends past the closing parenthesis.
  private mutating func parameters() -> [[Token]] {
    var parameters: [[Token]] = [[]]
    var depth = 0
    index += 1
    while let token {
      index += 1
      if ["(", "[", "{", "<"].contains(token.text) { depth += 1 }
      if [")", "]", "}", ">"].contains(token.text) {
        if depth == 0 { break }
        depth -= 1
      }
      if depth == 0 && token.is(",") {
        parameters.append([])
      } else {
        parameters[parameters.count - 1].append(token)
      }
    }
    return parameters.last!.isEmpty ? parameters.dropLast() : parameters
  }

  /// The member whose keyword is at `index`, if it declares a name.
  private mutating func member() -> EnumDeclaration.Member? {
    guard let keyword = token, let next = token(1) else { return nil }
    if keyword.is("class"), next.kind == .word,
      Self.memberKeywords.contains(next.text) || next.is("subscript")
    {
      return nil  // `class` as a modifier: the member is read at its own keyword.
    }
    let start = memberStart()
    if keyword.is("init") {
      var offset = 1
      if let mark = token(offset), mark.is("?") || mark.is("!") { offset += 1 }
      guard token(offset)?.is("(") == true else { return nil }
      let keywordIndex = index
      index += offset
      let labels = parameters().map { ($0.first?.text ?? "_") + ":" }
      index = keywordIndex
      return .init(name: "init(\(labels.joined()))", start: start)
    }
    guard next.kind == .word || (keyword.is("func") && next.kind == .punctuation) else {
      return nil
    }
    return .init(name: next.text, start: start)
  }

  /// The first token of the member whose keyword is at `index`: its first modifier or
  /// attribute.
  private func memberStart() -> Token {
    var offset = 0
    while let previous = token(offset - 1) {
      if previous.kind == .word && Self.modifierWords.contains(previous.text) {
        offset -= 1
      } else if previous.is(")"), token(offset - 2)?.is("set") == true,
        token(offset - 3)?.is("(") == true
      {
        offset -= 3
      } else if previous.kind == .word, token(offset - 2)?.is("@") == true {
        offset -= 2
      } else {
        break
      }
    }
    return token(offset)!
  }
}
