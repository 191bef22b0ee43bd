import StateKit

extension MachineDefinition {
  /// The machine as a Mermaid state diagram (`stateDiagram-v2`), which GitHub renders in
  /// Markdown.
  ///
  /// Compound states become composite states (`state form { … }`), the regions of a parallel
  /// state are separated by `--`, initial states are marked `[*] --> state`, final states
  /// `state --> [*]`, and history states are drawn as `H` (shallow) or `H*` (deep). A
  /// transition's label reads `event [guard] / action, action`; an eventless transition reads
  /// `(always)`, a completion `done.state.<name>`, a delayed one `after <delay>`. A
  /// targetless transition is drawn as a loop. Transitions declared at the machine's top level
  /// (in every state) start at an `(any state)` pseudo-state. Names that are not plain
  /// identifiers (spaces, parentheses) are declared as labels of an alias
  /// (`state "(not entered)" as not_entered`).
  ///
  /// A child machine a state runs (`Invoke(_:input:emitted:done:failed:)`) is drawn inside
  /// that state, as a composite state labelled `child <id>` holding the child's own states and
  /// transitions, and its children inside theirs. The child's states get identifiers of their
  /// own (`child_login_form`), so they never collide with the parent's. A collection of child
  /// machines a state holds (`Invoke(_:emitted:done:failed:)`) is drawn the same way, labelled
  /// `children <id>`: one box for the definition each of its children runs.
  ///
  /// The text only depends on the definition and `highlighting`, so it can be committed and
  /// compared in tests.
  ///
  /// ```swift
  /// print(search.mermaid())
  /// let current = machine.snapshot.configuration
  /// print(search.mermaid(highlighting: current))
  /// ```
  ///
  /// - Parameter highlighting: States to highlight (a `classDef active` fill), typically a
  ///   snapshot's ``Snapshot/configuration``.
  /// - Returns: The diagram, ending with a newline.
  /// - Complexity: O(*n* + *t*) for *n* states and *t* transitions.
  public func mermaid(highlighting: [State.Case] = []) -> String {
    MermaidRenderer(tree: machineTree).render(highlighted: nodeIndices(of: highlighting))
  }
}

/// Writes a ``DefinitionStructure`` as a Mermaid `stateDiagram-v2`.
struct MermaidRenderer {
  let tree: MachineTree
  /// The machine's structure (`tree.model`), kept apart so that reading it copies nothing.
  let model: DefinitionStructure
  let ids: DiagramIdentifiers
  let anyState: String
  /// Nodes some edge or initial marker mentions.
  let referenced: Set<Int>
  /// Whether this is a child machine, drawn inside the state that runs it.
  let isChild: Bool
  /// The identifiers taken in the whole diagram, in lower case.
  var used: Set<String>
  var output = ""

  /// A renderer for a machine, or for a child machine whose identifiers start with `prefix`
  /// and differ from those in `used`.
  init(tree: MachineTree, prefix: String = "", used: Set<String> = []) {
    self.tree = tree
    self.model = tree.model
    let model = tree.model
    self.isChild = !prefix.isEmpty
    self.used = used
    let names = model.names + [DefinitionStructure.anyStateName]
    let identifiers = DiagramIdentifiers(
      names: isChild ? names.map { prefix + $0 } : names, used: &self.used)
    self.ids = identifiers
    self.anyState = identifiers.ids.last!
    var referenced = Set(model.nodes[0].initial)
    for transition in model.transitions {
      referenced.insert(transition.source)
      referenced.formUnion(transition.targets)
    }
    self.referenced = referenced
  }

  consuming func render(highlighted: Set<Int>) -> String {
    output.reserveCapacity(64 * (model.nodes.count + model.transitions.count))
    output.append("stateDiagram-v2\n")
    writeMachine(indent: "  ")
    let active = highlighted
    if !active.isEmpty {
      output.append("  classDef active fill:#ffd966,stroke:#b45f06,stroke-width:2px\n")
      let names = model.nodes.indices.filter(active.contains).map { ids.ids[$0] }
      output.append("  class \(names.joined(separator: ",")) active\n")
    }
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
    for node in model.nodes where node.kind.isHistory {
      for target in node.initial {
        writeEdge(
          from: ids.ids[node.id], to: ids.ids[target], label: model.initialLabel(of: node.id),
          indent: indent)
      }
    }
    for (transition, from, to) in model.edges() {
      let source = from == 0 ? anyState : ids.ids[from]
      writeEdge(
        from: source, to: ids.ids[to], label: model.label(of: transition), indent: indent)
    }
  }

