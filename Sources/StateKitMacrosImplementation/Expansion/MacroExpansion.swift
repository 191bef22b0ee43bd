/// What a macro writes for one declaration, in each of its two roles: the members it adds and
/// the conformance it adds. The compiler calls the two roles separately.
enum MacroExpansion {
  /// The members `role`'s macro adds to `declaration` (the text the compiler hands over),
  /// separated by blank lines, or the errors that stop it.
  static func members(
    of declaration: String, role: MacroRole
  ) -> (source: String, diagnostics: [MacroDiagnostic]) {
    switch EnumAnalysis.analyze(EnumDeclarationParser.parse(declaration), role: role) {
    case .success(let analysis):
      return (
        MemberGenerator(analysis: analysis, role: role).members().joined(separator: "\n\n"), []
      )
    case .failure(let failure):
      return ("", failure.diagnostics)
    }
  }

  /// The extension that makes `type` conform to `role`'s protocol, or nothing when the type
  /// states the conformance itself or the declaration is one the macro refuses (the member
  /// role reports why).
  ///
  /// - Parameters:
  ///   - declaration: The declaration's text.
  ///   - type: The type as the extension names it.
  ///   - conformances: The compiler's list of protocols still to conform to, as the text of a
  ///     placeholder declaration (`struct _: MachineState {}`); `nil` or empty when the type
  ///     conforms already.
  ///   - role: Which macro runs.
  static func extensions(
    of declaration: String, extending type: String, conformances: String?, role: MacroRole
  ) -> String {
    guard let parsed = EnumDeclarationParser.parse(declaration), parsed.isEnum,
      parsed.genericClause == nil, let conformances
    else { return "" }
    let tokens = Tokenizer.tokens(of: conformances)
    guard let colon = tokens.firstIndex(where: { $0.is(":") }),
      tokens[(colon + 1)...].contains(where: { $0.kind == .word })
    else { return "" }
    let name = type.trimmingWhitespace()
    return "extension \(name): StateKit.\(role.protocolName) {}"
  }
}

extension String {
  /// The string without the whitespace and newlines at its ends.
  func trimmingWhitespace() -> String {
    let characters = drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace)
    return String(characters.reversed())
  }
}
