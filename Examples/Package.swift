// swift-tools-version: 6.2
// StateKit's example apps: the four apps of the articles (their machines and view models), the
// local servers they talk to, and `statekit-demo`, which runs them in a terminal. A package of
// its own, like TCA's and Hummingbird's examples, so that users of the library never resolve a
// web server. Run from the repository's root:
//
//   swift run --package-path Examples statekit-demo
//   swift test --package-path Examples
import PackageDescription

let package = Package(
  name: "StateKitExamples",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .executable(name: "statekit-demo", targets: ["StateKitDemo"])
  ],
  dependencies: [
    // Named, so that targets can say package: "StateKit" whatever the checkout's folder is called.
    .package(name: "StateKit", path: ".."),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
  ],
  targets: [
    // The apps: state machines first, view models on top.
    .target(
      name: "ImageSearch",
      dependencies: [
        .product(name: "StateKit", package: "StateKit"),
        .product(name: "StateKitMacros", package: "StateKit"),
      ]),
    .target(
      name: "SearchScreen",
      dependencies: [
        .product(name: "StateKit", package: "StateKit"),
        .product(name: "StateKitMacros", package: "StateKit"),
      ]),
    .target(
      name: "Login",
      dependencies: [
        .product(name: "StateKit", package: "StateKit"),
        .product(name: "StateKitMacros", package: "StateKit"),
      ]),
    .target(
      name: "RequestTester",
      dependencies: [
        .product(name: "StateKit", package: "StateKit"),
        .product(name: "StateKitMacros", package: "StateKit"),
      ]),
    // The four apps as one: an app flow whose children are the screens' machines.
    .target(
      name: "ExampleApp",
      dependencies: [
        .product(name: "StateKit", package: "StateKit"),
        .product(name: "StateKitMacros", package: "StateKit"),
        "ImageSearch", "SearchScreen", "Login", "RequestTester",
      ]),
    // Machines generated at build time from `.scxml` files by StateKit's build plugin: one
    // written here, two saved by visual editors (Qt Creator, ScxmlEditor) and Qt SCXML's traffic
    // light example (see their license).
    .target(
      name: "GeneratedMachines",
      dependencies: [
        .product(name: "StateKit", package: "StateKit"),
        .product(name: "StateKitSCXML", package: "StateKit"),
        .product(name: "StateKitSCXMLECMAScript", package: "StateKit"),
      ],
      exclude: ["THIRD-PARTY-LICENSE.txt"],
      plugins: [.plugin(name: "StateKitSCXMLPlugin", package: "StateKit")]),
    // The local servers the apps and statekit-demo talk to (Hummingbird, 127.0.0.1).
    .target(
      name: "DemoServer",
      dependencies: [
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "Logging", package: "swift-log"),
      ],
      resources: [.copy("Resources/catalog.json")]),
    .executableTarget(
      name: "StateKitDemo",
      dependencies: [
        .product(name: "StateKit", package: "StateKit"),
        .product(name: "StateKitInspection", package: "StateKit"),
        .product(name: "StateKitTooling", package: "StateKit"),
        .product(name: "Hummingbird", package: "hummingbird"),
        "ImageSearch", "SearchScreen", "Login", "RequestTester", "DemoServer", "ExampleApp",
      ]),

    .testTarget(
      name: "ExamplesTests",
      dependencies: [
        .product(name: "StateKit", package: "StateKit"),
        .product(name: "StateKitSCXML", package: "StateKit"),
        .product(name: "StateKitTesting", package: "StateKit"),
        "ImageSearch", "SearchScreen", "Login", "RequestTester", "DemoServer", "GeneratedMachines",
        "ExampleApp",
      ]),
    // The demo binary end to end, and the inspector and replay report in headless Chromium.
    .testTarget(
      name: "StateKitDemoTests",
      dependencies: [
        "StateKitDemo", "Login", "SearchScreen",
        .product(name: "StateKit", package: "StateKit"),
        .product(name: "StateKitInspection", package: "StateKit"),
        .product(name: "StateKitTooling", package: "StateKit"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
