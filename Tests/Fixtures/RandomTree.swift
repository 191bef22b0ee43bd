import StateKit

/// A random machine of a tree of machines: its states, and the lone children and the
/// collections of children its states run, each a random machine of its own, a level down.
///
/// Events `e0`…`e3` come from outside, and a parent passes them down with its actions; a
/// child's `u0` and `u1` go up through `emitted`, and its completion arrives as `cdone` (a lone
/// child) or `kdone` (a child of a collection). Only transitions on `e` events send down, so
/// every event's chain of consequences ends: what goes up never comes back down.
package struct RandomTree {
  /// A machine's context: what its actions counted.
  package struct Cell: Codable, Hashable, Sendable {
    package var count = 0

    package init(count: Int = 0) { self.count = count }
  }

  package typealias Definition = MachineDefinition<StateName, EventName, Cell>

  /// An action of a transition.
  enum Act {
    case add(Int)
    case emit(String)
    case send(child: Int, event: String)
    case spawn(collection: Int)
    case sendOne(collection: Int, event: String)
    case sendEach(collection: Int, event: String)
    case stop(collection: Int)
  }

  struct Transition {
    var event: String
    var target: String?
    var actions: [Act]
  }

  struct State {
    var name: String
    var substates: [State] = []
    var isFinal = false
    var transitions: [Transition] = []
    var after: (ms: Int, target: String, actions: [Act])?
    /// The lone children it runs, by index in ``RandomTree/lone``.
    var lone: [Int] = []
    /// The collections it holds, by index in ``RandomTree/collections``.
    var collections: [Int] = []

    var names: [String] { [name] + substates.flatMap(\.names) }
  }

  var states: [State]
  /// The lone children, each run under the id `c<index>`.
  var lone: [RandomTree] = []
  /// The collections, each under the id `k<index>`, their children under `Int` ids.
  var collections: [RandomTree] = []

  package static let downEvents = ["e0", "e1", "e2", "e3"]
  package static let upEvents = ["u0", "u1", "cdone", "kdone"]

  /// A random machine `depth` levels below the root; machines 2 levels down have no children.
  package static func make(depth: Int, using random: inout SplitMix64) -> RandomTree {
    var tree = RandomTree(states: [])
    if depth < 2 {
      tree.lone = (0..<random.int(0...2)).map { _ in make(depth: depth + 1, using: &random) }
      tree.collections = (0..<random.int(0...2)).map { _ in
        make(depth: depth + 1, using: &random)
      }
    }
    var states: [State] = (0..<random.int(2...4)).map { State(name: "s\($0)") }
    if random.chance(0.4) {
      let i = random.int(0...states.count - 1)
      states[i].substates = [State(name: "\(states[i].name)a"), State(name: "\(states[i].name)b")]
    }
    if depth > 0 && random.chance(0.3) {
      states[states.count - 1].isFinal = true
      states[states.count - 1].substates = []
    }
    let names = states.flatMap(\.names)
    func fill(_ state: inout State) {
      guard !state.isFinal else { return }
      for _ in 0..<random.int(1...3) {
        let down = random.chance(0.6)
        let event = random.pick(down ? downEvents : upEvents)
        state.transitions.append(
          Transition(
            event: event, target: random.chance(0.5) ? random.pick(names) : nil,
            actions: tree.actions(down: down, using: &random)))
      }
      if random.chance(0.3) {
        state.after = (
          random.int(100...5_000), random.pick(names), tree.actions(down: false, using: &random)
        )
      }
      for i in state.substates.indices { fill(&state.substates[i]) }
    }
    for i in states.indices { fill(&states[i]) }
    tree.states = states
    // Each child runs in one state that is not final (or none): an id runs once at a time.
    func host(_ pick: Int, _ body: (inout State) -> Void) {
      var index = 0
      func visit(_ state: inout State) {
        if !state.isFinal && index == pick { body(&state) }
        if !state.isFinal { index += 1 }
        for i in state.substates.indices { visit(&state.substates[i]) }
      }
      for i in tree.states.indices { visit(&tree.states[i]) }
    }
    // Most children run in the initial state, `s0`, so that most trees run them; a state that
    // holds a collection spawns into it on an `e` event.
    func hostIndex() -> Int { random.chance(0.6) ? 0 : random.int(0...names.count) }
    for i in tree.lone.indices { host(hostIndex()) { $0.lone.append(i) } }
    for i in tree.collections.indices {
      let event = random.pick(downEvents)
      host(hostIndex()) { state in
        state.collections.append(i)
        state.transitions.append(
          Transition(event: event, target: nil, actions: [.spawn(collection: i), .add(1)]))
      }
    }
    return tree
  }

  /// Random actions: only those of a transition on a `down` event address children.
  func actions(down: Bool, using random: inout SplitMix64) -> [Act] {
    (0..<random.int(0...2)).map { _ in
      switch random.int(0...(down ? 6 : 1)) {
      case 0: .add(random.int(1...3))
      case 1: .emit(random.pick(["u0", "u1"]))
      case 2 where !lone.isEmpty:
        .send(child: random.int(0...lone.count - 1), event: random.pick(Self.downEvents))
      case 3 where !collections.isEmpty: .spawn(collection: random.int(0...collections.count - 1))
      case 4 where !collections.isEmpty:
        .sendOne(
          collection: random.int(0...collections.count - 1), event: random.pick(Self.downEvents))
      case 5 where !collections.isEmpty:
        .sendEach(
          collection: random.int(0...collections.count - 1), event: random.pick(Self.downEvents))
      case 6 where !collections.isEmpty: .stop(collection: random.int(0...collections.count - 1))
      default: .add(1)
      }
    }
  }

  /// The machine's definition, with its children's; `nil` when one does not build.
  package func definition() -> Definition? {
    var lone: [ChildMachine<StateName, EventName, Cell>] = []
    for (i, child) in self.lone.enumerated() {
      guard let definition = child.definition() else { return nil }
      lone.append(ChildMachine("c\(i)", definition))
    }
    var collections: [ChildMachines<Int, StateName, EventName, Cell>] = []
    for (i, child) in self.collections.enumerated() {
      guard let definition = child.definition() else { return nil }
      collections.append(ChildMachines("k\(i)", definition))
    }
    func action(_ act: Act) -> Action<EventName, Cell> {
      switch act {
      case .add(let n): .assign("add \(n)") { cell, _ in cell.count += n }
      case .emit(let event): .emit(EventName(event))
      case .send(let child, let event): .send(EventName(event), to: lone[child])
      case .spawn(let k):
        .spawn(collections[k]) { cell, _ in (cell.count % 3, Cell(count: cell.count)) }
      case .sendOne(let k, let event):
        .send(EventName(event), to: collections[k]) { cell, _ in cell.count % 3 }
      case .sendEach(let k, let event): .send(EventName(event), toEach: collections[k])
      case .stop(let k): .stop(collections[k]) { cell, _ in (cell.count + 1) % 3 }
      }
    }
    func content(_ state: State) -> StateContent<StateName, EventName, Cell> {
      if state.isFinal { return Final(StateName(state.name)) }
      var body: [StateContent<StateName, EventName, Cell>] = []
      for transition in state.transitions {
        let event = transition.event
        let actions = transition.actions.map(action)
        if let target = transition.target {
          body.append(On(event, to: StateName(target), actions: actions))
        } else {
          body.append(On(event, actions: actions))
        }
      }
      if let after = state.after {
        body.append(
          After(
            .milliseconds(after.ms), to: StateName(after.target),
            actions: after.actions.map(action)))
      }
      for i in state.lone {
        body.append(Invoke(lone[i], emitted: { $0 }, done: { _ in EventName("cdone") }))
      }
      for k in state.collections {
        body.append(
          Invoke(collections[k], emitted: { _, event in event }, done: { _, _ in "kdone" }))
      }
      body += state.substates.map(content)
      return StateNode(StateName(state.name)) { body }
    }
    return try? Definition(initial: [], context: Cell(), states: states.map(content))
  }
}
