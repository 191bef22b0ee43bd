// What Xcode hands a plugin (see XcodeBuildToolPlugin.swift for the source of these).

import Foundation
import PackagePlugin

public struct XcodePluginContext {
  // As PackagePlugin's PluginContext.pluginWorkDirectoryURL.
  public var pluginWorkDirectoryURL: URL { fatalError("stub") }

  // As PackagePlugin's PluginContext.tool(named:).
  public func tool(named name: String) throws -> PluginContext.Tool { fatalError("stub") }
}
