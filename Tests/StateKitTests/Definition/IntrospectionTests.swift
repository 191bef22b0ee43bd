import StateKit
import Testing

/// The public introspection API and the structure it is served from.
struct IntrospectionTests {
  enum S: MachineState { case off, on, form, name, address, done, player, playing, paused }
  enum E: MachineEvent { case flip, next, back, play, pause }

  static let definition = try! MachineDefinition<S, E, Void>(name: "Panel", initial: .off) {
    StateNode(.off) { On(.flip, to: .on) }
    StateNode(.on) {
      On(.flip, to: .off)
      StateNode(.form) {
        StateNode(.name) { On(.next, to: .address) }
        StateNode(.address) {
          On(.back, to: .name)
          Always(to: .done, guard: Guard("complete") { _, _ in false })
        }
        Final(.done)
      }
      OnDone(of: .form, to: .off)
    }
    Parallel(.player) {
      StateNode(.playing) { After(.seconds(2), to: .paused) }
      StateNode(.paused) { On(.play, to: .playing) }
    }
  }

  @Test func nodesComeInDocumentOrderWithTheirTree() {
    let nodes = Self.definition.stateNodes
    #expect(
      nodes.map(\.name) == [
        "Panel", "off", "on", "form", "name", "address", "done", "player", "playing", "paused",
      ])
    #expect(nodes.map(\.depth) == [0, 1, 1, 2, 3, 3, 3, 1, 2, 2])
    #expect(
      nodes.map(\.kind) == [
        .root, .atomic, .compound, .compound, .atomic, .atomic, .final, .parallel, .atomic, .atomic,
      ])
    #expect(nodes[3].parent == 2 && nodes[3].children == [4, 5, 6] && nodes[3].initial == [4])
    #expect(nodes[0].state == nil && nodes[5].state == .address)
  }

  @Test func nodeForAStateIsThatStatesNode() {
    for node in Self.definition.stateNodes.dropFirst() {
      let state = try! #require(node.state)
      #expect(Self.definition.node(for: state)?.id == node.id)
    }
  }

  @Test func theNodeArrayIsBuiltOnceAndShared() {
    let definition = Self.definition
    let first = definition.stateNodes.withUnsafeBufferPointer { $0.baseAddress }
    let second = definition.stateNodes.withUnsafeBufferPointer { $0.baseAddress }
    #expect(first != nil && first == second)
    let transitions = definition.transitionList.withUnsafeBufferPointer { $0.baseAddress }
    #expect(transitions == definition.transitionList.withUnsafeBufferPointer { $0.baseAddress })
  }

  @Test func transitionsSayWhatTriggersThem() {
    let list = Self.definition.transitionList
    let triggers = list.map { transition -> String in
      switch transition.trigger {
      case .events(let events): events.map { "\($0)" }.joined(separator: ",")
      case .eventless: "always"
      case .done(let node): "done.\(Self.definition.stateNodes[node].name)"
      case .after(let delay): "after \(delay)"
      }
    }
    // Grouped by source in document order: `on`'s own transitions come before its children's.
    #expect(
      triggers == [
        "flip", "flip", "done.form", "next", "back", "always", "after 2.0 seconds", "play",
      ])
    #expect(list[5].guardName == "complete" && list[5].targets == [6] && list[5].source == 5)
  }

  @Test func theStructureNamesEveryNodeByItsPath() {
    let structure = Self.definition.structure
    #expect(structure.paths[4] == "on.form.name" && structure.statePath(0) == nil)
    #expect(structure.isDescendant(4, of: 2) && !structure.isDescendant(2, of: 4))
    #expect(structure.defaultLeaves(of: 7) == [8, 9])
  }

  @Test func concurrentReadersAllSeeTheSameNodes() async {
    let definition = try! MachineDefinition<S, E, Void>(initial: .off) {
      StateNode(.off) { On(.flip, to: .on) }
      StateNode(.on) { On(.flip, to: .off) }
    }
    let names = await withTaskGroup(of: [String].self) { group in
      for _ in 0..<16 { group.addTask { definition.stateNodes.map(\.name) } }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(names.count == 16 && Set(names) == [["machine", "off", "on"]])
  }
}
