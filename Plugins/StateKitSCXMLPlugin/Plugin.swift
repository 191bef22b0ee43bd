import Foundation
import PackagePlugin

/// Generates Swift from every `.scxml` file of a target when the target builds.
///
/// Each `Name.scxml` becomes `Name.swift` in the plugin's work directory, which the build
/// compiles with the target and nobody commits. A document that cannot be generated fails the
/// build with its error at its line and column. The generated code imports `StateKit` and, for
/// documents that embed their text, `StateKitSCXML` (and `StateKitSCXMLECMAScript` for the
/// ECMAScript data model): the target depends on those products.
@main
struct StateKitSCXMLPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let tool = try context.tool(named: "StateKitGenerate")
    return target.sourceFiles(withSuffix: "scxml").map { file in
      let name = file.url.deletingPathExtension().lastPathComponent
      let output = context.pluginWorkDirectoryURL.appending(path: "\(name).swift")
      return .buildCommand(
        displayName: "Generating \(name).swift from \(file.url.lastPathComponent)",
        executable: tool.url, arguments: [file.url.path(), output.path()],
        inputFiles: [file.url], outputFiles: [output])
    }
  }
}
