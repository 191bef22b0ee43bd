import Foundation
import StateKit
import StateKitClock
import StateKitFixtures
import Testing

/// Random definitions, a random reachable snapshot of each, a random edit of the definition
/// (rename, remove, add a sibling, add a delayed transition before the others), and a restore
/// under every policy: the result is always a legal configuration, no restored timer belongs
/// to an inactive state, and best effort drops nothing from a snapshot that still fits.
///
/// 25 batches of 400 cases, 10,000 in all; `STATEKIT_PROPERTY_BATCHES` sets the number of
/// batches, as for `EngineMatchesReferenceTests` (the sanitizer stages of CI run 2).
struct RestorePropertyTests {
  static let batches =
    ProcessInfo.processInfo.environment["STATEKIT_PROPERTY_BATCHES"].flatMap(Int.init) ?? 25

  typealias Definition = MachineDefinition<StateName, EventName, Int>

  /// A state of a generated machine.
  struct Tree {
    var name: String
    var isParallel = false
    var children: [Tree] = []
    var delay: Int?
    var transitions: [(event: String, target: String)] = []

    var names: [String] { [name] + children.flatMap(\.names) }
  }

  static func tree(
    _ name: String, depth: Int, using generator: inout SplitMix64, counter: inout Int
  ) -> Tree {
    var tree = Tree(name: name)
    if depth < 3 && Int.random(in: 0..<3, using: &generator) > 0 {
      tree.isParallel = Int.random(in: 0..<4, using: &generator) == 0
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        counter += 1
        tree.children.append(
          Self.tree("s\(counter)", depth: depth + 1, using: &generator, counter: &counter))
      }
    }
    if Int.random(in: 0..<3, using: &generator) == 0 {
      tree.delay = Int.random(in: 1...3, using: &generator)
    }
    return tree
  }

  /// Adds transitions on events `e0`…`e3` to random states of the whole machine.
  static func addTransitions(
    to trees: inout [Tree], all: [String], using generator: inout SplitMix64
  ) {
    for index in trees.indices {
      if Int.random(in: 0..<2, using: &generator) == 0 {
        trees[index].transitions.append(
          ("e\(Int.random(in: 0..<4, using: &generator))", all.randomElement(using: &generator)!))
      }
      addTransitions(to: &trees[index].children, all: all, using: &generator)
    }
  }

  static func content(_ tree: Tree, existing: Set<String>) -> StateContent<
    StateName, EventName, Int
  > {
    var body: [StateContent<StateName, EventName, Int>] = []
    for (event, target) in tree.transitions where existing.contains(target) {
      body.append(On(event, to: StateName(target)))
    }
    if let delay = tree.delay, let target = existing.sorted().first {
      body.append(After(.seconds(delay), to: StateName(target)))
    }
    body += tree.children.map { content($0, existing: existing) }
    return tree.isParallel && !tree.children.isEmpty
      ? Parallel(StateName(tree.name)) { body } : StateNode(StateName(tree.name)) { body }
  }

  static func definition(_ trees: [Tree]) -> Definition? {
    let existing = Set(trees.flatMap(\.names))
    return try? Definition(
      initial: [], context: 0, states: trees.map { content($0, existing: existing) })
  }

  /// One random edit of the machine.
  static func edit(_ trees: [Tree], using generator: inout SplitMix64) -> [Tree] {
    var trees = trees
    func paths(_ trees: [Tree], _ prefix: [Int]) -> [[Int]] {
      trees.indices.flatMap { [prefix + [$0]] + paths(trees[$0].children, prefix + [$0]) }
    }
    let path = paths(trees, []).randomElement(using: &generator)!
    func change(_ trees: inout [Tree], _ path: ArraySlice<Int>, _ body: (inout [Tree], Int) -> Void)
    {
      if path.count == 1 {
        body(&trees, path.first!)
      } else {
        change(&trees[path.first!].children, path.dropFirst(), body)
      }
    }
    switch Int.random(in: 0..<4, using: &generator) {
    case 0: change(&trees, path[...]) { trees, i in trees[i].name += "_renamed" }
    case 1: change(&trees, path[...]) { trees, i in if trees.count > 1 { trees.remove(at: i) } }
    case 2: change(&trees, path[...]) { trees, i in trees.insert(Tree(name: "added"), at: i) }
    default:
      change(&trees, path[...]) { trees, i in
        trees.insert(Tree(name: "splash", delay: 1), at: i)
      }
    }
    return trees
  }

  @Test(arguments: 0..<batches)
  func everyPolicyGivesALegalConfiguration(batch: Int) throws {
    var generator = SplitMix64(seed: 0x0BE5_7EFF_0000 &+ UInt64(batch))
    var checked = 0
    var dropping = 0
    for _ in 0..<400 {
      var counter = 0
      var trees = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
        counter += 1
        return Self.tree("s\(counter)", depth: 0, using: &generator, counter: &counter)
      }
      Self.addTransitions(to: &trees, all: trees.flatMap(\.names), using: &generator)
      guard let before = Self.definition(trees) else { continue }
      let edited = Self.edit(trees, using: &generator)
      guard let after = Self.definition(edited) else { continue }
      let clock = ManualClock()
      let machine = Machine(before, clock: clock)
      for _ in 0..<Int.random(in: 0...6, using: &generator) {
        machine.send(EventName("e\(Int.random(in: 0..<4, using: &generator))"))
        if Int.random(in: 0..<3, using: &generator) == 0 { clock.advance(by: .seconds(1)) }
      }
      let saved = machine.snapshot.persisted
      for policy in [RestorePolicy.bestEffort, .restart] {
        let restored = try after.restore(saved, policy: policy)
        if policy == .bestEffort && !restored.dropped.isEmpty { dropping += 1 }
        let snapshot = restored.snapshot
        #expect((try? after.restore(snapshot.persisted)) != nil, "\(policy): not legal")
        let active = Set(snapshot.configuration.map(\.rawValue))
        for timer in snapshot.persisted.timers {
          if let state = timer.delayedTransition?.state {
            #expect(active.contains(state), "\(policy): a timer of inactive '\(state)'")
          }
        }
      }
      if let strict = try? after.restore(saved) {
        let best = try after.restore(saved, policy: .bestEffort)
        #expect(best.dropped.isEmpty && best.snapshot.configuration == strict.configuration)
      }
      checked += 1
    }
    #expect(checked > 300)
    #expect(dropping > 20, "the edits made best effort drop something \(dropping) times")
  }
}
