import Foundation
import StateKit
import StateKitClock
import StateKitSCXML
import StateKitSCXMLECMAScript
import Synchronization

/// Runs a directory of SCXML conformance tests: the logic behind `statekit-conformance`.
///
/// Two styles of test are recognised, by what lies beside each `.scxml` file:
///
/// - **SCION** (`NAME.scxml` + `NAME.json`, see ``SCIONTestCase``): the machine is started and its
///   atomic configuration compared, as a set, with `initialConfiguration`; then for each event the
///   manual clock is advanced by `after` milliseconds (firing due timers), the event is sent to the
///   external queue and the configuration after the macrostep is compared with
///   `nextConfiguration`. The first mismatch fails the test.
/// - **W3C IRP** (a `.scxml` alone): the test passes if and only if the machine halts in the
///   top-level final state `pass`. While it runs, the manual clock jumps from timer to timer, so a
///   20 s fail-guard finishes at once. A document without a state `pass` is not a test and is
///   skipped (such files are the children that IRP tests load).
///
/// A document that needs an expression language is skipped with the element that needs it; a
/// document that uses SCXML StateKit does not run (``SCXMLError/Kind/unsupported``) is skipped
/// with the reason. An invalid document fails. When the directory has an `index.csv` (first
/// column the test name, second its class), results are also counted per class.
///
/// ```swift
/// let runner = SCXMLConformanceRunner(directory: suite)
/// let summary = try runner.run { print($0.line) }
/// print(summary.line)  // 91 passed, 0 failed, 36 skipped
/// ```
package struct SCXMLConformanceRunner: Sendable {
  /// What to run and how much to say.
  package struct Options: Sendable, Equatable {
    /// Only tests whose name contains this substring run; `nil` runs all.
    package var filter: String?
    /// Whether results carry step-by-step details.
    package var verbose: Bool

    /// Creates options.
    ///
    /// - Parameters:
    ///   - filter: Only tests whose name contains this substring run.
    ///   - verbose: Whether results carry step-by-step details.
    package init(filter: String? = nil, verbose: Bool = false) {
      self.filter = filter
      self.verbose = verbose
    }
  }

  /// The two kinds of test.
  package enum Style: String, Sendable, Equatable {
    /// `NAME.scxml` + `NAME.json`.
    case scion
    /// A lone `.scxml` that passes by halting in `pass`.
    case irp
  }

  /// How one test went.
  package enum Outcome: Sendable, Equatable {
    /// The test passed.
    case passed
    /// The test failed, with the reason (`expected … got … at step N`).
    case failed(String)
    /// The test was not run, with the reason (`needs expressions (<transition cond> at 3:5)`).
    case skipped(String)
  }

  /// A test found in the directory.
  package struct Test: Sendable, Equatable {
    /// Its path relative to the directory, without extension (`history/history0`).
    package var name: String
    /// Its style.
    package var style: Style
    /// The `.scxml` document.
    package var document: URL
    /// The `.json` expectations of a SCION test.
    package var expectations: URL?
    /// Its class in `index.csv`, if listed there.
    package var classification: String?
  }

  /// The result of one test.
  package struct Result: Sendable, Equatable {
    /// The test.
    package var test: Test
    /// How it went.
    package var outcome: Outcome
    /// Step-by-step details, when ``Options/verbose`` is set.
    package var details: [String]

    /// The line printed for the test: `PASS name`, `FAIL name: reason` or `SKIP name: reason`.
    package var line: String {
      switch outcome {
      case .passed: "PASS \(test.name)"
      case .failed(let reason): "FAIL \(test.name): \(reason)"
      case .skipped(let reason): "SKIP \(test.name): \(reason)"
      }
    }
  }

  /// The totals of a run.
  package struct Summary: Sendable, Equatable {
    /// Every result, in the order the tests ran (sorted by name).
    package var results: [Result]

    /// How many tests passed.
    package var passed: Int { results.filter { $0.outcome == .passed }.count }
    /// How many tests failed.
    package var failed: Int {
      results.filter { if case .failed = $0.outcome { true } else { false } }.count
    }
    /// How many tests were skipped.
    package var skipped: Int {
      results.filter { if case .skipped = $0.outcome { true } else { false } }.count
    }

    /// The summary line: `N passed, N failed, N skipped`.
    package var line: String { "\(passed) passed, \(failed) failed, \(skipped) skipped" }

    /// One line per class of `index.csv` (`class no-datamodel: 83 passed, 0 failed, 0 skipped`),
    /// empty when no test has a class.
    package var classLines: [String] {
      let classified = Dictionary(grouping: results.filter { $0.test.classification != nil }) {
        $0.test.classification!
      }
      return classified.keys.sorted().map { key in
        "class \(key): " + Summary(results: classified[key]!).line
      }
    }
  }

  /// The directory searched.
  package var directory: URL
  /// What to run.
  package var options: Options

  /// Creates a runner.
  ///
  /// - Parameters:
  ///   - directory: The directory to search recursively.
  ///   - options: The filter and verbosity.
  package init(directory: URL, options: Options = Options()) {
    self.directory = directory
    self.options = options
  }

  /// Finds the tests under the directory, sorted by name, filtered by ``Options/filter``.
  ///
  /// - Returns: The tests.
  /// - Throws: The error from listing the directory.
  package func discover() throws -> [Test] {
    let fileManager = FileManager.default
    let base = directory.standardizedFileURL.path
    let prefix = base.hasSuffix("/") ? base : base + "/"
    let classes = readIndex(at: URL(fileURLWithPath: prefix + "index.csv"))
    var tests: [Test] = []
    for relative in try fileManager.subpathsOfDirectory(atPath: base)
    where relative.hasSuffix(".scxml") {
      let name = String(relative.dropLast(".scxml".count))
      if let filter = options.filter, !filter.isEmpty, !name.contains(filter) { continue }
      let document = URL(fileURLWithPath: prefix + relative)
      let expectations = document.deletingPathExtension().appendingPathExtension("json")
      let isSCION = fileManager.fileExists(atPath: expectations.path)
      tests.append(
        Test(
          name: name, style: isSCION ? .scion : .irp, document: document,
          expectations: isSCION ? expectations : nil, classification: classes[name]))
    }
    return tests.sorted { $0.name < $1.name }
  }

  /// Runs every test found, reporting each result as soon as it is known.
  ///
  /// - Parameter report: Receives each result, in order.
  /// - Returns: The totals.
  /// - Throws: The error from listing the directory.
  @discardableResult
  package func run(report: (Result) -> Void = { _ in }) throws -> Summary {
    var results: [Result] = []
    for test in try discover() {
      let result = run(test)
      report(result)
      results.append(result)
    }
    return Summary(results: results)
  }

  /// Runs one test.
  ///
  /// - Parameter test: A test from ``discover()``.
  /// - Returns: Its result.
  package func run(_ test: Test) -> Result {
    var details: [String] = []
    let outcome: Outcome
    switch load(test.document) {
    case .refused(let refusal):
      outcome = refusal
    case .loaded(let definition):
      switch test.style {
      case .scion:
        outcome = runSCION(definition, expectations: test.expectations!, details: &details)
      case .irp:
        outcome = runIRP(definition, details: &details)
      }
    }
    return Result(test: test, outcome: outcome, details: options.verbose ? details : [])
  }

  // MARK: Loading

  private enum Loaded {
    case loaded(SCXMLDefinition)
    case refused(Outcome)
  }

  private func load(_ url: URL) -> Loaded {
    let parsed: SCXMLParseResult
    do {
      parsed = try SCXMLParser(options: .init(allowsExpressions: true)).parse(contentsOf: url)
    } catch {
      return .refused(.failed("cannot read the document: \(error.localizedDescription)"))
    }
    if let needs = parsed.errors.first(where: { $0.kind == .needsExpressions }) {
      return .refused(.skipped("needs expressions (\(Self.place(of: needs)))"))
    }
    if let error = parsed.errors.first {
      return .refused(.failed("invalid document: \(error)"))
    }
    do throws(SCXMLError) {
      // The suites test that a bad expression raises error.execution when it runs.
      return .loaded(
        try parsed.get().definition(
          dataModel: ECMAScriptDataModel(), baseURL: url, checksSyntax: false))
    } catch {
      switch error.kind {
      case .needsExpressions:
        return .refused(.skipped("needs expressions (\(Self.place(of: error)))"))
      case .unsupported:
        return .refused(.skipped("unsupported (\(Self.place(of: error))): \(error.message)"))
      default:
        return .refused(.failed("invalid document: \(error)"))
      }
    }
  }

  private static func place(of error: SCXMLError) -> String {
    var element = error.element ?? "scxml"
    if let attribute = error.attribute { element += " \(attribute)" }
    return "<\(element)> at \(error.sourceLocation)"
  }

  // MARK: SCION

  private func runSCION(
    _ definition: SCXMLDefinition, expectations: URL, details: inout [String]
  ) -> Outcome {
    let testCase: SCIONTestCase
    do {
      testCase = try SCIONTestCase(contentsOf: expectations)
    } catch {
      return .failed("cannot read the expectations: \(error)")
    }
    let clock = ManualClock()
    let machine = SCXMLMachine(definition, clock: clock)
    var got = machine.atomicStates
    details.append("  start: \(Self.format(got))")
    if got != testCase.initialConfiguration {
      return .failed(
        "expected \(Self.format(testCase.initialConfiguration)) got \(Self.format(got)) at step 0 (start)"
      )
    }
    for (index, step) in testCase.steps.enumerated() {
      if let after = step.after { clock.advance(by: after) }
      machine.send(step.event)
      got = machine.atomicStates
      let delay = step.after.map { " after \(Self.format($0))" } ?? ""
      details.append("  step \(index + 1):\(delay) \(step.event) -> \(Self.format(got))")
      if got != step.nextConfiguration {
        return .failed(
          "expected \(Self.format(step.nextConfiguration)) got \(Self.format(got)) "
            + "at step \(index + 1) (event \(step.event)\(delay))")
      }
    }
    return .passed
  }

  // MARK: IRP

  /// How many timer jumps an IRP test may take before it counts as running forever.
  static let maximumTimerJumps = 10_000

  private func runIRP(_ definition: SCXMLDefinition, details: inout [String]) -> Outcome {
    guard definition.node(for: "pass") != nil else {
      return .skipped("not a test (no state \"pass\")")
    }
    let clock = ManualClock()
    let logged = Mutex<[String]>([])
    let machine = SCXMLMachine(definition, clock: clock) { label, message in
      logged.withLock { $0.append("  log \(label): \(message)") }
    }
    defer { details += logged.withLock { $0 } }
    var jumps = 0
    details.append("  start: \(Self.format(machine.atomicStates))")
    while !machine.isDone && jumps < Self.maximumTimerJumps {
      guard clock.advanceToNextTimer() else { break }
      jumps += 1
      let time = Self.format(clock.now.offset)
      details.append("  timer \(jumps) at \(time): \(Self.format(machine.atomicStates))")
    }
    if let final = machine.finalState {
      if final == "pass" { return .passed }
      return .failed("expected final state pass got \(final) at step \(jumps)")
    }
    let reason =
      jumps >= Self.maximumTimerJumps ? "still running after \(jumps) timers" : "no timer left"
    return .failed(
      "expected final state pass got \(Self.format(machine.atomicStates)) (\(reason)) at step \(jumps)"
    )
  }

  // MARK: Formatting

  private static func format(_ states: Set<String>) -> String {
    "[" + states.sorted().joined(separator: ", ") + "]"
  }

  private static func format(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let milliseconds = Double(seconds) * 1000 + Double(attoseconds) / 1e15
    return milliseconds == milliseconds.rounded() ? "\(Int64(milliseconds))ms" : "\(milliseconds)ms"
  }

  private func readIndex(at url: URL) -> [String: String] {
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [:] }
    var classes: [String: String] = [:]
    for line in text.split(whereSeparator: \.isNewline).dropFirst() {
      let fields = line.split(separator: ",", omittingEmptySubsequences: false)
      guard fields.count >= 2 else { continue }
      classes[String(fields[0])] = String(fields[1])
    }
    return classes
  }
}
