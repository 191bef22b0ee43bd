extension SCXMLDocument {
  /// Every state and history pseudo-state of the document, in document order (parents before their
  /// children).
  ///
  /// Documents nested in `<invoke>` elements are separate machines and are not included.
  package var allNodes: [SCXMLStateNode] {
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
  /// Generated ids are found like written ones. Documents nested in `<invoke>` elements are not
  /// searched.
  ///
  /// - Parameter id: The id to look for.
  /// - Returns: The node with this id, or `nil` when the document has none.
  package func node(withID id: String) -> SCXMLStateNode? {
    func search(_ nodes: [SCXMLStateNode]) -> SCXMLStateNode? {
      for node in nodes {
        if node.id == id { return node }
        if let found = search(node.children) { return found }
      }
      return nil
    }
    return search(children)
  }

  /// The ids of every state, parallel state, final state and history pseudo-state of the
  /// document, in document order (parents before their children).
  ///
  /// A state written without an `id` is listed under the id the parser gave it, which is the
  /// name the converted definition uses. Documents nested in `<invoke>` elements are separate
  /// machines and are not included.
  ///
  /// - Complexity: O(*n*), where *n* is the number of states: it walks the document.
  public var stateIDs: [String] { allNodes.map(\.id) }

  /// Where the element of each state (and history pseudo-state) starts in the document, by
  /// id: for a tool that shows a validation finding (StateKitTooling's `validate()`), or the state
  /// a running machine is in, at its line.
  ///
  /// ```swift
  /// let locations = document.stateLocations
  /// for finding in definition.validate() {
  ///   let id = finding.statePath?.split(separator: ".").last.map(String.init)
  ///   print(id.flatMap { locations[$0] }.map { "\($0): " } ?? "", finding.message)
  /// }
  /// ```
  ///
  /// Keys are the ids ``stateIDs`` lists.
  ///
  /// - Complexity: O(*n*), where *n* is the number of states: it walks the document, so keep
  ///   the dictionary rather than reading it per state.
  public var stateLocations: [String: SCXMLSourceLocation] {
    var locations: [String: SCXMLSourceLocation] = [:]
    for node in allNodes where locations[node.id] == nil {
      locations[node.id] = node.sourceLocation
    }
    return locations
  }
}
