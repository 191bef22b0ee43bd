/// A benchmark scenario: a StateKit side and a hand-written baseline doing the same work.
public struct Scenario: Sendable {
  /// The name both drivers print (`flat-search`, …).
  public let name: String
  /// What one unit of work is: `event` or `instance`.
  public let unit: String
  /// What the scenario does.
  public let about: String
  /// The target, in instructions per unit (release build), when the issue sets one.
  public let instructionTarget: Int?
  /// How many units one benchmark iteration runs.
  public let unitsPerIteration: Int
  /// Builds the StateKit side (outside any measurement).
  public let makeStateKit: @Sendable () -> any Driver
  /// Builds the hand-written baseline (outside any measurement).
  public let makeBaseline: @Sendable () -> any Driver
  /// Whether the StateKit side must be made and run on the main actor (`ObservableMachine`).
  /// `count-instructions` and `verify` run scenarios from top-level code, which is the main
  /// actor's; ordo-one/benchmark runs its benchmarks off it, so it leaves these out.
  public var needsMainActor = false

  /// The scenario called `name`, if any.
  public static func named(_ name: String) -> Scenario? {
    all.first { $0.name == name }
  }

  /// Every scenario, in report order.
  public static let all: [Scenario] = [
    Scenario(
      name: "flat-search", unit: "event",
      about:
        "the image search example, Machine.send, cycle startSearch search success startSearch search failure startSearch cancel",
      instructionTarget: 100, unitsPerIteration: 1_000,
      makeStateKit: { SearchMachineDriver() }, makeBaseline: { SearchSwitchDriver() }),
    Scenario(
      name: "flat-ring", unit: "event",
      about: "100-state ring, next: r<i> -> r<i+1 mod 100>",
      instructionTarget: 100, unitsPerIteration: 1_000,
      makeStateKit: { RingMachineDriver() }, makeBaseline: { RingSwitchDriver() }),
    Scenario(
      name: "flat-pure-step", unit: "event",
      about: "the image search example cycle through the pure MachineDefinition.transition(_:on:)",
      instructionTarget: nil, unitsPerIteration: 1_000,
      makeStateKit: { SearchPureStepDriver() }, makeBaseline: { SearchPureSwitchDriver() }),
    Scenario(
      name: "hierarchical", unit: "event",
      about: "depth 4, cycle deep cross jump back: exits/enters 1, 2, 4, 4 levels",
      instructionTarget: 300, unitsPerIteration: 1_000,
      makeStateKit: { TreeMachineDriver() }, makeBaseline: { TreeSwitchDriver() }),
    Scenario(
      name: "parallel", unit: "event",
      about: "3 regions, flip/flop each handled in all three",
      instructionTarget: 600, unitsPerIteration: 1_000,
      makeStateKit: { TriMachineDriver() }, makeBaseline: { TriSwitchDriver() }),
    Scenario(
      name: "observed-1", unit: "event",
      about: "flat-search with 1 subscriber (baseline: switch calling 1 closure)",
      instructionTarget: nil, unitsPerIteration: 1_000,
      makeStateKit: { SearchMachineDriver(observers: 1) },
      makeBaseline: { ObservedSearchSwitchDriver(observers: 1) }),
    Scenario(
      name: "observed-10", unit: "event",
      about: "flat-search with 10 subscribers (baseline: switch calling 10 closures)",
      instructionTarget: nil, unitsPerIteration: 1_000,
      makeStateKit: { SearchMachineDriver(observers: 10) },
      makeBaseline: { ObservedSearchSwitchDriver(observers: 10) }),
    Scenario(
      name: "login", unit: "event",
      about:
        "the login example: payload states and events, a form context, guards, eventless checks (cycle of 9)",
      instructionTarget: nil, unitsPerIteration: 1_000,
      makeStateKit: { LoginMachineDriver() }, makeBaseline: { LoginSwitchDriver() }),
    Scenario(
      name: "view-model", unit: "event",
      about:
        "ObservableMachine of the image search, a view re-rendering through withObservationTracking (baseline: @Observable class with a switch)",
      instructionTarget: nil, unitsPerIteration: 1_000,
      makeStateKit: { ObservableMachineDriver() }, makeBaseline: { ObservableSwitchDriver() },
      needsMainActor: true),
    Scenario(
      name: "form", unit: "event",
      about:
        "ObservableMachine of a form (name, note, 100 rows) with 103 views, each re-rendering when invalidated; edit and bump (baseline: the same @Observable form)",
      instructionTarget: nil, unitsPerIteration: 1_000,
      makeStateKit: { FormMachineDriver() }, makeBaseline: { FormViewModelDriver() },
      needsMainActor: true),
    Scenario(
      name: "tick-unread", unit: "event",
      about:
        "ObservableMachine of the form sent bump (a counter ticks), no view reading it (baseline: the same @Observable form)",
      instructionTarget: nil, unitsPerIteration: 1_000,
      makeStateKit: { tickDriver(.none, statekit: true) },
      makeBaseline: { tickDriver(.none, statekit: false) },
      needsMainActor: true),
    Scenario(
      name: "tick-103-readers", unit: "event",
      about:
        "the same tick with 103 views tracked (state, name, note, 100 rows), none invalidated, no render pass (baseline: the same @Observable form)",
      instructionTarget: nil, unitsPerIteration: 1_000,
      makeStateKit: { tickDriver(.hundredThreeUnchanged, statekit: true) },
      makeBaseline: { tickDriver(.hundredThreeUnchanged, statekit: false) },
      needsMainActor: true),
    Scenario(
      name: "tick-one-reader", unit: "event",
      about:
        "the same tick with one view reading the counter, re-rendered after every tick (baseline: the same @Observable form)",
      instructionTarget: nil, unitsPerIteration: 1_000,
      makeStateKit: { tickDriver(.oneRendered, statekit: true) },
      makeBaseline: { tickDriver(.oneRendered, statekit: false) },
      needsMainActor: true),
    Scenario(
      name: "row-progress", unit: "event",
      about:
        "progress sent to one of 100 rows in turn, each a child machine of a collection read through children(_:), its row view re-rendered (baseline: 100 @Observable row models)",
      instructionTarget: nil, unitsPerIteration: 1_000,
      makeStateKit: { rowProgressDriver(statekit: true) },
      makeBaseline: { rowProgressDriver(statekit: false) },
      needsMainActor: true),
    Scenario(
      name: "child-send", unit: "event",
      about:
        "the image search cycle sent to each of 1,000 children of a parent in turn (baseline: the same to 1,000 lone machines)",
      instructionTarget: nil, unitsPerIteration: 1_000,
      makeStateKit: { ChildSendDriver() }, makeBaseline: { LoneSendDriver() }),
    Scenario(
      name: "child-progress", unit: "event",
      about:
        "a targetless event that changes the context (a download's progress) sent to each of 1,000 children in turn (baseline: the same to 1,000 lone machines)",
      instructionTarget: nil, unitsPerIteration: 1_000,
      makeStateKit: { ProgressDriver(children: true) },
      makeBaseline: { ProgressDriver(children: false) }),
    Scenario(
      name: "lone-child-send", unit: "event",
      about:
        "the image search cycle sent to the lone child of a parent that maps its completion (baseline: the same to a lone machine)",
      instructionTarget: nil, unitsPerIteration: 1_000,
      makeStateKit: { LoneChildSendDriver() }, makeBaseline: { SearchMachineDriver() }),
    Scenario(
      name: "parent-event", unit: "event",
      about:
        "the image search cycle sent to a parent that holds 1,000 children it does not touch (baseline: the same parent without children)",
      instructionTarget: nil, unitsPerIteration: 1_000,
      makeStateKit: { ParentEventDriver(holdsChildren: true) },
      makeBaseline: { ParentEventDriver(holdsChildren: false) }),
    Scenario(
      name: "instances", unit: "instance",
      about:
        "create 100,000 machines of the the image search example definition (baseline: 100,000 switch objects)",
      instructionTarget: nil, unitsPerIteration: 100_000,
      makeStateKit: { SearchInstancesDriver() }, makeBaseline: { SwitchInstancesDriver() }),
  ]
}
