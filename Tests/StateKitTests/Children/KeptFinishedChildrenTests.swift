import Foundation
import StateKit
import Synchronization
import Testing

/// A collection that keeps finished children (`keepsFinished: true`): a child that reaches its
/// final state stays, in that state, reported once, until it is stopped; it persists and
/// restores finished, without a second report. By default a finished child leaves.
struct KeptFinishedChildrenTests {
  typealias Downloads = ChildMachines<String, StateName, EventName, Int>

  /// A download: `finish` ends it.
  static let download = try! MachineDefinition<StateName, EventName, Int>(
    version: 1, initial: "downloading", context: 0
  ) {
    StateNode("downloading") { On("finish", to: "done") }
    Final("done")
  }

  static func downloads(keeping: Bool) -> Downloads {
    Downloads("downloads", download, keepsFinished: keeping)
  }

  struct Shelf: Codable, Equatable, Sendable {
    var finished: [String] = []
  }

  enum ShelfEvent: MachineEvent, Codable, Hashable {
    case add(String)
    case remove(String)
    case finished(String)
    enum Case: Hashable, Sendable { case add, remove, finished }
    var eventCase: Case {
      switch self {
      case .add: .add
      case .remove: .remove
      case .finished: .finished
      }
    }
    var url: String? {
      switch self {
      case .add(let url), .remove(let url), .finished(let url): url
      }
    }
  }

  static func shelf(keeping: Bool) -> MachineDefinition<StateName, ShelfEvent, Shelf> {
    let downloads = downloads(keeping: keeping)
    return try! MachineDefinition(version: 1, initial: "showing", context: Shelf()) {
      StateNode("showing") {
        Invoke(downloads, done: { url, _ in .finished(url) })
        On(.add, actions: [.spawn(downloads) { _, event in event?.url.map { ($0, 0) } }])
        On(.remove, actions: [.stop(downloads) { _, event in event?.url }])
        On(
          .finished,
          actions: [
            .assign("note") { shelf, event in event?.url.map { shelf.finished.append($0) } }
          ])
      }
    }
  }

  @Test func aFinishedChildStaysInItsFinalStateAndIsReportedOnce() throws {
    let shelf = Machine(Self.shelf(keeping: true))
    shelf.send(.add("a"))
    shelf.send(.add("b"))
    let children = shelf.children(Self.downloads(keeping: true))
    let a = try #require(children["a"])
    a.send("finish")
    #expect(children.ids == ["a", "b"], "the finished row stays, in its place")
    #expect(children.count == 2)
    #expect(children.count(in: "done") == 1)
    #expect(children.ids(in: "done") == ["a"])
    #expect(children["a"]?.state == "done")
    #expect(shelf.context.finished == ["a"], "its completion reached the parent once")
    #expect(a.send("finish") == .machineStopped, "a finished child takes no event")
    #expect(shelf.context.finished == ["a"])
  }

  @Test func aKeptChildLeavesWhenStoppedAndItsIdIsTakenUntilThen() {
    let lines = Mutex<[String]>([])
    let shelf = Machine(
      Self.shelf(keeping: true), log: { _, line in lines.withLock { $0.append(line) } })
    shelf.send(.add("a"))
    let children = shelf.children(Self.downloads(keeping: true))
    children["a"]?.send("finish")
    shelf.send(.add("a"))
    #expect(
      lines.withLock { $0 }.contains {
        $0.contains("refused: a finished child is kept under its id until it is stopped")
      })
    #expect(children["a"]?.state == "done", "the kept child, not a new one")
    shelf.send(.remove("a"))
    #expect(children.ids.isEmpty)
    shelf.send(.add("a"))
    #expect(children["a"]?.state == "downloading", "a new child under the freed id")
  }

  @Test func byDefaultAFinishedChildLeaves() {
    let shelf = Machine(Self.shelf(keeping: false))
    shelf.send(.add("a"))
    let children = shelf.children(Self.downloads(keeping: false))
    children["a"]?.send("finish")
    #expect(children.ids.isEmpty)
    #expect(shelf.context.finished == ["a"])
  }

  @Test func aKeptFinishedChildIsPersistedAndRestoredFinishedWithoutASecondReport() throws {
    let shelf = Machine(Self.shelf(keeping: true))
    shelf.send(.add("a"))
    shelf.send(.add("b"))
    shelf.children(Self.downloads(keeping: true))["a"]?.send("finish")
    let data = try JSONEncoder().encode(shelf.snapshot.persisted)

    let saved = try JSONDecoder().decode(
      PersistedSnapshot<StateName, ShelfEvent, Shelf>.self, from: data)
    let restored = Machine(restoring: try Self.shelf(keeping: true).restore(saved))
    let children = restored.children(Self.downloads(keeping: true))
    #expect(children.ids == ["a", "b"])
    #expect(children["a"]?.state == "done")
    #expect(children.count(in: "done") == 1)
    #expect(restored.context.finished == ["a"], "heard before the snapshot, not again")
    children["b"]?.send("finish")
    #expect(restored.context.finished == ["a", "b"])
  }
}
