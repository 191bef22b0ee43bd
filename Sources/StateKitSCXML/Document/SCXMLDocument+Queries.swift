extension SCXMLDocument {
  /// Every state and history pseudo-state of the document, in document order (parents before their
  /// children).
  ///
  /// Documents nested in `<invoke>` elements are separate machines and are not included.
  public var allNodes: [SCXMLStateNode] {
    var nodes: [SCXMLStateNode] = []
    func visit(_ node: SCXMLStateNode) {
      nodes.append(node)
      node.children.forEach(visit)
    }
    children.forEach(visit)
    return nodes
  }

  /// Finds a state or history pseudo-state by id.
  ///
  /// Generated ids (see ``SCXMLStateNode/isIDGenerated``) are found like written ones. Documents nested
  /// in `<invoke>` elements are not searched.
  ///
  /// - Parameter id: The id to look for.
  /// - Returns: The node with this id, or `nil` when the document has none.
  public func node(withID id: String) -> SCXMLStateNode? {
    func search(_ nodes: [SCXMLStateNode]) -> SCXMLStateNode? {
      for node in nodes {
        if node.id == id { return node }
        if let found = search(node.children) { return found }
      }
      return nil
    }
    return search(children)
  }
}
