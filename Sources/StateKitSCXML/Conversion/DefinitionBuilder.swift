import StateKit

/// Walks a document and produces the content of its definition, with the core's `package`
/// array-based builders (`StateContent.node(_:initial:initialActions:content:)` and the rest).
struct DefinitionBuilder {
  typealias Content = StateContent<StateName, EventName, SCXMLSession>
  typealias Act = Action<EventName, SCXMLSession>
  typealias Condition = Guard<StateName, EventName, SCXMLSession>

  let document: SCXMLDocument
  var program = SCXMLProgram()
  /// The ids of the document's states (not those of nested documents).
  lazy var stateIDs = Set(document.allNodes.map(\.id))
  /// Whether expressions are parsed when the document loads (a syntax error stops the
  /// conversion) rather than failing with `error.execution` when they run.
  var checksSyntax = true
  /// Ids of delayed `<send>`s to other sessions: a `<cancel>` of one of them cancels it too.
  var remoteDelayedIDs: Set<String> = []

  /// The name of the exit action that ends the session, on every top-level final state.
  static let finishActionName = "end the session (done.invoke to the parent)"

  init(document: SCXMLDocument, language: (any SCXMLDataModelLanguage)? = nil) {
    self.document = document
    // A document without a datamodel attribute gets the platform's default, which is the
    // language the caller passed (the null data model when none).
    if let language, (document.datamodel ?? language.name) == language.name {
      program.language = language
    } else if document.datamodel ?? "null" == "null", document.containsIf {
      // <if> with In() conditions: the session runs the content, with a language that
      // evaluates nothing.
      program.language = SCXMLNullDataModel()
    }
    program.documentName = document.name ?? ""
    program.binding = document.binding
  }

  mutating func build() throws(SCXMLError) -> SCXMLDefinition {
    for script in document.scripts {
      guard hasDataModel else {
        throw needsExpressions("<script>", element: "script", at: script.sourceLocation)
      }
      if script.source == nil {
        try checkSyntax(
          script.text, as: .script, element: "script", attribute: nil, at: script.sourceLocation)
      }
      try loadScript(script)
      program.topLevelScripts.append(script)
    }
    try checkDataModel(document.dataModel)
    try recordData(document.dataModel, state: nil)
    collectRemoteDelayedIDs()
    var content: [Content] = []
    for child in document.children { content.append(try node(child, isTopLevel: true)) }
    for transition in document.transitions { content.append(try self.transition(transition)) }
    do {
      return try MachineDefinition(
        name: document.name ?? "scxml", initial: document.initial.map { StateName($0) },
        context: SCXMLSession(), eventMatching: .descriptors, states: content,
        extensions: program,
        hooks: hasDataModel
          ? EngineHooks(takeRaised: Self.takeRaised, doneEvent: { EventName($0) }) : nil)
    } catch {
      throw SCXMLError(
        kind: .unsupported, message: "the engine refused the machine: \(error)", element: "scxml",
        sourceLocation: document.sourceLocation)
    }
  }

  /// Takes the events a session's data model raised, for the engine's internal queue.
  @Sendable private static func takeRaised(_ session: SCXMLSession) -> [EventName] {
    session.data?.takeRaised() ?? []
  }

  // MARK: Checks and errors

  func checkDataModel(_ dataModel: SCXMLDataModel?) throws(SCXMLError) {
    // The null data model ignores <data>; only values that need evaluating are refused.
    for data in dataModel?.data ?? [] {
      if hasDataModel { continue }
      if data.source != nil {
        throw needsExpressions("<data src>", element: "data", at: data.sourceLocation)
      }
      if data.expression != nil {
        throw needsExpressions("<data expr>", element: "data", at: data.sourceLocation)
      }
    }
  }

  func needsExpressions(
    _ what: String, element: String, at location: SCXMLSourceLocation
  ) -> SCXMLError {
    SCXMLError(
      kind: .needsExpressions,
      message: "\(what) needs an expression language, which the null data model does not have",
      element: element, sourceLocation: location)
  }

  func unsupported(
    _ what: String, element: String, at location: SCXMLSourceLocation
  ) -> SCXMLError {
    SCXMLError(
      kind: .unsupported, message: "\(what) is not supported by StateKit", element: element,
      sourceLocation: location)
  }
}
