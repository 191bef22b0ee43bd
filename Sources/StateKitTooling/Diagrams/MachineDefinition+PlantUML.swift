import StateKit

extension MachineDefinition {
  /// The machine as a PlantUML state diagram (`@startuml … @enduml`).
  ///
  /// Compound states are composite states (`state form { … }`), the regions of a parallel
  /// state are separated by `--`, initial and final states are marked with `[*]`, history
  /// states are PlantUML's `[H]` and `[H*]`, and a state's entry and exit actions are listed
  /// inside it (`form : entry / load`). Transition labels read as in
  /// ``mermaid(highlighting:)``.
  ///
  /// ```swift
  /// print(search.plantUML())
  /// ```
  ///
  /// - Parameter highlighting: States to colour (`#FFD966`), typically a snapshot's
  ///   ``Snapshot/configuration``.
  /// - Returns: The diagram, ending with a newline.
  /// - Complexity: O(*n* + *t*) for *n* states and *t* transitions.
  public func plantUML(highlighting: [State.Case] = []) -> String {
    PlantUMLRenderer(model: structure, highlighted: nodeIndices(of: highlighting)).render()
  }
}

/// Writes a ``DefinitionStructure`` as a PlantUML state diagram.
struct PlantUMLRenderer {
  static var highlightColor: String { "#FFD966" }

  let model: DefinitionStructure
  let ids: DiagramIdentifiers
  let anyState: String
  let active: Set<Int>
  var output = ""

  init(model: DefinitionStructure, highlighted: Set<Int>) {
    self.model = model
    let identifiers = DiagramIdentifiers(names: model.names + [DefinitionStructure.anyStateName])
    self.ids = identifiers
    self.anyState = identifiers.ids.last!
    self.active = highlighted
  }

  consuming func render() -> String {
    output.reserveCapacity(64 * (model.nodes.count + model.transitions.count))
    output.append("@startuml\n")
    output.append("title \(Self.escape(model.names[0]))\n")
    output.append("hide empty description\n")
    writeContent(of: 0, indent: "")
    if model.hasTopLevelTransitions {
      output.append("state \"\(Self.escape(DefinitionStructure.anyStateName))\" as \(anyState)\n")
    }
    for (transition, from, to) in model.edges() {
      let source = from == 0 ? anyState : reference(from)
      output.append(
        "\(source) --> \(reference(to)) : \(Self.escape(model.label(of: transition)))\n")
    }
    output.append("@enduml\n")
    return output
  }

  /// How a transition names a node: its id, or `parent[H]` for a history state.
  private func reference(_ node: Int) -> String {
    let info = model.nodes[node]
    guard info.kind.isHistory, let parent = info.parent else { return ids.ids[node] }
    return ids.ids[parent] + (info.kind == .deepHistory ? "[H*]" : "[H]")
  }

  private mutating func writeContent(of parent: Int, indent: String) {
    let info = model.nodes[parent]
    if info.kind == .parallel {
      for (i, region) in info.children.enumerated() {
        if i > 0 { output.append("\(indent)--\n") }
        writeState(region, indent: indent)
      }
    } else {
      for target in info.initial {
        writeEdge(
          from: "[*]", to: reference(target), label: model.initialLabel(of: parent), indent: indent)
      }
      for child in info.children { writeState(child, indent: indent) }
      for child in info.children where model.nodes[child].kind == .final {
        output.append("\(indent)\(ids.ids[child]) --> [*]\n")
      }
    }
    for history in info.historyStates {
      let marker = model.nodes[history].kind == .deepHistory ? "[H*]" : "[H]"
      for target in model.nodes[history].initial {
        writeEdge(
          from: marker, to: reference(target), label: model.initialLabel(of: history),
          indent: indent)
      }
    }
  }

  private mutating func writeEdge(from: String, to: String, label: String, indent: String) {
    output.append("\(indent)\(from) --> \(to)")
    output.append(label.isEmpty ? "\n" : " : \(Self.escape(label))\n")
  }

  private mutating func writeState(_ node: Int, indent: String) {
    let info = model.nodes[node]
    let id = ids.ids[node]
    var declaration =
      ids.isAliased[node] ? "state \"\(Self.escape(info.name))\" as \(id)" : "state \(id)"
    if active.contains(node) { declaration += " \(Self.highlightColor)" }
    switch info.kind {
    case .shallowHistory, .deepHistory, .root:
      return
    case .atomic, .final:
      output.append("\(indent)\(declaration)\n")
    case .compound, .parallel:
      output.append("\(indent)\(declaration) {\n")
      writeContent(of: node, indent: indent + "  ")
      output.append("\(indent)}\n")
    }
    for line in model.actionLines(of: node) {
      output.append("\(indent)\(id) : \(Self.escape(line))\n")
    }
  }

  /// Text for a PlantUML label or quoted name: on one line, without double quotes.
  static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "\"": result += "'"
      case "\n", "\r", "\r\n", "\t": result += " "
      default: result.append(character)
      }
    }
    return result
  }
}
