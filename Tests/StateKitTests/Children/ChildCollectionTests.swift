import StateKit
import StateKitClock
import Synchronization
import Testing

/// A collection of child machines: downloads, each a machine, at most 2 downloading at once.
struct ChildCollectionTests {
  struct Download: Equatable, Sendable {
    var url = ""
    var received = 0
  }

  /// A download: `start` begins, `chunk` receives (and emits `progress`), `pause` and
  /// `resume`, `finish` completes; after 30 s downloading it emits `stalled`.
  static let downloadDefinition = try! MachineDefinition<S, E, Download>(
    initial: "queued", context: Download()
  ) {
    StateNode("queued") { On("start", to: "downloading") }
    StateNode("downloading") {
      On(
        "chunk",
        actions: [.assign("receive") { download, _ in download.received += 1 }, .emit("progress")])
      On("pause", to: "paused")
      On("finish", to: "done")
      After(.seconds(30), to: "downloading", actions: [.emit("stalled")])
    }
    StateNode("paused") { On("resume", to: "downloading") }
    Final("done")
  }
  static let downloads = ChildMachines<String, S, E, Download>("downloads", downloadDefinition)

  struct Shelf: Equatable, Sendable {
    var heard: [String] = []
    var finished: [String] = []
  }

  /// Starts as many queued downloads as there are free slots of 2.
  static let startQueued = Action<ListEvent, Shelf>.send(
    E("start"), to: downloads,
    selecting: { running in
      Array(running.ids(in: "queued").prefix(max(0, 2 - running.count(in: "downloading"))))
    })

  static let list = try! MachineDefinition<S, ListEvent, Shelf>(initial: "list", context: Shelf()) {
    StateNode("list") {
      Invoke(
        downloads, emitted: { url, event in .heard("\(url) \(event)") },
        done: { url, final in .finished(url, final.context.received) })
      On(
        .add,
        actions: [
          .spawn(downloads) { _, event in event?.add.map { ($0, Download(url: $0)) } }, startQueued,
        ])
      On(\.heard) { shelf, what in shelf.heard.append(what) }
      On(
        .finished,
        actions: [
          .assign("note") { shelf, event in
            if case .finished(let url, let chunks)? = event {
              shelf.finished.append("\(url) \(chunks)")
            }
          }, startQueued,
        ])
      On(
        .pause,
        actions: [.send(E("pause"), to: downloads) { _, event in event?.pause }, startQueued])
      On(.cancel, actions: [.stop(downloads) { _, event in event?.cancel }, startQueued])
      On(.pauseAll, actions: [.send(E("pause"), toEach: downloads)])
      On(
        .addWhenFree,
        guard: .children(downloads, "a slot is free") { $0.count(in: "downloading") < 2 },
        actions: [.assign("mark") { shelf, _ in shelf.heard.append("free") }])
      On(.leave, to: "away")
    }
    StateNode("away") {
      On(\.heard) { shelf, what in shelf.heard.append(what) }
      On(
        .add,
        actions: [.spawn(downloads) { _, event in event?.add.map { ($0, Download(url: $0)) } }])
      On(.back, to: "list")
    }
  }

  @Test func spawnedChildrenRunUnderTheirIdsInTheOrderSpawned() throws {
    let shelf = Machine(Self.list)
    shelf.send(.add("a"))
    shelf.send(.add("b"))
    shelf.send(.add("c"))
    let running = shelf.children(Self.downloads)
    #expect(running.ids == ["a", "b", "c"])
    #expect(running.count == 3)
    #expect(running["b"]?.context.url == "b", "each child starts with its own input")
    #expect(running.contains("c"))
    #expect(!running.contains("d"))
    #expect(running.machines.map(\.id) == ["a", "b", "c"])
  }

