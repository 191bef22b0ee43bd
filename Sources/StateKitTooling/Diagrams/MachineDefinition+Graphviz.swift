import StateKit

extension MachineDefinition {
  /// The machine as a Graphviz DOT graph, for `dot -Tsvg` or `dot -Tpng`.
  ///
  /// States are rounded boxes listing their entry and exit actions; compound states are
  /// clusters (`subgraph "cluster_form"`) with a point marking their initial state; the
  /// regions of a parallel state are dashed clusters inside it; final states have a double
  /// border; history states are circles labelled `H` or `H*`. Transition labels read as in
  /// ``mermaid(highlighting:)``. A transition into or out of a compound state starts or ends
  /// at the cluster's border (`lhead`, `ltail`).
  ///
  /// A child machine a state runs (`Invoke(_:input:emitted:done:failed:)`) is a dotted
  /// cluster labelled `child <id>` inside that state (which is drawn as a cluster too),
  /// holding the child's states and transitions, and its children inside theirs. The child's
  /// nodes are named after the cluster (`"child login/form"`, labelled `form`), so they never
  /// collide with the parent's. A collection of child machines a state holds
  /// (`Invoke(_:emitted:done:failed:)`) is drawn the same way, labelled `children <id>`: one
  /// box for the definition each of its children runs.
  ///
  /// ```swift
  /// try search.graphviz().write(toFile: "search.dot", atomically: true, encoding: .utf8)
  /// // dot -Tsvg search.dot -o search.svg
  /// ```
  ///
  /// - Parameter highlighting: States to fill with a highlight colour, typically a snapshot's
  ///   ``Snapshot/configuration``.
  /// - Returns: The graph, ending with a newline.
  /// - Complexity: O(*n* + *t*) for *n* states and *t* transitions.
  public func graphviz(highlighting: [State.Case] = []) -> String {
    GraphvizRenderer(tree: machineTree, highlighted: nodeIndices(of: highlighting)).render()
  }
}

/// Writes a ``DefinitionStructure`` as a Graphviz DOT graph.
struct GraphvizRenderer {
  static var highlightFill: String { "#ffd966" }
  static var highlightClusterFill: String { "#fff2cc" }

  let tree: MachineTree
  /// The machine's structure (`tree.model`), kept apart so that reading it copies nothing.
  let model: DefinitionStructure
  let active: Set<Int>
  /// Whether states and edges carry `id`s (`skstate<node>`, `skedge<transition>t<target>`) that
  /// SVG output keeps, so that an inspector can find them (see `InspectableSVG`).
  var identifies = false
  /// The node an edge into or out of a compound or parallel state, or a state that runs a child
  /// machine, attaches to.
  var anchors: [Int: String] = [:]
  /// Each state's DOT node name (its cluster's is `cluster_` and the same): its name, or for a
  /// child machine's state its name after the child's cluster's.
  var nodeNames: [String]
  /// The names of the nodes and clusters of the whole graph, without `cluster_`.
  var used: Set<String>
  /// What starts the names of the synthetic nodes (`[*]`, `(any state)`).
  let prefix: String
  var output = ""

  init(model: DefinitionStructure, highlighted: Set<Int>) {
    self.init(tree: MachineTree(model: model), highlighted: highlighted)
  }

  /// A renderer for a machine, or for a child machine whose node names start with `prefix`
  /// and differ from those in `used`.
  init(tree: MachineTree, highlighted: Set<Int>, prefix: String = "", used: Set<String>? = nil) {
    self.tree = tree
    self.model = tree.model
    self.active = highlighted
    self.prefix = prefix
    let model = tree.model
    if var used {
      var names = [""]
      for name in model.names.dropFirst() { names.append(Self.unique(prefix + name, in: &used)) }
      self.used = used
      self.nodeNames = names
    } else {
      self.used = Set(model.names.dropFirst())
      self.nodeNames = model.names
    }
    for node in model.nodes where !node.kind.isHistory {
      guard node.kind == .parallel || !node.initial.isEmpty || runsChildren(node.id) else {
        continue
      }
      anchors[node.id] = unique(prefix + (node.id == 0 ? "[*]" : "[*] " + node.name))
    }
  }

