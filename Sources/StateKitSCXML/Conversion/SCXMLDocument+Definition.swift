import StateKit

extension SCXMLDocument {
  /// Converts the document into a definition that runs on StateKit's engine.
  ///
  /// States and events are named by strings (`StateName`, `EventName`) and transitions match
  /// events with SCXML event descriptors (`EventMatching/descriptors`). The mapping:
  ///
  /// | SCXML | StateKit |
  /// | --- | --- |
  /// | `<scxml initial>` | the definition's initial states |
  /// | `<state>`, `<parallel>`, `<final>` | `StateNode(_:initial:initialActions:body:)`, `Parallel(_:body:)`, `Final(_:body:)` |
  /// | `<history type>` and its transition | `History(_:_:default:actions:)` |
  /// | `<initial>` and its transition's content | the state's `initial` and `initialActions` |
  /// | `<transition event cond target type>` | `On` (descriptors), `Always(to:type:guard:action:actions:)` without event; `cond="In('s')"` is `Guard/inState(_:)` |
  /// | `<onentry>`, `<onexit>` | `Entry(_:)`, `Exit(_:)` |
  /// | `<raise>`, `<send target="#_internal">` | `Action/raise(_:)` |
  /// | `<send>` without target | `Action/send(_:)`, or `Action/send(_:after:id:)` with a `delay` |
  /// | `<send target="#_parent">`, `<send target="#_id">` | a `Action/run(_:_:)` that sends to the other session |
  /// | `<cancel sendid>` | `Action/cancel(_:)` |
  /// | `<log label>` | `Action/log(_:_:)` (its `expr` is not evaluated) |
  /// | `<invoke>` of an inline `<content><scxml>` | state-scoped work that ``SCXMLMachine`` turns into a child machine |
  ///
  /// A transition with more than six event descriptors becomes one transition per descriptor (the
  /// same behaviour: at most one of them matches an event, in the same place in document order).
  ///
  /// - Returns: The definition; its `MachineDefinition/initialContext` is a template session.
  /// - Throws: ``SCXMLError`` with kind ``SCXMLError/Kind/needsExpressions`` for anything that needs
  ///   an expression language (only possible for documents parsed with
  ///   ``SCXMLParser/Options/allowsExpressions``), or ``SCXMLError/Kind/unsupported`` for valid
  ///   SCXML that StateKit does not run: `<if>`, `<invoke>` other than an inline `<scxml>` (or with
  ///   a `<finalize>`), `<send>` to other targets or I/O processors, a delayed `#_internal` send,
  ///   an eventless transition with several targets. Nothing is half-converted.
  public func definition() throws(SCXMLError) -> SCXMLDefinition {
    var builder = DefinitionBuilder(document: self)
    return try builder.build()
  }
}

/// Walks a document and produces the DSL content of its definition.
struct DefinitionBuilder {
  typealias Content = StateContent<StateName, EventName, SCXMLSession>
  typealias Act = Action<EventName, SCXMLSession>
  typealias Condition = Guard<StateName, EventName, SCXMLSession>

  /// The most event descriptors (or initial targets) one DSL call is written for.
  static let maximumArity = 6

  let document: SCXMLDocument
  private var program = SCXMLProgram()
  /// Ids of delayed `<send>`s to other sessions: a `<cancel>` of one of them cancels it too.
  private var remoteDelayedIDs: Set<String> = []

  init(document: SCXMLDocument) {
    self.document = document
  }

  mutating func build() throws(SCXMLError) -> SCXMLDefinition {
    if let script = document.script {
      throw needsExpressions("<script>", element: "script", at: script.sourceLocation)
    }
    try checkDataModel(document.dataModel)
    collectRemoteDelayedIDs()
    var content: [Content] = []
    for child in document.children { content.append(try node(child)) }
    let template = SCXMLSession(template: program)
    do {
      return try MachineDefinition(
        name: document.name ?? "scxml", initial: document.initial.map { StateName($0) },
        context: template, eventMatching: .descriptors, states: content)
    } catch {
      throw SCXMLError(
        kind: .unsupported, message: "the engine refused the machine: \(error)", element: "scxml",
        sourceLocation: document.sourceLocation)
    }
  }

