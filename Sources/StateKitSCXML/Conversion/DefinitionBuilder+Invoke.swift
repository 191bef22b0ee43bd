import StateKit

extension DefinitionBuilder {
  private static let scxmlInvokeTypes: Set<String> = [
    "scxml", "http://www.w3.org/TR/scxml/", "http://www.w3.org/TR/scxml",
  ]

  /// An `<invoke>` of an inline `<content><scxml>` or, with the null data model, of a static
  /// `src` (read at each start, as a data model reads it): state-scoped work that runs the child.
  mutating func invoke(
    _ invoke: SCXMLInvoke, state: String, index: Int
  ) throws(SCXMLError) -> Content {
    let location = invoke.sourceLocation
    if hasDataModel { return try dataInvoke(invoke, state: state, index: index) }
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
    if let finalize = invoke.finalize, !finalize.content.isEmpty {
      throw unsupported(
        "<finalize> with content (the engine cannot run actions before an event is processed)",
        element: "finalize", at: finalize.sourceLocation)
    }
    var invocation = SCXMLProgram.Invocation(
      state: state, id: invoke.id, autoforward: invoke.autoforward)
    if let source = invoke.source {
      try checkResource(source, element: "invoke", at: location)
      invocation.source = SCXMLProgram.StaticSource(
        source: source, baseURL: program.baseURL, resources: program.resources)
    } else if let child = invoke.childDocument {
      invocation.definition = try childDefinition(child)
    } else {
      if case .expression? = invoke.content?.body {
        throw needsExpressions("<content expr>", element: "content", at: location)
      }
      throw unsupported(
        "an <invoke> without a src or an inline <content><scxml> child", element: "invoke",
        at: location)
    }
    program.invocations[state, default: []].append(invocation)
    let name = "invoke \(invoke.id ?? "\(state).\(index)")"
    return .work(
      Work(name: name) { [invocation] input in
        input.context.startChild(invocation, in: input.machine?())
      })
  }

  /// An `<invoke>` with a data model: its attributes, `namelist` and `<param>` are evaluated at
  /// each start, its document may come from `src`, `srcexpr` or `<content expr>`, and its
  /// `<finalize>` runs before each event from the child.
  private mutating func dataInvoke(
    _ invoke: SCXMLInvoke, state: String, index: Int
  ) throws(SCXMLError) -> Content {
    if let type = invoke.type, !Self.scxmlInvokeTypes.contains(type) {
      throw unsupported(
        "an <invoke> of type \"\(type)\"", element: "invoke", at: invoke.sourceLocation)
    }
    try checkResource(invoke.source, element: "invoke", at: invoke.sourceLocation)
    try checkSyntax(params: invoke.params, content: invoke.content)
    try checkSyntax(invoke.finalize?.content ?? [])
    try loadScripts(in: invoke.finalize?.content ?? [])
    let invocation = SCXMLProgram.Invocation(
      state: state, id: invoke.id, autoforward: invoke.autoforward,
      definition: try invoke.childDocument.map { child throws(SCXMLError) in
        try childDefinition(child)
      },
      element: invoke)
    program.invocations[state, default: []].append(invocation)
    let name = "invoke \(invoke.id ?? "\(state).\(index)")"
    return .work(
      Work(name: name) { input in
        input.context.startChild(invocation, in: input.machine?())
      })
  }

  private func childDefinition(_ child: SCXMLDocument) throws(SCXMLError) -> SCXMLDefinition {
    guard let language = program.language else { return try child.definition() }
    return try child.definition(
      dataModel: language, baseURL: program.baseURL, resources: program.resources,
      checksSyntax: checksSyntax)
  }
}
