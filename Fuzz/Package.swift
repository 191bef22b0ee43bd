// swift-tools-version: 6.1
// StateKit's libFuzzer targets: a package of their own, so `swift build --build-tests` of the
// root never builds them. Build and run them with `./run` (see README.md):
//
//   swift build -c release --sanitize=fuzzer --disable-dead-strip --product FuzzSCXML
//   SWIFT_BACKTRACE=enable=no .build/release/FuzzSCXML corpus/scxml -max_total_time=60
import PackageDescription

let package = Package(
  name: "StateKitFuzz",
  platforms: [.macOS(.v15)],
  dependencies: [
    // Named, so that targets can say package: "StateKit" whatever the checkout's folder is called.
    .package(name: "StateKit", path: "..")
  ],
  targets: [
    // SCXML bytes: parse, convert to a definition, check, draw.
    .executableTarget(
      name: "FuzzSCXML",
      dependencies: [
        .product(name: "StateKit", package: "StateKit"),
        .product(name: "StateKitTooling", package: "StateKit"),
        .product(name: "StateKitSCXML", package: "StateKit"),
      ]
    ),
    // PersistedSnapshot JSON: decode, restore into a fixed definition, step it.
    .executableTarget(
      name: "FuzzSnapshot",
      dependencies: [.product(name: "StateKit", package: "StateKit")]
    ),
    // A JSON Lines trace: read it, draw it, make its replay page (no trace text as markup).
    .executableTarget(
      name: "FuzzTrace",
      dependencies: [
        .product(name: "StateKit", package: "StateKit"),
        .product(name: "StateKitInspection", package: "StateKit"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