  // MARK: States

  private mutating func node(_ node: SCXMLStateNode) throws(SCXMLError) -> Content {
    switch node {
    case .state(let state):
      try checkDataModel(state.dataModel)
      var body: [Content] = []
      for child in state.children { body.append(try self.node(child)) }
      body += try common(
        id: state.id, transitions: state.transitions, onEntry: state.onEntry, onExit: state.onExit,
        invokes: state.invokes)
      let id = StateName(state.id)
      guard !state.isAtomic, let initial = state.initial else {
        return StateNode(id) { body }
      }
      let actions = try actions(initial.transition.content)
      return try stateNode(
        id, initial: initial.targets.map { StateName($0) }, initialActions: actions, body: body,
        at: initial.sourceLocation)
    case .parallel(let parallel):
      try checkDataModel(parallel.dataModel)
      var body: [Content] = []
      for child in parallel.children { body.append(try self.node(child)) }
      body += try common(
        id: parallel.id, transitions: parallel.transitions, onEntry: parallel.onEntry,
        onExit: parallel.onExit, invokes: parallel.invokes)
      return Parallel(StateName(parallel.id)) { body }
    case .final(let final):
      if let doneData = final.doneData {
        if !doneData.params.isEmpty {
          throw needsExpressions("<param>", element: "param", at: doneData.params[0].sourceLocation)
        }
        if case .expression? = doneData.content?.body {
          throw needsExpressions("<content expr>", element: "content", at: doneData.sourceLocation)
        }
        // Literal done data has nothing to carry it (events are names only) and nothing to read it
        // (that needs expressions): it is dropped without changing behaviour.
      }
      let body = try common(
        id: final.id, transitions: [], onEntry: final.onEntry, onExit: final.onExit, invokes: [])
      return Final(StateName(final.id)) { body }
    case .history(let history):
      let depth: HistoryDepth = history.type == .deep ? .deep : .shallow
      let targets = (history.transition?.targets ?? []).map { StateName($0) }
      let actions = try actions(history.transition?.content ?? [])
      if let condition = history.transition?.condition {
        throw unsupported(
          "a condition on a history state's default transition (\(condition))", element: "transition",
          at: history.transition!.sourceLocation)
      }
      return try historyNode(
        StateName(history.id), depth, default: targets, actions: actions, at: history.sourceLocation)
    }
  }

  private mutating func common(
    id: String, transitions: [SCXMLTransition], onEntry: [SCXMLExecutableBlock],
    onExit: [SCXMLExecutableBlock], invokes: [SCXMLInvoke]
  ) throws(SCXMLError) -> [Content] {
    var body: [Content] = []
    for transition in transitions { body += try self.transition(transition) }
    for block in onEntry {
      for action in try actions(block.content) { body.append(Entry(action)) }
    }
    for block in onExit {
      for action in try actions(block.content) { body.append(Exit(action)) }
    }
    for (index, invoke) in invokes.enumerated() {
      body.append(try self.invoke(invoke, state: id, index: index))
    }
    return body
  }

  /// `StateNode` with a list of initial targets (the DSL takes them as variadic arguments).
  private func stateNode(
    _ id: StateName, initial t: [StateName], initialActions: [Act], body: [Content],
    at location: SCXMLSourceLocation
  ) throws(SCXMLError) -> Content {
    let a = initialActions
    switch t.count {
    case 0: return StateNode(id, initialActions: a) { body }
    case 1: return StateNode(id, initial: t[0], initialActions: a) { body }
    case 2: return StateNode(id, initial: t[0], t[1], initialActions: a) { body }
    case 3: return StateNode(id, initial: t[0], t[1], t[2], initialActions: a) { body }
    case 4: return StateNode(id, initial: t[0], t[1], t[2], t[3], initialActions: a) { body }
    case 5: return StateNode(id, initial: t[0], t[1], t[2], t[3], t[4], initialActions: a) { body }
    case 6: return StateNode(id, initial: t[0], t[1], t[2], t[3], t[4], t[5], initialActions: a) { body }
    default:
      throw unsupported("more than \(Self.maximumArity) initial states", element: "initial", at: location)
    }
  }

