extension DocumentBuilder {
  /// Builds a `<state>`, `<parallel>`, `<final>` or `<history>` element.
  mutating func stateNode(_ element: XMLElementNode) -> SCXMLStateNode? {
    switch element.localName {
    case "state": .state(buildState(element))
    case "parallel": .parallel(buildParallel(element))
    case "final": .final(buildFinal(element))
    case "history": .history(buildHistory(element))
    default: nil
    }
  }

  /// Builds a `<state>`, choosing its initial transition when it is compound.
  mutating func buildState(_ element: XMLElementNode) -> SCXMLState {
    checkAttributes(element, allowed: ["id", "initial"])
    let (id, isIDGenerated) = identify(element)
    var children: [SCXMLStateNode] = []
    var transitions: [SCXMLTransition] = []
    var onEntry: [SCXMLExecutableBlock] = []
    var onExit: [SCXMLExecutableBlock] = []
    var invokes: [SCXMLInvoke] = []
    var dataModel: SCXMLDataModel?
    var initialElement: XMLElementNode?
    var initialFromElement: SCXMLInitial?
    for child in childElements(of: element) {
      switch child.localName {
      case "onentry": onEntry.append(buildBlock(child))
      case "onexit": onExit.append(buildBlock(child))
      case "transition": transitions.append(buildTransition(child))
      case "state", "parallel", "final", "history":
        if let node = stateNode(child) { children.append(node) }
      case "invoke": invokes.append(buildInvoke(child))
      case "initial":
        if initialElement != nil {
          repeated(child, in: element)
        } else {
          initialElement = child
          initialFromElement = buildInitial(child)
        }
      case "datamodel":
        if dataModel != nil {
          repeated(child, in: element)
        } else {
          dataModel = buildDataModel(child)
        }
      default:
        misplaced(child, in: element)
      }
    }

    let firstChild = children.first(where: \.isState)
    let attribute = element.attributes["initial"]
    var initial: SCXMLInitial?
    if let firstChild {
      if let initialElement, attribute != nil {
        let message =
          "<state id=\"\(id)\"> cannot have both an 'initial' attribute and an <initial> element"
        report(.conflictingAttributes, message, initialElement, attribute: "initial")
      }
      if let initialFromElement {
        initial = initialFromElement
      } else if let attribute, initialElement == nil {
        let targets = attribute.xmlTokens
        if targets.isEmpty {
          report(
            .invalidAttributeValue,
            "initial is empty; name at least one state",
            element,
            attribute: "initial"
          )
        }
        initial = SCXMLInitial(
          origin: .attribute,
          transition: SCXMLTransition(targets: targets, sourceLocation: element.sourceLocation),
          sourceLocation: element.sourceLocation
        )
      } else {
        initial = SCXMLInitial(
          origin: .firstChild,
          transition: SCXMLTransition(
            targets: [firstChild.id], sourceLocation: element.sourceLocation),
          sourceLocation: element.sourceLocation
        )
      }
    } else {
      let atomic = "<state id=\"\(id)\"> has no child states"
      if let initialElement {
        report(
          .invalidNesting,
          "<initial> is only allowed in a compound state, and \(atomic)",
          initialElement
        )
      }
      if attribute != nil {
        let message = "'initial' is only allowed on a compound state, and \(atomic)"
        report(.invalidAttributeValue, message, element, attribute: "initial")
      }
      for case .history(let history) in children {
        let message =
          "<history> is only allowed in a compound state or a parallel state, and \(atomic)"
        errors.append(
          SCXMLError(
            kind: .invalidNesting,
            message: message,
            element: "history",
            sourceLocation: history.sourceLocation
          )
        )
      }
    }
    return SCXMLState(
      id: id,
      isIDGenerated: isIDGenerated,
      initial: initial,
      children: children,
      transitions: transitions,
      onEntry: onEntry,
      onExit: onExit,
      invokes: invokes,
      dataModel: dataModel,
      sourceLocation: element.sourceLocation
    )
  }

  /// Builds a `<parallel>`, which needs at least one child state.
  mutating func buildParallel(_ element: XMLElementNode) -> SCXMLParallel {
    checkAttributes(element, allowed: ["id"])
    let (id, isIDGenerated) = identify(element)
    var children: [SCXMLStateNode] = []
    var transitions: [SCXMLTransition] = []
    var onEntry: [SCXMLExecutableBlock] = []
    var onExit: [SCXMLExecutableBlock] = []
    var invokes: [SCXMLInvoke] = []
    var dataModel: SCXMLDataModel?
    for child in childElements(of: element) {
      switch child.localName {
      case "onentry": onEntry.append(buildBlock(child))
      case "onexit": onExit.append(buildBlock(child))
      case "transition": transitions.append(buildTransition(child))
      case "state", "parallel", "history":
        if let node = stateNode(child) { children.append(node) }
      case "invoke": invokes.append(buildInvoke(child))
      case "datamodel":
        if dataModel != nil {
          repeated(child, in: element)
        } else {
          dataModel = buildDataModel(child)
        }
      default:
        misplaced(child, in: element)
      }
    }
    if !children.contains(where: \.isState) {
      let message = "<parallel id=\"\(id)\"> needs at least one child <state> or <parallel>"
      report(.invalidNesting, message, element)
    }
    return SCXMLParallel(
      id: id,
      isIDGenerated: isIDGenerated,
      children: children,
      transitions: transitions,
      onEntry: onEntry,
      onExit: onExit,
      invokes: invokes,
      dataModel: dataModel,
      sourceLocation: element.sourceLocation
    )
  }

