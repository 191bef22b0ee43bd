import StateKit

extension MachineDefinition {
  /// Writes the definition as an SCXML document.
  ///
  /// Works for any definition — typed or loaded from SCXML — through the public introspection
  /// API (`MachineDefinition/stateNodes`, `MachineDefinition/transitionList` and the actions as
  /// data). States and events are named by their cases (`String(describing:)`). A definition
  /// loaded from SCXML, exported and loaded again behaves the same.
  ///
  /// What has no SCXML equivalent is written so that it is visible and never silently wrong:
  ///
  /// - `Action/assign(_:_:)` and `Action/run(_:_:)` are Swift closures: each is written as
  ///   `<log label="name"/>`, so the document shows where it runs. (The `run` actions that stand
  ///   for `<send target="#_parent">` and `<send target="#_id">` in a loaded document are written
  ///   back as those sends.)
  /// - A guard that is a closure is written as `cond="name"`: an expression, which StateKit
  ///   refuses to load (``StateKitSCXML/SCXMLError/Kind/needsExpressions``) rather than run the transition
  ///   unguarded. `Guard/inState(_:)` is `In('state')`; `Guard/notInState(_:)` is
  ///   `!In('state')`, also an expression.
  /// - A delayed transition (`After(_:to:id:type:guard:action:actions:)`) becomes a delayed send of a
  ///   generated event `statekit.after.STATE` (`statekit.after.STATE.N` when the state has more
  ///   than one) in the state's `<onentry>` (after its entry actions), a
  ///   `<cancel>` of it in its `<onexit>` (after its exit actions), and a transition on that event.
  ///   Unlike the engine's timer, the generated event can also be matched by a `*` descriptor.
  /// - Transitions declared at the top level of the machine (allowed by the DSL, not by SCXML)
  ///   are repeated at the end of each top-level state that is not final, which keeps their
  ///   priority and effect (an `internal` one then stays inside that state).
  /// - The machine's `initialActions` have no place in SCXML (`<scxml>` has no `<initial>`):
  ///   they are written as a comment.
  /// - State-scoped work written in Swift (`Invoke(_:_:catch:)`) is written as a comment; the
  ///   `<invoke>` elements of a loaded document are written back with their inline child
  ///   document.
  /// - A typed child machine (`Invoke(_:input:emitted:done:failed:)`) is written as
  ///   `<invoke id="ID" type="scxml">` with its document inline, as this parent runs it: each
  ///   `emit` of the child is a `<send target="#_parent">` of the event case the parent's
  ///   `emitted` maps it to (a comment when the parent drops it), and each top-level final state
  ///   ends its `<onentry>` with a `<send target="#_parent">` of the case `done` maps it to. The
  ///   loaded parent receives these, as the Swift parent does, as external events in the order
  ///   the child sent them, `done`'s after the child's emits, and then `done.invoke.ID`, which it
  ///   has no transition for. To learn the cases, the export calls `emitted` on each event value
  ///   the child emits and `done` on the snapshot of a machine that has just entered each
  ///   top-level final state, with the child definition's initial context: both must be free of
  ///   side effects. `send(_:to:)` to the child is `<send target="#_ID">`. Not carried: the
  ///   payloads of the parent's events (`done`'s is named in a comment); a `done` that chooses
  ///   its case from the context, which is written as it maps the initial context; a final state
  ///   whose case carries a payload (a comment, and no send); `input`, which makes the child's
  ///   starting context; and `failed`, as a document has no runaway macrostep. A transition of
  ///   the parent on `*`, or on an event named as a prefix of `done.invoke.ID` (`done`), also
  ///   takes `done.invoke.ID` in the loaded machine.
  /// - A collection of child machines (`Invoke(_:emitted:done:failed:)` of `ChildMachines`) is
  ///   written as a comment, and the actions that spawn, stop and send to its children as
  ///   `<log label="name"/>`: an `<invoke>` runs one child for its state's stay, not children
  ///   that actions start and stop.
  /// - A log message is written as a string-literal `expr` (never evaluated when loaded again).
  ///
  /// - Returns: The document, with an XML declaration, `datamodel="null"`, and every compound
  ///   state's initial state written explicitly.
  public func scxml() -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + scxmlElement().serialized() + "\n"
  }

  /// The `<scxml>` element of the definition (also used inside `<content>` for invoked children).
  func scxmlElement() -> XMLOutput {
    SCXMLExporter(definition: self, reports: nil).document()
  }

  /// The `<scxml>` element of the definition run as a typed child, whose reports reach the
  /// parent as the events `reports` names.
  func scxmlElement(reports: ChildReportNames?) -> XMLOutput {
    SCXMLExporter(definition: self, reports: reports).document()
  }
}