  /// `History` with a list of default targets.
  private func historyNode(
    _ id: StateName, _ depth: HistoryDepth, default t: [StateName], actions a: [Act],
    at location: SCXMLSourceLocation
  ) throws(SCXMLError) -> Content {
    switch t.count {
    case 0: return History(id, depth, actions: a)
    case 1: return History(id, depth, default: t[0], actions: a)
    case 2: return History(id, depth, default: t[0], t[1], actions: a)
    case 3: return History(id, depth, default: t[0], t[1], t[2], actions: a)
    case 4: return History(id, depth, default: t[0], t[1], t[2], t[3], actions: a)
    case 5: return History(id, depth, default: t[0], t[1], t[2], t[3], t[4], actions: a)
    case 6: return History(id, depth, default: t[0], t[1], t[2], t[3], t[4], t[5], actions: a)
    default:
      throw unsupported(
        "more than \(Self.maximumArity) default states of a history", element: "history", at: location)
    }
  }

  // MARK: Transitions

  private mutating func transition(_ transition: SCXMLTransition) throws(SCXMLError) -> [Content] {
    var condition: Condition?
    switch transition.condition {
    case nil: break
    case .inState(let id): condition = .inState(StateName(id))
    case .expression(let text):
      throw needsExpressions("cond=\"\(text)\"", element: "transition", at: transition.sourceLocation)
    }
    let actions = try actions(transition.content)
    let targets = transition.targets.map { StateName($0) }
    let type: TransitionType = transition.type == .internal ? .internal : .external
    if transition.events.isEmpty {
      switch targets.count {
      case 0: return [Always(to: nil, type: type, guard: condition, actions: actions)]
      case 1: return [Always(to: targets[0], type: type, guard: condition, actions: actions)]
      default:
        throw unsupported(
          "an eventless transition with several targets (the DSL's Always takes one target)",
          element: "transition", at: transition.sourceLocation)
      }
    }
    var groups: [[String]] = []
    var rest = transition.events[...]
    while !rest.isEmpty {
      let group = rest.count <= Self.maximumArity ? Array(rest) : rest.prefix(1).map { $0 }
      groups.append(group)
      rest = rest.dropFirst(group.count)
    }
    return groups.map { on($0, to: targets, type: type, guard: condition, actions: actions) }
  }

  /// `On` with a list of descriptors (the DSL takes them as variadic arguments); at most
  /// ``maximumArity`` of them.
  private func on(
    _ e: [String], to targets: [StateName], type: TransitionType, guard g: Condition?, actions a: [Act]
  ) -> Content {
    if targets.isEmpty {
      switch e.count {
      case 1: return On(e[0], to: nil, type: type, guard: g, actions: a)
      case 2: return On(e[0], e[1], to: nil, type: type, guard: g, actions: a)
      case 3: return On(e[0], e[1], e[2], to: nil, type: type, guard: g, actions: a)
      case 4: return On(e[0], e[1], e[2], e[3], to: nil, type: type, guard: g, actions: a)
      case 5: return On(e[0], e[1], e[2], e[3], e[4], to: nil, type: type, guard: g, actions: a)
      default: return On(e[0], e[1], e[2], e[3], e[4], e[5], to: nil, type: type, guard: g, actions: a)
      }
    }
    let t = targets
    switch e.count {
    case 1: return On(e[0], to: t, type: type, guard: g, actions: a)
    case 2: return On(e[0], e[1], to: t, type: type, guard: g, actions: a)
    case 3: return On(e[0], e[1], e[2], to: t, type: type, guard: g, actions: a)
    case 4: return On(e[0], e[1], e[2], e[3], to: t, type: type, guard: g, actions: a)
    case 5: return On(e[0], e[1], e[2], e[3], e[4], to: t, type: type, guard: g, actions: a)
    default: return On(e[0], e[1], e[2], e[3], e[4], e[5], to: t, type: type, guard: g, actions: a)
    }
  }

  // MARK: Executable content

