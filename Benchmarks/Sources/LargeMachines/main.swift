// The large-machine scenarios of issue 8 (Sources/Scenarios/Large*.swift): runs each side of
// each scenario, prints the wall time of StateKit and of the hand-written baseline in
// milliseconds, their ratio, and whether StateKit meets the target.
//
//   swift run -c release LargeMachines                      every scenario, median of 3 runs
//   swift run -c release LargeMachines large-build large-mermaid
//   swift run -c release LargeMachines --runs 1             one run per side (ci-smoke)
//   swift run -c release LargeMachines --markdown           also a Markdown table
//
// Prints, per scenario:
//
//   large-build: 41 ms (baseline 6 ms, ratio 6.8) target ≤ 100 ms: met
//
// Exits with 1 when StateKit and a baseline disagree (findings, paths, covered transitions),
// not when a target is missed.

import Scenarios

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let usage = "usage: LargeMachines [--runs N] [--markdown] [scenario ...]"
var runs = 3
var markdown = false
var names: [String] = []
var arguments = Array(CommandLine.arguments.dropFirst())[...]
while let argument = arguments.popFirst() {
  switch argument {
  case "--runs":
    guard let value = arguments.popFirst().flatMap({ Int($0) }), value > 0 else { fail(usage) }
    runs = value
  case "--markdown": markdown = true
  case "--list":
    for scenario in LargeScenario.all { print("\(scenario.name): \(scenario.about)") }
    exit(0)
  case "-h", "--help":
    print(usage)
    exit(0)
  default:
    guard LargeScenario.named(argument) != nil else {
      fail("unknown scenario \(argument)\n\(usage)")
    }
    names.append(argument)
  }
}
let selected = names.isEmpty ? LargeScenario.all : names.compactMap { LargeScenario.named($0) }

let clock = ContinuousClock()

func milliseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
}

/// The median time of `runs` runs of one side, and its checksum.
func measure(_ driver: any Driver, runs: Int) -> (ms: Double, checksum: Int) {
  var times: [Double] = []
  var checksum = 0
  for _ in 0..<runs {
    driver.prepare(1)
    let start = clock.now
    checksum = driver.run(1)
    times.append(milliseconds(clock.now - start))
  }
  times.sort()
  let median =
    times.count % 2 == 1
    ? times[times.count / 2] : (times[times.count / 2 - 1] + times[times.count / 2]) / 2
  return (median, checksum)
}

func format(_ ms: Double) -> String {
  if ms >= 100 { return String(Int(ms.rounded())) }
  if ms >= 10 { return String(Double(Int((ms * 10).rounded())) / 10) }
  return String(Double(Int((ms * 100).rounded())) / 100)
}

func formatRatio(_ ratio: Double) -> String {
  ratio >= 100 ? String(Int(ratio.rounded())) : String(Double(Int((ratio * 10).rounded())) / 10)
}

struct Row {
  let scenario: LargeScenario
  let stateKit: Double
  let baseline: Double
  let ratio: Double
  let verdict: String
}

// The shared inputs (the definition, the table, the SCXML bytes), outside any measurement.
let setupStart = clock.now
_ = largeDefinition.name
_ = largeTable.count
_ = largeSCXMLData.count
print(
  "inputs built in \(format(milliseconds(clock.now - setupStart))) ms; median of \(runs) run(s) per side"
)

var rows: [Row] = []
var disagreements = 0
for scenario in selected {
  let stateKit = measure(scenario.makeStateKit(), runs: runs)
  let baseline = measure(scenario.makeBaseline(), runs: runs)
  let ratio = stateKit.ms / max(baseline.ms, 0.001)
  var verdict = "no target"
  if let target = scenario.targetMilliseconds {
    verdict = "target ≤ \(target) ms: " + (stateKit.ms <= Double(target) ? "met" : "MISSED")
  }
  var line =
    "\(scenario.name): \(format(stateKit.ms)) ms (baseline \(format(baseline.ms)) ms, ratio \(formatRatio(ratio))) \(verdict)"
  if scenario.checksumsAgree && stateKit.checksum != baseline.checksum {
    line += " — DISAGREE: StateKit \(stateKit.checksum), baseline \(baseline.checksum)"
    disagreements += 1
  }
  print(line)
  fflush(nil)  // one line at a time when piped: the slow scenarios take seconds
  rows.append(
    Row(
      scenario: scenario, stateKit: stateKit.ms, baseline: baseline.ms, ratio: ratio,
      verdict: verdict))
}

if markdown {
  print("")
  print("| scenario | StateKit ms | baseline ms | ratio | target | |")
  print("|---|---:|---:|---:|---:|---|")
  for row in rows {
    let target = row.scenario.targetMilliseconds.map { "≤ \($0) ms" } ?? "–"
    let met =
      row.scenario.targetMilliseconds.map { row.stateKit <= Double($0) ? "met" : "missed" } ?? ""
    print(
      "| \(row.scenario.name) | \(format(row.stateKit)) | \(format(row.baseline)) | \(formatRatio(row.ratio)) | \(target) | \(met) |"
    )
  }
}

if disagreements > 0 { exit(1) }
