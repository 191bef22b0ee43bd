// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "StateKit",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "StateKit", targets: ["StateKit"]),
    .library(name: "StateKitSCXML", targets: ["StateKitSCXML"]),
    .library(name: "StateKitGameplay", targets: ["StateKitGameplay"]),
    .library(name: "StateKitTesting", targets: ["StateKitTesting"]),
    .library(name: "StateKitLogging", targets: ["StateKitLogging"]),
    .executable(name: "statekit", targets: ["StatekitCLI"]),
    .executable(name: "statekit-demo", targets: ["StatekitDemo"]),
    .executable(name: "statekit-conformance", targets: ["StatekitConformance"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
  ],
  targets: [
    // The core: no dependency beyond the Swift toolchain.
    .target(name: "StateKit"),
    .target(name: "StateKitSCXML", dependencies: ["StateKit"]),
    .target(name: "StateKitGameplay", dependencies: ["StateKit"]),
    .target(name: "StateKitTesting", dependencies: ["StateKit"]),
    // Inspection to swift-log, kept out of the core so it stays dependency-free.
    .target(
      name: "StateKitLogging",
      dependencies: ["StateKit", .product(name: "Logging", package: "swift-log")]),

    // The seed apps (see Examples/): state machines first, view models on top.
    .target(name: "ImageSearch", dependencies: ["StateKit"], path: "Examples/ImageSearch"),
    .target(name: "SearchScreen", dependencies: ["StateKit"], path: "Examples/SearchScreen"),
    .target(name: "Login", dependencies: ["StateKit"], path: "Examples/Login"),

    // Tools.
    .executableTarget(
      name: "StatekitCLI",
      dependencies: [
        "StateKit", "StateKitSCXML",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .executableTarget(
      name: "StatekitDemo", dependencies: ["StateKit", "ImageSearch", "SearchScreen", "Login"]),
    .executableTarget(name: "StatekitConformance", dependencies: ["StateKitSCXML"]),

    .testTarget(
      name: "StateKitTests", dependencies: ["StateKit", "StateKitTesting", "ImageSearch", "Login"]),
    .testTarget(
      name: "StateKitToolingTests",
      dependencies: ["StateKit", "StateKitGameplay", "ImageSearch", "SearchScreen", "Login"],
      resources: [.copy("Golden")]),
    .testTarget(name: "StateKitSCXMLTests", dependencies: ["StateKitSCXML"]),
    .testTarget(name: "StateKitGameplayTests", dependencies: ["StateKitGameplay", "StateKit"]),
    .testTarget(name: "StatekitCLITests", dependencies: ["StatekitCLI"]),
    .testTarget(
      name: "StateKitLoggingTests",
      dependencies: ["StateKitLogging", .product(name: "Logging", package: "swift-log")]),
  ],
  swiftLanguageModes: [.v6]
)