  private mutating func actions(_ content: [SCXMLExecutableContent]) throws(SCXMLError) -> [Act] {
    var result: [Act] = []
    for item in content {
      switch item {
      case .raise(let raise):
        result.append(.raise(EventName(raise.event)))
      case .send(let send):
        result.append(try self.send(send))
      case .cancel(let cancel):
        guard let id = cancel.sendID else {
          throw needsExpressions("sendidexpr", element: "cancel", at: cancel.sourceLocation)
        }
        result.append(.cancel(id))
        if remoteDelayedIDs.contains(id) {
          result.append(run(.cancelRemote(id), name: "cancel \(id) (sends to other sessions)"))
        }
      case .log(let log):
        // The expression is kept in the document but never evaluated.
        result.append(.log(log.label ?? "", ""))
      case .if(let element):
        throw unsupported(
          "<if> (the engine has no conditional actions)", element: "if", at: element.sourceLocation)
      case .foreach(let element):
        throw needsExpressions("<foreach>", element: "foreach", at: element.sourceLocation)
      case .assign(let element):
        throw needsExpressions("<assign>", element: "assign", at: element.sourceLocation)
      case .script(let element):
        throw needsExpressions("<script>", element: "script", at: element.sourceLocation)
      }
    }
    return result
  }

  private static let scxmlProcessorTypes: Set<String> = [
    "http://www.w3.org/TR/scxml/#SCXMLEventProcessor", "scxml",
  ]

  private mutating func send(_ send: SCXMLSend) throws(SCXMLError) -> Act {
    let location = send.sourceLocation
    for (name, present) in [
      ("eventexpr", send.eventExpression != nil), ("targetexpr", send.targetExpression != nil),
      ("typeexpr", send.typeExpression != nil), ("idlocation", send.idLocation != nil),
      ("delayexpr", send.delayExpression != nil), ("namelist", !send.nameList.isEmpty),
      ("<param>", !send.params.isEmpty),
    ] where present {
      throw needsExpressions(name, element: "send", at: location)
    }
    if case .expression? = send.content?.body {
      throw needsExpressions("<content expr>", element: "content", at: location)
    }
    guard let name = send.event else {
      throw unsupported("a <send> without an event name", element: "send", at: location)
    }
    if let type = send.type, !Self.scxmlProcessorTypes.contains(type) {
      throw unsupported("the event I/O processor \"\(type)\"", element: "send", at: location)
    }
    // Literal <content> is event data: events are names only here, and reading data needs
    // expressions, so dropping it changes nothing a runnable document can observe.
    let event = EventName(name)
    let delay = send.delay.flatMap { $0 > .zero ? $0 : nil }
    switch send.target {
    case nil:
      if let delay { return .send(event, after: delay, id: send.id) }
      return .send(event)
    case "#_internal"?:
      if delay != nil {
        throw unsupported("a delayed <send> to #_internal", element: "send", at: location)
      }
      return .raise(event)
    case "#_parent"?:
      return remote(SCXMLProgram.RemoteSend(event: name, target: .parent, delay: delay, id: send.id))
    case let target? where target.hasPrefix("#_scxml_"):
      throw unsupported("a <send> to a session by id (\(target))", element: "send", at: location)
    case let target? where target.hasPrefix("#_") && target.count > 2:
      let id = String(target.dropFirst(2))
      return remote(SCXMLProgram.RemoteSend(event: name, target: .child(id), delay: delay, id: send.id))
    case let target?:
      throw unsupported("the send target \"\(target)\"", element: "send", at: location)
    }
  }

  private mutating func remote(_ send: SCXMLProgram.RemoteSend) -> Act {
    var name = "send \(send.event) to \(send.target)"
    if let delay = send.delay { name += " after \(delay)" }
    if let id = send.id { name += " id \(id)" }
    return run(.send(send), name: name)
  }

  private mutating func run(_ action: SCXMLProgram.RunAction, name: String) -> Act {
    program.runActions[name] = action
    return .run(name) { session, _ in session.perform(action) }
  }