/// A definition that writes its `<scxml>` element, whatever its types: how a parent's export
/// writes the document of a typed child machine it runs.
protocol SCXMLElementWriting {
  func scxmlElement(reports: ChildReportNames?) -> XMLOutput
}

extension MachineDefinition: SCXMLElementWriting {}

/// How the event of an exported delayed transition's timer starts (`statekit.after.STATE`):
/// `statekit diff` reads such transitions as delayed ones.
package let delayedTransitionEventPrefix = "statekit.after."

/// Writes one definition.
struct SCXMLExporter<State: MachineState, Event: MachineEvent, Context: Sendable> {
  typealias Definition = MachineDefinition<State, Event, Context>

  let definition: Definition
  let nodes: [Definition.Node]
  let transitions: [Definition.Transition]
  /// The program of a definition loaded from SCXML, to write sends to other sessions and invokes.
  let program: SCXMLProgram?
  /// For a typed child written inside its parent's `<invoke>`: the parent events its reports
  /// map to, which the child's document sends to `#_parent`. `nil` for a document of its own.
  let reports: ChildReportNames?

  init(definition: Definition, reports: ChildReportNames?) {
    self.definition = definition
    self.nodes = definition.stateNodes
    self.transitions = definition.transitionList
    self.program = definition.extensions as? SCXMLProgram
    self.reports = reports
  }

  func document() -> XMLOutput {
    let root = nodes[0]
    var element = XMLOutput(
      "scxml",
      [
        ("xmlns", "http://www.w3.org/2005/07/scxml"), ("version", "1.0"),
        ("datamodel", program?.language?.name ?? "null"),
        ("binding", program?.binding == .late ? "late" : nil),
        ("name", definition.name), ("initial", names(root.initial)),
      ])
    if let data = program?.topLevelData, !data.isEmpty {
      element.append(XMLOutput("datamodel", children: data.map { .element($0.xml) }))
    }
    if let script = program?.exportedTopLevelScript {
      element.append(SCXMLExecutableContent.script(script).xml)
    }
    if !root.initialActions.isEmpty {
      element.append(
        comment: "initial actions of the machine (no SCXML equivalent): "
          + root.initialActions.joined(separator: ", "))
    }
    for child in childNodes(of: root) { element.append(self.element(for: child)) }
    return element
  }

  /// Child states and history states, in document order.
  private func childNodes(of node: Definition.Node) -> [Definition.Node] {
    (node.children + node.historyStates).sorted().map { nodes[$0] }
  }

  private func names(_ indices: [Int]) -> String? {
    indices.isEmpty ? nil : indices.map { nodes[$0].name }.joined(separator: " ")
  }

