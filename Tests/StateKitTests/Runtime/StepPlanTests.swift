import StateKitFixtures
import Synchronization
import Testing

@testable import StateKit

/// A small statechart without parallel states takes an external event by its precomputed plan
/// (`StepPlans`) wherever only the active state and the event decide the microstep, and it
/// does exactly what the general algorithm does; everything else keeps the algorithm.
struct StepPlanTests {
  /// Two trees, entry and exit actions everywhere, a transition declared on an ancestor, a
  /// default entry with initial actions, and a transition action.
  static let tree = try! TestDefinition(initial: "p", context: Trace()) {
    StateNode("p", initial: "p1") {
      traced("p")
      StateNode("p1", initial: "p11") {
        traced("p1")
        StateNode("p11") {
          traced("p11")
          On("deep", to: "p12", actions: [log("deep")])
        }
        StateNode("p12") {
          traced("p12")
          On("self", to: "p12")
        }
        On("jump", to: "q")
      }
    }
    StateNode("q", initial: "q1", initialActions: [log("q.initial")]) {
      traced("q")
      StateNode("q1") { traced("q1") }
      On("back", to: "p")
      On("stay", actions: [log("stay")])
    }
  }

  static func node(_ name: String, in definition: TestDefinition) -> Int32 {
    Int32(definition.nodes.firstIndex { $0.name == name }!)
  }

  static func cell(_ state: String, _ event: E, in definition: TestDefinition) -> PlanCell {
    definition.stepPlans.cell(
      state: node(state, in: definition), event: definition.eventIndex.index(of: event.eventCase))
  }

  @Test func aSmallStatechartHasAPlanForEachPairOnlyTheStateAndEventDecide() {
    let tree = Self.tree
    #expect(!tree.stepPlans.isEmpty)
    #expect(tree.withoutFastPaths().stepPlans.isEmpty)
    #expect(Self.cell("p11", "deep", in: tree).hasIndex)
    #expect(Self.cell("p11", "jump", in: tree).hasIndex)  // declared on p1
    #expect(Self.cell("q1", "back", in: tree).hasIndex)
    #expect(Self.cell("q1", "stay", in: tree).hasIndex)  // targetless
    #expect(Self.cell("p11", "back", in: tree) == .ignored)
    #expect(Self.cell("p12", "deep", in: tree) == .ignored)
  }

  @Test func aPlannedStepRunsTheActionsAndRecordsTheStepAsTheAlgorithmDoes() {
    let events: [E] = ["deep", "self", "jump", "stay", "back", "jump", "nothing", "back"]
    let (planned, _, updates) = Self.runObserved(Self.tree, events)
    #expect(planned.context.log.contains("q.initial"))
    #expect(updates.planned == updates.general)
    #expect(updates.planned.count == events.count)
  }

  /// Runs `events` on a machine of `definition` and on one of its general algorithm, both
  /// observed, expecting the same result, configuration and context after each event.
  ///
  /// - Returns: The two machines, and each one's updates as text.
  static func runObserved(_ definition: TestDefinition, _ events: [E]) -> (
    planned: Machine<S, E, Trace>, general: Machine<S, E, Trace>,
    updates: (planned: [String], general: [String])
  ) {
    let planned = Machine(definition)
    let general = Machine(definition.withoutFastPaths())
    let plannedUpdates = Mutex<[String]>([])
    let generalUpdates = Mutex<[String]>([])
    let subscriptions = [
      planned.subscribe { update in
        plannedUpdates.withLock { $0.append(Self.describe(update)) }
      },
      general.subscribe { update in
        generalUpdates.withLock { $0.append(Self.describe(update)) }
      },
    ]
    for event in events {
      #expect(planned.send(event) == general.send(event), "\(event)")
      #expect(planned.snapshot.active == general.snapshot.active, "\(event)")
    }
    #expect(planned.context == general.context)
    subscriptions.forEach { $0.cancel() }
    return (
      planned, general, (plannedUpdates.withLock { $0 }, generalUpdates.withLock { $0 })
    )
  }