  /// Builds a `<final>`.
  mutating func buildFinal(_ element: XMLElementNode) -> SCXMLFinal {
    checkAttributes(element, allowed: ["id"])
    let (id, isIDGenerated) = identify(element)
    var onEntry: [SCXMLExecutableBlock] = []
    var onExit: [SCXMLExecutableBlock] = []
    var doneData: SCXMLDoneData?
    for child in childElements(of: element) {
      switch child.localName {
      case "onentry": onEntry.append(buildBlock(child))
      case "onexit": onExit.append(buildBlock(child))
      case "donedata":
        if doneData != nil { repeated(child, in: element) } else { doneData = buildDoneData(child) }
      default:
        misplaced(child, in: element)
      }
    }
    return SCXMLFinal(
      id: id,
      isIDGenerated: isIDGenerated,
      onEntry: onEntry,
      onExit: onExit,
      doneData: doneData,
      sourceLocation: element.sourceLocation
    )
  }

  /// Builds a `<history>` and its default transition.
  mutating func buildHistory(_ element: XMLElementNode) -> SCXMLHistory {
    checkAttributes(element, allowed: ["id", "type"])
    let (id, isIDGenerated) = identify(element)
    let type = enumAttribute("type", of: element, default: SCXMLHistory.Kind.shallow)
    var transition: SCXMLTransition?
    for child in childElements(of: element) {
      if child.localName == "transition" {
        if transition != nil {
          repeated(child, in: element)
        } else {
          transition = buildPseudoStateTransition(child, owner: element)
        }
      } else {
        misplaced(child, in: element)
      }
    }
    return SCXMLHistory(
      id: id,
      isIDGenerated: isIDGenerated,
      type: type,
      transition: transition,
      sourceLocation: element.sourceLocation
    )
  }

  /// Builds an `<initial>` element, which must hold exactly one transition.
  mutating func buildInitial(_ element: XMLElementNode) -> SCXMLInitial? {
    checkAttributes(element, allowed: [])
    var transition: SCXMLTransition?
    for child in childElements(of: element) {
      if child.localName == "transition" {
        if transition != nil {
          repeated(child, in: element)
        } else {
          transition = buildPseudoStateTransition(child, owner: element)
        }
      } else {
        misplaced(child, in: element)
      }
    }
    guard let transition else {
      report(
        .invalidNesting, "<initial> must contain a <transition> naming the initial states", element)
      return nil
    }
    return SCXMLInitial(
      origin: .element, transition: transition, sourceLocation: element.sourceLocation)
  }

  /// Builds a `<transition>`.
  mutating func buildTransition(_ element: XMLElementNode) -> SCXMLTransition {
    checkAttributes(element, allowed: ["event", "cond", "target", "type"])
    let events = element.attributes["event"]?.xmlTokens ?? []
    if element.attributes["event"] != nil, events.isEmpty {
      lenient(
        .invalidAttributeValue, "event is empty", reading: "read as an eventless transition",
        element, attribute: "event")
    }
    let targets = element.attributes["target"]?.xmlTokens ?? []
    if element.attributes["target"] != nil, targets.isEmpty {
      lenient(
        .invalidAttributeValue, "target is empty", reading: "read as a targetless transition",
        element, attribute: "target")
    }
    return SCXMLTransition(
      events: events,
      condition: condition(of: element, required: false),
      targets: targets,
      type: enumAttribute("type", of: element, default: SCXMLTransition.Kind.external),
      content: executableContent(of: element),
      sourceLocation: element.sourceLocation
    )
  }

  /// Builds the transition of an `<initial>` or `<history>`: no event, no condition, at least one target.
  private mutating func buildPseudoStateTransition(
    _ element: XMLElementNode,
    owner: XMLElementNode
  ) -> SCXMLTransition {
    let transition = buildTransition(element)
    for attribute in ["event", "cond"] where element.attributes[attribute] != nil {
      let message = "the transition of <\(owner.localName)> cannot have '\(attribute)'"
      report(.invalidAttributeValue, message, element, attribute: attribute)
    }
    if element.attributes["target"] == nil {
      let message = "the transition of <\(owner.localName)> requires a 'target' attribute"
      report(.missingAttribute, message, element, attribute: "target")
    }
    return transition
  }
}
