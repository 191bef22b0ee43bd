import Testing

@testable import StateKitMacrosImplementation

/// What a macro makes of a declaration, asked as the compiler asks: once for the members and
/// once for the extension, with the declaration's text, attribute first.
struct Expanded: Equatable {
  var members: String
  var extensions: String
  var diagnostics: [Found]

  /// A diagnostic where a reader sees it: its message, 1-based line and column in the
  /// declaration's text, and its fix-its' messages.
  struct Found: Equatable, CustomStringConvertible {
    var message: String
    var line: Int
    var column: Int
    var fixIts: [String] = []

    var description: String { "\(line):\(column): \(message) \(fixIts)" }
  }

  /// Expands `source` with `role`'s macro.
  ///
  /// - Parameters:
  ///   - source: The declaration, attribute first.
  ///   - role: Which macro runs.
  ///   - conforms: Whether the declaration states the protocol itself, in which case the
  ///     compiler asks for no conformance.
  init(_ source: String, role: MacroRole, conforms: Bool = false) {
    let (members, diagnostics) = MacroExpansion.members(of: source, role: role)
    self.members = members
    let name = EnumDeclarationParser.parse(source)?.name ?? ""
    extensions = MacroExpansion.extensions(
      of: source, extending: name,
      conformances: conforms ? nil : "struct Placeholder: \(role.protocolName) {}", role: role)
    self.diagnostics = diagnostics.map { diagnostic in
      let offset: Int
      switch diagnostic.position {
      case .attribute: offset = Tokenizer.tokens(of: source).first?.start ?? 0
      case .declaration(let range): offset = range.lowerBound
      }
      let before = Array(source.utf8.prefix(offset))
      let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
      let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
      let column = before.count - lineStart + 1
      return Found(
        message: diagnostic.message, line: line, column: column,
        fixIts: diagnostic.fixIts.map(\.message))
    }
  }
}

/// `source` with the fix-its of `role`'s diagnostics applied, the way Xcode applies them.
func applyingFixIts(_ source: String, role: MacroRole) -> String {
  let changes = MacroExpansion.members(of: source, role: role).diagnostics
    .flatMap(\.fixIts).flatMap(\.changes).sorted { $0.range.lowerBound > $1.range.lowerBound }
  var bytes = Array(source.utf8)
  for change in changes { bytes.replaceSubrange(change.range, with: Array(change.newText.utf8)) }
  return String(decoding: bytes, as: UTF8.self)
}
