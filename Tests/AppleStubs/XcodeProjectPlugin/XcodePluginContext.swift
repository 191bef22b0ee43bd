// What Xcode hands a plugin (see XcodeBuildToolPlugin.swift for the source of these).
//
// Unverified for Xcode 26.0: no interface of Xcode 26.0's XcodeProjectPlugin was found (see
// README.md).

import Foundation
import PackagePlugin

public struct XcodePluginContext {
  // As PackagePlugin's PluginContext.pluginWorkDirectoryURL.
  public var pluginWorkDirectoryURL: URL { fatalError("stub") }

  // As PackagePlugin's PluginContext.tool(named:).
  public func tool(named name: String) throws -> PluginContext.Tool { fatalError("stub") }
}
