#if Macros
  import SwiftSyntax
  import SwiftSyntaxMacros

  /// What both macros do, parameterised by their role.
  protocol MachineEnumMacro: MemberMacro, ExtensionMacro {
    static var role: MacroRole { get }
  }

  extension MachineEnumMacro {
    public static func expansion(
      of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
      conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
      guard let analysis = EnumAnalysis(declaration, attribute: node, role: role, in: context)
      else { return [] }
      return MemberGenerator(analysis: analysis, role: role).members()
    }

    public static func expansion(
      of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
      providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
      in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
      // Diagnostics come from the member expansion; here a bad declaration just adds nothing.
      guard declaration.is(EnumDeclSyntax.self),
        declaration.as(EnumDeclSyntax.self)?.genericParameterClause == nil
      else { return [] }
      // The conformance is added only when the type does not already state it.
      if protocols.isEmpty { return [] }
      let extensionDecl: DeclSyntax =
        "extension \(type.trimmed): StateKit.\(raw: role.protocolName) {}"
      return [extensionDecl.cast(ExtensionDeclSyntax.self)]
    }
  }

  /// `@MachineState`: the `MachineState` conformance, and for an enum whose cases carry
  /// payloads the `Case` enum, `stateCase`, `init?(stateCase:)` and one optional accessor per
  /// payload case.
  public struct MachineStateMacro: MachineEnumMacro {
    static var role: MacroRole { .state }
  }

  /// `@MachineEvent`: the `MachineEvent` conformance, and for an enum whose cases carry
  /// payloads the `Case` enum, `eventCase` and one optional accessor per payload case.
  public struct MachineEventMacro: MachineEnumMacro {
    static var role: MacroRole { .event }
  }
#endif
