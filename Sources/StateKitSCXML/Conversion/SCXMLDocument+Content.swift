extension SCXMLDocument {
  /// Every block of executable content in the document: transitions (initial and history ones
  /// included), `<onentry>`, `<onexit>`.
  var allBlocks: [[SCXMLExecutableContent]] {
    allNodes.flatMap { node -> [[SCXMLExecutableContent]] in
      switch node {
      case .state(let state):
        return [state.initial?.transition.content ?? []] + state.transitions.map(\.content)
          + (state.onEntry + state.onExit).map(\.content)
      case .parallel(let parallel):
        return parallel.transitions.map(\.content)
          + (parallel.onEntry + parallel.onExit).map(\.content)
      case .final(let final):
        return (final.onEntry + final.onExit).map(\.content)
      case .history(let history):
        return [history.transition?.content ?? []]
      }
    }
  }

  /// Whether an `<if>` appears anywhere in the document's executable content.
  var containsIf: Bool {
    func hasIf(_ content: [SCXMLExecutableContent]) -> Bool {
      content.contains { item in
        switch item {
        case .if: true
        case .foreach(let element): hasIf(element.content)
        default: false
        }
      }
    }
    return allBlocks.contains(where: hasIf)
  }
}
