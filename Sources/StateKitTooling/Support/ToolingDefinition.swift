import StateKit

/// A definition as the tools see it whatever its types: how diagrams and validation reach the
/// definition of a child machine, which a state's work holds as `any Sendable`.
protocol ToolingDefinition: Sendable {
  /// The definition's structure.
  var structure: DefinitionStructure { get }
  /// The definition's structure with the child machines its states run, recursively.
  var machineTree: MachineTree { get }
  /// The child machines the definition's states run, with what the tools check about them.
  var invokedChildren: [InvokedChild] { get }
  /// Whether any of the definition's actions emits an event to a parent (`Action.emit`).
  var emitsToParent: Bool { get }
  /// What the definition's own `validate(minimumSeverity:)` finds in it.
  func childFindings(minimumSeverity: Finding.Severity) -> [Finding]
}

extension MachineDefinition: ToolingDefinition {
  var machineTree: MachineTree {
    MachineTree(
      model: structure,
      children: invokedChildren.map { ($0.node, $0.label, $0.definition.machineTree) })
  }

  var invokedChildren: [InvokedChild] {
    var result: [InvokedChild] = []
    for node in structure.nodes.indices {
      for work in work(of: node) {
        if let child = work.child, let definition = child.definition as? any ToolingDefinition {
          result.append(
            InvokedChild(
              node: node, id: child.id, definition: definition, isCollection: false,
              mapsDone: child.mapsDone, mapsEmitted: child.mapsEmitted))
        } else if let collection = work.collection,
          let children = collection.children as? any ChildCollectionDescribing,
          let definition = children.childDefinition as? any ToolingDefinition
        {
          // A finished child leaves its collection whether or not the parent maps its output,
          // so only what its children emit can be dropped unnoticed.
          result.append(
            InvokedChild(
              node: node, id: collection.id, definition: definition, isCollection: true,
              mapsDone: true, mapsEmitted: collection.mapsEmitted))
        }
      }
    }
    return result
  }

  var emitsToParent: Bool {
    func emits(_ actions: [Action<Event, Context>]) -> Bool {
      actions.contains { action in
        switch action.kind {
        case .emit, .emitMade: return true
        default: return false
        }
      }
    }
    // The compiled transitions are the declared ones followed by the default entries.
    for transition in 0..<compiledTransitionCount where emits(actions(of: transition)) {
      return true
    }
    return structure.nodes.indices.contains {
      emits(entryActions(of: $0)) || emits(exitActions(of: $0))
    }
  }

  /// As the child's own `validate()` would: with every event case when they are
  /// `CaseIterable` (SK003), which only the type knows.
  func childFindings(minimumSeverity: Finding.Severity) -> [Finding] {
    guard let caseType = Event.Case.self as? any CaseIterable.Type else {
      return validate(minimumSeverity: minimumSeverity)
    }
    let events = allCases(of: caseType).compactMap { $0 as? Event.Case }
    return validate(allEvents: events, minimumSeverity: minimumSeverity)
  }
}

/// Every case of a `CaseIterable` type whose type is only known at run time.
private func allCases<T: CaseIterable>(of type: T.Type) -> [Any] {
  type.allCases.map { $0 }
}

/// A child machine a state runs (`Invoke(_:input:emitted:done:failed:)`), or a collection of
/// them it holds (`Invoke(_:emitted:done:failed:)`).
struct InvokedChild {
  /// The node of the state that runs it.
  let node: Int
  /// The child's id, or the collection's.
  let id: String
  /// The child's definition: for a collection, the one each of its children runs.
  let definition: any ToolingDefinition
  /// Whether this is a collection of children rather than one child.
  let isCollection: Bool
  /// Whether the parent maps the child's output to an event (`done:`).
  let mapsDone: Bool
  /// Whether the parent maps the events the child emits (`emitted:`).
  let mapsEmitted: Bool

  /// How diagrams label the box they draw it in: `child <id>` for a child, `children <id>`
  /// for a collection, whose box stands for each of its children.
  var label: String { (isCollection ? "children " : "child ") + id }
}

/// A definition's structure, with the child machines its states run and theirs, for diagrams.
struct MachineTree {
  /// The definition's structure.
  let model: DefinitionStructure
  /// The child machines, in document order of the states that run them: the state's node, the
  /// label of the box drawn for it (``InvokedChild/label``) and the child's own tree.
  let children: [(node: Int, label: String, tree: MachineTree)]

  /// A structure without child machines.
  init(model: DefinitionStructure) {
    self.model = model
    self.children = []
  }

  init(model: DefinitionStructure, children: [(node: Int, label: String, tree: MachineTree)]) {
    self.model = model
    self.children = children
  }

  /// The child machines a node runs, in order, each with the label of its box.
  func children(of node: Int) -> [(label: String, tree: MachineTree)] {
    guard !children.isEmpty else { return [] }
    return children.filter { $0.node == node }.map { ($0.label, $0.tree) }
  }
}