  private func element(for node: Definition.Node) -> XMLOutput {
    switch node.kind {
    case .shallowHistory, .deepHistory:
      var history = XMLOutput(
        "history", [("id", node.name), ("type", node.kind == .deepHistory ? "deep" : "shallow")])
      var transition = XMLOutput("transition", [("target", names(node.initial))])
      transition.children = actionNodes(definition.initialActions(of: node.id))
      history.append(transition)
      return history
    case .root, .atomic, .compound, .parallel, .final:
      break
    }
    let name: String =
      switch node.kind {
      case .parallel: "parallel"
      case .final: "final"
      default: "state"
      }
    let initialActions = node.kind == .compound ? definition.initialActions(of: node.id) : []
    let initialAttribute =
      node.kind == .compound && initialActions.isEmpty ? names(node.initial) : nil
    var element = XMLOutput(name, [("id", node.name), ("initial", initialAttribute)])
    if let data = program?.stateData[node.name], !data.isEmpty {
      element.append(XMLOutput("datamodel", children: data.map { .element($0.xml) }))
    }
    if node.kind == .compound && !initialActions.isEmpty {
      var transition = XMLOutput("transition", [("target", names(node.initial))])
      transition.children = actionNodes(initialActions)
      element.append(XMLOutput("initial", children: [.element(transition)]))
    }

    // Entry and exit actions, with the timers of delayed transitions.
    var entry = actionNodes(definition.entryActions(of: node.id))
    var exit = actionNodes(definition.exitActions(of: node.id))
    var ownTransitions = node.transitions.map { transitions[$0] }
    if node.parent == 0 && node.kind != .final {
      ownTransitions += nodes[0].transitions.map { transitions[$0] }
    }
    for transition in ownTransitions {
      guard case .after(let delay) = transition.trigger, transition.source == node.id else {
        continue
      }
      let event = afterEvent(transition)
      entry.append(
        .element(
          XMLOutput("send", [("event", event), ("delay", Self.cssTime(delay)), ("id", event)])))
      exit.append(.element(XMLOutput("cancel", [("sendid", event)])))
    }
    entry += doneReport(of: node)
    if !entry.isEmpty { element.append(XMLOutput("onentry", children: entry)) }
    if !exit.isEmpty { element.append(XMLOutput("onexit", children: exit)) }

    for (index, transition) in ownTransitions.enumerated() {
      if index == node.transitions.count {
        element.append(
          comment: "top-level transitions of the machine, repeated in each top-level state")
      }
      element.append(self.element(for: transition))
    }
    if let doneData = program?.doneData[node.name] { element.append(doneData.xml) }
    element.children += invokeNodes(of: node)
    for child in childNodes(of: node) { element.append(self.element(for: child)) }
    return element
  }

  /// The event of a delayed transition's timer: named after its state, and numbered when the
  /// state has more than one, so that an edit elsewhere in the machine leaves the name as it
  /// was (`statekit diff` compares two exports by these names).
  private func afterEvent(_ transition: Definition.Transition) -> String {
    let state = nodes[transition.source]
    let delayed = state.transitions.filter { transitions[$0].delay != nil }
    let name = delayedTransitionEventPrefix + state.name
    guard delayed.count > 1, let position = delayed.firstIndex(of: transition.id) else {
      return name
    }
    return "\(name).\(position + 1)"
  }

  /// Whether `transition` is written with `type="internal"`: where, and only where, the type
  /// changes what runs. SCXML's default is external, the DSL's internal; an internal transition
  /// leaves its source active when the source is a compound state and every target a proper
  /// descendant of it, and exits what it leaves like an external one anywhere else.
  ///
  /// A top-level transition (declared on the root) is written without it: it is repeated in
  /// each top-level state, which it must exit and enter again, as the root's transition does.
  private func keepsSourceActive(_ transition: Definition.Transition) -> Bool {
    guard transition.type == .internal, transition.source != 0,
      nodes[transition.source].kind == .compound, !transition.targets.isEmpty
    else { return false }
    return transition.targets.allSatisfy { target in
      var node = nodes[target].parent
      while let current = node {
        if current == transition.source { return true }
        node = nodes[current].parent
      }
      return false
    }
  }

  private func element(for transition: Definition.Transition) -> XMLOutput {
    let event: String? =
      switch transition.trigger {
      case .events(let cases): cases.map { String(describing: $0) }.joined(separator: " ")
      case .eventless: nil
      case .done(let node): "done.state.\(nodes[node].name)"
      case .after: afterEvent(transition)
      }
    var condition: String?
    if let (node, negated) = transition.inStateGuard {
      let name = nodes[node].name
      let call = name.contains("'") ? "In(\"\(name)\")" : "In('\(name)')"
      condition = negated ? "!" + call : call
    } else if let guardName = transition.guardName {
      condition = guardName
    }
    var element = XMLOutput(
      "transition",
      [
        ("event", event), ("cond", condition), ("target", names(transition.targets)),
        ("type", keepsSourceActive(transition) ? "internal" : nil),
      ])
    element.children = actionNodes(definition.actions(of: transition.id))
    return element
  }

  // MARK: Actions

