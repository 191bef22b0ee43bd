import Foundation
import StateKit
import StateKitClock
import Testing

/// A parent's persisted snapshot holds the running children of its collections, under their
/// ids, in their order, recursively; restoring it brings each back in its state, with its
/// timers, each checked by its own definition.
struct CollectionPersistenceTests {
  struct Transfer: Codable, Equatable, Sendable {
    var url = ""
    var received = 0
  }

  struct Shelf: Codable, Equatable, Sendable {
    var heard: [String] = []
  }

  enum ShelfEvent: MachineEvent, Codable, Hashable {
    case add(String)
    case start(String)
    case heard(String)
    case leave
    enum Case: Hashable, Sendable { case add, start, heard, leave }
    var eventCase: Case {
      switch self {
      case .add: .add
      case .start: .start
      case .heard: .heard
      case .leave: .leave
      }
    }
    var text: String? {
      switch self {
      case .add(let text), .start(let text), .heard(let text): text
      case .leave: nil
      }
    }
  }

  typealias Persisted = PersistedSnapshot<StateName, ShelfEvent, Shelf>
  typealias Downloads = ChildMachines<String, StateName, EventName, Transfer>

  /// A download's lone child: verifies 20 s after its download starts.
  static let checksum = ChildMachine(
    "checksum",
    try! MachineDefinition<StateName, EventName, Int>(initial: "checking", context: 0) {
      StateNode("checking") { After(.seconds(20), to: "verified") }
      StateNode("verified")
    })

  /// A part of a download, under an `Int` id: a collection inside a child of a collection.
  static let parts = ChildMachines<Int, StateName, EventName, Int>(
    "parts",
    try! MachineDefinition<StateName, EventName, Int>(initial: "waiting", context: 0) {
      StateNode("waiting") { After(.seconds(7), to: "fetched") }
      StateNode("fetched")
    })

  /// A download: `start` begins; `chunk` receives and spawns a part under the count received;
  /// after 30 s downloading it emits `stalled`. Version 2 calls `downloading` `fetching`.
  static func downloads(version: Int = 1) -> Downloads {
    let downloading: StateName = version == 1 ? "downloading" : "fetching"
    return Downloads(
      "downloads",
      try! MachineDefinition<StateName, EventName, Transfer>(
        version: version, initial: "queued", context: Transfer()
      ) {
        StateNode("queued") { On("start", to: downloading) }
        StateNode(downloading) {
          Invoke(checksum)
          Invoke(parts)
          On(
            "chunk",
            actions: [
              .assign("receive") { transfer, _ in transfer.received += 1 },
              .spawn(parts) { transfer, _ in (transfer.received, transfer.received * 10) },
            ])
          After(.seconds(30), to: "stalled", actions: [.emit("stalled")])
        }
        StateNode("stalled")
      })
  }

  static func shelf(_ downloads: Downloads = downloads()) -> MachineDefinition<
    StateName, ShelfEvent, Shelf
  > {
    try! MachineDefinition<StateName, ShelfEvent, Shelf>(
      version: 1, initial: "list", context: Shelf()
    ) {
      StateNode("list") {
        Invoke(downloads, emitted: { url, event in .heard("\(url) \(event)") })
        On(
          .add,
          actions: [.spawn(downloads) { _, event in event?.text.map { ($0, Transfer(url: $0)) } }])
        On(.start, actions: [.send("start", to: downloads) { _, event in event?.text }])
        On(
          .heard,
          actions: [.assign("hear") { shelf, event in event?.text.map { shelf.heard.append($0) } }])
        On(.leave, to: "away")
      }
      StateNode("away")
    }
  }

  /// Three downloads, a, b and c; a and c started, a received 2 chunks (2 parts), 10 s ago.
  static func savedMidFlow() throws -> Data {
    let clock = ManualClock()
    let shelf = Machine(Self.shelf(), clock: clock)
    for url in ["a", "b", "c"] { shelf.send(.add(url)) }
    shelf.send(.start("a"))
    shelf.send(.start("c"))
    let a = try #require(shelf.children(downloads())["a"])
    a.send("chunk")
    a.send("chunk")
    clock.advance(by: .seconds(10))
    return try JSONEncoder().encode(shelf.snapshot.persisted)
  }

