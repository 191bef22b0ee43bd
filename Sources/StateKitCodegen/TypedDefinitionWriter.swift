import StateKitSCXML

/// Writes a null-data-model document as typed StateKit DSL code, or gives up (`nil`) on what the
/// typed DSL cannot say, which the embedded style then covers.
///
/// SCXML event descriptors match by prefix (`error` matches `error.send`); typed events match
/// exactly. Each descriptor is therefore expanded, here, to every event of the enum it matches,
/// and `done.state.<id>` descriptors to `OnDone(of:)`: the enum holds every event the machine
/// can receive, so the expansion matches what the descriptor would. `done.state.<id>` is no case
/// of the enum: the engine raises it, and only `OnDone(of:)` matches it.
struct TypedDefinitionWriter {
  let document: SCXMLDocument
  var names: DocumentNames
  private var lines: [String] = []
  private var depth = 1
  private let stateIDs: Set<String>
  /// States whose completion raises `done.state.<id>`: compound and parallel states.
  private let doneStates: [String]
  /// Each state's parent state, for the states inside one.
  private let parents: [String: String]
  /// The states with child states (not parallel ones).
  private let compoundStates: Set<String>

  init(document: SCXMLDocument, names: DocumentNames) {
    self.document = document
    self.names = names
    self.stateIDs = Set(document.allNodes.filter(\.isState).map(\.id))
    self.doneStates = document.allNodes.compactMap { node in
      switch node {
      case .state(let state) where !state.isAtomic: state.id
      case .parallel(let parallel): parallel.id
      default: nil
      }
    }
    var parents: [String: String] = [:]
    var pending = document.children.map { (node: $0, parent: String?.none) }
    while let (node, parent) = pending.popLast() {
      parents[node.id] = parent
      pending += node.children.map { (node: $0, parent: node.id) }
    }
    self.parents = parents
    self.compoundStates = Set(
      document.allNodes.compactMap { node in
        if case .state(let state) = node, !state.isAtomic { state.id } else { nil }
      })
    // The engine raises these itself and `OnDone(of:)` matches them: they are no cases.
    self.names.removeEvents(named: Set(doneStates.map { "done.state." + $0 }))
  }

  private struct Unsupported: Error {}

  mutating func write() -> [String]? {
    do throws(Unsupported) {
      guard document.scripts.isEmpty, !document.children.isEmpty else { throw Unsupported() }
      try checkData(document.dataModel)
      let initial = document.initial.map { "." + names.state($0) }.joined(separator: ", ")
      lines.append("initial: \(initial), context: context) {")
      for child in document.children { try node(child) }
      for transition in document.transitions { try self.transition(transition, in: "scxml") }
      lines.append("}")
      return lines
    } catch {
      return nil
    }
  }

  private mutating func emit(_ text: String) {
    lines.append(String(repeating: "  ", count: depth) + text)
  }

  private func checkData(_ dataModel: SCXMLDataModel?) throws(Unsupported) {
    for data in dataModel?.data ?? [] where data.source != nil || data.expression != nil {
      throw Unsupported()
    }
  }

  private func state(_ id: String) -> String { "." + names.state(id) }

  private mutating func node(_ node: SCXMLStateNode) throws(Unsupported) {
    switch node {
    case .state(let state):
      try checkData(state.dataModel)
      var head = "StateNode(\(self.state(state.id))"
      if !state.isAtomic, let initial = state.initial {
        head += ", initial: " + initial.targets.map(self.state).joined(separator: ", ")
        let actions = try self.actions(initial.transition.content, place: "\(state.id) initial")
        if !actions.isEmpty { head += ", initialActions: [\(actions.joined(separator: ", "))]" }
      }
      try body(
        head + ")", children: state.children, id: state.id, transitions: state.transitions,
        onEntry: state.onEntry, onExit: state.onExit, invokes: state.invokes)
    case .parallel(let parallel):
      try checkData(parallel.dataModel)
      try body(
        "Parallel(\(state(parallel.id)))", children: parallel.children, id: parallel.id,
        transitions: parallel.transitions, onEntry: parallel.onEntry, onExit: parallel.onExit,
        invokes: parallel.invokes, alwaysOpen: true)
    case .final(let final):
      try body(
        "Final(\(state(final.id)))", children: [], id: final.id, transitions: [],
        onEntry: final.onEntry, onExit: final.onExit)
    case .history(let history):
      if history.transition?.condition != nil { throw Unsupported() }
      var text = "History(\(state(history.id))"
      if history.type == .deep { text += ", .deep" }
      let defaults = history.transition?.targets ?? []
      if !defaults.isEmpty { text += ", default: " + defaults.map(state).joined(separator: ", ") }
      let actions = try self.actions(
        history.transition?.content ?? [], place: "\(history.id) default")
      if !actions.isEmpty { text += ", actions: [\(actions.joined(separator: ", "))]" }
      emit(text + ")")
    }
  }

