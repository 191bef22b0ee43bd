// A target of an Xcode project (see XcodeBuildToolPlugin.swift for the source of these).
//
// Unverified for Xcode 26.0: no interface of Xcode 26.0's XcodeProjectPlugin was found (see
// README.md).

import PackagePlugin

public struct XcodeTarget {
  public var inputFiles: FileList { fatalError("stub") }
}
