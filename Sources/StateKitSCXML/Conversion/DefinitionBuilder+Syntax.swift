/// The load-time check of a document's expressions: every `cond`, `expr`, `location` and
/// `<script>` is parsed by the data model language (without running it), and the first syntax
/// error stops the conversion with the element's line and column.
extension DefinitionBuilder {
  /// Checks one piece of source text.
  func checkSyntax(
    _ source: String?, as kind: SCXMLSourceKind, element: String, attribute: String?,
    at location: SCXMLSourceLocation
  ) throws(SCXMLError) {
    guard checksSyntax, let language = program.language, let source else { return }
    guard let problem = language.syntaxError(in: source, as: kind) else { return }
    let what = attribute.map { "\($0)=\"\(source)\"" } ?? "the script"
    let at = attribute.flatMap {
      document.attributeLocations.location(of: $0, inElementAt: location)
    }
    throw SCXMLError(
      kind: .invalidExpression, message: "\(what) is not valid \(language.name): \(problem)",
      element: element, attribute: attribute, sourceLocation: at ?? location)
  }

  /// Checks the expressions of a block of executable content, nested blocks included.
  func checkSyntax(_ content: [SCXMLExecutableContent]) throws(SCXMLError) {
    for item in content {
      let location = item.sourceLocation
      switch item {
      case .raise, .cancel: break
      case .log(let log):
        try checkSyntax(
          log.expression, as: .expression, element: "log", attribute: "expr", at: location)
      case .assign(let assign):
        try checkSyntax(
          assign.location, as: .location, element: "assign", attribute: "location", at: location)
        try checkSyntax(
          assign.expression, as: .expression, element: "assign", attribute: "expr", at: location)
      case .script(let script):
        if script.source == nil {
          try checkSyntax(script.text, as: .script, element: "script", attribute: nil, at: location)
        }
      case .if(let element):
        for branch in element.branches {
          if case .expression(let text)? = branch.condition {
            try checkSyntax(
              text, as: .expression, element: "if", attribute: "cond", at: branch.sourceLocation)
          }
          try checkSyntax(branch.content)
        }
      case .foreach(let element):
        try checkSyntax(
          element.array, as: .expression, element: "foreach", attribute: "array", at: location)
        try checkSyntax(element.content)
      case .send(let send):
        for (name, text) in [
          ("eventexpr", send.eventExpression), ("targetexpr", send.targetExpression),
          ("typeexpr", send.typeExpression), ("delayexpr", send.delayExpression),
        ] {
          try checkSyntax(text, as: .expression, element: "send", attribute: name, at: location)
        }
        try checkSyntax(params: send.params, content: send.content)
      }
    }
  }

  /// Checks `<param>` and `<content expr>`.
  func checkSyntax(params: [SCXMLParam], content: SCXMLContent?) throws(SCXMLError) {
    for param in params {
      try checkSyntax(
        param.expression, as: .expression, element: "param", attribute: "expr",
        at: param.sourceLocation)
      try checkSyntax(
        param.location, as: .location, element: "param", attribute: "location",
        at: param.sourceLocation)
    }
    if let content, case .expression(let text) = content.body {
      try checkSyntax(
        text, as: .expression, element: "content", attribute: "expr", at: content.sourceLocation)
    }
  }
}
