import ArgumentParser
import StateKit
import StateKitSCXML

/// `statekit diff OLD NEW`.
struct DiffCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Compare two machines: what changed, and whether snapshots of OLD restore into NEW.",
    discussion: """
      Prints each state added, removed, moved to another parent, changed in kind or in whether \
      it carries a payload, and each transition and delayed transition added or removed, as \
      `file:line:column: note: …` (a removed thing at its place in OLD, anything else in NEW). \
      Then says whether snapshots saved by OLD restore into NEW as they are, or need a \
      migration (or RestorePolicy.bestEffort). Exits with 0 when they restore as they are, 1 \
      when they do not, 2 when a document cannot be read. Only the structure is compared: \
      expressions are never evaluated, so a document for any data model, or a machine \
      exported from Swift (whose guards are `cond="name"`), can be compared.
      """)

  @Argument(help: "The SCXML document of the older machine.")
  var old: String

  @Argument(help: "The SCXML document of the newer machine.")
  var new: String

  func run() throws {
    let before: LoadedMachine
    let after: LoadedMachine
    do {
      before = try loadDefinition(path: old, structureOnly: true)
      after = try loadDefinition(path: new, structureOnly: true)
    } catch {
      Console.error(error.description)
      throw ExitCode(2)
    }
    let difference = MachineDifference(before.definition, after.definition)
    for change in difference.changes {
      let machine = change.inOld ? before : after
      let location = machine.location(ofStatePath: change.state)
      print(
        Diagnostic(
          file: machine.displayName, line: location.line, column: location.column,
          severity: "note", message: change.message
        ).description)
    }
    if difference.blocking.isEmpty {
      print("snapshots of \(before.displayName) restore into \(after.displayName) as they are")
    } else {
      print(
        "snapshots of \(before.displayName) need a migration (or RestorePolicy.bestEffort) to "
          + "restore into \(after.displayName): " + difference.blocking.joined(separator: "; "))
      throw ExitCode(1)
    }
  }
}

/// What changed between two definitions, as `statekit diff` reports it.
struct MachineDifference {
  struct Change {
    /// The state the change is about, for its place in the document.
    var state: String?
    /// Whether the change is found in the older document (something removed).
    var inOld: Bool
    var message: String
  }

  private(set) var changes: [Change] = []
  /// What keeps a saved snapshot from restoring as it is.
  private(set) var blocking: [String] = []

  private struct StateShape: Equatable {
    var kind: String
    var parent: String?
    var carriesPayload: Bool
  }

  init(_ old: SCXMLDefinition, _ new: SCXMLDefinition) {
    let before = Self.states(of: old)
    let after = Self.states(of: new)
    for (name, shape) in before.sorted(by: { $0.key < $1.key }) {
      guard let now = after[name] else {
        changes.append(Change(state: name, inOld: true, message: "state '\(name)' removed"))
        blocking.append("state '\(name)' removed")
        continue
      }
      if now.parent != shape.parent {
        let to = now.parent.map { "'\($0)'" } ?? "the top level"
        changes.append(Change(state: name, inOld: false, message: "state '\(name)' moved to \(to)"))
        blocking.append("state '\(name)' moved")
      }
      if now.kind != shape.kind {
        changes.append(
          Change(
            state: name, inOld: false,
            message: "state '\(name)' changed from \(shape.kind) to \(now.kind)"))
        blocking.append("state '\(name)' changed kind")
      }
      if now.carriesPayload != shape.carriesPayload {
        changes.append(
          Change(state: name, inOld: false, message: "state '\(name)' changed its payload"))
        blocking.append("state '\(name)' changed its payload")
      }
    }
    for name in after.keys.sorted() where before[name] == nil {
      changes.append(Change(state: name, inOld: false, message: "state '\(name)' added"))
    }
    let oldTransitions = Self.transitions(of: old)
    let newTransitions = Self.transitions(of: new)
    for (key, source) in oldTransitions.sorted(by: { $0.key < $1.key })
    where newTransitions[key] == nil {
      changes.append(Change(state: source.state, inOld: true, message: "\(key) removed"))
      if source.isDelayed { blocking.append("\(key) removed (a pending timer of it is lost)") }
    }
    for (key, source) in newTransitions.sorted(by: { $0.key < $1.key })
    where oldTransitions[key] == nil {
      changes.append(Change(state: source.state, inOld: false, message: "\(key) added"))
    }
  }

  private static func states(of definition: SCXMLDefinition) -> [String: StateShape] {
    let nodes = definition.stateNodes
    var result: [String: StateShape] = [:]
    for node in nodes.dropFirst() {
      result[node.name] = StateShape(
        kind: "\(node.kind)", parent: node.parent.flatMap { $0 == 0 ? nil : nodes[$0].name },
        carriesPayload: node.carriesPayload)
    }
    return result
  }

  /// Each transition described by its source, trigger and targets, with its source state.
  private static func transitions(
    of definition: SCXMLDefinition
  ) -> [String: (state: String?, isDelayed: Bool)] {
    let nodes = definition.stateNodes
    var result: [String: (state: String?, isDelayed: Bool)] = [:]
    for transition in definition.transitionList {
      let source = transition.source == 0 ? nil : nodes[transition.source].name
      let from = source.map { "'\($0)'" } ?? "the machine"
      let to = transition.targets.map { "'\(nodes[$0].name)'" }.joined(separator: ", ")
      let trigger: String
      var isDelayed = false
      switch transition.trigger {
      case .events(let events):
        trigger = "on " + events.map { "\($0)" }.joined(separator: " ")
        // The timer of a delayed transition exported from Swift (`scxml()`).
        isDelayed = events.contains { "\($0)".hasPrefix(delayedTransitionEventPrefix) }
      case .eventless: trigger = "eventless"
      case .done(let node): trigger = "on done of '\(nodes[node].name)'"
      case .after(let delay):
        trigger = "after \(delay)"
        isDelayed = true
      }
      let guardText = transition.guardName.map { " [\($0)]" } ?? ""
      var key = "transition \(trigger)\(guardText) from \(from)"
      if !to.isEmpty { key += " to \(to)" }
      var unique = key
      var count = 1
      while result[unique] != nil {
        count += 1
        unique = "\(key) (#\(count))"
      }
      result[unique] = (source, isDelayed)
    }
    return result
  }
}