  private mutating func collectRemoteDelayedIDs() {
    func visit(_ content: [SCXMLExecutableContent], into ids: inout Set<String>) {
      for item in content {
        switch item {
        case .send(let send):
          if let id = send.id, send.target == "#_parent" || (send.target?.hasPrefix("#_") == true
            && send.target != "#_internal")
          {
            ids.insert(id)
          }
        case .if(let element): for branch in element.branches { visit(branch.content, into: &ids) }
        case .foreach(let element): visit(element.content, into: &ids)
        default: break
        }
      }
    }
    var ids: Set<String> = []
    for node in document.allNodes {
      switch node {
      case .state(let state):
        visit(state.initial?.transition.content ?? [], into: &ids)
        for t in state.transitions { visit(t.content, into: &ids) }
        for block in state.onEntry + state.onExit { visit(block.content, into: &ids) }
      case .parallel(let parallel):
        for t in parallel.transitions { visit(t.content, into: &ids) }
        for block in parallel.onEntry + parallel.onExit { visit(block.content, into: &ids) }
      case .final(let final):
        for block in final.onEntry + final.onExit { visit(block.content, into: &ids) }
      case .history(let history):
        visit(history.transition?.content ?? [], into: &ids)
      }
    }
    remoteDelayedIDs = ids
  }

  // MARK: Invoke

  private static let scxmlInvokeTypes: Set<String> = [
    "scxml", "http://www.w3.org/TR/scxml/", "http://www.w3.org/TR/scxml",
  ]

  private mutating func invoke(
    _ invoke: SCXMLInvoke, state: String, index: Int
  ) throws(SCXMLError) -> Content {
    let location = invoke.sourceLocation
    for (name, present) in [
      ("idlocation", invoke.idLocation != nil), ("typeexpr", invoke.typeExpression != nil),
      ("srcexpr", invoke.sourceExpression != nil), ("namelist", !invoke.nameList.isEmpty),
      ("<param>", !invoke.params.isEmpty),
    ] where present {
      throw needsExpressions(name, element: "invoke", at: location)
    }
    if let type = invoke.type, !Self.scxmlInvokeTypes.contains(type) {
      throw unsupported("an <invoke> of type \"\(type)\"", element: "invoke", at: location)
    }
    if let source = invoke.source {
      throw unsupported(
        "<invoke src=\"\(source)\"> (only an inline <content><scxml> child is supported)",
        element: "invoke", at: location)
    }
    if let finalize = invoke.finalize, !finalize.content.isEmpty {
      throw unsupported(
        "<finalize> with content (the engine cannot run actions before an event is processed)",
        element: "finalize", at: finalize.sourceLocation)
    }
    guard let child = invoke.childDocument else {
      if case .expression? = invoke.content?.body {
        throw needsExpressions("<content expr>", element: "content", at: location)
      }
      throw unsupported(
        "an <invoke> without an inline <content><scxml> child", element: "invoke", at: location)
    }
    let definition = try child.definition()
    program.invocations[state, default: []].append(
      SCXMLProgram.Invocation(id: invoke.id, autoforward: invoke.autoforward, definition: definition))
    let name = "invoke \(invoke.id ?? "\(state).\(index)")"
    return Invoke(name) { (_: WorkInput<EventName, SCXMLSession>) async throws -> EventName? in nil }
  }

  // MARK: Checks and errors

  private func checkDataModel(_ dataModel: SCXMLDataModel?) throws(SCXMLError) {
    // The null data model ignores <data>; only values that need evaluating are refused.
    for data in dataModel?.data ?? [] {
      if data.source != nil {
        throw needsExpressions("<data src>", element: "data", at: data.sourceLocation)
      }
      if data.expression != nil {
        throw needsExpressions("<data expr>", element: "data", at: data.sourceLocation)
      }
    }
  }

  private func needsExpressions(
    _ what: String, element: String, at location: SCXMLSourceLocation
  ) -> SCXMLError {
    SCXMLError(
      kind: .needsExpressions,
      message: "\(what) needs an expression language; StateKit supports the null data model only",
      element: element, sourceLocation: location)
  }

  private func unsupported(
    _ what: String, element: String, at location: SCXMLSourceLocation
  ) -> SCXMLError {
    SCXMLError(
      kind: .unsupported, message: "\(what) is not supported by StateKit", element: element,
      sourceLocation: location)
  }
}