  private mutating func body(
    _ head: String, children: [SCXMLStateNode], id: String, transitions: [SCXMLTransition],
    onEntry: [SCXMLExecutableBlock], onExit: [SCXMLExecutableBlock],
    invokes: [SCXMLInvoke] = [], alwaysOpen: Bool = false
  ) throws(Unsupported) {
    let isEmpty =
      children.isEmpty && transitions.isEmpty && onEntry.isEmpty && onExit.isEmpty
      && invokes.isEmpty
    if isEmpty && !alwaysOpen {
      emit(head)
      return
    }
    emit(head + " {")
    depth += 1
    for child in children { try node(child) }
    for transition in transitions { try self.transition(transition, in: id) }
    for block in onEntry {
      emit("Entry(\(try actions(block.content, place: "\(id) entry").joined(separator: ", ")))")
    }
    for block in onExit {
      emit("Exit(\(try actions(block.content, place: "\(id) exit").joined(separator: ", ")))")
    }
    for invoke in invokes { try self.invoke(invoke, in: id) }
    depth -= 1
    emit("}")
  }

  private mutating func transition(
    _ transition: SCXMLTransition, in source: String
  ) throws(Unsupported) {
    let trigger = transition.events.first.map(DocumentNames.eventName(of:)) ?? "always"
    var options: [String] = []
    let targets = transition.targets.map(state)
    if transition.type == .internal {
      options.append("type: .internal")
    } else if keepsSourceActiveWhenInternal(transition, source: source) {
      // SCXML's default; the DSL's is internal, which would leave the source active here.
      options.append("type: .external")
    }
    if let condition = transition.condition {
      options.append("guard: " + guardText(condition, place: "\(source) \(trigger)", transition))
    }
    let actions = try self.actions(transition.content, place: "\(source) \(trigger)")
    if !actions.isEmpty { options.append("actions: [\(actions.joined(separator: ", "))]") }
    let suffix = options.map { ", " + $0 }.joined()
    let target: String
    switch targets.count {
    case 0: target = ""
    case 1: target = ", to: " + targets[0]
    default: target = ", to: [" + targets.joined(separator: ", ") + "]"
    }
    if transition.events.isEmpty {
      guard targets.count <= 1 else { throw Unsupported() }
      let text = "Always(" + (target + suffix).dropFirst(2) + ")"
      emit(text == "Always()" ? "Always()" : text)
      return
    }
    let cases = names.events.filter { event in
      transition.events.contains { Self.matches($0, event.raw) }
    }
    let done = doneStates.filter { id in
      transition.events.contains { Self.matches($0, "done.state." + id) }
    }
    if cases.isEmpty && done.isEmpty {
      emit("// line \(transition.sourceLocation.line): matches no event the document names")
      return
    }
    if !cases.isEmpty {
      let list = cases.map { "." + SwiftName.member($0.raw) }.joined(separator: ", ")
      emit("On(\(list)\(target)\(suffix))")
    }
    for id in done {
      guard targets.count <= 1, transition.type == .external else { throw Unsupported() }
      emit("OnDone(of: \(state(id))\(target)\(suffix))")
    }
  }

  /// The `<invoke>` types StateKitSCXML runs itself (a child SCXML session).
  static let scxmlInvokeTypes: Set<String> = [
    "scxml", "http://www.w3.org/TR/scxml/", "http://www.w3.org/TR/scxml",
  ]

  /// An `<invoke>` of a service of the app (a type other than SCXML, with nothing to evaluate)
  /// is a work hook; a child SCXML session needs the embedded style.
  private mutating func invoke(_ invoke: SCXMLInvoke, in state: String) throws(Unsupported) {
    guard let type = invoke.type, !Self.scxmlInvokeTypes.contains(type),
      invoke.typeExpression == nil, invoke.source == nil, invoke.sourceExpression == nil,
      invoke.idLocation == nil, invoke.nameList.isEmpty, invoke.params.isEmpty,
      invoke.content == nil, invoke.finalize?.content.isEmpty ?? true, !invoke.autoforward
    else { throw Unsupported() }
    let name = invoke.id ?? type
    names.addHook(.invoke, text: name, fallback: "\(state) invoke", at: invoke.sourceLocation)
    let hook = names.hooks.first { $0.kind == .invoke && $0.text == name }!
    emit(
      "Invoke(\(SwiftSource.quoted(name))) { input in "
        + "try await hooks.\(SwiftName.member(hook.swift))(input) }")
  }

