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
    .executable(name: "statekit-conformance", targets: ["StateKitConformance"]),
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
    // ManualClock, on its own so tools can use it without linking a test framework;
    // StateKitTesting re-exports it.
    .target(name: "StateKitClock", dependencies: ["StateKit"]),
    .target(name: "StateKitTesting", dependencies: ["StateKit", "StateKitClock"]),
    // Inspection to swift-log, kept out of the core so it stays dependency-free.
    .target(
      name: "StateKitLogging",
      dependencies: ["StateKit", .product(name: "Logging", package: "swift-log")]),

    // The seed apps (see Examples/): state machines first, view models on top.
    .target(name: "ImageSearch", dependencies: ["StateKit"], path: "Examples/ImageSearch"),
    .target(name: "SearchScreen", dependencies: ["StateKit"], path: "Examples/SearchScreen"),
    .target(name: "Login", dependencies: ["StateKit"], path: "Examples/Login"),
    .target(
      name: "RequestTester", dependencies: ["StateKitGameplay"], path: "Examples/RequestTester"),

    // Tools.
    .executableTarget(
      name: "StatekitCLI",
      dependencies: [
        "StateKit", "StateKitSCXML",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // The SCION / W3C conformance runner: not a product, only statekit-conformance and the tests
    // use it. It jumps from timer to timer on ManualClock: it takes the clock alone, not
    // StateKitTesting, which links Testing and XCTest.
    .target(
      name: "SCXMLConformance", dependencies: ["StateKit", "StateKitSCXML", "StateKitClock"]),
    .executableTarget(name: "StateKitConformance", dependencies: ["SCXMLConformance"]),

    .testTarget(
      name: "StateKitTests", dependencies: ["StateKit", "StateKitTesting", "ImageSearch", "Login"]),
    .testTarget(
      name: "StateKitToolingTests",
      dependencies: ["StateKit", "StateKitGameplay", "ImageSearch", "SearchScreen", "Login"],
      resources: [.copy("Golden")]),
    .testTarget(
      name: "StateKitSCXMLTests",
      dependencies: ["StateKitSCXML", "StateKitTesting", "SCXMLConformance"]),
    .testTarget(
      name: "SCXMLConformanceTests",
      dependencies: ["SCXMLConformance", "StateKitSCXML", "StateKitTesting"]),
    .testTarget(name: "StateKitGameplayTests", dependencies: ["StateKitGameplay", "StateKit"]),
    .testTarget(name: "StatekitCLITests", dependencies: ["StatekitCLI"]),
    .testTarget(
      name: "StateKitTestingTests",
      dependencies: ["StateKit", "StateKitTesting", "ImageSearch", "Login"]),
    .testTarget(
      name: "StateKitLoggingTests",
      dependencies: ["StateKitLogging", .product(name: "Logging", package: "swift-log")]),
  ],
  swiftLanguageModes: [.v6]
)
