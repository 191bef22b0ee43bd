/// Checks what needs the whole state tree of one document: unique ids, and every reference to a state
/// (transition targets, initial states, history defaults, `In()` conditions).
///
/// Rules:
/// - ids of states and history pseudo-states are unique within a document (nested documents have their
///   own scope);
/// - every target, `initial` id and `In()` argument names a state of the document;
/// - a compound state's initial states are proper descendants of it, and a history pseudo-state's
///   default targets are proper descendants of its parent and not history pseudo-states;
/// - several targets (of a transition, an initial transition or the document's `initial`) must be able
///   to be active together: any two that are not ancestor and descendant meet in a `<parallel>`.
struct DocumentValidator {
  private struct NodeInfo {
    let node: SCXMLStateNode
    let parent: String?
  }

  private var nodes: [String: NodeInfo] = [:]
  private var errors: [SCXMLError] = []
  /// `In('id')` naming no state: read as false, with a warning (an error when strict).
  private var warnings: [SCXMLError] = []
  private var isStrict = false

  /// Every problem of `document`, in document order of the elements concerned, and what was
  /// read leniently (see `SCXMLParser.Options.isStrict`).
  static func problems(
    in document: SCXMLDocument, isStrict: Bool
  ) -> (errors: [SCXMLError], warnings: [SCXMLError]) {
    var validator = DocumentValidator()
    validator.isStrict = isStrict
    validator.index(document.children, parent: nil)
    validator.checkTargets(
      document.initial,
      element: "scxml",
      attribute: "initial",
      location: document.sourceLocation,
      scope: nil
    )
    for node in document.allNodes { validator.check(node) }
    for transition in document.transitions { validator.check(transition) }
    return (validator.errors, validator.warnings)
  }

  // MARK: - Index

  private mutating func index(_ children: [SCXMLStateNode], parent: String?) {
    for node in children {
      if let existing = nodes[node.id] {
        let first = existing.node
        let message =
          "duplicate id \"\(node.id)\": <\(first.elementName)> at \(first.sourceLocation) has it too"
        report(
          .duplicateID, message, element: node.elementName, attribute: "id", at: node.sourceLocation
        )
      } else {
        nodes[node.id] = NodeInfo(node: node, parent: parent)
      }
      index(node.children, parent: node.id)
    }
  }

  /// The ids of the proper ancestors of `id`, nearest first.
  private func ancestors(of id: String) -> [String] {
    var result: [String] = []
    var current = nodes[id]?.parent
    while let ancestor = current {
      result.append(ancestor)
      current = nodes[ancestor]?.parent
    }
    return result
  }

  // MARK: - Checks

  private mutating func check(_ node: SCXMLStateNode) {
    switch node {
    case .state(let state):
      if let initial = state.initial, initial.origin != .firstChild {
        let isElement = initial.origin == .element
        checkTargets(
          initial.targets,
          element: isElement ? "transition" : "state",
          attribute: isElement ? "target" : "initial",
          location: isElement ? initial.transition.sourceLocation : state.sourceLocation,
          scope: state.id
        )
        checkConditions(in: initial.transition.content)
      }
      for transition in state.transitions { check(transition) }
      checkConditions(in: state.onEntry + state.onExit + state.invokes.compactMap(\.finalize))
    case .parallel(let parallel):
      for transition in parallel.transitions { check(transition) }
      checkConditions(
        in: parallel.onEntry + parallel.onExit + parallel.invokes.compactMap(\.finalize))
    case .final(let final):
      checkConditions(in: final.onEntry + final.onExit)
    case .history(let history):
      guard let transition = history.transition else {
        let parent = nodes[history.id]?.parent.flatMap { nodes[$0]?.node }
        if case .state(let state)? = parent, let initial = state.initial,
          initial.origin != .firstChild, initial.targets.contains(history.id)
        {
          let message =
            "history \"\(history.id)\" has no default transition, and the initial state of "
            + "\"\(state.id)\" is this history: entering it would never reach a state"
          report(
            .invalidTarget, message, element: "history", attribute: nil, at: history.sourceLocation)
        }
        return
      }
      checkTargets(
        transition.targets,
        element: "transition",
        attribute: "target",
        location: transition.sourceLocation,
        scope: nodes[history.id]?.parent
      )
      for target in transition.targets {
        guard case .history? = nodes[target]?.node else { continue }
        let message =
          target == history.id
          ? "the default of history \"\(history.id)\" names the history itself"
          : "the default of history \"\(history.id)\" names \"\(target)\", another history; "
            + "a history's default must name states"
        report(
          .invalidTarget, message, element: "transition", attribute: "target",
          at: transition.sourceLocation)
      }
      checkConditions(in: transition.content)
    }
  }

