import StateKit

// Random statechart specifications for the property test (EngineMatchesReferenceTests).
//
// A `RandomSpec` is plain data: a tree of states with transitions, guards and actions. It is
// turned into a `MachineDefinition` (RandomSpec+Definition.swift) and, independently, run by the
// reference interpreter (ReferenceInterpreter.swift). Both read the same guards and actions
// through `SpecGuard.holds` and `RC.record`, so any difference comes from the algorithm.

// MARK: States, events and context

/// A state named by a string.
struct RS: MachineState, Hashable, CustomStringConvertible {
  let name: String
  init(_ name: String) { self.name = name }
  var description: String { name }
}

/// An event named by a string.
struct RE: MachineEvent, Hashable, CustomStringConvertible {
  let name: String
  init(_ name: String) { self.name = name }
  var description: String { name }
}

/// The context: every action appends to `trace` and increments `counter`.
struct RC: Equatable, Sendable, CustomStringConvertible {
  var counter = 0
  var trace: [String] = []

  /// What every logging action does: `label@event` (`-` when the action sees no event).
  mutating func record(_ label: String, event: String?) {
    trace.append("\(label)@\(event ?? "-")")
    counter += 1
  }

  var description: String { "counter=\(counter) trace=\(trace)" }
}

/// The events external sequences are drawn from.
let randomEventNames = ["a", "b", "c", "d"]

// MARK: The specification

enum SpecKind: String, Sendable {
  case root, atomic, compound, parallel, final, shallowHistory, deepHistory

  var isHistory: Bool { self == .shallowHistory || self == .deepHistory }
}

/// A condition over the context and the event a guard sees.
enum SpecAtom: Sendable, Hashable, CustomStringConvertible {
  case counterBelow(Int)
  case counterAtLeast(Int)
  case counterMod(Int, Int)
  /// The event the guard sees is this one (`nil`: the guard sees no event).
  case eventIs(String?)

  func holds(_ context: RC, _ event: String?) -> Bool {
    switch self {
    case .counterBelow(let n): context.counter < n
    case .counterAtLeast(let n): context.counter >= n
    case .counterMod(let m, let r): context.counter % m == r
    case .eventIs(let name): event == name
    }
  }

  var description: String {
    switch self {
    case .counterBelow(let n): "counter<\(n)"
    case .counterAtLeast(let n): "counter>=\(n)"
    case .counterMod(let m, let r): "counter%\(m)==\(r)"
    case .eventIs(let name): "event==\(name ?? "nil")"
    }
  }
}

enum SpecGuard: Sendable, Hashable, CustomStringConvertible {
  /// Every atom holds.
  case all([SpecAtom])
  case inState(String)
  case notInState(String)

  /// Evaluates a predicate guard (`In` guards need the configuration: see the callers).
  static func holds(_ atoms: [SpecAtom], _ context: RC, _ event: String?) -> Bool {
    atoms.allSatisfy { $0.holds(context, event) }
  }

  var description: String {
    switch self {
    case .all(let atoms): atoms.map(\.description).joined(separator: " && ")
    case .inState(let name): "In(\(name))"
    case .notInState(let name): "!In(\(name))"
    }
  }
}

enum SpecAction: Sendable, Hashable, CustomStringConvertible {
  /// `RC.record(label, event:)`.
  case log(String)
  case raise(String)

  var description: String {
    switch self {
    case .log(let label): label
    case .raise(let event): "raise \(event)"
    }
  }
}

enum SpecTrigger: Sendable, Hashable, CustomStringConvertible {
  case events([String])
  case eventless
  /// `OnDone(of:)`; `nil` is the declaring state.
  case done(String?)
  /// `After(_:)`: taken when its timer fires (the sequences' `timer` event fires the oldest).
  case after

  /// The event in sequences that fires the oldest pending timer of a delayed transition.
  static let timerEvent = "timer"

  var description: String {
    switch self {
    case .events(let names): "on " + names.joined(separator: ",")
    case .eventless: "always"
    case .done(let name): "done(\(name ?? "self"))"
    case .after: "after"
    }
  }
}

struct SpecTransition: Sendable, CustomStringConvertible {
  var trigger: SpecTrigger
  /// Empty: targetless.
  var targets: [String]
  var isInternal: Bool
  var guardCondition: SpecGuard?
  var actions: [SpecAction]

  var description: String {
    var text = trigger.description
    text += targets.isEmpty ? " (targetless)" : " -> " + targets.joined(separator: ",")
    if isInternal { text += " internal" }
    if let guardCondition { text += " [\(guardCondition)]" }
    text += " {" + actions.map(\.description).joined(separator: "; ") + "}"
    return text
  }
}

struct SpecState: Sendable {
  var name: String
  var kind: SpecKind
  /// Child states and history states, in document order.
  var children: [SpecState] = []
  var transitions: [SpecTransition] = []
  var entry: [SpecAction] = []
  var exit: [SpecAction] = []
  /// Compound and root: the explicit initial states (empty: the first child). History: the
  /// default (empty: the parent's default entry).
  var initial: [String] = []
  /// Compound and root: actions of the initial transition. History: of the default transition.
  var initialActions: [SpecAction] = []

  /// This state and every descendant, in document order.
  var allStates: [SpecState] { [self] + children.flatMap(\.allStates) }

  func printed(indent: String = "") -> String {
    var head = "\(indent)\(kind.rawValue) \(name)"
    if !initial.isEmpty { head += " initial=\(initial.joined(separator: ","))" }
    if !initialActions.isEmpty {
      head += " initialActions={" + initialActions.map(\.description).joined(separator: "; ") + "}"
    }
    var lines = [head]
    if !entry.isEmpty {
      lines.append(indent + "  entry {" + entry.map(\.description).joined(separator: "; ") + "}")
    }
    if !exit.isEmpty {
      lines.append(indent + "  exit {" + exit.map(\.description).joined(separator: "; ") + "}")
    }
    for t in transitions { lines.append(indent + "  " + t.description) }
    for child in children { lines.append(child.printed(indent: indent + "  ")) }
    return lines.joined(separator: "\n")
  }
}

/// A random statechart: the root (`kind == .root`, like SCXML's `<scxml>`) and its tree.
struct RandomSpec: Sendable, CustomStringConvertible {
  var root: SpecState

  var description: String { root.printed() }
}