  static func restored(
    _ data: Data, _ definition: MachineDefinition<StateName, ShelfEvent, Shelf> = shelf(),
    clock: ManualClock
  ) throws -> Machine<StateName, ShelfEvent, Shelf> {
    let saved = try JSONDecoder().decode(Persisted.self, from: data)
    return Machine(restoring: try definition.restore(saved), clock: clock)
  }

  @Test func theSnapshotHoldsTheChildrenOfACollectionInTheirOrder() throws {
    let saved = try JSONDecoder().decode(Persisted.self, from: Self.savedMidFlow())
    let children = try #require(saved.collections["downloads"])
    #expect(try children.map { try $0.id(as: String.self) } == ["a", "b", "c"])
    let a = try children[0].snapshot.decoded(
      as: PersistedSnapshot<StateName, EventName, Transfer>.self)
    #expect(a.configuration == ["downloading"])
    #expect(a.context == Transfer(url: "a", received: 2))
    #expect(a.children["checksum"] != nil, "a lone grandchild")
    #expect(try a.collections["parts"]?.map { try $0.id(as: Int.self) } == [1, 2])

    let shelf = Machine(Self.shelf(), clock: ManualClock())
    shelf.send(.add("x"))
    let snapshot = shelf.snapshot
    #expect(snapshot.children(Self.downloads()).map { $0.id } == ["x"])
    #expect(snapshot.children(Self.downloads()).first?.snapshot.context.url == "x")
  }

  @Test func restoringBringsEveryChildBackUnderItsIdInOrderWithTheCounts() throws {
    let shelf = try Self.restored(Self.savedMidFlow(), clock: ManualClock())
    let running = shelf.children(Self.downloads())
    #expect(running.ids == ["a", "b", "c"])
    #expect(running["a"]?.state == "downloading")
    #expect(running["a"]?.context == Transfer(url: "a", received: 2))
    #expect(running["b"]?.state == "queued")
    #expect(running["c"]?.state == "downloading")
    #expect(running.count(in: "downloading") == 2)
    #expect(running.count(in: "queued") == 1)
    #expect(running.ids(in: "downloading") == ["a", "c"])
    shelf.send(.start("b"))
    #expect(running.count(in: "downloading") == 3, "a restored child steps and is counted")
    shelf.send(.add("d"))
    #expect(running.ids == ["a", "b", "c", "d"])
    shelf.send(.add("a"))
    #expect(running.ids == ["a", "b", "c", "d"], "a restored id is taken")
  }

  @Test func aTimerOfAChildOfACollectionFiresAfterRestore() throws {
    let clock = ManualClock()
    let shelf = try Self.restored(Self.savedMidFlow(), clock: clock)
    let running = shelf.children(Self.downloads())
    clock.advance(by: .milliseconds(19_999))
    #expect(running.count(in: "downloading") == 2, "20 s were left")
    clock.advance(by: .milliseconds(1))
    #expect(running["a"]?.state == "stalled")
    #expect(running["c"]?.state == "stalled")
    #expect(running.count(in: "stalled") == 2)
    #expect(shelf.context.heard == ["a stalled", "c stalled"], "what they emit reaches the parent")
  }

  @Test func grandchildrenComeBackWithTheirTimers() throws {
    let clock = ManualClock()
    let shelf = try Self.restored(Self.savedMidFlow(), clock: clock)
    let a = try #require(shelf.children(Self.downloads())["a"])
    let checksum = try #require(a.child(Self.checksum))
    let parts = a.children(Self.parts)
    #expect(parts.ids == [1, 2])
    #expect(parts[2]?.context == 20)
    #expect(parts.count(in: "waiting") == 0, "their 7 s passed before the save")
    #expect(parts.count(in: "fetched") == 2)
    clock.advance(by: .seconds(9))
    #expect(checksum.state == "checking")
    clock.advance(by: .seconds(1))
    #expect(checksum.state == "verified", "10 s were left")
    #expect(shelf.tree(id: "shelf").flattened.map(\.machine.id).contains("parts[2]"))
  }

