import StateKit

extension TraceHeader {
  /// The machine's structure, rebuilt from the header for the diagram renderers.
  ///
  /// The reader has checked the header (``Trace/init(jsonLines:)``): nodes form a tree in
  /// document order and every index points at a node.
  var structure: DefinitionStructure {
    var children = [[Int]](repeating: [], count: states.count)
    var histories = [[Int]](repeating: [], count: states.count)
    var depth = [Int](repeating: 0, count: states.count)
    let kinds = Dictionary(uniqueKeysWithValues: NodeKind.allCases.map { ("\($0)", $0) })
    for (index, state) in states.enumerated() {
      guard let parent = state.parent, states.indices.contains(parent) else { continue }
      depth[index] = depth[parent] + 1
      if kinds[state.kind]?.isHistory == true {
        histories[parent].append(index)
      } else {
        children[parent].append(index)
      }
    }
    var firstTransition = [Int](repeating: transitions.count, count: states.count)
    var lastTransition = [Int](repeating: transitions.count, count: states.count)
    for (index, transition) in transitions.enumerated().reversed() {
      guard states.indices.contains(transition.source) else { continue }
      firstTransition[transition.source] = index
      if lastTransition[transition.source] == transitions.count {
        lastTransition[transition.source] = index + 1
      }
    }
    let nodes = states.enumerated().map { index, state in
      StructureNode(
        id: index, name: state.name, kind: kinds[state.kind] ?? .atomic, parent: state.parent,
        children: children[index], historyStates: histories[index], initial: state.initial,
        initialActions: [],
        transitions: firstTransition[index]..<max(firstTransition[index], lastTransition[index]),
        entryActions: state.entry, exitActions: state.exit, depth: depth[index])
    }
    let structureTransitions = transitions.enumerated().map { index, transition in
      let trigger: StructureTrigger
      if let done = transition.done, states.indices.contains(done) {
        trigger = .done(node: done, name: states[done].name)
      } else if let after = transition.after {
        trigger = .delayed(after)
      } else if transition.events.isEmpty {
        trigger = .eventless
      } else {
        trigger = .events(names: transition.events, indices: [])
      }
      return StructureTransition(
        id: index, source: transition.source, trigger: trigger, guardName: transition.guardName,
        targets: transition.targets, type: transition.isInternal ? .internal : .external,
        actions: transition.actions)
    }
    return DefinitionStructure(
      nodes: nodes, transitions: structureTransitions, eventMatching: .descriptors)
  }
}
