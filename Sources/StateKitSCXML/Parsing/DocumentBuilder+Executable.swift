extension DocumentBuilder {
  /// Builds an `<onentry>`, `<onexit>` or `<finalize>` handler.
  mutating func buildBlock(_ element: XMLElementNode) -> SCXMLExecutableBlock {
    checkAttributes(element, allowed: [])
    return SCXMLExecutableBlock(
      content: executableContent(of: element),
      sourceLocation: element.sourceLocation
    )
  }

  /// Builds the executable content among the children of `element`, reporting any other element.
  mutating func executableContent(of element: XMLElementNode) -> [SCXMLExecutableContent] {
    var content: [SCXMLExecutableContent] = []
    for child in childElements(of: element) {
      if let item = executableItem(child) {
        content.append(item)
      } else {
        misplaced(child, in: element)
      }
    }
    return content
  }

  /// Builds one element of executable content, or returns `nil` when `element` is not one.
  private mutating func executableItem(_ element: XMLElementNode) -> SCXMLExecutableContent? {
    switch element.localName {
    case "raise": .raise(buildRaise(element))
    case "send": .send(buildSend(element))
    case "cancel": .cancel(buildCancel(element))
    case "log": .log(buildLog(element))
    case "if": .if(buildIf(element))
    case "foreach": .foreach(buildForeach(element))
    case "assign": .assign(buildAssign(element))
    case "script": .script(buildScript(element))
    default: nil
    }
  }

  private mutating func buildRaise(_ element: XMLElementNode) -> SCXMLRaise {
    checkAttributes(element, allowed: ["event"])
    expectNoChildElements(element)
    let event = requiredAttribute("event", of: element) ?? ""
    if element.attributes["event"] != nil, event.xmlTokens != [event] {
      let message =
        "event \"\(event)\" is not a valid event name (it must be non-empty, without whitespace)"
      report(.invalidAttributeValue, message, element, attribute: "event")
    }
    return SCXMLRaise(event: event, sourceLocation: element.sourceLocation)
  }

  private mutating func buildSend(_ element: XMLElementNode) -> SCXMLSend {
    checkAttributes(
      element,
      allowed: [
        "event", "eventexpr", "target", "targetexpr", "type", "typeexpr", "id", "idlocation",
        "delay",
        "delayexpr", "namelist",
      ]
    )
    let attributes = element.attributes
    let event = attributes["event"]
    let eventExpression = expressionAttribute("eventexpr", of: element)
    let targetExpression = expressionAttribute("targetexpr", of: element)
    let typeExpression = expressionAttribute("typeexpr", of: element)
    let idLocation = expressionAttribute("idlocation", of: element)
    let delayExpression = expressionAttribute("delayexpr", of: element)
    let nameList = expressionAttribute("namelist", of: element)?.xmlTokens ?? []
    for (literal, expression) in [
      ("event", "eventexpr"), ("target", "targetexpr"), ("type", "typeexpr"), ("id", "idlocation"),
      ("delay", "delayexpr"),
    ] {
      exclusive(
        [literal, expression],
        present: [attributes[literal] != nil, attributes[expression] != nil],
        in: element
      )
    }
    var delay: Duration?
    if let text = attributes["delay"] {
      delay = CSSTime.duration(text)
      if delay == nil {
        let message = "delay \"\(text)\" is not a CSS2 time such as 2s, 500ms, 1.5s or .5s"
        report(.invalidAttributeValue, message, element, attribute: "delay")
      }
    }
    if let event, event.xmlTokens != [event] {
      let message =
        "event \"\(event)\" is not a valid event name (it must be non-empty, without whitespace)"
      report(.invalidAttributeValue, message, element, attribute: "event")
    }
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
    if event == nil, eventExpression == nil, content == nil {
      let message = "<send> requires an 'event' attribute (or 'eventexpr', or a <content> child)"
      report(.missingAttribute, message, element, attribute: "event")
    }
    if content != nil {
      let others = [("namelist", !nameList.isEmpty), ("<param>", !params.isEmpty)]
      for (name, present) in others where present {
        exclusive([name, "<content>"], present: [true, true], in: element)
      }
    }
    return SCXMLSend(
      event: event,
      eventExpression: eventExpression,
      target: attributes["target"],
      targetExpression: targetExpression,
      type: attributes["type"],
      typeExpression: typeExpression,
      id: attributes["id"],
      idLocation: idLocation,
      delay: delay,
      delayExpression: delayExpression,
      nameList: nameList,
      params: params,
      content: content,
      sourceLocation: element.sourceLocation
    )
  }

  private mutating func buildCancel(_ element: XMLElementNode) -> SCXMLCancel {
    checkAttributes(element, allowed: ["sendid", "sendidexpr"])
    expectNoChildElements(element)
    let sendID = element.attributes["sendid"]
    let sendIDExpression = expressionAttribute("sendidexpr", of: element)
    if sendID == nil, sendIDExpression == nil {
      report(
        .missingAttribute, "<cancel> requires a 'sendid' attribute", element, attribute: "sendid")
    }
    exclusive(
      ["sendid", "sendidexpr"], present: [sendID != nil, sendIDExpression != nil], in: element)
    return SCXMLCancel(
      sendID: sendID,
      sendIDExpression: sendIDExpression,
      sourceLocation: element.sourceLocation
    )
  }

  private mutating func buildLog(_ element: XMLElementNode) -> SCXMLLog {
    checkAttributes(element, allowed: ["label", "expr"])
    expectNoChildElements(element)
    if element.attributes["expr"] != nil { usesExpressions = true }
    return SCXMLLog(
      label: element.attributes["label"],
      expression: element.attributes["expr"],
      sourceLocation: element.sourceLocation
    )
  }

  private mutating func buildIf(_ element: XMLElementNode) -> SCXMLIf {
    checkAttributes(element, allowed: ["cond"])
    var branches = [
      SCXMLIf.Branch(
        condition: condition(of: element, required: true),
        content: [],
        sourceLocation: element.sourceLocation
      )
    ]
    var elseElement: XMLElementNode?
    for child in childElements(of: element) {
      switch child.localName {
      case "elseif":
        checkAttributes(child, allowed: ["cond"])
        expectNoChildElements(child)
        if elseElement != nil {
          report(.invalidNesting, "<elseif> cannot come after the <else> of its <if>", child)
        }
        let condition = condition(of: child, required: true)
        branches.append(
          SCXMLIf.Branch(condition: condition, content: [], sourceLocation: child.sourceLocation)
        )
      case "else":
        checkAttributes(child, allowed: [])
        expectNoChildElements(child)
        if elseElement != nil {
          repeated(child, in: element)
        }
        elseElement = child
        branches.append(
          SCXMLIf.Branch(condition: nil, content: [], sourceLocation: child.sourceLocation))
      default:
        if let item = executableItem(child) {
          branches[branches.count - 1].content.append(item)
        } else {
          misplaced(child, in: element)
        }
      }
    }
    return SCXMLIf(branches: branches, sourceLocation: element.sourceLocation)
  }

  private mutating func buildForeach(_ element: XMLElementNode) -> SCXMLForeach {
    checkAttributes(element, allowed: ["array", "item", "index"])
    refuseWithoutExpressions(element)
    let array = requiredAttribute("array", of: element) ?? ""
    let item = requiredAttribute("item", of: element) ?? ""
    return SCXMLForeach(
      array: array,
      item: item,
      index: element.attributes["index"],
      content: executableContent(of: element),
      sourceLocation: element.sourceLocation
    )
  }

  private mutating func buildAssign(_ element: XMLElementNode) -> SCXMLAssign {
    checkAttributes(element, allowed: ["location", "expr"])
    refuseWithoutExpressions(element)
    let location = requiredAttribute("location", of: element) ?? ""
    let expression = element.attributes["expr"]
    let inlineValue = inlineValue(of: element, allowsDocument: false)
    exclusive(
      ["expr", "inline content"], present: [expression != nil, inlineValue != nil], in: element)
    return SCXMLAssign(
      location: location,
      expression: expression,
      inlineValue: inlineValue,
      sourceLocation: element.sourceLocation
    )
  }

  /// Builds a `<script>`, in executable content or at the top of the document.
  mutating func buildScript(_ element: XMLElementNode) -> SCXMLScript {
    checkAttributes(element, allowed: ["src"])
    refuseWithoutExpressions(element)
    for child in element.elementChildren where child.isInSCXMLNamespace {
      report(.invalidNesting, "<script> may only contain text, not <\(child.localName)>", child)
    }
    let source = element.attributes["src"]
    let text = element.text
    exclusive(
      ["src", "inline script"], present: [source != nil, !text.isXMLWhitespace], in: element)
    if source == nil && text.isXMLWhitespace {
      lenient(
        .missingAttribute, "<script> is empty: it needs a 'src' attribute or a script",
        reading: "runs nothing", element)
    }
    return SCXMLScript(
      source: source,
      text: source == nil ? text : "",
      sourceLocation: element.sourceLocation
    )
  }
}