  @Test func aRestoredParentThatStartsLaterBringsItsCollectionBackThen() throws {
    let saved = try JSONDecoder().decode(Persisted.self, from: Self.savedMidFlow())
    let shelf = Machine(
      restoring: try Self.shelf().restore(saved), clock: ManualClock(), startImmediately: false)
    #expect(shelf.snapshot.children(Self.downloads()).map { $0.id } == ["a", "b", "c"], "pending")
    #expect(shelf.children(Self.downloads()).isEmpty)
    shelf.start()
    #expect(shelf.children(Self.downloads()).ids == ["a", "b", "c"])
    #expect(
      shelf.snapshot.children(Self.downloads()).map { $0.snapshot.context.received } == [2, 0, 0])
  }

  @Test func eachChildIsRestoredUnderTheCollectionsPolicy() throws {
    let data = try Self.savedMidFlow()
    let saved = try JSONDecoder().decode(Persisted.self, from: data)
    let shelf = Self.shelf(Self.downloads(version: 2))
    #expect(throws: RestoreError.child("downloads[a]", .unknownState("downloading"))) {
      try shelf.restore(saved)
    }
    let restored = try shelf.restore(
      saved, policy: .strict, childPolicies: ["downloads": .bestEffort])
    #expect(
      restored.dropped == [
        "child 'downloads[a]': state 'downloading'",
        "child 'downloads[a]': timer after 30.0 seconds from 'downloading' to 'stalled'",
        "child 'downloads[a]': child 'checksum'", "child 'downloads[a]': collection 'parts'",
        "child 'downloads[c]': state 'downloading'",
        "child 'downloads[c]': timer after 30.0 seconds from 'downloading' to 'stalled'",
        "child 'downloads[c]': child 'checksum'",
      ])
    let machine = Machine(restoring: restored.snapshot, clock: ManualClock())
    let running = machine.children(Self.downloads(version: 2))
    #expect(running.ids == ["a", "b", "c"])
    #expect(running.count(in: "queued") == 3, "entered by default")
    #expect(running["a"]?.context.received == 2, "its context kept")

    let restarted = try shelf.restore(
      saved, policy: .strict, childPolicies: ["downloads": .restart])
    #expect(
      restarted.dropped == [
        "child 'downloads[a]': configuration downloading", "child 'downloads[a]': child 'checksum'",
        "child 'downloads[a]': collection 'parts'",
        "child 'downloads[c]': configuration downloading", "child 'downloads[c]': child 'checksum'",
      ])
    let nested = try Self.shelf().restore(
      saved, policy: .strict, childPolicies: ["downloads/checksum": .restart])
    #expect(
      nested.dropped == [
        "child 'downloads[a]': child 'checksum': configuration checking",
        "child 'downloads[c]': child 'checksum': configuration checking",
      ], "a path under a collection names the child of each of its children")
    let fresh = Machine(restoring: restarted.snapshot, clock: ManualClock())
    #expect(fresh.children(Self.downloads(version: 2))["a"]?.children(Self.parts).isEmpty == true)
  }

  @Test func theChildrenOfACollectionAreMigratedOnTheirOwn() throws {
    var saved = try JSONDecoder().decode(Persisted.self, from: Self.savedMidFlow())
    for (i, child) in saved.collections["downloads", default: []].enumerated()
    where try child.snapshot.header.version == 1 {
      let old = try child.snapshot.decoded(
        as: PersistedSnapshot<StateName, EventName, Transfer>.self)
      saved.collections["downloads"]![i].snapshot = PersistedChild(
        old.migrated(
          to: 2, renaming: ["downloading": "fetching"], payload: { $0 }, event: { $0 },
          context: { $0 }))
    }
    let data = try JSONEncoder().encode(saved)
    let clock = ManualClock()
    let shelf = try Self.restored(data, Self.shelf(Self.downloads(version: 2)), clock: clock)
    let running = shelf.children(Self.downloads(version: 2))
    #expect(running.ids(in: "fetching") == ["a", "c"])
    #expect(running["a"]?.children(Self.parts).ids == [1, 2], "its children came along")
    clock.advance(by: .seconds(20))
    #expect(
      shelf.context.heard == ["a stalled", "c stalled"], "the migrated children kept their timers")
  }

  @Test func dataWithoutCollectionsStillDecodesAndTheCollectionStartsEmpty() throws {
    let old = """
      {"configuration":["list"],"payloads":{},"history":{},"timers":[],"isDone":false,
      "serial":0,"version":1,"context":{"heard":[]}}
      """
    let saved = try JSONDecoder().decode(Persisted.self, from: Data(old.utf8))
    #expect(saved.collections.isEmpty)
    let shelf = Machine(restoring: try Self.shelf().restore(saved), clock: ManualClock())
    #expect(shelf.children(Self.downloads()).isEmpty)
    shelf.send(.add("a"))
    #expect(shelf.children(Self.downloads()).ids == ["a"])
    let written = try JSONEncoder().encode(
      Machine(Self.shelf(), clock: ManualClock()).snapshot.persisted)
    #expect(!String(decoding: written, as: UTF8.self).contains("collections"), "as it was written")
  }

  @Test func aCollectionWhoseStateIsNotActiveIsDropped() throws {
    var saved = try JSONDecoder().decode(Persisted.self, from: Self.savedMidFlow())
    saved.configuration = ["away"]
    #expect(throws: RestoreError.self) { try Self.shelf().restore(saved) }
    let restored = try Self.shelf().restore(saved, policy: .bestEffort)
    #expect(restored.dropped == ["collection 'downloads'"])
    #expect(restored.snapshot.children(Self.downloads()).isEmpty)
  }

  @Test func aRepeatedIdIsRefusedOrDropped() throws {
    var saved = try JSONDecoder().decode(Persisted.self, from: Self.savedMidFlow())
    saved.collections["downloads"]!.append(saved.collections["downloads"]![1])
    #expect {
      try Self.shelf().restore(saved)
    } throws: { error in
      guard case .child("downloads[b]", .invalidConfiguration)? = error as? RestoreError else {
        return false
      }
      return true
    }
    let restored = try Self.shelf().restore(saved, policy: .bestEffort)
    #expect(restored.dropped == ["child 'downloads[b]' (another child has its id)"])
    #expect(restored.snapshot.children(Self.downloads()).map { $0.id } == ["a", "b", "c"])
  }

  @Test func anIdThatDoesNotDecodeIsRefusedOrDropped() throws {
    let data = """
      {"configuration":["list"],"payloads":{},"history":{},"timers":[],"isDone":false,
      "serial":0,"version":1,"context":{"heard":[]},
      "collections":{"downloads":[{"id":[1],"snapshot":{}}]}}
      """
    let saved = try JSONDecoder().decode(Persisted.self, from: Data(data.utf8))
    #expect(throws: RestoreError.self) { try Self.shelf().restore(saved) }
    let restored = try Self.shelf().restore(saved, policy: .bestEffort)
    #expect(restored.dropped == ["child 0 of 'downloads' (its id does not decode)"])
  }

  struct Key: Hashable, Sendable {
    let n: Int
  }

  @Test func aCollectionWhoseIdIsNotCodableIsNotStored() throws {
    let keyed = ChildMachines<Key, StateName, EventName, Transfer>(
      "keyed", Self.downloads().definition)
    let parent = try MachineDefinition<StateName, EventName, Shelf>(
      initial: "list", context: Shelf()
    ) {
      StateNode("list") {
        Invoke(keyed)
        On("add", actions: [.spawn(keyed) { _, _ in (Key(n: 1), Transfer(url: "k")) }])
      }
    }
    let machine = Machine(parent, clock: ManualClock())
    machine.send("add")
    #expect(machine.snapshot.children(keyed).map { $0.id } == [Key(n: 1)], "the snapshot holds it")
    let persisted = machine.snapshot.persisted
    #expect(persisted.collections.isEmpty, "its persisted form does not")
    let restored = Machine(restoring: try parent.restore(persisted), clock: ManualClock())
    #expect(restored.children(keyed).isEmpty)
  }
}
