extension DefinitionStructure {
  /// Creates a structure from nodes in document order (a preorder walk: each node's
  /// descendants right after it) and transitions grouped by source in document order.
  ///
  /// The caller checks the order; ``end`` and ``paths`` are derived from the parents.
  package init(
    nodes: [StructureNode], transitions: [StructureTransition], eventMatching: EventMatching
  ) {
    var end = Array(nodes.indices.map { $0 + 1 })
    for node in nodes.reversed() {
      if let parent = node.parent { end[parent] = max(end[parent], end[node.id]) }
    }
    var paths = [String](repeating: "", count: nodes.count)
    for node in nodes.dropFirst() {
      let parent = node.parent ?? 0
      paths[node.id] = parent == 0 ? node.name : paths[parent] + "." + node.name
    }
    self.init(
      nodes: nodes, transitions: transitions, names: nodes.map(\.name), end: end, paths: paths,
      eventMatching: eventMatching)
  }
}