  private func actionNodes(_ actions: [Action<Event, Context>]) -> [XMLOutput.Node] {
    actions.flatMap { action -> [XMLOutput.Node] in
      if let block = program?.blocks[action.name] { return block.map { .element($0.xml) } }
      if program?.internalActions.contains(action.name) == true { return [] }
      return actionNode(action).map { [$0] } ?? []
    }
  }

  private func actionNode(_ action: Action<Event, Context>) -> XMLOutput.Node? {
    switch action.kind {
    case .raise(let event):
      return .element(XMLOutput("raise", [("event", Self.name(of: event))]))
    case .send(let event):
      return .element(XMLOutput("send", [("event", Self.name(of: event))]))
    case .sendDelayed(let event, let delay, let id):
      return .element(
        XMLOutput(
          "send", [("event", Self.name(of: event)), ("delay", Self.cssTime(delay)), ("id", id)]))
    case .cancel(let id):
      return .element(XMLOutput("cancel", [("sendid", id)]))
    case .log(let label, let message):
      let expression = message.isEmpty ? nil : ECMAScriptSource.stringLiteral(message, quote: "'")
      return .element(
        XMLOutput("log", [("label", label.isEmpty ? nil : label), ("expr", expression)]))
    case .run:
      switch program?.runActions[action.name] {
      case .send(let send)?:
        return .element(
          XMLOutput(
            "send",
            [
              ("event", send.event), ("target", send.target.description),
              ("delay", send.delay.map(Self.cssTime)), ("id", send.id),
            ]))
      case .cancelRemote?:
        return nil  // written by the `<cancel>` it accompanies
      case .finish?:
        return nil  // not part of the document
      case nil:
        return .element(XMLOutput("log", [("label", action.name)]))
      }
    case .assign, .children:
      // Swift code, or a collection of children, which SCXML cannot express: named for the
      // reader.
      return .element(XMLOutput("log", [("label", action.name)]))
    case .emit(let event):
      return emitNode(event)
    case .emitMade:
      // An event computed by Swift code, which SCXML cannot express: named for the reader.
      return .element(XMLOutput("log", [("label", action.name)]))
    case .sendChild(let id, let event):
      return .element(
        XMLOutput(
          "send", [("event", Self.childEventName(event)), ("target", "#_\(id)")]))
    }
  }

  private func invokeNodes(of node: Definition.Node) -> [XMLOutput.Node] {
    definition.work(of: node.id).enumerated().map { index, work in
      if let child = work.child, let machine = child.definition as? any SCXMLElementWriting {
        // A typed child machine: its document inline, sending the parent the events the
        // parent maps its reports to.
        let document = machine.scxmlElement(reports: child.reportNames)
        return .element(
          XMLOutput(
            "invoke", [("id", child.id), ("type", "scxml")],
            children: [.element(XMLOutput("content", children: [.element(document)]))]))
      }
      if let collection = work.collection {
        return .comment(
          "collection of child machines \"\(collection.id)\" (not exported: its children are"
            + " spawned, stopped and reported by Swift code)")
      }
      guard let invocation = program?.invocation(state: node.name, index: index) else {
        return .comment("state-scoped work \"\(work.name)\" (Swift code, not exported)")
      }
      guard let child = invocation.definition?.scxmlElement() else {
        return .comment("<invoke> of a document found at run time (not exported)")
      }
      return .element(
        XMLOutput(
          "invoke",
          [("id", invocation.id), ("autoforward", invocation.autoforward ? "true" : nil)],
          children: [.element(XMLOutput("content", children: [.element(child)]))]))
    }
  }

  // MARK: Values

  static func name(of event: Event) -> String {
    String(describing: event.eventCase)
  }

  /// The name of an event for a child machine, whose type the parent does not know.
  private static func childEventName(_ event: any Sendable) -> String {
    guard let event = event as? any MachineEvent else { return String(describing: event) }
    return String(describing: event.eventCase)
  }

  /// A duration as a CSS2 time in milliseconds (`250ms`, `1.5ms`), to the nanosecond.
  static func cssTime(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    let milliseconds = nanoseconds / 1_000_000
    let rest = nanoseconds % 1_000_000
    guard rest != 0 else { return "\(milliseconds)ms" }
    var fraction = String(rest)
    fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return "\(milliseconds).\(fraction)ms"
  }
}
