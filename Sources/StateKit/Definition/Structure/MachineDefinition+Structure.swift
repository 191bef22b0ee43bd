extension MachineDefinition {
  /// The definition's structure as plain data, built on first use and kept.
  ///
  /// Introspection (``stateNodes``, ``node(for:)``), StateKitTooling's diagrams, validation and
  /// path search, and the SCXML writer all read it, so it is computed once per definition.
  package var structure: DefinitionStructure {
    caches.structure.value(orStore: makeStructure)
  }

  /// The node indices of the given states, for highlighting.
  package func nodeIndices(of states: [State.Case]) -> Set<Int> {
    var result: Set<Int> = []
    for state in states {
      let index = stateIndex.index(of: state)
      if index >= 0 { result.insert(Int(index) + 1) }
    }
    return result
  }

  /// The node of a state's case: its index in ``stateNodes``, or `nil` when the definition
  /// does not declare it.
  package func nodeIndex(of state: State.Case) -> Int? {
    let index = stateIndex.index(of: state)
    return index < 0 ? nil : Int(index) + 1
  }

  /// The case of each node's state (`nil` for the root).
  package func stateCase(ofNode node: Int) -> State.Case? { nodes[node].key }

  /// An event case's index in the definition's event table, or `-1` when no transition
  /// mentions it.
  package func eventIndex(of event: Event.Case) -> Int { Int(eventIndex.index(of: event)) }

  /// How many transitions the compiled tables hold: the declared ones (``transitionList``)
  /// followed by the default entries (initial and history-default transitions), whose actions
  /// ``actions(of:)`` also reads.
  package var compiledTransitionCount: Int { transitions.count }

  /// Reads the structure from the compiled tables.
  ///
  /// Pre-specialised for string-named machines (the ones loaded from SCXML or generated),
  /// which are the large ones.
  @_specialize(where State == StateName, Event == EventName, Context == Void)
  func makeStructure() -> DefinitionStructure {
    let compiled = nodes
    let declared = compiled.last.map { Int($0.transitionEnd) } ?? 0
    var structureNodes: [StructureNode] = []
    structureNodes.reserveCapacity(compiled.count)
    var names: [String] = []
    names.reserveCapacity(compiled.count)
    var depths: [Int] = []
    depths.reserveCapacity(compiled.count)
    for i in compiled.indices {
      let name = i == 0 ? self.name : compiled[i].name
      names.append(name)
      let parent = compiled[i].parent
      depths.append(parent >= 0 ? depths[Int(parent)] + 1 : 0)
      let initial = Int(compiled[i].initialTransition)
      structureNodes.append(
        StructureNode(
          id: i, name: name, kind: compiled[i].kind,
          parent: parent >= 0 ? Int(parent) : nil,
          children: compiled[i].children.map(Int.init),
          historyStates: compiled[i].histories.map(Int.init),
          initial: initial >= 0 ? transitions[initial].targets.map(Int.init) : [],
          initialActions: initial >= 0 ? transitions[initial].actions.map { $0.name } : [],
          transitions: Int(compiled[i].transitionStart)..<Int(compiled[i].transitionEnd),
          entryActions: compiled[i].entry.map { $0.name },
          exitActions: compiled[i].exit.map { $0.name }, depth: depths[i]))
    }

    let eventNames = eventIndex.keys.map { String(describing: $0) }
    let descriptors = eventMatching == .descriptors
    var structureTransitions: [StructureTransition] = []
    structureTransitions.reserveCapacity(declared)
    for i in 0..<declared {
      let trigger: StructureTrigger
      if transitions[i].isEventless {
        trigger = .eventless
      } else if transitions[i].doneOf >= 0 {
        let node = Int(transitions[i].doneOf)
        trigger = .done(node: node, name: names[node])
      } else if let delay = transitions[i].delay {
        trigger = .delayed(StructureTrigger.describe(delay))
      } else if descriptors {
        trigger = .events(names: transitions[i].descriptors, indices: [])
      } else {
        let indices = transitions[i].events.map(Int.init)
        trigger = .events(names: indices.map { eventNames[$0] }, indices: indices)
      }
      structureTransitions.append(
        StructureTransition(
          id: i, source: Int(transitions[i].source), trigger: trigger,
          guardName: transitions[i].guardName,
          targets: transitions[i].targets.map(Int.init),
          type: transitions[i].isInternal ? .internal : .external,
          actions: transitions[i].actions.map { $0.name }))
    }

    var paths = [String](repeating: "", count: structureNodes.count)
    for i in structureNodes.indices.dropFirst() {
      let parent = structureNodes[i].parent ?? 0
      paths[i] = parent == 0 ? names[i] : paths[parent] + "." + names[i]
    }
    return DefinitionStructure(
      nodes: structureNodes, transitions: structureTransitions, names: names,
      end: compiled.map { Int($0.end) }, paths: paths, eventMatching: eventMatching)
  }
}
