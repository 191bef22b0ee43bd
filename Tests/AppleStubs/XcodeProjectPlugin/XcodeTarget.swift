// A target of an Xcode project (see XcodeBuildToolPlugin.swift for the source of these).

import PackagePlugin

public struct XcodeTarget {
  public var inputFiles: FileList { fatalError("stub") }
}