  private mutating func check(_ transition: SCXMLTransition) {
    checkTargets(
      transition.targets,
      element: "transition",
      attribute: "target",
      location: transition.sourceLocation,
      scope: nil
    )
    if case .inState(let id) = transition.condition, nodes[id] == nil {
      unknownState(id, element: "transition", at: transition.sourceLocation)
    }
    checkConditions(in: transition.content)
  }

  /// Checks that `targets` exist, are proper descendants of `scope` (when given) and can be active
  /// together.
  private mutating func checkTargets(
    _ targets: [String],
    element: String,
    attribute: String,
    location: SCXMLSourceLocation,
    scope: String?
  ) {
    var known: [String] = []
    for target in targets {
      guard nodes[target] != nil else {
        let message =
          "\(attribute) names \"\(target)\", which is not the id of any state in this document"
        report(.unknownTarget, message, element: element, attribute: attribute, at: location)
        continue
      }
      if let scope, !ancestors(of: target).contains(scope) {
        let message = "\(attribute) names \"\(target)\", which is not a descendant of \"\(scope)\""
        report(.invalidTarget, message, element: element, attribute: attribute, at: location)
        continue
      }
      known.append(target)
    }
    for (index, first) in known.enumerated() {
      for second in known[(index + 1)...] where first != second {
        let firstAncestors = ancestors(of: first)
        let secondAncestors = ancestors(of: second)
        if firstAncestors.contains(second) || secondAncestors.contains(first) { continue }
        let common = firstAncestors.first { secondAncestors.contains($0) }
        if let common, case .parallel? = nodes[common]?.node { continue }
        let container =
          common.map { "different children of \"\($0)\"" } ?? "different top-level states"
        let message =
          "\(attribute) names \"\(first)\" and \"\(second)\", which cannot be active together: "
          + "they are in \(container), which is not a <parallel>"
        report(.invalidTarget, message, element: element, attribute: attribute, at: location)
      }
    }
  }

  private mutating func checkConditions(in blocks: [SCXMLExecutableBlock]) {
    for block in blocks { checkConditions(in: block.content) }
  }

  private mutating func checkConditions(in content: [SCXMLExecutableContent]) {
    for item in content {
      switch item {
      case .if(let element):
        for (index, branch) in element.branches.enumerated() {
          if case .inState(let id) = branch.condition, nodes[id] == nil {
            let name = index == 0 ? "if" : "elseif"
            unknownState(id, element: name, at: branch.sourceLocation)
          }
          checkConditions(in: branch.content)
        }
      case .foreach(let element):
        checkConditions(in: element.content)
      default:
        break
      }
    }
  }

  /// An `In()` that names no state: false, as other engines read it, unless strict.
  private mutating func unknownState(
    _ id: String, element: String, at location: SCXMLSourceLocation
  ) {
    let message = "In('\(id)') names no state of this document"
    if isStrict {
      report(.unknownTarget, message, element: element, attribute: "cond", at: location)
    } else {
      warnings.append(
        SCXMLError(
          kind: .unknownTarget, message: message + "; it is always false", element: element,
          attribute: "cond", sourceLocation: location))
    }
  }

  private mutating func report(
    _ kind: SCXMLError.Kind,
    _ message: String,
    element: String,
    attribute: String?,
    at location: SCXMLSourceLocation
  ) {
    errors.append(
      SCXMLError(
        kind: kind,
        message: message,
        element: element,
        attribute: attribute,
        sourceLocation: location
      )
    )
  }
}
