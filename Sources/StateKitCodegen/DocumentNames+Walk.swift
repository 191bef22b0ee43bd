import StateKitSCXML

extension DocumentNames {
  /// The states in document order, and the events in order of first mention: transitions'
  /// descriptors (without `*` and a trailing `.*`), `<raise event>` and `<send event>`.
  mutating func collect(_ document: SCXMLDocument) throws(SCXMLCodegenError) {
    for node in document.allNodes { try addState(node.id, at: node.sourceLocation) }
    for node in document.allNodes {
      for transition in Self.blocks(of: node) { try collectEvents(transition) }
    }
    for transition in document.transitions { try collectEvents(transition) }
  }

  private mutating func collectEvents(_ transition: SCXMLTransition) throws(SCXMLCodegenError) {
    for descriptor in transition.events {
      try addEvent(Self.eventName(of: descriptor), at: transition.sourceLocation)
    }
    try collectEvents(transition.content)
  }

  private mutating func collectEvents(
    _ content: [SCXMLExecutableContent]
  ) throws(SCXMLCodegenError) {
    for item in content {
      switch item {
      case .raise(let raise): try addEvent(raise.event, at: raise.sourceLocation)
      case .send(let send):
        if let event = send.event { try addEvent(event, at: send.sourceLocation) }
      case .if(let element):
        for branch in element.branches { try collectEvents(branch.content) }
      case .foreach(let element): try collectEvents(element.content)
      case .cancel, .log, .assign, .script: break
      }
    }
  }

  /// The event a descriptor names: `error.*` and `error.` name `error`; `*` names none.
  static func eventName(of descriptor: String) -> String {
    var name = Substring(descriptor)
    if name.hasSuffix(".*") { name = name.dropLast(2) }
    while name.hasSuffix(".") { name = name.dropLast() }
    return name == "*" ? "" : String(name)
  }

  /// Adds a hook for every `cond` expression (`conditions`) and every inline `<script>`
  /// (`scripts`) of the document.
  mutating func collectHooks(
    _ document: SCXMLDocument, conditions: Bool, scripts: Bool
  ) throws(SCXMLCodegenError) {
    guard conditions || scripts else { return }
    if scripts {
      for script in document.scripts where script.source == nil {
        addHook(
          .script, text: script.text, fallback: "document script", at: script.sourceLocation)
      }
    }
    for node in document.allNodes {
      for transition in node.transitions {
        let trigger = transition.events.first.map(Self.eventName(of:)) ?? "always"
        if conditions, case .expression(let text)? = transition.condition {
          addHook(
            .condition, text: text, fallback: "\(node.id) \(trigger) condition",
            at: transition.sourceLocation)
        }
        collectHooks(
          transition.content, place: "\(node.id) \(trigger)", conditions: conditions,
          scripts: scripts)
      }
      for (place, blocks) in Self.entryAndExit(of: node) {
        for block in blocks {
          collectHooks(
            block.content, place: "\(node.id) \(place)", conditions: conditions, scripts: scripts)
        }
      }
    }
  }

  private mutating func collectHooks(
    _ content: [SCXMLExecutableContent], place: String, conditions: Bool, scripts: Bool
  ) {
    for item in content {
      switch item {
      case .script(let script) where scripts && script.source == nil:
        addHook(.script, text: script.text, fallback: "\(place) script", at: script.sourceLocation)
      case .if(let element):
        for branch in element.branches {
          if conditions, case .expression(let text)? = branch.condition {
            addHook(
              .condition, text: text, fallback: "\(place) condition", at: branch.sourceLocation)
          }
          collectHooks(branch.content, place: place, conditions: conditions, scripts: scripts)
        }
      case .foreach(let element):
        collectHooks(element.content, place: place, conditions: conditions, scripts: scripts)
      default: break
      }
    }
  }

  static func entryAndExit(of node: SCXMLStateNode) -> [(String, [SCXMLExecutableBlock])] {
    switch node {
    case .state(let state): [("entry", state.onEntry), ("exit", state.onExit)]
    case .parallel(let parallel): [("entry", parallel.onEntry), ("exit", parallel.onExit)]
    case .final(let final): [("entry", final.onEntry), ("exit", final.onExit)]
    case .history: []
    }
  }

  /// Every block of executable content of a node, transitions' included.
  static func blocks(of node: SCXMLStateNode) -> [SCXMLTransition] {
    var result = node.transitions
    switch node {
    case .state(let state):
      if let initial = state.initial { result.append(initial.transition) }
    case .history(let history):
      if let transition = history.transition { result.append(transition) }
    default: break
    }
    for (_, blocks) in entryAndExit(of: node) {
      for block in blocks {
        result.append(SCXMLTransition(content: block.content, sourceLocation: block.sourceLocation))
      }
    }
    return result
  }
}
