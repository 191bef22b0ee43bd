import StateKit

/// Executable content, data and done data written back as SCXML: what a definition converted with
/// a data model exports, so that its expressions survive a round trip.
extension SCXMLExecutableContent {
  var xml: XMLOutput {
    switch self {
    case .raise(let raise):
      return XMLOutput("raise", [("event", raise.event)])
    case .log(let log):
      return XMLOutput("log", [("label", log.label), ("expr", log.expression)])
    case .assign(let assign):
      return XMLOutput(
        "assign", [("location", assign.location), ("expr", assign.expression)],
        children: assign.inlineValue.map { Self.body($0) } ?? [])
    case .script(let script):
      return XMLOutput(
        "script", [("src", script.source)],
        children: script.text.isEmpty ? [] : [.text(script.text)])
    case .cancel(let cancel):
      return XMLOutput(
        "cancel", [("sendid", cancel.sendID), ("sendidexpr", cancel.sendIDExpression)])
    case .foreach(let element):
      return XMLOutput(
        "foreach", [("array", element.array), ("item", element.item), ("index", element.index)],
        children: element.content.map { .element($0.xml) })
    case .if(let element):
      var result = XMLOutput("if", [("cond", element.branches.first?.condition?.description)])
      for (index, branch) in element.branches.enumerated() {
        if index > 0 {
          result.append(
            branch.condition.map { XMLOutput("elseif", [("cond", $0.description)]) }
              ?? XMLOutput("else"))
        }
        result.children += branch.content.map { .element($0.xml) }
      }
      return result
    case .send(let send):
      var result = XMLOutput(
        "send",
        [
          ("event", send.event), ("eventexpr", send.eventExpression), ("target", send.target),
          ("targetexpr", send.targetExpression), ("type", send.type),
          ("typeexpr", send.typeExpression), ("id", send.id), ("idlocation", send.idLocation),
          ("delay", send.delay.map(SCXMLExporterTime.css)),
          ("delayexpr", send.delayExpression),
          ("namelist", send.nameList.isEmpty ? nil : send.nameList.joined(separator: " ")),
        ])
      result.children = Self.params(send.params) + Self.content(send.content)
      return result
    }
  }

  static func params(_ params: [SCXMLParam]) -> [XMLOutput.Node] {
    params.map { param in
      .element(
        XMLOutput(
          "param", [("name", param.name), ("expr", param.expression), ("location", param.location)]
        ))
    }
  }

  static func content(_ content: SCXMLContent?) -> [XMLOutput.Node] {
    guard let content else { return [] }
    if case .expression(let expression) = content.body {
      return [.element(XMLOutput("content", [("expr", expression)]))]
    }
    return [.element(XMLOutput("content", children: body(content.body)))]
  }

  static func body(_ body: SCXMLContent.Body) -> [XMLOutput.Node] {
    switch body {
    case .expression(let text), .text(let text): [.text(text)]
    case .markup(let text): [.comment("markup content (not exported): \(text)")]
    case .document(let document): [.comment("a document (not exported): \(document.name ?? "")")]
    }
  }
}

extension SCXMLData {
  var xml: XMLOutput {
    XMLOutput(
      "data", [("id", id), ("src", source), ("expr", expression)],
      children: inlineValue.map { SCXMLExecutableContent.body($0) } ?? [])
  }
}

extension SCXMLDoneData {
  var xml: XMLOutput {
    XMLOutput(
      "donedata",
      children: SCXMLExecutableContent.params(params) + SCXMLExecutableContent.content(content))
  }
}

/// The exporter's CSS time, for code outside the generic exporter.
enum SCXMLExporterTime {
  static func css(_ duration: Duration) -> String {
    SCXMLExporter<StateName, EventName, SCXMLSession>.cssTime(duration)
  }
}