  /// The child machines a state runs, each as a composite state labelled `child <id>`, and
  /// the collections it holds, labelled `children <id>`.
  private mutating func writeChildren(
    _ children: [(label: String, tree: MachineTree)], indent: String
  ) {
    for (label, tree) in children {
      let box = DiagramIdentifiers.identifier(for: label, used: &used)
      output.append("\(indent)state \"\(Self.escape(label))\" as \(box)\n")
      output.append("\(indent)state \(box) {\n")
      var child = MermaidRenderer(tree: tree, prefix: box + " ", used: used)
      child.writeMachine(indent: indent + "  ")
      used = child.used
      output.append(child.output)
      output.append("\(indent)}\n")
    }
  }

  private mutating func writeEdge(from: String, to: String, label: String, indent: String = "  ") {
    output.append("\(indent)\(from) --> \(to)")
    if !label.isEmpty { output.append(" : \(Self.escape(label))") }
    output.append("\n")
  }

  /// Declares the children of a compound or parallel state (or of the root), with their
  /// initial and final markers.
  private mutating func writeContent(of parent: Int, indent: String) {
    let info = model.nodes[parent]
    for history in info.historyStates { writeState(history, indent: indent) }
    if info.kind == .parallel {
      for (i, region) in info.children.enumerated() {
        if i > 0 { output.append("\(indent)--\n") }
        writeState(region, indent: indent)
      }
      return
    }
    for target in info.initial {
      writeEdge(
        from: "[*]", to: ids.ids[target], label: model.initialLabel(of: parent), indent: indent)
    }
    for child in info.children { writeState(child, indent: indent) }
    for child in info.children where model.nodes[child].kind == .final {
      output.append("\(indent)\(ids.ids[child]) --> [*]\n")
    }
  }

  private mutating func writeState(_ node: Int, indent: String) {
    let info = model.nodes[node]
    let id = ids.ids[node]
    let children = tree.children(of: node)
    switch info.kind {
    case .shallowHistory, .deepHistory:
      output.append("\(indent)state \"\(info.kind == .deepHistory ? "H*" : "H")\" as \(id)\n")
    case .atomic, .final, .root:
      if ids.isAliased[node] {
        output.append("\(indent)state \"\(Self.escape(info.name))\" as \(id)\n")
      } else if children.isEmpty && (info.parent != 0 || isChild || !referenced.contains(node)) {
        // Inside a composite state a declaration places the state; at the top level a state
        // an edge mentions needs none, nor does one drawn as a composite for its children.
        output.append("\(indent)\(id)\n")
      }
      if !children.isEmpty {
        output.append("\(indent)state \(id) {\n")
        writeChildren(children, indent: indent + "  ")
        output.append("\(indent)}\n")
      }
    case .compound, .parallel:
      if ids.isAliased[node] {
        output.append("\(indent)state \"\(Self.escape(info.name))\" as \(id)\n")
      }
      output.append("\(indent)state \(id) {\n")
      writeContent(of: node, indent: indent + "  ")
      if !children.isEmpty {
        if info.kind == .parallel { output.append("\(indent)  --\n") }
        writeChildren(children, indent: indent + "  ")
      }
      output.append("\(indent)}\n")
    }
  }

  /// Escapes text for a Mermaid label or quoted state name with Mermaid's entity codes
  /// (`#58;` for `:`): characters that would end the label, start a comment, or be read as
  /// HTML.
  static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "#": result += "#35;"
      case ":": result += "#58;"
      case ";": result += "#59;"
      case "%": result += "#37;"
      case "\"": result += "#quot;"
      case "<": result += "#lt;"
      case ">": result += "#gt;"
      case "\n", "\r", "\r\n", "\t": result += " "
      default: result.append(character)
      }
    }
    // `direction LR` anywhere on a line would set the diagram's direction.
    let characters = Array(result)
    let word = Array("direction")
    guard characters.count > word.count else { return result }
    var protected = ""
    var i = 0
    while i < characters.count {
      protected.append(characters[i])
      if i >= word.count - 1 && characters[i].isWhitespace == false
        && i + 1 < characters.count && characters[i + 1] == " "
        && characters[(i + 1 - word.count)...i].map({ Character($0.lowercased()) }) == word
      {
        protected += "#32;"
        i += 1
      }
      i += 1
    }
    result = protected
    return result
  }
}