  @Test func atMostTwoDownloadAndAFinishedOneMakesRoomForTheNext() throws {
    let shelf = Machine(Self.list)
    for url in ["a", "b", "c"] { shelf.send(.add(url)) }
    let running = shelf.children(Self.downloads)
    #expect(running.count(in: "downloading") == 2)
    #expect(running.ids(in: "queued") == ["c"])
    running["a"]?.send("chunk")
    running["a"]?.send("finish")
    #expect(shelf.context.finished == ["a 1"], "the child's output reaches the parent with its id")
    #expect(running.ids == ["b", "c"], "a finished child leaves the collection")
    #expect(running.ids(in: "downloading") == ["b", "c"])
  }

  @Test func pausingAndCancellingFreeASlot() throws {
    let shelf = Machine(Self.list)
    for url in ["a", "b", "c", "d"] { shelf.send(.add(url)) }
    let running = shelf.children(Self.downloads)
    shelf.send(.pause("a"))
    #expect(running.ids(in: "paused") == ["a"])
    #expect(running.ids(in: "downloading") == ["b", "c"])
    shelf.send(.cancel("b"))
    #expect(running.ids == ["a", "c", "d"])
    #expect(running.ids(in: "downloading") == ["c", "d"])
  }

  @Test func everyReportCarriesTheChildsIdAndNothingComesFromAStoppedChild() throws {
    let clock = ManualClock()
    let shelf = Machine(Self.list, clock: clock)
    shelf.send(.add("a"))
    shelf.send(.add("b"))
    let running = shelf.children(Self.downloads)
    let b = try #require(running["b"])
    running["a"]?.send("chunk")
    b.send("chunk")
    #expect(shelf.context.heard == ["a progress", "b progress"])
    shelf.send(.cancel("b"))
    #expect(b.send("chunk") == .machineStopped, "a stopped child refuses events")
    clock.advance(by: .seconds(30))
    #expect(
      shelf.context.heard == ["a progress", "b progress", "a stalled"],
      "a stopped child's timer reaches nobody")
  }

  @Test func aGuardReadsTheCollection() throws {
    let shelf = Machine(Self.list)
    shelf.send(.addWhenFree)
    #expect(shelf.context.heard == ["free"])
    shelf.send(.add("a"))
    shelf.send(.add("b"))
    #expect(shelf.send(.addWhenFree) == .ignored, "two are downloading")
    shelf.send(.pause("a"))
    #expect(shelf.send(.addWhenFree) == .handled, "pausing a freed a slot")
    #expect(shelf.context.heard == ["free", "free"])
  }

  @Test func theGuardSeesNoChildrenOutsideARunningMachine() throws {
    let start = Self.list.initialSnapshot()
    #expect(Self.list.canHandle(.addWhenFree, in: start))
    let machine = Machine(Self.list)
    machine.send(.add("a"))
    machine.send(.add("b"))
    #expect(!machine.canHandle(.addWhenFree), "the running machine reads its children")
  }

  @Test func sendingToEachReachesEveryChild() throws {
    let shelf = Machine(Self.list)
    for url in ["a", "b", "c"] { shelf.send(.add(url)) }
    shelf.send(.pauseAll)
    #expect(shelf.children(Self.downloads).ids(in: "paused") == ["a", "b"])
    #expect(shelf.children(Self.downloads).ids(in: "queued") == ["c"], "queued ignores pause")
  }

  @Test func exitingTheStateStopsEveryChildAndTheCollectionStartsAgainEmpty() throws {
    let lines = Mutex<[String]>([])
    let shelf = Machine(Self.list, log: { _, message in lines.withLock { $0.append(message) } })
    shelf.send(.add("a"))
    let a = try #require(shelf.children(Self.downloads)["a"])
    shelf.send(.leave)
    #expect(shelf.children(Self.downloads).isEmpty)
    #expect(a.send("chunk") == .machineStopped)
    shelf.send(.add("b"))
    #expect(
      lines.withLock { $0 } == ["spawn downloads[b] refused: the collection's state is not active"])
    shelf.send(.back)
    #expect(shelf.children(Self.downloads).isEmpty)
  }

  @Test func aSpawnUnderARunningIdIsRefused() throws {
    let lines = Mutex<[String]>([])
    let shelf = Machine(Self.list, log: { _, message in lines.withLock { $0.append(message) } })
    shelf.send(.add("a"))
    shelf.children(Self.downloads)["a"]?.send("chunk")
    shelf.send(.add("a"))
    #expect(shelf.children(Self.downloads)["a"]?.context.received == 1, "the first one runs on")
    #expect(lines.withLock { $0 } == ["spawn downloads[a] refused: a child runs under its id"])
  }

  @Test func releasingTheParentReleasesEveryChild() {
    weak var first: Machine<S, E, Download>?
    weak var second: Machine<S, E, Download>?
    do {
      let shelf = Machine(Self.list)
      shelf.send(.add("a"))
      shelf.send(.add("b"))
      first = shelf.children(Self.downloads)["a"]
      second = shelf.children(Self.downloads)["b"]
      #expect(first != nil && second != nil)
    }
    #expect(first == nil && second == nil, "no child outlives its parent")
  }

  @Test func aChildDoesNotKeepItsParentAlive() {
    weak var parent: Machine<S, ListEvent, Shelf>?
    var child: Machine<S, E, Download>?
    do {
      let shelf = Machine(Self.list)
      parent = shelf
      shelf.send(.add("a"))
      child = shelf.children(Self.downloads)["a"]
    }
    #expect(parent == nil)
    #expect(child?.send("chunk") == .machineStopped, "releasing the parent stopped it")
  }

  /// The list's events.
  enum ListEvent: MachineEvent, Equatable {
    case add(String)
    case pause(String)
    case cancel(String)
    case heard(String)
    case finished(String, Int)
    case pauseAll, addWhenFree, leave, back
    enum Case: Hashable, Sendable {
      case add, pause, cancel, heard, finished, pauseAll, addWhenFree, leave, back
    }
    var eventCase: Case {
      switch self {
      case .add: .add
      case .pause: .pause
      case .cancel: .cancel
      case .heard: .heard
      case .finished: .finished
      case .pauseAll: .pauseAll
      case .addWhenFree: .addWhenFree
      case .leave: .leave
      case .back: .back
      }
    }
    var add: String? { if case .add(let url) = self { url } else { nil } }
    var pause: String? { if case .pause(let url) = self { url } else { nil } }
    var cancel: String? { if case .cancel(let url) = self { url } else { nil } }
    var heard: String? { if case .heard(let what) = self { what } else { nil } }
    var finished: (String, Int)? {
      if case .finished(let url, let n) = self { (url, n) } else { nil }
    }
    static func payloadCase(of accessor: PartialKeyPath<ListEvent>) -> Case? {
      switch accessor {
      case \ListEvent.add: .add
      case \ListEvent.pause: .pause
      case \ListEvent.cancel: .cancel
      case \ListEvent.heard: .heard
      case \ListEvent.finished: .finished
      default: nil
      }
    }
  }
}

