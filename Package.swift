// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "StateKit",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "StateKit", targets: ["StateKit"]),
    .library(name: "StateKitSCXML", targets: ["StateKitSCXML"]),
    .library(name: "StateKitGameplay", targets: ["StateKitGameplay"]),
    .executable(name: "statekit-demo", targets: ["StatekitDemo"]),
    .executable(name: "statekit-conformance", targets: ["StatekitConformance"]),
  ],
  targets: [
    // The core: no dependency beyond the Swift toolchain.
    .target(name: "StateKit"),
    .target(name: "StateKitSCXML", dependencies: ["StateKit"]),
    .target(name: "StateKitGameplay", dependencies: ["StateKit"]),
    // The seed apps (see Examples/): state machines first, view models on top.
    .target(name: "ImageSearch", dependencies: ["StateKit"], path: "Examples/ImageSearch"),
    .target(name: "Login", dependencies: ["StateKit"], path: "Examples/Login"),
    .executableTarget(name: "StatekitDemo", dependencies: ["StateKit", "ImageSearch", "Login"]),
    .executableTarget(name: "StatekitConformance", dependencies: ["StateKitSCXML"]),
    .testTarget(name: "StateKitTests", dependencies: ["StateKit", "ImageSearch", "Login"]),
    .testTarget(name: "StateKitSCXMLTests", dependencies: ["StateKitSCXML"]),
    .testTarget(name: "StateKitGameplayTests", dependencies: ["StateKitGameplay", "StateKit"]),
  ],
  swiftLanguageModes: [.v6]
)