  /// Whether a state runs child machines, which are drawn inside it.
  private func runsChildren(_ node: Int) -> Bool {
    tree.children.contains { $0.node == node }
  }

  /// The name of a state's cluster.
  private func cluster(_ node: Int) -> String { "cluster_" + nodeNames[node] }

  consuming func render() -> String {
    output.reserveCapacity(64 * (model.nodes.count + model.transitions.count))
    output.append("digraph \(Self.quote(model.names[0])) {\n")
    output.append("  label=\(Self.quote(model.names[0]));\n")
    output.append("  labelloc=t;\n")
    output.append("  rankdir=LR;\n")
    output.append("  compound=true;\n")
    output.append("  fontname=\"Helvetica\";\n")
    output.append("  node [shape=box, style=rounded, fontname=\"Helvetica\", fontsize=12];\n")
    output.append("  edge [fontname=\"Helvetica\", fontsize=10];\n")
    writeMachine(indent: "  ")
    output.append("}\n")
    return output
  }

  /// The machine's states and transitions: the whole graph's, or a child machine's inside the
  /// cluster that stands for it.
  private mutating func writeMachine(indent: String) {
    writeContent(of: 0, indent: indent)
    for node in model.nodes where node.kind != .parallel && !node.kind.isHistory {
      for target in node.initial {
        writeEdge(
          from: node.id, to: target, label: model.initialLabel(of: node.id),
          source: anchors[node.id], indent: indent)
      }
    }
    var anyState = ""
    if model.hasTopLevelTransitions {
      anyState = unique(prefix + DefinitionStructure.anyStateName)
      let label = prefix.isEmpty ? "" : ", label=" + Self.quote(DefinitionStructure.anyStateName)
      output.append("\(indent)\(Self.quote(anyState)) [style=\"rounded,dashed\"\(label)];\n")
    }
    for node in model.nodes where node.kind.isHistory {
      for target in node.initial {
        writeEdge(
          from: node.id, to: target, label: model.initialLabel(of: node.id), indent: indent)
      }
    }
    for (transition, from, to) in model.edges() {
      writeEdge(
        from: from, to: to, label: model.label(of: transition),
        source: from == 0 ? anyState : nil,
        id: identifies ? "skedge\(transition.id)t\(to)" : nil, indent: indent)
    }
  }

  /// The child machines a state runs, each as a dotted cluster labelled `child <id>`, and the
  /// collections it holds, labelled `children <id>`.
  private mutating func writeChildren(of node: Int, indent: String) {
    for (label, tree) in tree.children(of: node) {
      let box = unique(prefix + label)
      output.append("\(indent)subgraph \(Self.quote("cluster_" + box)) {\n")
      output.append("\(indent)  label=\(Self.quote(label));\n")
      output.append("\(indent)  style=\"rounded,dotted\";\n")
      var child = GraphvizRenderer(tree: tree, highlighted: [], prefix: box + "/", used: used)
      child.writeMachine(indent: indent + "  ")
      used = child.used
      output.append(child.output)
      output.append("\(indent)}\n")
    }
  }

  /// A synthetic node name that no state has.
  private mutating func unique(_ name: String) -> String { Self.unique(name, in: &used) }

  /// `name`, or when `used` holds it, `name` followed by as many `'` as it takes not to be;
  /// added to `used`.
  private static func unique(_ name: String, in used: inout Set<String>) -> String {
    var candidate = name
    while used.contains(candidate) { candidate += "'" }
    used.insert(candidate)
    return candidate
  }

