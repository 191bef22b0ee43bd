// A build tool plugin for the targets of an Xcode project.
//
// Apple publishes no documentation page for XcodeProjectPlugin (Xcode's own module). These
// declarations follow its Swift interface as shipped with Xcode 14.1
// (https://gist.github.com/ikesyo/f152bf8ee60b1c9bff2e757b01a95fa9), with the URL-based members
// that Xcode 16 added next to PackagePlugin's own.
//
// Unverified for Xcode 26.0: no interface of Xcode 26.0's XcodeProjectPlugin was found (see
// README.md).

import Foundation
import PackagePlugin

public protocol XcodeBuildToolPlugin: Plugin {
  func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}
