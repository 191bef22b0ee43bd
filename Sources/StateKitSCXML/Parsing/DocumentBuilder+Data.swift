import StateKit

extension DocumentBuilder {
  /// Builds an `<invoke>`.
  mutating func buildInvoke(_ element: XMLElementNode) -> SCXMLInvoke {
    checkAttributes(
      element,
      allowed: [
        "id", "idlocation", "type", "typeexpr", "src", "srcexpr", "autoforward", "namelist",
      ]
    )
    let attributes = element.attributes
    let idLocation = expressionAttribute("idlocation", of: element)
    let typeExpression = expressionAttribute("typeexpr", of: element)
    let sourceExpression = expressionAttribute("srcexpr", of: element)
    let nameList = expressionAttribute("namelist", of: element)?.xmlTokens ?? []
    if let id = attributes["id"], id.isEmpty || id.xmlTokens != [id] {
      let message = "id \"\(id)\" is not valid: an id must be non-empty and contain no whitespace"
      report(.invalidAttributeValue, message, element, attribute: "id")
    }
    var autoforward = false
    if let text = attributes["autoforward"] {
      switch text {
      case "true": autoforward = true
      case "false": autoforward = false
      default:
        let message = "autoforward must be \"true\" or \"false\", not \"\(text)\""
        report(.invalidAttributeValue, message, element, attribute: "autoforward")
      }
    }
    var params: [SCXMLParam] = []
    var content: SCXMLContent?
    var finalize: SCXMLExecutableBlock?
    for child in childElements(of: element) {
      switch child.localName {
      case "param": params.append(buildParam(child))
      case "content":
        if content != nil { repeated(child, in: element) } else { content = buildContent(child) }
      case "finalize":
        if finalize != nil { repeated(child, in: element) } else { finalize = buildBlock(child) }
      default: misplaced(child, in: element)
      }
    }
    exclusive(
      ["id", "idlocation"], present: [attributes["id"] != nil, idLocation != nil], in: element)
    exclusive(
      ["type", "typeexpr"],
      present: [attributes["type"] != nil, typeExpression != nil],
      in: element
    )
    exclusive(
      ["src", "srcexpr", "<content>"],
      present: [attributes["src"] != nil, sourceExpression != nil, content != nil],
      in: element
    )
    exclusive(["namelist", "<param>"], present: [!nameList.isEmpty, !params.isEmpty], in: element)
    return SCXMLInvoke(
      id: attributes["id"],
      idLocation: idLocation,
      type: attributes["type"],
      typeExpression: typeExpression,
      source: attributes["src"],
      sourceExpression: sourceExpression,
      autoforward: autoforward,
      nameList: nameList,
      params: params,
      content: content,
      finalize: finalize,
      sourceLocation: element.sourceLocation
    )
  }

  /// Builds a `<content>`; an `<scxml>` inside it becomes a nested document.
  mutating func buildContent(_ element: XMLElementNode) -> SCXMLContent {
    checkAttributes(element, allowed: ["expr"])
    let expression = expressionAttribute("expr", of: element)
    let inline = inlineValue(of: element, allowsDocument: true)
    exclusive(
      ["expr", "inline content"], present: [expression != nil, inline != nil], in: element)
    let body = expression.map(SCXMLContent.Body.expression) ?? inline ?? .text("")
    return SCXMLContent(body: body, sourceLocation: element.sourceLocation)
  }

  /// Builds a `<param>`, which always needs an expression language for its value.
  mutating func buildParam(_ element: XMLElementNode) -> SCXMLParam {
    checkAttributes(element, allowed: ["name", "expr", "location"])
    expectNoChildElements(element)
    let name = requiredAttribute("name", of: element) ?? ""
    let expression = expressionAttribute("expr", of: element)
    let location = expressionAttribute("location", of: element)
    exclusive(["expr", "location"], present: [expression != nil, location != nil], in: element)
    if expression == nil, location == nil {
      report(
        .missingAttribute,
        "<param> requires an 'expr' or a 'location' attribute",
        element,
        attribute: "expr"
      )
    }
    return SCXMLParam(
      name: name,
      expression: expression,
      location: location,
      sourceLocation: element.sourceLocation
    )
  }

  /// Builds a `<donedata>`: a `<content>` or `<param>` elements.
  mutating func buildDoneData(_ element: XMLElementNode) -> SCXMLDoneData {
    checkAttributes(element, allowed: [])
    var params: [SCXMLParam] = []
    var content: SCXMLContent?
    for child in childElements(of: element) {
      switch child.localName {
      case "param": params.append(buildParam(child))
      case "content":
        if content != nil { repeated(child, in: element) } else { content = buildContent(child) }
      default: misplaced(child, in: element)
      }
    }
    exclusive(["<content>", "<param>"], present: [content != nil, !params.isEmpty], in: element)
    return SCXMLDoneData(content: content, params: params, sourceLocation: element.sourceLocation)
  }

  /// Builds a `<datamodel>`.
  mutating func buildDataModel(_ element: XMLElementNode) -> SCXMLDataModel {
    checkAttributes(element, allowed: [])
    var data: [SCXMLData] = []
    for child in childElements(of: element) {
      if child.localName == "data" {
        data.append(buildData(child))
      } else {
        misplaced(child, in: element)
      }
    }
    return SCXMLDataModel(data: data, sourceLocation: element.sourceLocation)
  }

  /// Builds a `<data>`; only its `src` and `expr` need an expression language.
  mutating func buildData(_ element: XMLElementNode) -> SCXMLData {
    checkAttributes(element, allowed: ["id", "src", "expr"])
    let id = requiredAttribute("id", of: element) ?? ""
    let source = expressionAttribute("src", of: element)
    let expression = expressionAttribute("expr", of: element)
    let inline = inlineValue(of: element, allowsDocument: false)
    exclusive(
      ["src", "expr", "inline content"],
      present: [source != nil, expression != nil, inline != nil],
      in: element
    )
    return SCXMLData(
      id: id,
      source: source,
      expression: expression,
      inlineValue: inline,
      sourceLocation: element.sourceLocation
    )
  }

  /// The children of a `<content>`, `<data>` or `<assign>` as a value: `nil` when there is nothing but
  /// whitespace, a nested document for an `<scxml>` child (when allowed), text, or re-serialized markup.
  mutating func inlineValue(of element: XMLElementNode, allowsDocument: Bool) -> SCXMLContent.Body?
  {
    let elements = element.elementChildren
    let isDocument: (XMLElementNode) -> Bool = { $0.isInSCXMLNamespace && $0.localName == "scxml" }
    if allowsDocument, let root = elements.first(where: isDocument) {
      if elements.count > 1 || element.firstNonWhitespaceText != nil {
        let message = "a <\(element.localName)> holding an <scxml> document must hold nothing else"
        report(.invalidNesting, message, element)
      }
      var nested = DocumentBuilder(options: options)
      let document = nested.buildDocument(root)
      errors += nested.errors
      warnings += nested.warnings
      return .document(document)
    }
    if elements.isEmpty {
      let text = element.text
      return text.isXMLWhitespace ? nil : .text(text)
    }
    let markup = element.children.map { child in
      switch child {
      case .element(let element): element.serialized
      case .text(let text, _): text.xmlEscaped(quotes: false)
      }
    }
    return .markup(markup.joined().trimmingXMLWhitespace())
  }
}
