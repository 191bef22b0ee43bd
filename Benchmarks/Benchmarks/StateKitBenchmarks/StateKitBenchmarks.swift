// StateKit's benchmark suite for ordo-one/benchmark: `swift package benchmark`.
//
// Every scenario (Sources/Scenarios) is registered twice: `<name>` runs StateKit and
// `<name> (baseline)` runs the hand-written `switch`. The StateKit benchmark also runs the
// baseline in each iteration, outside its measured region, and records the custom metric
// `ratio to baseline x100`: StateKit's time for the iteration × 100 / the baseline's time for
// the same work in the same iteration (250 = 2.5 times the baseline).
//
// The large scenarios of issue 8 (`large-*`, `scxml-*`: a 10,000-state machine, a 2,000-state
// SCXML document) are registered the same way, one operation per iteration, at most 5
// iterations after 1 warm-up: each takes up to about 0.6 s (`swift run -c release LargeMachines`
// prints them against the targets).
//
// STATEKIT_BENCHMARK_SMOKE=1 (see ../../ci-smoke) runs each benchmark for one iteration only.

import Benchmark
import Scenarios

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// StateKit's time × 100 / the baseline's, measured in the same iteration.
let ratioMetric = BenchmarkMetric.custom(
  "ratio to baseline x100", polarity: .prefersSmaller, useScalingFactor: false)

/// One of a scenario's two sides, built once per benchmark by its setup closure.
struct Sides {
  let stateKit: any Driver
  let baseline: any Driver
}

@inline(__always) func nanoseconds(_ duration: Duration) -> Int64 {
  let (seconds, attoseconds) = duration.components
  return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
}

/// Registers `<name>` (StateKit, with the ratio to the baseline run in the same iteration) and
/// `<name> (baseline)`, each doing `units` units per iteration.
func registerPair(
  _ name: String, units: Int, metrics: [BenchmarkMetric], configuration: Benchmark.Configuration,
  makeStateKit: @escaping @Sendable () -> any Driver,
  makeBaseline: @escaping @Sendable () -> any Driver
) {
  let clock = ContinuousClock()
  var configuration = configuration
  configuration.metrics = metrics + [ratioMetric]
  var baselineConfiguration = configuration
  baselineConfiguration.metrics = metrics

  Benchmark(name, configuration: configuration) { benchmark, sides in
    // The baseline, for the ratio: same work, same iteration, outside the measurement.
    sides.baseline.prepare(units)
    let b0 = clock.now
    blackHole(sides.baseline.run(units))
    let baselineTime = nanoseconds(clock.now - b0)

    sides.stateKit.prepare(units)
    benchmark.startMeasurement()
    let s0 = clock.now
    blackHole(sides.stateKit.run(units))
    let stateKitTime = nanoseconds(clock.now - s0)
    benchmark.stopMeasurement()

    benchmark.measurement(ratioMetric, Int(stateKitTime * 100 / max(baselineTime, 1)))
  } setup: {
    Sides(stateKit: makeStateKit(), baseline: makeBaseline())
  }

  Benchmark("\(name) (baseline)", configuration: baselineConfiguration) { benchmark, baseline in
    baseline.prepare(units)
    benchmark.startMeasurement()
    blackHole(baseline.run(units))
    benchmark.stopMeasurement()
  } setup: {
    makeBaseline()
  }
}

let benchmarks: @Sendable () -> Void = {
  let smoke = getenv("STATEKIT_BENCHMARK_SMOKE") != nil

  for scenario in Scenario.all where !scenario.needsMainActor {
    let units = scenario.unitsPerIteration
    // Event scenarios: 1,000 events per iteration, results shown per event (scalingFactor
    // .kilo). Instances: 100,000 machines per iteration, results per iteration.
    let perEvent = units == 1_000
    var metrics: [BenchmarkMetric] = [.wallClock, .throughput, .mallocCountTotal]
    if !perEvent { metrics += [.mallocBytesCount, .peakMemoryResidentDelta] }
    registerPair(
      scenario.name, units: units, metrics: metrics,
      configuration: Benchmark.Configuration(
        timeUnits: perEvent ? .nanoseconds : .milliseconds,
        units: [ratioMetric: .count, .mallocCountTotal: .count, .throughput: .count],
        warmupIterations: smoke ? 0 : 3,
        scalingFactor: perEvent ? .kilo : .one,
        maxDuration: smoke ? .milliseconds(1) : .seconds(1),
        maxIterations: smoke ? 1 : (perEvent ? 100_000 : 50)),
      makeStateKit: scenario.makeStateKit, makeBaseline: scenario.makeBaseline)
  }

  // Large machines: one build, validation, exploration, diagram or SCXML load per iteration.
  for scenario in LargeScenario.all {
    registerPair(
      scenario.name, units: 1, metrics: [.wallClock, .mallocCountTotal, .peakMemoryResidentDelta],
      configuration: Benchmark.Configuration(
        timeUnits: .milliseconds,
        units: [ratioMetric: .count, .mallocCountTotal: .count],
        warmupIterations: smoke ? 0 : 1,
        scalingFactor: .one,
        maxDuration: smoke ? .milliseconds(1) : .seconds(10),
        maxIterations: smoke ? 1 : 5),
      makeStateKit: scenario.makeStateKit, makeBaseline: scenario.makeBaseline)
  }
}
