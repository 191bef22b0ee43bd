import StateKit

/// Checks that each StateKit machine and its baseline agree, event by event, over two cycles
/// (`InstructionCounter verify`, run by ./ci-smoke): a benchmark of an ignored event would
/// measure nothing.
///
/// - Returns: One line per disagreement; empty when all agree.
public func verifyScenarios() -> [String] {
  var failures: [String] = []
  func check(_ ok: Bool, _ message: @autoclosure () -> String) {
    if !ok { failures.append(message()) }
  }

  // Flat, through Machine and through the pure step.
  do {
    let machine = Machine(searchDefinition)
    var snapshot = searchDefinition.initialSnapshot()
    var baseline = SwitchSearchMachine()
    for event in searchCycle + searchCycle {
      let handled = machine.send(event) == .handled
      let step = searchDefinition.transition(snapshot, on: event)
      snapshot = step.snapshot
      let expected = baseline.send(event)
      check(handled == expected, "flat-search: \(event) handled \(handled), baseline \(expected)")
      check(step.isHandled == expected, "flat-pure-step: \(event) handled \(step.isHandled)")
      check(
        machine.state == baseline.state,
        "flat-search: after \(event) in \(machine.state), baseline \(baseline.state)")
      check(
        snapshot.state == baseline.state,
        "flat-pure-step: after \(event) in \(snapshot.state), baseline \(baseline.state)")
    }
  }

  // Ring.
  do {
    let machine = Machine(ringDefinition)
    var baseline = SwitchRingMachine()
    for _ in 0..<250 {
      let handled = machine.send(.next) == .handled
      baseline.send(.next)
      check(handled, "flat-ring: next ignored in \(machine.state)")
      check(
        machine.state == baseline.state,
        "flat-ring: in \(machine.state), baseline \(baseline.state)")
    }
  }

  // Hierarchical: the leaf and its whole path.
  do {
    let machine = Machine(treeDefinition)
    var baseline = SwitchTreeMachine()
    let paths: [TreeState: [TreeState]] = [
      .p111: [.p, .p1, .p11, .p111], .p112: [.p, .p1, .p11, .p112],
      .p121: [.p, .p1, .p12, .p121], .q111: [.q, .q1, .q11, .q111],
    ]
    for event in treeCycle + treeCycle {
      let handled = machine.send(event) == .handled
      let expected = baseline.send(event)
      check(handled == expected, "hierarchical: \(event) handled \(handled), baseline \(expected)")
      check(
        machine.state == baseline.leaf,
        "hierarchical: after \(event) in \(machine.state), baseline \(baseline.leaf)")
      check(
        machine.configuration == paths[baseline.leaf]!,
        "hierarchical: after \(event) configuration \(machine.configuration)")
    }
  }

  // Parallel: all three regions.
  do {
    let machine = Machine(triDefinition)
    var baseline = SwitchTriMachine()
    for event in triCycle + triCycle {
      let handled = machine.send(event) == .handled
      let expected = baseline.send(event)
      check(handled == expected, "parallel: \(event) handled \(handled), baseline \(expected)")
      let states = machine.states
      check(
        states == [baseline.r1, baseline.r2, baseline.r3],
        "parallel: after \(event) in \(states), baseline \([baseline.r1, baseline.r2, baseline.r3])"
      )
    }
  }

  // Login: payload states, guards and eventless checks.
  do {
    let machine = Machine(loginDefinition)
    var baseline = SwitchLoginMachine()
    for event in loginCycle + loginCycle {
      let handled = machine.send(event) == .handled
      let expected = baseline.send(event)
      check(handled == expected, "login: \(event) handled \(handled), baseline \(expected)")
      check(
        machine.state == baseline.state && machine.context == baseline.form,
        "login: after \(event) in \(machine.state) \(machine.context), baseline \(baseline.state)")
    }
  }

  // View model: the view renders once per change on both sides.
  do {
    let statekit = ObservableMachineDriver()
    let baseline = ObservableSwitchDriver()
    _ = statekit.run(16)
    _ = baseline.run(16)
    check(
      statekit.renders == 16 && baseline.renders == 16,
      "view-model: \(statekit.renders) renders, baseline \(baseline.renders) (expected 16)")
  }

  // Form: each group of views is invalidated as often as the hand-written model's.
  do {
    let statekit = FormMachineDriver()
    let baseline = FormViewModelDriver()
    _ = statekit.run(20)
    _ = baseline.run(20)
    check(
      statekit.invalidations == baseline.invalidations,
      "form: invalidations (state, name, note, rows) \(statekit.invalidations), baseline \(baseline.invalidations)"
    )
    check(
      baseline.invalidations == [0, 10, 0, 0],
      "form: the baseline's invalidations \(baseline.invalidations), expected [0, 10, 0, 0]")
  }

  // Observed sends: every view is invalidated as often as over the hand-written model.
  for readers in [TickReaders.none, .hundredThreeUnchanged, .oneRendered] {
    let statekit = tickDriver(readers, statekit: true)
    let baseline = tickDriver(readers, statekit: false)
    check(statekit.run(20) == 20, "tick \(readers): not every bump was handled")
    _ = baseline.run(20)
    check(
      statekit.invalidations == baseline.invalidations,
      "tick \(readers): invalidations \(statekit.invalidations), baseline \(baseline.invalidations)"
    )
    let counter = readers == .oneRendered ? 20 : 0
    check(
      baseline.invalidations == [counter] + Array(repeating: 0, count: 103),
      "tick \(readers): the baseline's invalidations \(baseline.invalidations)")
  }
  do {
    let statekit = rowProgressDriver(statekit: true)
    let baseline = rowProgressDriver(statekit: false)
    check(statekit.run(250) == 250, "row-progress: not every event was handled")
    _ = baseline.run(250)
    check(
      statekit.invalidations == baseline.invalidations,
      "row-progress: invalidations \(statekit.invalidations), baseline \(baseline.invalidations)")
  }

  // Observation: every subscriber hears every event.
  for observers in [1, 10] {
    let driver = SearchMachineDriver(observers: observers)
    let handled = driver.run(16)
    let heard = driver.tally.count.load(ordering: .relaxed)
    check(handled == 16, "observed-\(observers): \(handled) of 16 events handled")
    check(
      heard == 16 * observers,
      "observed-\(observers): \(heard) notifications, expected \(16 * observers)")
  }

  // Every driver handles every event of its cycle.
  for scenario in Scenario.all {
    for (side, driver) in [
      ("statekit", scenario.makeStateKit()), ("baseline", scenario.makeBaseline()),
    ] {
      driver.prepare(64)
      let result = driver.run(64)
      check(result == 64, "\(scenario.name) \(side): run(64) returned \(result)")
    }
  }
  return failures
}
