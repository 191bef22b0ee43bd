#if Macros
  import SwiftDiagnostics
  import SwiftSyntax
  import SwiftSyntaxMacros

  /// A case of the annotated enum, as the generated members need it.
  struct EnumCase {
    let name: String
    /// The associated values: label (if any) and type, in order. Empty for a payload-free case.
    let values: [(label: String?, type: TypeSyntax)]

    var hasPayload: Bool { !values.isEmpty }
  }

  /// The annotated enum, read once and checked: its cases, its access level, and the problems
  /// that stop the macro.
  struct EnumAnalysis {
    let name: String
    let cases: [EnumCase]
    /// `public `, `package ` or empty: what generated members are declared with.
    let accessPrefix: String

    var hasPayloads: Bool { cases.contains { $0.hasPayload } }

    /// Reads `declaration`, or reports why the macro cannot apply to it and returns `nil`.
    ///
    /// - Parameters:
    ///   - declaration: The declaration the macro is attached to.
    ///   - node: The attribute, for diagnostics.
    ///   - role: What the macro generates (`MachineState` or `MachineEvent`).
    ///   - context: Where diagnostics go.
    init?(
      _ declaration: some DeclGroupSyntax, attribute node: AttributeSyntax, role: MacroRole,
      in context: some MacroExpansionContext
    ) {
      guard let enumDecl = declaration.as(EnumDeclSyntax.self) else {
        context.diagnose(
          Diagnostic(node: Syntax(node), message: MacroDiagnostic.notAnEnum(role)))
        return nil
      }
      var failed = false
      if let generics = enumDecl.genericParameterClause {
        context.diagnose(
          Diagnostic(node: Syntax(generics), message: MacroDiagnostic.genericEnum(role)))
        failed = true
      }
      if let indirect = enumDecl.modifiers.first(where: { $0.name.tokenKind == .keyword(.indirect) }
      ) {
        context.diagnose(
          Diagnostic(
            node: Syntax(indirect), message: MacroDiagnostic.indirect(role),
            fixIt: Self.removing(indirect, from: enumDecl)))
        failed = true
      }
      var cases: [EnumCase] = []
      for member in enumDecl.memberBlock.members {
        guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
        if let indirect = caseDecl.modifiers.first(where: {
          $0.name.tokenKind == .keyword(.indirect)
        }) {
          context.diagnose(
            Diagnostic(
              node: Syntax(indirect), message: MacroDiagnostic.indirect(role),
              fixIt: Self.removing(indirect, from: caseDecl)))
          failed = true
        }
        for element in caseDecl.elements {
          let name = element.name.trimmedDescription
          if name == "Case" || name == "`Case`" {
            context.diagnose(
              Diagnostic(
                node: Syntax(element.name), message: MacroDiagnostic.caseNamedCase(role),
                fixIt: FixIt(
                  message: MacroFixIt.renameCase,
                  changes: [
                    .replace(
                      oldNode: Syntax(element.name),
                      newNode: Syntax(
                        TokenSyntax.identifier("case_").with(
                          \.trailingTrivia, element.name.trailingTrivia)))
                  ])))
            failed = true
          }
          let values =
            element.parameterClause?.parameters.map { parameter in
              (
                label: parameter.firstName.flatMap {
                  $0.tokenKind == .wildcard ? nil : $0.trimmedDescription
                },
                type: parameter.type.trimmed
              )
            } ?? []
          cases.append(EnumCase(name: name, values: values))
        }
      }
      let analysis = Self(
        name: enumDecl.name.trimmedDescription, cases: cases,
        accessPrefix: Self.accessPrefix(of: enumDecl.modifiers))
      // A member the macro would add that the enum already declares.
      let generated = analysis.generatedNames(role)
      for member in enumDecl.memberBlock.members {
        guard let clash = Self.declaredName(member.decl), generated.contains(clash) else {
          continue
        }
        context.diagnose(
          Diagnostic(
            node: Syntax(member.decl), message: MacroDiagnostic.existingMember(clash, role)))
        failed = true
      }
      if failed { return nil }
      self = analysis
    }

    init(name: String, cases: [EnumCase], accessPrefix: String) {
      self.name = name
      self.cases = cases
      self.accessPrefix = accessPrefix
    }

    /// The names of the members the macro adds (only when some case carries a payload).
    func generatedNames(_ role: MacroRole) -> Set<String> {
      guard hasPayloads else { return [] }
      var names: Set<String> = ["Case", role.caseProperty, "payloadCase"]
      if role == .state { names.formUnion(["init(stateCase:)", "init(stateCase:payload:)"]) }
      for item in cases where item.hasPayload { names.insert(item.name) }
      return names
    }

    /// The name a member declares, in the form `generatedNames` uses.
    static func declaredName(_ decl: DeclSyntax) -> String? {
      if let variable = decl.as(VariableDeclSyntax.self) {
        return variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier
          .trimmedDescription
      }
      if let type = decl.as(EnumDeclSyntax.self) { return type.name.trimmedDescription }
      if let type = decl.as(StructDeclSyntax.self) { return type.name.trimmedDescription }
      if let type = decl.as(ClassDeclSyntax.self) { return type.name.trimmedDescription }
      if let alias = decl.as(TypeAliasDeclSyntax.self) { return alias.name.trimmedDescription }
      if let function = decl.as(FunctionDeclSyntax.self) {
        return function.name.trimmedDescription
      }
      if let initializer = decl.as(InitializerDeclSyntax.self) {
        let labels = initializer.signature.parameterClause.parameters.map {
          $0.firstName.trimmedDescription + ":"
        }
        return "init(\(labels.joined()))"
      }
      return nil
    }

    /// A fix-it that deletes `modifier` from `decl`, keeping the declaration's leading trivia.
    static func removing(_ modifier: DeclModifierSyntax, from decl: some WithModifiersSyntax)
      -> FixIt
    {
      var fixed = decl.with(\.modifiers, decl.modifiers.filter { $0.id != modifier.id })
      fixed.leadingTrivia = decl.leadingTrivia
      return FixIt(
        message: MacroFixIt.removeIndirect,
        changes: [.replace(oldNode: Syntax(decl), newNode: Syntax(fixed))])
    }

    static func accessPrefix(of modifiers: DeclModifierListSyntax) -> String {
      for modifier in modifiers {
        switch modifier.name.tokenKind {
        case .keyword(.public), .keyword(.open): return "public "
        case .keyword(.package): return "package "
        default: continue
        }
      }
      return ""
    }
  }
#endif
