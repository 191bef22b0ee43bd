// swift-tools-version: 6.2
// StateKit: the libraries and the `statekit` CLI. The tools version is the Swift the package
// claims (Swift 6.2, Xcode 26): `.ci/check-swift-versions` fails when a dependency's manifest
// needs more. An app that adds this package and uses only `StateKit` builds nothing else;
// SwiftPM still resolves swift-argument-parser (for the CLI) and swift-log (for
// StateKitLogging). The example apps, their local servers and `statekit-demo` live in the
// `Examples` package, the benchmarks in `Benchmarks`: neither is ever resolved by a user of the
// library. StateKitMacros needs no package and no trait: its compiler plugin speaks the
// compiler's plugin protocol itself, so it builds in an Xcode app target as in a package.
import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "StateKit",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "StateKit", targets: ["StateKit"]),
    .library(name: "StateKitTooling", targets: ["StateKitTooling"]),
    .library(name: "StateKitSCXML", targets: ["StateKitSCXML"]),
    .library(name: "StateKitSCXMLECMAScript", targets: ["StateKitSCXMLECMAScript"]),
    .library(name: "StateKitGameplay", targets: ["StateKitGameplay"]),
    .library(name: "StateKitClock", targets: ["StateKitClock"]),
    .library(name: "StateKitTesting", targets: ["StateKitTesting"]),
    .library(name: "StateKitLogging", targets: ["StateKitLogging"]),
    .library(name: "StateKitInspection", targets: ["StateKitInspection"]),
    .library(name: "StateKitMacros", targets: ["StateKitMacros"]),
    .executable(name: "statekit", targets: ["StateKitCLI"]),
    .executable(name: "statekit-conformance", targets: ["StateKitConformance"]),
    .plugin(name: "StateKitSCXMLPlugin", targets: ["StateKitSCXMLPlugin"]),
  ],
  traits: [
    // Enables nothing: declared so that manifests that name it still resolve.
    .trait(
      name: "Macros",
      description:
        "Does nothing: StateKitMacros needs no trait. Kept so that manifests that name it resolve."
    ),
    // Apps never need it: on Apple platforms the bridge uses Combine itself.
    .trait(
      name: "OpenCombine",
      description:
        "StateKit's own tests: builds the Combine bridge against OpenCombine where Combine is missing (Linux)."
    ),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
  ],
  targets: [
    // The core: no dependency beyond the Swift toolchain. OpenCombine only with its trait, which
    // type-checks and tests the Combine bridge on Linux.
    .target(
      name: "StateKit",
      dependencies: [
        .product(
          name: "OpenCombine", package: "OpenCombine", condition: .when(traits: ["OpenCombine"]))
      ]),
    // Diagrams, validation and test paths over the core's structural model of a definition.
    .target(name: "StateKitTooling", dependencies: ["StateKit"]),
    .target(name: "StateKitSCXML", dependencies: ["StateKit"]),
    // The ECMAScript data model for SCXML documents, on JavaScriptCore: the system framework on
    // Apple platforms, WebKitGTK's library on Linux (a system library target, built only for the
    // products that link it, so `StateKit` and `StateKitSCXML` users never need it).
    .systemLibrary(
      name: "CJavaScriptCore", pkgConfig: "javascriptcoregtk-4.1",
      providers: [.apt(["libjavascriptcoregtk-4.1-dev"])]),
    .target(
      name: "StateKitSCXMLECMAScript",
      dependencies: [
        "StateKitSCXML", .target(name: "CJavaScriptCore", condition: .when(platforms: [.linux])),
      ]),
    .target(name: "StateKitGameplay", dependencies: ["StateKit"]),
    // ManualClock, on its own so tools can use it without linking a test framework;
    // StateKitTesting re-exports it.
    .target(name: "StateKitClock", dependencies: ["StateKit"]),
    // Replaying a recorded session reads its trace: StateKitInspection.
    .target(
      name: "StateKitTesting",
      dependencies: ["StateKit", "StateKitClock", "StateKitTooling", "StateKitInspection"]),
    // Recording a running machine as a trace (JSON Lines), reading traces back, replaying and
    // shrinking them (on StateKitClock's manual clock), and the self-contained HTML replay of
    // `statekit report`. No package dependency.
    .target(
      name: "StateKitInspection", dependencies: ["StateKit", "StateKitTooling", "StateKitClock"]),
    // Inspection to swift-log, kept out of the core so it stays dependency-free.
    .target(
      name: "StateKitLogging",
      dependencies: ["StateKit", .product(name: "Logging", package: "swift-log")]),

    // @MachineState and @MachineEvent. The plugin is a compiler plugin with no package
    // dependency: it reads the declarations it is given with its own small reader, not
    // swift-syntax. The reader, the expansion and the protocol are a target of their own, which
    // the tests import: a test target that depends on a macro target directly is built for the
    // host, with every library it links built a second time.
    .target(name: "StateKitMacrosImplementation"),
    .macro(name: "StateKitMacrosPlugin", dependencies: ["StateKitMacrosImplementation"]),
    .target(name: "StateKitMacros", dependencies: ["StateKit", "StateKitMacrosPlugin"]),

    // Tools.
    // Swift from SCXML documents, for `statekit generate` and the build plugin's tool.
    .target(name: "StateKitCodegen", dependencies: ["StateKitSCXML"]),
    // The build plugin's tool. It loads JavaScriptCore when it runs, where it can, so that a
    // syntax error in an expression fails the build at its line and column; it does not link
    // it, so it builds on a machine without JavaScriptCore.
    .executableTarget(name: "StateKitGenerate", dependencies: ["StateKitCodegen"]),
    // Generates Swift from the `.scxml` files of a target when it builds.
    .plugin(
      name: "StateKitSCXMLPlugin", capability: .buildTool(), dependencies: ["StateKitGenerate"]),
    // Runs Graphviz's `dot` as a process. No library product links it, because iOS, tvOS,
    // watchOS and visionOS cannot start processes: the libraries take a `GraphvizLayout`.
    .target(name: "GraphvizDot", dependencies: ["StateKitTooling"]),
    .executableTarget(
      name: "StateKitCLI",
      dependencies: [
        "StateKit", "StateKitTooling", "StateKitSCXML", "StateKitSCXMLECMAScript",
        "StateKitInspection", "StateKitCodegen", "GraphvizDot", "StateKitClock",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // The SCION / W3C conformance runner: a target, not a product, so that it is no library API.
    // It jumps from timer to timer on ManualClock: it takes the clock alone, not
    // StateKitTesting, which links Testing and XCTest.
    .target(
      name: "SCXMLConformance",
      dependencies: ["StateKit", "StateKitSCXML", "StateKitSCXMLECMAScript", "StateKitClock"]),
    .executableTarget(name: "StateKitConformance", dependencies: ["SCXMLConformance"]),

    // Machines the tests share: fixtures shaped like the example apps' machines, owned by the
    // library's tests and deliberately not the ones the examples ship (Examples/Tests tests
    // those), so that the library's tests never depend on the Examples package.
    .target(name: "StateKitFixtures", dependencies: ["StateKit"], path: "Tests/Fixtures"),

    .testTarget(
      name: "StateKitTests",
      dependencies: [
        "StateKit", "StateKitTesting", "StateKitFixtures", "StateKitSCXML",
        .product(
          name: "OpenCombine", package: "OpenCombine", condition: .when(traits: ["OpenCombine"])),
      ]),
    .testTarget(
      name: "StateKitToolingTests",
      dependencies: ["StateKit", "StateKitTooling", "StateKitGameplay", "StateKitFixtures"],
      resources: [.copy("Golden")]),
    .testTarget(
      name: "StateKitSCXMLTests",
      dependencies: [
        "StateKitSCXML", "StateKitTesting", "SCXMLConformance", "StateKitInspection",
        "StateKitFixtures",
      ]),
    .testTarget(
      name: "StateKitSCXMLECMAScriptTests",
      dependencies: ["StateKitSCXMLECMAScript", "StateKitSCXML", "StateKitClock"]),
    .testTarget(
      name: "SCXMLConformanceTests",
      dependencies: ["SCXMLConformance", "StateKitSCXML", "StateKitTesting", "StateKitFixtures"]),
    .testTarget(name: "StateKitGameplayTests", dependencies: ["StateKitGameplay", "StateKit"]),
    .testTarget(
      name: "StateKitCLITests",
      dependencies: ["StateKitCLI", "StateKitSCXML", "StateKitInspection", "StateKitClock"]),
    .testTarget(
      name: "StateKitCodegenTests",
      dependencies: [
        "StateKitCodegen", "StateKitSCXML", "StateKitSCXMLECMAScript", "StateKit",
        "StateKitGenerate",
      ]),
    .testTarget(
      name: "StateKitTestingTests",
      dependencies: ["StateKit", "StateKitTesting", "StateKitFixtures", "StateKitInspection"]),
    .testTarget(
      name: "StateKitMacrosTests", dependencies: ["StateKitMacros", "StateKitMacrosImplementation"]),
    .testTarget(
      name: "StateKitInspectionTests",
      dependencies: [
        "StateKitInspection", "StateKit", "StateKitClock", "StateKitFixtures", "GraphvizDot",
      ]),
    .testTarget(
      name: "StateKitLoggingTests",
      dependencies: ["StateKitLogging", .product(name: "Logging", package: "swift-log")]),
  ],
  swiftLanguageModes: [.v6]
)

// Test code in release builds. The engine's tests (StateKitTests) are optimized as an app's code
// is, so that the library's inlinable paths run specialized and optimized in them, file by
// file rather than as one whole module, which held one core for most of CI's optimized build.
// The other test targets test what the libraries do (parsing, tooling, the CLI, generated code),
// whose code the libraries' own optimized build holds: their test code is not optimized. Tests
// are no product, so no user of the package builds with these flags.
for target in package.targets where target.type == .test {
  let optimized = target.name == "StateKitTests"
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .unsafeFlags(
        optimized ? ["-no-whole-module-optimization"] : ["-Onone"],
        .when(configuration: .release))
    ]
}