/// A collection of children appears to views as an identified collection of observable
/// machines.
@MainActor
struct ObservableChildCollectionTests {
  typealias Parent = ChildCollectionTests

  @Test func theRowsAreTheRunningChildrenInOrderEachItsOwnModel() throws {
    let model = ObservableMachine(Parent.list)
    model.send(.add("a"))
    model.send(.add("b"))
    let rows = model.children(Parent.downloads)
    #expect(rows.map(\.id) == ["a", "b"])
    #expect(rows[1].machine.url == "b")
    #expect(rows[0].machine.state == "downloading")
    #expect(model.children(Parent.downloads)[0].machine === rows[0].machine, "the same object")
  }

  @Test func aSpawnAStopAndAFinishInvalidateTheListAndNothingElse() throws {
    let model = ObservableMachine(Parent.list)
    model.send(.add("a"))
    let a = try #require(model.children(Parent.downloads).first?.machine)
    let list = Invalidated { _ = model.children(Parent.downloads) }
    let stateView = Invalidated { _ = model.state }
    model.send(.add("b"))
    #expect(list.count == 1, "a spawn changes the list")
    #expect(stateView.count == 0)

    let list2 = Invalidated { _ = model.children(Parent.downloads) }
    let row = Invalidated { _ = a.received }
    a.send("chunk")
    #expect(a.received == 1)
    #expect(row.count == 1)
    #expect(list2.count == 0, "a change inside a child is not the list's")

    a.send("finish")
    #expect(list2.count == 1, "a finished child leaves the list")
    #expect(model.children(Parent.downloads).map(\.id) == ["b"])
  }