  @Test func theMachineTakesThePlanWhenNobodyObserves() {
    let planned = Machine(Self.tree)
    let general = Machine(Self.tree.withoutFastPaths())
    for event: E in ["deep", "jump", "stay", "back", "deep"] {
      #expect(planned.send(event) == general.send(event))
    }
    #expect(planned.configuration == general.configuration)
    #expect(planned.context == general.context)
    #expect(
      planned.context.log.prefix(8) == [
        "entry:p", "entry:p1", "entry:p11", "exit:p11", "deep", "entry:p12", "exit:p12", "exit:p1",
      ])
  }

  @Test func theMacrostepRunsToCompletionAfterAPlan() throws {
    let definition = try TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") { On("go", to: "b", actions: [.raise("next")]) }
      StateNode("b") { On("next", to: "c") }
      StateNode("c", initial: "c1") {
        StateNode("c1") { Always(to: "c2") }
        StateNode("c2")
      }
    }
    #expect(Self.cell("a", "go", in: definition).hasIndex)
    let machine = Machine(definition)
    #expect(machine.send("go") == .handled)
    #expect(machine.configuration == ["c", "c2"])
  }

  @Test(
    "a pair whose step depends on more than the state and the event has no plan",
    arguments: ["guard", "history", "final", "delayed transition", "work"])
  func pairsThatDependOnMoreKeepTheAlgorithm(_ kind: String) throws {
    let definition = try TestDefinition(initial: "a", context: Trace()) {
      StateNode("a", initial: "a1") {
        switch kind {
        case "history": History("h", default: "a1")
        case "delayed transition": After(.seconds(1), to: "a")
        case "work": Invoke("work") { (_: WorkInput<E, Trace>) in nil }
        default: []
        }
        StateNode("a1") {
          if kind == "guard" {
            On("go", to: "b", guard: Guard("never") { _, _ in false })
          }
          On("go", to: "b")
        }
      }
      if kind == "final" { Final("b") } else { StateNode("b") }
    }
    #expect(Self.cell("a1", "go", in: definition) == .general)
    let machine = Machine(definition)
    let general = Machine(definition.withoutFastPaths())
    #expect(machine.send("go") == general.send("go"))
    #expect(machine.configuration == general.configuration)
  }

  /// Two regions whose leaves move on `flip` and `flop`, one of them a level deeper, with entry
  /// and exit actions, a transition action and a transition that leaves the parallel state.
  static let regions = try! TestDefinition(initial: "p", context: Trace()) {
    Parallel("p") {
      traced("p")
      StateNode("r1", initial: "x") {
        StateNode("x") {
          traced("x")
          On("flip", to: "y", actions: [log("flip")])
        }
        StateNode("y") {
          traced("y")
          On("flop", to: "x")
        }
      }
      StateNode("r2", initial: "u") {
        StateNode("u", initial: "u1") {
          traced("u")
          StateNode("u1") {
            traced("u1")
            On("flip", to: "v")
          }
        }
        StateNode("v") {
          traced("v")
          On("flop", to: "u")
        }
      }
      On("leave", to: "out")
    }
    StateNode("out") { On("back", to: "p") }
  }

  static func cacheCount(_ machine: Machine<S, E, Trace>) -> Int {
    machine.withCore { $0.scratchBox?.scratch.planCache.count ?? 0 }
  }

  @Test func aParallelMachineKeepsThePlansOfTheConfigurationsItMeets() {
    let events: [E] = ["flip", "flop", "flip", "flop", "leave", "back", "flip", "nothing", "flop"]
    let (planned, general, updates) = Self.runObserved(Self.regions, events)
    #expect(updates.planned == updates.general)
    // (p, x, u, u1) and (p, y, v) on flip and flop, out on back, and each on leave: kept once.
    #expect(Self.cacheCount(planned) >= 4)
    #expect(Self.cacheCount(general) == 0)
  }

  @Test func thePlanCacheIsBoundedAndMissesGoToTheAlgorithm() throws {
    // Seven two-state regions, each toggled by its own event: 128 configurations.
    let definition = try TestDefinition(initial: "p", context: Trace()) {
      Parallel("p") {
        for r in 0..<7 {
          StateNode(S(stringLiteral: "r\(r)"), initial: S(stringLiteral: "r\(r)a")) {
            StateNode(S(stringLiteral: "r\(r)a")) {
              On(E(stringLiteral: "t\(r)"), to: S(stringLiteral: "r\(r)b"), actions: [log("a\(r)")])
            }
            StateNode(S(stringLiteral: "r\(r)b")) {
              On(E(stringLiteral: "t\(r)"), to: S(stringLiteral: "r\(r)a"), actions: [log("b\(r)")])
            }
          }
        }
      }
    }
    let planned = Machine(definition)
    let general = Machine(definition.withoutFastPaths())
    for step in 0..<300 {
      let event = E(stringLiteral: "t\((step * 5 + step / 7) % 7)")
      #expect(planned.send(event) == general.send(event))
    }
    #expect(planned.snapshot.active == general.snapshot.active)
    #expect(planned.context == general.context)
    #expect(Self.cacheCount(planned) == PlanCache.capacity)
  }

  @Test func enteringAPayloadStateKeepsTheAlgorithmAndTheRestIsPlanned() {
    let login = loginDefinition
    let index = { (state: LoginState.Case) in
      Int32(login.nodes.firstIndex { $0.key == state }!)
    }
    let event = { (event: LoginEvent.Case) in login.eventIndex.index(of: event) }
    #expect(login.stepPlans.cell(state: index(.idle), event: event(.enteringCredential)).hasIndex)
    #expect(
      login.stepPlans.cell(state: index(.authenticating), event: event(.authenticationFailed))
        == .general)
    let events: [LoginEvent] = [
      .enteringCredential(.username("appleseed")), .enteringCredential(.password("secret")),
      .enteringCredential(.password("correct horse")), .authenticate,
      .authenticationFailed(.invalidCredentials), .ackError, .enteringCredential(.username("a")),
    ]
    let planned = Machine(login)
    let general = Machine(login.withoutFastPaths())
    for event in events {
      #expect(planned.send(event) == general.send(event))
      #expect(planned.state == general.state)
      #expect(planned.context == general.context)
    }
  }

  /// Without any action on the way, a plan only changes the configuration's words.
  @Test func aPlanWithoutActionsIsPlainAndStillAgreesWithTheAlgorithm() throws {
    let definition = try TestDefinition(initial: "p", context: Trace()) {
      StateNode("p", initial: "p1") {
        StateNode("p1") { On("go", to: "q") }
        StateNode("p2")
      }
      Parallel("q") {
        StateNode("r1", initial: "x") {
          StateNode("x") { On("flip", to: "y") }
          StateNode("y") { On("flip", to: "x") }
        }
        StateNode("r2") { StateNode("z") { On("flip", to: "z") } }
        On("back", to: "p")
      }
    }
    let plain = Machine(definition)
    let general = Machine(definition.withoutFastPaths())
    for event: E in ["go", "flip", "flip", "back", "go", "flip", "nothing", "back"] {
      #expect(plain.send(event) == general.send(event), "\(event)")
      #expect(plain.snapshot.active == general.snapshot.active, "\(event)")
      #expect(plain.configuration == general.configuration, "\(event)")
    }
    let plans = plain.withCore { $0.scratchBox?.scratch.planCache.plans ?? [] }
    #expect(!plans.isEmpty)
    #expect(plans.allSatisfy { $0.isPlain })
    #expect(!Self.tree.stepPlans.plans.contains { $0.isPlain })
  }

  @Test func largeMachinesHaveNoPlans() throws {
    let large = try TestDefinition(initial: "s0", context: Trace()) {
      StateNode("s0", initial: "c0") {
        for i in 0..<130 { StateNode(S(stringLiteral: "c\(i)")) }
      }
    }
    #expect(large.stepPlans.isEmpty)
  }

  private static func describe(_ update: MachineUpdate<S, E, Trace>) -> String {
    "\(update.event.map(String.init(describing:)) ?? "-") \(update.isHandled) "
      + "\(update.transitions) exited \(update.exited) entered \(update.entered) "
      + "actions \(update.actions)"
  }
}
