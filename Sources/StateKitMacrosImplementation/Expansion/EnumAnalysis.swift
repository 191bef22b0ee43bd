/// A case of the annotated enum, as the generated members need it.
struct EnumCase: Equatable {
  let name: String
  /// The associated values, in order. Empty for a payload-free case.
  let values: [EnumDeclaration.AssociatedValue]

  var hasPayload: Bool { !values.isEmpty }
}

/// The annotated enum, read once and checked: its cases, its access level, and the problems
/// that stop the macro.
struct EnumAnalysis: Equatable {
  let name: String
  let cases: [EnumCase]
  /// `public `, `package ` or empty: what generated members are declared with.
  let accessPrefix: String

  var hasPayloads: Bool { cases.contains { $0.hasPayload } }

  /// The enum in `declaration`, or the errors that stop `role`'s macro from expanding on it.
  static func analyze(
    _ declaration: EnumDeclaration?, role: MacroRole
  ) -> Result<EnumAnalysis, Failure> {
    guard let declaration, declaration.isEnum else {
      return .failure(Failure([.init(kind: .notAnEnum, role: role, position: .attribute)]))
    }
    var problems: [MacroDiagnostic] = []
    func report(_ kind: MacroDiagnostic.Kind, _ token: Token, fixIt: MacroDiagnostic.FixIt? = nil) {
      problems.append(
        .init(
          kind: kind, role: role, position: .declaration(token.start..<token.end),
          fixIts: fixIt.map { [$0] } ?? []))
    }
    if let generics = declaration.genericClause { report(.genericEnum, generics) }
    let modifiers = declaration.modifiers + [declaration.keyword]
    for (modifier, next) in zip(modifiers, modifiers.dropFirst()) where modifier.is("indirect") {
      report(.indirect, modifier, fixIt: removing(modifier, before: next))
    }
    var cases: [EnumCase] = []
    for declared in declaration.cases {
      if let indirect = declared.indirect {
        report(.indirect, indirect, fixIt: removing(indirect, before: declared.keyword))
      }
      for element in declared.elements {
        let name = element.name.text
        if name == "Case" || name == "`Case`" {
          let rename = MacroDiagnostic.FixIt(
            message: "rename the case to 'case_'",
            changes: [.init(range: element.name.start..<element.name.end, newText: "case_")])
          report(.caseNamedCase, element.name, fixIt: rename)
        }
        cases.append(EnumCase(name: name, values: element.values))
      }
    }
    for conditional in declaration.conditionalCases { report(.conditionalCase, conditional) }
    let analysis = EnumAnalysis(
      name: declaration.name, cases: cases, accessPrefix: accessPrefix(of: declaration.modifiers))
    // A member the macro would add that the enum already declares.
    let generated = analysis.generatedNames(role)
    for member in declaration.members where generated.contains(member.name) {
      report(.existingMember(member.name), member.start)
    }
    return problems.isEmpty ? .success(analysis) : .failure(Failure(problems))
  }

  /// Why a macro cannot expand: its errors, in the order of the declaration.
  struct Failure: Error, Equatable {
    var diagnostics: [MacroDiagnostic]

    init(_ diagnostics: [MacroDiagnostic]) { self.diagnostics = diagnostics }
  }

  /// The names of the members the macro adds (only when some case carries a payload).
  func generatedNames(_ role: MacroRole) -> Set<String> {
    guard hasPayloads else { return [] }
    var names: Set<String> = ["Case", role.caseProperty, "payloadCase"]
    if role == .state {
      names.formUnion(["init(stateCase:)", "init(stateCase:payload:)", "payloadType"])
    }
    for item in cases where item.hasPayload { names.insert(item.name) }
    return names
  }

  /// A fix-it that deletes `modifier` and the space after it, up to `next`.
  private static func removing(_ modifier: Token, before next: Token) -> MacroDiagnostic.FixIt {
    .init(
      message: "remove 'indirect'",
      changes: [.init(range: modifier.start..<next.start, newText: "")])
  }

  private static func accessPrefix(of modifiers: [Token]) -> String {
    for modifier in modifiers {
      switch modifier.text {
      case "public", "open": return "public "
      case "package": return "package "
      default: continue
      }
    }
    return ""
  }
}
