// swift-tools-version: 6.1
// StateKit's benchmarks: a package of their own, so library users never resolve
// ordo-one/benchmark. Run from this folder:
//
//   swift package benchmark        (wall clock, allocations, ratio to the hand-written baselines)
//   ./count-instructions           (callgrind instructions/event, allocations/event, bytes/instance)
//   swift run -c release LargeMachines   (10,000-state machine and large SCXML: ms, ratio, targets)
//   ./ci-smoke                     (build + one short run of every benchmark)
import PackageDescription

let package = Package(
  name: "StateKitBenchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    // Named, so that targets can say package: "StateKit" whatever the checkout's folder is called.
    .package(name: "StateKit", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    // The scenarios and their hand-written baselines, shared by both drivers.
    .target(
      name: "Scenarios",
      dependencies: [
        .product(name: "StateKit", package: "StateKit"),
        .product(name: "StateKitTooling", package: "StateKit"),
        .product(name: "StateKitSCXML", package: "StateKit"),
      ],
      // LLVM merges specializations that compile to the same code into one function that takes
      // the differences as pointers, behind a thunk per type. Several scenarios share one
      // definition's layout (SearchMachine, ShelfMachine), so which sends got merged changed
      // with unrelated edits and moved their counts by up to 30 instructions. An app's machines
      // rarely share a layout; the counts here are those of unmerged code.
      swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-llvm-merge-functions-pass"])]
    ),
    // ordo-one/benchmark suite (`swift package benchmark`): the plugin runs every executable
    // target under Benchmarks/.
    .executableTarget(
      name: "StateKitBenchmarks",
      dependencies: [
        "Scenarios",
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/StateKitBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // A plain executable for valgrind (./count-instructions): runs one scenario for N events.
    .executableTarget(
      name: "InstructionCounter",
      dependencies: ["Scenarios", "CHeap"]
    ),
    // The large-machine scenarios of issue 8 (`swift run -c release LargeMachines`): wall time
    // of StateKit and the baseline, the ratio, and the targets.
    .executableTarget(
      name: "LargeMachines",
      dependencies: ["Scenarios"]
    ),
    // glibc's mallinfo2 and malloc_usable_size, for the heap bytes per instance.
    .target(name: "CHeap"),
  ],
  swiftLanguageModes: [.v6]
)
