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

  static func cell(_ state: String, _ event: E, in definition: TestDefinition) -> Int32 {
    definition.stepPlans.cell(
      state: node(state, in: definition), event: definition.eventIndex.index(of: event.eventCase))
  }

  @Test func aSmallStatechartHasAPlanForEachPairOnlyTheStateAndEventDecide() {
    let tree = Self.tree
    #expect(!tree.stepPlans.isEmpty)
    #expect(tree.withoutFastPaths().stepPlans.isEmpty)
    #expect(Self.cell("p11", "deep", in: tree) >= 0)
    #expect(Self.cell("p11", "jump", in: tree) >= 0)  // declared on p1
    #expect(Self.cell("q1", "back", in: tree) >= 0)
    #expect(Self.cell("q1", "stay", in: tree) >= 0)  // targetless
    #expect(Self.cell("p11", "back", in: tree) == StepPlans.ignored)
    #expect(Self.cell("p12", "deep", in: tree) == StepPlans.ignored)
  }

  @Test func aPlannedStepRunsTheActionsAndRecordsTheStepAsTheAlgorithmDoes() {
    let events: [E] = ["deep", "self", "jump", "stay", "back", "jump", "nothing", "back"]
    let planned = Machine(Self.tree)
    let general = Machine(Self.tree.withoutFastPaths())
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
    #expect(planned.context.log.contains("q.initial"))
    #expect(plannedUpdates.withLock { $0 } == generalUpdates.withLock { $0 })
    #expect(plannedUpdates.withLock { $0.count } == events.count)
    _ = subscriptions
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
    #expect(Self.cell("a", "go", in: definition) >= 0)
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
    #expect(Self.cell("a1", "go", in: definition) == StepPlans.general)
    let machine = Machine(definition)
    let general = Machine(definition.withoutFastPaths())
    #expect(machine.send("go") == general.send("go"))
    #expect(machine.configuration == general.configuration)
  }

  @Test func parallelStatesAndLargeMachinesHaveNoPlans() throws {
    let parallel = try TestDefinition(initial: "p", context: Trace()) {
      Parallel("p") {
        StateNode("r1") {
          StateNode("x") { On("go", to: "y") }
          StateNode("y")
        }
        StateNode("r2") { StateNode("z") }
      }
    }
    #expect(parallel.stepPlans.isEmpty)
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
