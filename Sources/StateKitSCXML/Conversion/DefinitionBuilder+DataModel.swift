import StateKit

/// The conversion of a document with a data model (`datamodel="ecmascript"` and a language to
/// evaluate it): executable content becomes blocks the session runs inside the step, conditions
/// become guards that evaluate expressions, and the session tracks the configuration for `In()`.
extension DefinitionBuilder {
  /// Whether the document's expressions are evaluated.
  var hasDataModel: Bool { program.language != nil }

  /// A block of executable content: one action that runs it in the step, and, when it has a
  /// `<send>`, one that delivers what it sent once the step is over.
  mutating func dataActions(_ content: [SCXMLExecutableContent]) throws(SCXMLError) -> [Act] {
    guard !content.isEmpty else { return [] }
    try checkSyntax(content)
    try loadScripts(in: content)
    // Unique names: export writes each block back from its name.
    var name = Self.summary(of: content)
    if program.blocks[name] != nil {
      var serial = 2
      while program.blocks["\(name) (\(serial))"] != nil { serial += 1 }
      name = "\(name) (\(serial))"
    }
    program.blocks[name] = content
    var actions: [Act] = [
      .assign(name) { session, event in session.execute(content, event: event) }
    ]
    if Self.containsSend(content) {
      program.internalActions.insert(Self.deliverSends)
      actions.append(.run(Self.deliverSends) { session, _ in session.deliverOutbox() })
    }
    return actions
  }

  static let deliverSends = "deliver sends"

  /// A `cond` expression as a guard.
  func dataGuard(
    _ expression: String, at location: SCXMLSourceLocation
  ) throws(SCXMLError) -> Condition {
    try checkSyntax(
      expression, as: .expression, element: "transition", attribute: "cond", at: location)
    return Condition(expression) { session, event in
      session.condition(expression, event: event, at: location)
    }
  }

  /// The actions that keep the session's view of the configuration (for `In()`) and bind late
  /// data: the first of a state's entry, the last of its exit.
  mutating func tracking(_ id: String) -> (entry: Act, exit: Act) {
    program.internalActions.formUnion(["enter \(id)", "exit \(id)"])
    return (
      .assign("enter \(id)") { session, _ in session.data?.entered(id) },
      .assign("exit \(id)") { session, _ in session.data?.exited(id) }
    )
  }

  /// The action that evaluates a final state's `<donedata>` after its `<onentry>`.
  mutating func doneDataAction(
    _ doneData: SCXMLDoneData, state: String, parent: String?
  ) throws(SCXMLError) -> Act {
    try checkSyntax(params: doneData.params, content: doneData.content)
    program.doneData[state] = doneData
    program.internalActions.insert("donedata")
    return .assign("donedata") { session, event in
      session.evaluateDoneData(doneData, parent: parent, event: event)
    }
  }

  /// Records a state's `<data>` for the session to declare and bind.
  mutating func recordData(_ dataModel: SCXMLDataModel?, state: String?) throws(SCXMLError) {
    guard let data = dataModel?.data, !data.isEmpty else { return }
    for item in data {
      try checkResource(item.source, element: "data", at: item.sourceLocation)
      try checkSyntax(
        item.expression, as: .expression, element: "data", attribute: "expr",
        at: item.sourceLocation)
    }
    if let state { program.stateData[state] = data } else { program.topLevelData = data }
  }

  private static func summary(of content: [SCXMLExecutableContent]) -> String {
    content.map { item in
      switch item {
      case .raise(let raise): "raise \(raise.event)"
      case .send(let send): "send \(send.event ?? send.eventExpression ?? "")"
      case .assign(let assign): "assign \(assign.location)"
      default: item.elementName
      }
    }.joined(separator: "; ")
  }

  private static func containsSend(_ content: [SCXMLExecutableContent]) -> Bool {
    content.contains { item in
      switch item {
      case .send: true
      case .if(let element): element.branches.contains { containsSend($0.content) }
      case .foreach(let element): containsSend(element.content)
      default: false
      }
    }
  }
}
