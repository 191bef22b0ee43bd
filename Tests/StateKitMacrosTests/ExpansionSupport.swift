#if Macros
  import StateKitMacrosPlugin
  import SwiftSyntaxMacroExpansion
  import SwiftSyntaxMacrosGenericTestSupport
  import Testing

  /// The macros as the compiler sees them, for expansion tests.
  let macroSpecs: [String: MacroSpec] = [
    "MachineState": MacroSpec(type: MachineStateMacro.self, conformances: ["MachineState"]),
    "MachineEvent": MacroSpec(type: MachineEventMacro.self, conformances: ["MachineEvent"]),
  ]

  /// Expands `source` and checks the result, reporting differences as Swift Testing issues.
  func assertExpansion(
    _ source: String, expands expanded: String, diagnostics: [DiagnosticSpec] = [],
    applyFixIts: [String]? = nil, fixedSource: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    assertMacroExpansion(
      source, expandedSource: expanded, diagnostics: diagnostics, macroSpecs: macroSpecs,
      applyFixIts: applyFixIts, fixedSource: fixedSource, indentationWidth: .spaces(2)
    ) { failure in
      Issue.record("\(failure.message)", sourceLocation: sourceLocation)
    }
  }
#endif
