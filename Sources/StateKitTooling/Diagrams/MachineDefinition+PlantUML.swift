import StateKit

extension MachineDefinition {
  /// The machine as a PlantUML state diagram (`@startuml … @enduml`).
  ///
  /// Compound states are composite states (`state form { … }`), the regions of a parallel
  /// state are separated by `--`, initial and final states are marked with `[*]`, history
  /// states are PlantUML's `[H]` and `[H*]`, and a state's entry and exit actions are listed
  /// inside it (`form : entry / load`). Transition labels read as in
  /// ``mermaid(highlighting:)``, and so are child machines: a composite state `child <id>`
  /// inside the state that runs the child, holding the child's states and transitions, and
  /// `children <id>` for a collection the state holds.
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
    PlantUMLRenderer(tree: machineTree, highlighted: nodeIndices(of: highlighting)).render()
  }
}

/// Writes a ``DefinitionStructure`` as a PlantUML state diagram.
struct PlantUMLRenderer {
  static var highlightColor: String { "#FFD966" }

  let tree: MachineTree
  /// The machine's structure (`tree.model`), kept apart so that reading it copies nothing.
  let model: DefinitionStructure
  let ids: DiagramIdentifiers
  let anyState: String
  let active: Set<Int>
  /// The identifiers taken in the whole diagram, in lower case.
  var used: Set<String>
  var output = ""

  /// A renderer for a machine, or for a child machine whose identifiers start with `prefix`
  /// and differ from those in `used`.
  init(tree: MachineTree, highlighted: Set<Int>, prefix: String = "", used: Set<String> = []) {
    self.tree = tree
    self.model = tree.model
    self.used = used
    let names = tree.model.names + [DefinitionStructure.anyStateName]
    let identifiers = DiagramIdentifiers(
      names: prefix.isEmpty ? names : names.map { prefix + $0 }, used: &self.used)
    self.ids = identifiers
    self.anyState = identifiers.ids.last!
    self.active = highlighted
  }

  consuming func render() -> String {
    output.reserveCapacity(64 * (model.nodes.count + model.transitions.count))
    output.append("@startuml\n")
    output.append("title \(Self.escape(model.names[0]))\n")
    output.append("hide empty description\n")
    writeMachine(indent: "")
    output.append("@enduml\n")
    return output
  }

  /// The machine's states and transitions: the whole diagram's, or a child machine's inside
  /// the composite state that stands for it.
  private mutating func writeMachine(indent: String) {
    writeContent(of: 0, indent: indent)
    if model.hasTopLevelTransitions {
      output.append(
        "\(indent)state \"\(Self.escape(DefinitionStructure.anyStateName))\" as \(anyState)\n")
    }
    for (transition, from, to) in model.edges() {
      let source = from == 0 ? anyState : reference(from)
      output.append(
        "\(indent)\(source) --> \(reference(to)) : \(Self.escape(model.label(of: transition)))\n"
      )
    }
  }

  /// The child machines a state runs, each as a composite state labelled `child <id>`, and
  /// the collections it holds, labelled `children <id>`.
  private mutating func writeChildren(
    _ children: [(label: String, tree: MachineTree)], indent: String
  ) {
    for (label, tree) in children {
      let box = DiagramIdentifiers.identifier(for: label, used: &used)
      output.append("\(indent)state \"\(Self.escape(label))\" as \(box) {\n")
      var child = PlantUMLRenderer(tree: tree, highlighted: [], prefix: box + " ", used: used)
      child.writeMachine(indent: indent + "  ")
      used = child.used
      output.append(child.output)
      output.append("\(indent)}\n")
    }
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
    let children = tree.children(of: node)
    switch info.kind {
    case .shallowHistory, .deepHistory, .root:
      return
    case .atomic, .final:
      if children.isEmpty {
        output.append("\(indent)\(declaration)\n")
      } else {
        output.append("\(indent)\(declaration) {\n")
        writeChildren(children, indent: indent + "  ")
        output.append("\(indent)}\n")
      }
    case .compound, .parallel:
      output.append("\(indent)\(declaration) {\n")
      writeContent(of: node, indent: indent + "  ")
      if !children.isEmpty {
        if info.kind == .parallel { output.append("\(indent)  --\n") }
        writeChildren(children, indent: indent + "  ")
      }
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
