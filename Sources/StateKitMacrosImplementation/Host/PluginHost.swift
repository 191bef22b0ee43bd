/// Answers the compiler's requests: the plugin's side of the compiler plugin protocol.
///
/// The compiler starts the plugin once per compilation, asks its capability, then asks it to
/// expand each use of a macro, one request at a time.
struct PluginHost {
  /// The protocol version the plugin speaks: 7 passes the list of conformances an extension
  /// macro must add, which tells whether a type states `MachineState` itself.
  static let protocolVersion = 7

  /// The compiler's protocol version, once it said; 0 until then.
  private(set) var hostVersion = 0

  mutating func respond(to message: HostMessage) -> PluginResponse {
    switch message {
    case .getCapability(let version):
      hostVersion = version ?? 0
      return PluginResponse(
        name: "getCapabilityResult", body: .capability(protocolVersion: Self.protocolVersion))
    case .expandAttachedMacro(let request):
      return expand(request)
    case .expandFreestandingMacro(let macro, let syntax):
      let error = PluginResponse.Diagnostic(
        message: "StateKitMacrosPlugin has no freestanding macro '\(macro.name)'",
        position: .init(fileName: syntax.location.fileName, offset: syntax.location.offset))
      return PluginResponse(
        name: hostVersion >= 5 ? "expandMacroResult" : "expandFreestandingMacroResult",
        body: .expansion(source: nil, diagnostics: [error]))
    case .loadPluginLibrary(let path):
      let error = PluginResponse.Diagnostic(
        message: "StateKitMacrosPlugin is an executable plugin and loads no library (\(path))",
        position: .init(fileName: "", offset: 0))
      return PluginResponse(
        name: "loadPluginLibraryResult", body: .library(loaded: false, diagnostics: [error]))
    case .unknown(let name):
      return Self.failure("StateKitMacrosPlugin does not know the request '\(name)'")
    }
  }

  /// An answer for a request that could not be read: the expansion fails with `message`.
  static func failure(_ message: String) -> PluginResponse {
    PluginResponse(
      name: "expandMacroResult",
      body: .expansion(
        source: nil,
        diagnostics: [.init(message: message, position: .init(fileName: "", offset: 0))]))
  }

  private func expand(_ request: HostMessage.AttachedExpansion) -> PluginResponse {
    let source: String?
    var diagnostics: [MacroDiagnostic] = []
    if let role = MacroRole(typeName: request.macro.typeName) {
      switch request.macroRole {
      case "member":
        (source, diagnostics) = MacroExpansion.members(
          of: request.declSyntax.source, role: role)
      case "extension", "conformance":
        source = MacroExpansion.extensions(
          of: request.declSyntax.source,
          extending: request.extendedTypeSyntax?.source ?? "",
          conformances: request.conformanceListSyntax?.source, role: role)
      default:
        source = ""
      }
    } else {
      source = nil
    }
    var messages = diagnostics.map { diagnostic in
      Self.message(diagnostic, declaration: request.declSyntax, attribute: request.attributeSyntax)
    }
    if source == nil {
      messages.append(
        .init(
          message: "StateKitMacrosPlugin has no macro '\(request.macro.typeName)'",
          position: .init(
            fileName: request.attributeSyntax.location.fileName,
            offset: request.attributeSyntax.location.offset)))
    }
    if hostVersion >= 5 {
      return PluginResponse(
        name: "expandMacroResult", body: .expansion(source: source, diagnostics: messages))
    }
    return PluginResponse(
      name: "expandAttachedMacroResult",
      body: .expansions(sources: source.map { [$0] }, diagnostics: messages))
  }

  /// A macro's diagnostic, placed in the file: offsets in the declaration's text become
  /// offsets in the file that holds it.
  static func message(
    _ diagnostic: MacroDiagnostic, declaration: HostMessage.Syntax, attribute: HostMessage.Syntax
  ) -> PluginResponse.Diagnostic {
    let file = declaration.location.fileName
    func range(_ range: Range<Int>) -> PluginResponse.Diagnostic.Range {
      .init(
        fileName: file, startOffset: declaration.location.offset + range.lowerBound,
        endOffset: declaration.location.offset + range.upperBound)
    }
    let highlight: PluginResponse.Diagnostic.Range
    switch diagnostic.position {
    case .attribute:
      // The attribute's text starts with its leading trivia (comments, newlines).
      let tokens = Tokenizer.tokens(of: attribute.source)
      let start = attribute.location.offset
      highlight = .init(
        fileName: attribute.location.fileName, startOffset: start + (tokens.first?.start ?? 0),
        endOffset: start + (tokens.last?.end ?? 0))
    case .declaration(let place):
      highlight = range(place)
    }
    return PluginResponse.Diagnostic(
      message: diagnostic.message,
      position: .init(fileName: highlight.fileName, offset: highlight.startOffset),
      highlights: [highlight],
      fixIts: diagnostic.fixIts.map { fixIt in
        .init(
          message: fixIt.message,
          changes: fixIt.changes.map { .init(range: range($0.range), newText: $0.newText) })
      })
  }
}