  @Test func leavingTheStateEmptiesTheList() throws {
    let model = ObservableMachine(Parent.list)
    model.send(.add("a"))
    let list = Invalidated { _ = model.children(Parent.downloads) }
    model.send(.leave)
    #expect(list.count == 1)
    #expect(model.children(Parent.downloads).isEmpty)
  }
}

/// What a parent's actions, guards and views reach of one child by its id.
@MainActor
struct ChildByIDTests {
  typealias Parent = ChildCollectionTests
  typealias ListEvent = Parent.ListEvent

  /// Spawns only what is not running (a guard with the event), and sends a child an event
  /// made from the parent's event.
  static let board = try! MachineDefinition<S, ListEvent, Parent.Shelf>(
    initial: "list", context: Parent.Shelf()
  ) {
    StateNode("list") {
      Invoke(Parent.downloads)
      On(
        .add,
        guard: .children(Parent.downloads, "new") { running, _, event in
          event?.add.map { !running.contains($0) } ?? false
        },
        actions: [
          .spawn(Parent.downloads) { _, event in event?.add.map { ($0, Parent.Download(url: $0)) } }
        ])
      On(.add, actions: [.assign("again") { shelf, event in shelf.heard.append("again") }])
      On(
        .pause,
        actions: [.send(to: Parent.downloads) { _, event in event?.pause.map { ($0, E("start")) } }]
      )
    }
  }

  @Test func aGuardReadsTheChildrenWithTheEvent() throws {
    let machine = Machine(Self.board)
    machine.send(.add("a"))
    machine.send(.add("a"))
    #expect(machine.context.heard == ["again"], "the second add found a running child")
    #expect(machine.children(Parent.downloads).ids == ["a"])
  }

  @Test func aChildEventMadeFromTheParentsEvent() throws {
    let machine = Machine(Self.board)
    machine.send(.add("a"))
    machine.send(.add("b"))
    machine.send(.pause("b"))
    #expect(machine.children(Parent.downloads).ids(in: "downloading") == ["b"])
  }

  @Test func aDetailViewTakesOneChildByItsId() throws {
    let model = ObservableMachine(Self.board)
    model.send(.add("a"))
    model.send(.add("b"))
    let b = try #require(model.child(Parent.downloads, id: "b"))
    #expect(b.url == "b")
    #expect(model.child(Parent.downloads, id: "b") === b)
    #expect(model.children(Parent.downloads)[1].machine === b, "the list's row is the same object")
    #expect(model.child(Parent.downloads, id: "c") == nil)
  }
}

/// A machine shows the tree of machines it runs.
struct MachineTreeTests {
  typealias Parent = ChildCollectionTests

  @Test func theTreeHasTheLoneChildrenThenTheCollections() throws {
    let shelf = Machine(Parent.list)
    shelf.send(.add("a"))
    shelf.send(.add("b"))
    shelf.children(Parent.downloads)["a"]?.send("pause")
    #expect(
      shelf.tree(id: "shelf").description == """
        shelf: list
          downloads[a]: paused
          downloads[b]: downloading
        """)
    let app = Machine(ChildMachineTests.app)
    #expect(app.tree(id: "app").children.map(\.id) == ["login"])
    #expect(app.tree(id: "app").flattened.map(\.depth) == [0, 1])
  }
}
