#if Macros
  import SwiftCompilerPlugin
  import SwiftSyntaxMacros

  /// The compiler plugin that provides StateKitMacros' macros.
  @main
  struct StateKitMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [MachineStateMacro.self, MachineEventMacro.self]
  }
#else
  /// Built without the `Macros` trait, the plugin provides nothing: the package then never
  /// resolves swift-syntax.
  @main
  struct StateKitMacrosPlugin {
    static func main() {}
  }
#endif
