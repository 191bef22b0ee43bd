import Foundation
import PackagePlugin

/// Generates Swift from every `.scxml` file of a target when the target builds: a target of a
/// package, or (through `XcodeBuildToolPlugin`) a target of an Xcode project.
///
/// Each `Name.scxml` becomes `Name.swift` in the plugin's work directory, which the build
/// compiles with the target and nobody commits. A document that cannot be generated fails the
/// build with its error at its line and column. Where JavaScriptCore cannot be loaded (Linux
/// without WebKitGTK), the expressions of ECMAScript documents are checked when the machine
/// starts, and the build says so once. The generated code imports `StateKit` and, for
/// documents that embed their text, `StateKitSCXML` (and `StateKitSCXMLECMAScript` for the
/// ECMAScript data model): the target depends on those products.
@main
struct StateKitSCXMLPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    return Self.commands(
      for: target.sourceFiles(withSuffix: "scxml").map(\.url),
      tool: try context.tool(named: "StateKitGenerate").url,
      workDirectory: context.pluginWorkDirectoryURL)
  }

  /// One command for all the documents of a target: `Name.scxml` in, `Name.swift` out in
  /// `workDirectory`. One command, so that the tool says once when it cannot check expressions.
  static func commands(for documents: [URL], tool: URL, workDirectory: URL) -> [Command] {
    guard !documents.isEmpty else { return [] }
    let outputs = documents.map { document in
      workDirectory.appending(path: "\(document.deletingPathExtension().lastPathComponent).swift")
    }
    let names = documents.map(\.lastPathComponent).joined(separator: ", ")
    return [
      .buildCommand(
        displayName: "Generating Swift from \(names)", executable: tool,
        arguments: zip(documents, outputs).flatMap { [$0.path(), $1.path()] },
        inputFiles: documents, outputFiles: outputs)
    ]
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  // A target of an Xcode project: its `.scxml` files are the ones in the target (target
  // membership), which Xcode lists among its input files.
  extension StateKitSCXMLPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws
      -> [Command]
    {
      Self.commands(
        for: target.inputFiles.map(\.url).filter { $0.pathExtension == "scxml" },
        tool: try context.tool(named: "StateKitGenerate").url,
        workDirectory: context.pluginWorkDirectoryURL)
    }
  }
#endif