  private mutating func writeContent(of parent: Int, indent: String) {
    let info = model.nodes[parent]
    if let anchor = anchors[parent] {
      // A compound state's initial marker; an invisible point in a parallel state or a state
      // that runs child machines. Edges into and out of the cluster attach to it.
      let style =
        info.kind == .parallel || info.initial.isEmpty ? "style=invis, width=0" : "width=0.15"
      output.append("\(indent)\(Self.quote(anchor)) [shape=point, \(style), label=\"\"];\n")
    }
    for child in info.historyStates + info.children {
      writeState(child, indent: indent, isRegion: info.kind == .parallel)
    }
    writeChildren(of: parent, indent: indent)
  }

  private mutating func writeState(_ node: Int, indent: String, isRegion: Bool) {
    let info = model.nodes[node]
    let name = Self.quote(nodeNames[node])
    switch info.kind {
    case .shallowHistory, .deepHistory:
      let label = info.kind == .deepHistory ? "H*" : "H"
      output.append(
        "\(indent)\(name) [shape=circle, label=\"\(label)\", width=0.3, fixedsize=true\(idAttribute(node))];\n"
      )
    case .atomic, .final, .root:
      if runsChildren(node) { fallthrough }
      var attributes: [String] = []
      let lines = model.actionLines(of: node)
      if !lines.isEmpty || nodeNames[node] != info.name {
        attributes.append("label=" + Self.quote(([info.name] + lines).joined(separator: "\n")))
      }
      if info.kind == .final { attributes.append("peripheries=2") }
      if identifies { attributes.append("id=\"skstate\(node)\"") }
      if active.contains(node) {
        attributes.append("style=\"rounded,filled\"")
        attributes.append("fillcolor=\"\(Self.highlightFill)\"")
      }
      output.append(indent + name)
      output.append(attributes.isEmpty ? ";\n" : " [\(attributes.joined(separator: ", "))];\n")
    case .compound, .parallel:
      output.append("\(indent)subgraph \(Self.quote(cluster(node))) {\n")
      let inner = indent + "  "
      if identifies { output.append("\(inner)id=\"skstate\(node)\";\n") }
      let lines = model.actionLines(of: node)
      output.append("\(inner)label=\(Self.quote(([info.name] + lines).joined(separator: "\n")));\n")
      var style = ["rounded"]
      if isRegion { style.append("dashed") }
      if info.kind == .parallel { style.append("bold") }
      if active.contains(node) {
        style.append("filled")
        output.append("\(inner)fillcolor=\"\(Self.highlightClusterFill)\";\n")
      }
      output.append("\(inner)style=\"\(style.joined(separator: ","))\";\n")
      writeContent(of: node, indent: inner)
      output.append("\(indent)}\n")
    }
  }

  private mutating func writeEdge(
    from: Int, to: Int, label: String, source: String? = nil, id: String? = nil,
    indent: String = "  "
  ) {
    var attributes: [String] = []
    if let id { attributes.append("id=\"\(id)\"") }
    var tail = source ?? nodeNames[from]
    var head = nodeNames[to]
    if source == nil, let anchor = anchors[from] {
      tail = anchor
      if !model.isDescendantOrSelf(to, of: from) {
        attributes.append("ltail=" + Self.quote(cluster(from)))
      }
    }
    if let anchor = anchors[to], to != 0 {
      head = anchor
      if source != nil || !model.isDescendantOrSelf(from, of: to) {
        attributes.append("lhead=" + Self.quote(cluster(to)))
      }
    }
    if !label.isEmpty { attributes.insert("label=" + Self.quote(label), at: 0) }
    output.append("\(indent)\(Self.quote(tail)) -> \(Self.quote(head))")
    output.append(attributes.isEmpty ? ";\n" : " [\(attributes.joined(separator: ", "))];\n")
  }

  /// `, id="skstate<node>"` when the renderer identifies states.
  private func idAttribute(_ node: Int) -> String {
    identifies ? ", id=\"skstate\(node)\"" : ""
  }

  /// A DOT string: quoted, with quotes and backslashes escaped and newlines as `\n`.
  static func quote(_ text: String) -> String {
    var result = "\""
    for character in text {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n", "\r\n": result += "\\n"
      case "\r": result += "\\n"
      default: result.append(character)
      }
    }
    return result + "\""
  }
}