  /// Whether the transition, were it internal, would leave its source active: its source is a
  /// compound state and every target a proper descendant of it. Anywhere else the two types run
  /// the same, and typed code leaves the DSL's default (internal) in place.
  private func keepsSourceActiveWhenInternal(
    _ transition: SCXMLTransition, source: String
  ) -> Bool {
    guard compoundStates.contains(source), !transition.targets.isEmpty else { return false }
    return transition.targets.allSatisfy { target in
      var node = parents[target]
      while let current = node {
        if current == source { return true }
        node = parents[current]
      }
      return false
    }
  }

  /// SCXML's descriptor match (the engine's `eventDescriptorsMatch`, for one descriptor).
  static func matches(_ descriptor: String, _ name: String) -> Bool {
    if descriptor == "*" { return true }
    let prefix = DocumentNames.eventName(of: descriptor)
    return name == prefix || name.hasPrefix(prefix + ".")
  }

  private mutating func guardText(
    _ condition: SCXMLCondition, place: String, _ transition: SCXMLTransition
  ) -> String {
    switch condition {
    case .inState(let id) where stateIDs.contains(id): return ".inState(\(state(id)))"
    case .inState(let id):
      return "Guard(\(SwiftSource.quoted("In('\(id)')"))) { _, _ in false }"
    case .expression(let text):
      names.addHook(
        .condition, text: text, fallback: "\(place) condition", at: transition.sourceLocation)
      let hook = names.hooks.first { $0.kind == .condition && $0.text == text }!
      return
        "Guard(\(SwiftSource.quoted(text))) { context, event in "
        + "hooks.\(SwiftName.member(hook.swift))(context, event) }"
    }
  }

  private mutating func actions(
    _ content: [SCXMLExecutableContent], place: String
  ) throws(Unsupported) -> [String] {
    var result: [String] = []
    for item in content {
      switch item {
      case .raise(let raise): result.append(".raise(.\(SwiftName.member(raise.event)))")
      case .send(let send): result.append(try self.send(send))
      case .cancel(let cancel):
        guard let id = cancel.sendID else { throw Unsupported() }
        result.append(".cancel(\(SwiftSource.quoted(id)))")
      case .log(let log): result.append(".log(\(SwiftSource.quoted(log.label ?? "")))")
      case .script(let script) where script.source == nil:
        names.addHook(
          .script, text: script.text, fallback: "\(place) script", at: script.sourceLocation)
        let hook = names.hooks.first { $0.kind == .script && $0.text == script.text }!
        let member = SwiftName.member(hook.swift)
        result.append(
          ".assign(\(SwiftSource.quoted(hook.swift))) { context, event in "
            + "hooks.\(member)(&context, event) }")
      case .script, .if, .foreach, .assign: throw Unsupported()
      }
    }
    return result
  }

  private func send(_ send: SCXMLSend) throws(Unsupported) -> String {
    guard let name = send.event, send.eventExpression == nil, send.targetExpression == nil,
      send.typeExpression == nil, send.idLocation == nil, send.delayExpression == nil,
      send.nameList.isEmpty, send.params.isEmpty,
      send.type == nil || send.type == "scxml"
        || send.type == "http://www.w3.org/TR/scxml/#SCXMLEventProcessor"
    else { throw Unsupported() }
    if case .expression? = send.content?.body { throw Unsupported() }
    let event = "." + SwiftName.member(name)
    let delay = send.delay.flatMap { $0 > .zero ? $0 : nil }
    switch send.target {
    case nil:
      guard let delay else { return ".send(\(event))" }
      let id = send.id.map { ", id: " + SwiftSource.quoted($0) } ?? ""
      return ".send(\(event), after: \(Self.duration(delay))\(id))"
    case "#_internal"? where delay == nil: return ".raise(\(event))"
    default: throw Unsupported()
    }
  }

  static func duration(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    if attoseconds % 1_000_000_000_000_000 == 0 {
      return ".milliseconds(\(seconds * 1000 + attoseconds / 1_000_000_000_000_000))"
    }
    return ".nanoseconds(\(seconds * 1_000_000_000 + attoseconds / 1_000_000_000))"
  }
}
