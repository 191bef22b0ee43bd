import StateKit
import StateKitTooling

/// Runs every path of a machine's diagram against the real system (a view model, say) and
/// checks the user's per-state assertions after each step.
///
/// The definition is the model: for each path, a fresh system under test is made, each step is
/// delivered to it, and after each step the system's machine must be in the states the model's
/// pure step predicts. Then every assertion registered for an active state runs. A state with
/// no assertion is listed in the report, and is a failure in strict mode. Failures name the
/// path (its number and steps) and the step.
///
/// ```swift
/// let test = ModelBasedTest(
///   loginDefinition, events: loginEvents,
///   makeSystem: { LoginHarness() }, machine: { $0.model.machine })
/// test.deliver = { harness, event in await harness.deliver(event) }
/// test.assert(in: .authenticating) { harness in
///   try verify(harness.model.isLoading, "the spinner shows")
/// }
/// let report = await test.run()
/// #expect(report.exercisedTransitions == Set(loginDefinition.transitionList.indices))
/// ```
@MainActor
public final class ModelBasedTest<
  System, State: MachineState, Event: MachineEvent, Context: Sendable
> {
  /// Delivers a step's event to the system under test.
  public typealias Deliver = @MainActor (System, Event) async throws -> Void
  /// Lets time pass in the system under test.
  public typealias Advance = @MainActor (System, Duration) async throws -> Void
  /// Checks what the system shows in a state; throw (``verify(_:_:)``, `#require`) to fail.
  public typealias StateAssertion = @MainActor (System) throws -> Void

  /// The model: the definition the paths and the expected states come from.
  public let definition: MachineDefinition<State, Event, Context>
  /// The paths to run.
  public var paths: [TestPath<Event>]
  /// How a step's event reaches the system. By default it is sent to the system's machine;
  /// supply your own to go through the view model, or to answer the work that, in the app,
  /// produces the event (a search result, an authentication answer).
  public var deliver: Deliver
  /// How time passes in the system, for ``TestPath/Step/advance(_:)`` steps (advance its
  /// `ManualClock`). Paths with time fail without it.
  public var advance: Advance?
  /// Whether a state without assertion is a failure, rather than only listed in the report.
  public var isStrict = false
  /// How many times to yield, after a step, for the system to reach the expected states (work
  /// answering asynchronously). Waits never sleep.
  public var yieldLimit = 100_000

  private let makeSystem: @MainActor () async throws -> System
  private let machineOf: @MainActor (System) -> Machine<State, Event, Context>
  /// The states the assertions wait for: the machine's, or those an `ObservableMachine` has
  /// delivered to the main actor, which is what a view model reads.
  private let snapshotOf: @MainActor (System) -> Snapshot<State, Event, Context>
  private var assertions: [State.Case: [StateAssertion]] = [:]

  /// Creates a model-based test over explicit paths.
  ///
  /// - Parameters:
  ///   - definition: The model.
  ///   - paths: The paths to run.
  ///   - makeSystem: Makes a fresh system under test for each path.
  ///   - machine: The system's machine, whose states are checked.
  public convenience init(
    _ definition: MachineDefinition<State, Event, Context>, paths: [TestPath<Event>],
    makeSystem: @escaping @MainActor () async throws -> System,
    machine: @escaping @MainActor (System) -> Machine<State, Event, Context>
  ) {
    self.init(
      definition, paths: paths, makeSystem: makeSystem, machine: machine,
      snapshot: { machine($0).snapshot })
  }

  /// Creates a model-based test over explicit paths, of a system that shows its machine
  /// through an `ObservableMachine` (a view model): after each step it waits until the states
  /// have reached the main actor, where the view model reads them, before the assertions run.
  ///
  /// - Parameters:
  ///   - definition: The model.
  ///   - paths: The paths to run.
  ///   - makeSystem: Makes a fresh system under test for each path.
  ///   - machine: The system's observable machine, whose states are checked.
  public convenience init(
    _ definition: MachineDefinition<State, Event, Context>, paths: [TestPath<Event>],
    makeSystem: @escaping @MainActor () async throws -> System,
    machine: @escaping @MainActor (System) -> ObservableMachine<State, Event, Context>
  ) {
    self.init(
      definition, paths: paths, makeSystem: makeSystem, machine: { machine($0).machine },
      snapshot: { machine($0).snapshot })
  }

  private init(
    _ definition: MachineDefinition<State, Event, Context>, paths: [TestPath<Event>],
    makeSystem: @escaping @MainActor () async throws -> System,
    machine: @escaping @MainActor (System) -> Machine<State, Event, Context>,
    snapshot: @escaping @MainActor (System) -> Snapshot<State, Event, Context>
  ) {
    self.definition = definition
    self.paths = paths
    self.makeSystem = makeSystem
    self.machineOf = machine
    self.snapshotOf = snapshot
    self.deliver = { system, event in machine(system).send(event) }
  }

  /// Creates a model-based test over the paths that take every transition the events can
  /// reach (`MachineDefinition.transitionCoverPaths(events:maxSnapshots:maxSteps:maxMicrosteps:)`
  /// from StateKitTooling).
  ///
  /// - Parameters:
  ///   - definition: The model.
  ///   - events: The events to explore with, with the payloads guards need.
  ///   - makeSystem: Makes a fresh system under test for each path.
  ///   - machine: The system's machine, whose states are checked.
  public convenience init(
    _ definition: MachineDefinition<State, Event, Context>, events: [Event],
    makeSystem: @escaping @MainActor () async throws -> System,
    machine: @escaping @MainActor (System) -> Machine<State, Event, Context>
  ) {
    self.init(
      definition, paths: definition.transitionCoverPaths(events: events).paths.map(TestPath.init),
      makeSystem: makeSystem, machine: machine)
  }

  /// Creates a model-based test over the transition-cover paths, of a system that shows its
  /// machine through an `ObservableMachine`: assertions run once the states reached the main
  /// actor.
  ///
  /// - Parameters:
  ///   - definition: The model.
  ///   - events: The events to explore with, with the payloads guards need.
  ///   - makeSystem: Makes a fresh system under test for each path.
  ///   - machine: The system's observable machine, whose states are checked.
  public convenience init(
    _ definition: MachineDefinition<State, Event, Context>, events: [Event],
    makeSystem: @escaping @MainActor () async throws -> System,
    machine: @escaping @MainActor (System) -> ObservableMachine<State, Event, Context>
  ) {
    self.init(
      definition, paths: definition.transitionCoverPaths(events: events).paths.map(TestPath.init),
      makeSystem: makeSystem, machine: machine)
  }

  /// Registers what must hold whenever `state` is active after a step.
  ///
  /// - Parameters:
  ///   - state: The state (atomic, compound or parallel).
  ///   - check: Reads the system; throws when something does not hold.
  public func assert(in state: State.Case, _ check: @escaping StateAssertion) {
    assertions[state, default: []].append(check)
  }

  /// The atomic states of the model, in document order.
  private var atomicStates: [State.Case] {
    definition.stateNodes.compactMap { $0.kind.isAtomic ? $0.state : nil }
  }

  /// Runs every path and reports failures to the test.
  ///
  /// - Parameters:
  ///   - reporter: Where failures go; the running test by default.
  ///   - fileID: Where a failure is reported: the file, as `Module/File.swift` (the caller's).
  ///   - filePath: Where a failure is reported: the file's full path (the caller's).
  ///   - line: Where a failure is reported: the line (the caller's).
  ///   - column: Where a failure is reported: the column (the caller's).
  /// - Returns: What ran, what was exercised, and what failed.
  @discardableResult
  public func run(
    reporter: FailureReporter = .testFramework, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async -> ModelBasedReport<State> {
    let location = FailureLocation(
      fileID: "\(fileID)", file: filePath, line: Int(line), column: Int(column))
    var report = ModelBasedReport<State>(
      pathCount: paths.count, stepCount: 0, exercisedTransitions: [], visitedStates: [],
      statesWithoutAssertion: atomicStates.filter { assertions[$0] == nil }, failures: [])
    let failures = RecordedFailures()
    func fail(_ message: String) {
      failures.append(message, location)
      reporter.fail(message, at: location)
    }
    if isStrict, !report.statesWithoutAssertion.isEmpty {
      fail(
        "No assertion for \(count(report.statesWithoutAssertion.count, "state")): "
          + report.statesWithoutAssertion.map { "\($0)" }.joined(separator: ", ") + ".")
    }
    for (index, path) in paths.enumerated() {
      let name = "Path \(index + 1) of \(paths.count) [\(path)]"
      await run(path, named: name, into: &report, fail: fail)
    }
    report.failures = failures.messages
    return report
  }

  private func run(
    _ path: TestPath<Event>, named name: String, into report: inout ModelBasedReport<State>,
    fail: (String) -> Void
  ) async {
    let system: System
    do {
      system = try await makeSystem()
    } catch {
      fail("\(name): making the system under test threw: \(error)")
      return
    }
    let machine = machineOf(system)
    let recorder = TransitionRecorder()
    let subscription = machine.subscribe { recorder.record($0.transitions) }
    defer {
      subscription.cancel()
      let declared = machine.definition.transitionList.count
      report.exercisedTransitions.formUnion(recorder.transitions.filter { $0 < declared })
    }
    var model = definition.initialSnapshot()
    let initialOK = await check(
      system, model: model, where: "\(name), at the start", into: &report,
      fail: fail)
    guard initialOK else { return }
    for (offset, step) in path.steps.enumerated() {
      let place = "\(name), step \(offset + 1) (\(step))"
      report.stepCount += 1
      do {
        switch step {
        case .event(let event):
          model = definition.transition(model, on: event).snapshot
          try await deliver(system, event)
        case .advance(let duration):
          model = fireTimers(in: model, within: duration)
          guard let advance else {
            fail("\(place): the path lets time pass, but the test has no `advance`.")
            return
          }
          try await advance(system, duration)
        }
      } catch {
        fail("\(place): delivering the step threw: \(error)")
        return
      }
      let ok = await check(
        system, model: model, where: place, into: &report, fail: fail)
      guard ok else { return }
    }
  }

  /// Waits for the system to reach the model's states, then runs the assertions of its active
  /// states. Returns `false` when the path cannot go on.
  private func check(
    _ system: System, model: Snapshot<State, Event, Context>, where place: String,
    into report: inout ModelBasedReport<State>, fail: (String) -> Void
  ) async -> Bool {
    let expected = model.activeLeaves
    var remaining = yieldLimit
    while snapshotOf(system).activeLeaves != expected, remaining > 0 {
      remaining -= 1
      await Task.yield()
    }
    let actual = snapshotOf(system)
    guard actual.activeLeaves == expected else {
      fail(
        "\(place): expected the machine in \(names(expected)), but it is in "
          + "\(names(actual.activeLeaves)).")
      return false
    }
    report.visitedStates.formUnion(expected)
    for state in actual.configuration {
      for assertion in assertions[state] ?? [] {
        do {
          try assertion(system)
        } catch {
          fail("\(place), in \(state): \(error)")
        }
      }
    }
    return true
  }

  private func names(_ states: [State.Case]) -> String {
    states.map { "\($0)" }.joined(separator: ", ")
  }

  /// The model after `duration`: the pending timers due by then fire, in order.
  private func fireTimers(
    in snapshot: Snapshot<State, Event, Context>, within duration: Duration
  ) -> Snapshot<State, Event, Context> {
    var snapshot = snapshot
    let due = snapshot.pendingTimers.enumerated()
      .filter { $0.element.remaining <= duration }
      .sorted { ($0.element.remaining, $0.offset) < ($1.element.remaining, $1.offset) }
    for timer in due {
      snapshot = definition.fireTimer(timer.element.id, in: snapshot).snapshot
    }
    return snapshot
  }
}

extension ModelBasedTest where Event: CaseIterable {
  /// Creates a model-based test over the paths that take every transition, trying every event.
  ///
  /// - Parameters:
  ///   - definition: The model.
  ///   - makeSystem: Makes a fresh system under test for each path.
  ///   - machine: The system's machine, whose states are checked.
  public convenience init(
    _ definition: MachineDefinition<State, Event, Context>,
    makeSystem: @escaping @MainActor () async throws -> System,
    machine: @escaping @MainActor (System) -> Machine<State, Event, Context>
  ) {
    self.init(
      definition, events: Array(Event.allCases), makeSystem: makeSystem, machine: machine)
  }
}
