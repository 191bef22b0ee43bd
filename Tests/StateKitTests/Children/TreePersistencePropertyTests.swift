import Foundation
import StateKit
import StateKitClock
import StateKitFixtures
import Testing

/// Random trees of parents, lone children and collections of children (``RandomTree``),
/// stepped by random events and clock advances, persisted as JSON, restored into a fresh
/// machine, then stepped further on both: after every step, the restored tree equals the
/// original, the reference, machine by machine, with each one's states, context, timers and
/// children in their order.
///
/// 4 batches of 60 cases; `STATEKIT_PROPERTY_BATCHES` sets the number of batches, as for
/// `EngineMatchesReferenceTests`.
struct TreePersistencePropertyTests {
  static let batches =
    ProcessInfo.processInfo.environment["STATEKIT_PROPERTY_BATCHES"].flatMap(Int.init) ?? 4

  typealias Root = Machine<StateName, EventName, RandomTree.Cell>

  /// One step of a case.
  enum Step: CustomStringConvertible {
    case send(String)
    case advance(Int)

    var description: String {
      switch self {
      case .send(let event): event
      case .advance(let ms): "+\(ms)ms"
      }
    }

    static func random(using random: inout SplitMix64) -> Step {
      random.chance(0.7)
        ? .send(random.pick(RandomTree.downEvents)) : .advance(random.int(50...3_000))
    }

    func run(_ machine: Root, _ clock: ManualClock) {
      switch self {
      case .send(let event): machine.send(EventName(event))
      case .advance(let ms): clock.advance(by: .milliseconds(ms))
      }
    }
  }

  /// The whole tree as it persists, every machine with its states, context, timers and the
  /// time they have left, and its children, lone by id and collections' in order. Without
  /// `serial`, the counter behind generated ids: a restored machine draws new ids for the work
  /// it starts again, which the original does not.
  static func persisted(_ machine: Root) throws -> String {
    let data = try JSONEncoder().encode(machine.snapshot.persisted)
    func strip(_ value: Any) -> Any {
      if let object = value as? [String: Any] {
        return object.filter { $0.key != "serial" }.mapValues(strip)
      }
      if let array = value as? [Any] { return array.map(strip) }
      return value
    }
    let stripped = strip(try JSONSerialization.jsonObject(with: data))
    let sorted = try JSONSerialization.data(withJSONObject: stripped, options: [.sortedKeys])
    return String(decoding: sorted, as: UTF8.self)
  }

  @Test(arguments: 0..<batches)
  func aRestoredTreeStepsAsTheOriginal(batch: Int) throws {
    var random = SplitMix64(seed: 0x7EE5_0000 &+ UInt64(batch))
    var cases = 0
    var withCollectionChildren = 0
    var withGrandchildren = 0
    for index in 0..<60 {
      let tree = RandomTree.make(depth: 0, using: &random)
      guard let definition = tree.definition() else { continue }
      cases += 1
      let before = (0..<random.int(0...14)).map { _ in Step.random(using: &random) }
      let after = (1...random.int(1...10)).map { _ in Step.random(using: &random) }
      let label = "batch \(batch) case \(index): \(before) | \(after)"

      let clock = ManualClock()
      let original = Machine(definition, clock: clock)
      for step in before { step.run(original, clock) }
      let data = try JSONEncoder().encode(original.snapshot.persisted)
      let saved = try JSONDecoder().decode(
        PersistedSnapshot<StateName, EventName, RandomTree.Cell>.self, from: data)
      if saved.collections.values.contains(where: { !$0.isEmpty }) { withCollectionChildren += 1 }
      if original.tree(id: "root").flattened.contains(where: { $0.depth == 2 }) {
        withGrandchildren += 1
      }
      let restoredClock = ManualClock()
      let restored = Machine(restoring: try definition.restore(saved), clock: restoredClock)

      var matches = try Self.compare(original, restored, label + " after restore")
      for (i, step) in after.enumerated() where matches {
        step.run(original, clock)
        step.run(restored, restoredClock)
        matches = try Self.compare(original, restored, label + " after step \(i) (\(step))")
      }
    }
    #expect(cases == 60, "every generated tree builds")
    #expect(withCollectionChildren > 5, "cases that persisted children of a collection")
    #expect(withGrandchildren > 5, "cases whose tree was 3 levels deep when persisted")
  }

  /// Whether the restored tree equals the original; records the difference when not.
  static func compare(_ original: Root, _ restored: Root, _ label: String) throws -> Bool {
    let tree = original.tree(id: "root")
    let restoredTree = restored.tree(id: "root")
    guard tree == restoredTree else {
      Issue.record("\(label)\noriginal:\n\(tree)\nrestored:\n\(restoredTree)")
      return false
    }
    let persisted = try Self.persisted(original)
    let restoredPersisted = try Self.persisted(restored)
    guard persisted == restoredPersisted else {
      Issue.record("\(label)\noriginal:\n\(persisted)\nrestored:\n\(restoredPersisted)")
      return false
    }
    return true
  }
}
