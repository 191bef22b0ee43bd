import Foundation
import StateKit
import StateKitMacros
import Testing

// The downloads list of the "Machines of Machines" article, as the article writes it.

@MachineState enum Download: Hashable, Codable {
  case queued, downloading, paused, failed, done
}

@MachineEvent enum DownloadEvent: Hashable, Codable {
  case start, pause, resume, fail, retry, finish
  case received(Int)
}

struct Transfer: Hashable, Codable, Sendable {
  var url: String
  var received = 0
}

let downloadDefinition = try! MachineDefinition<Download, DownloadEvent, Transfer>(
  initial: .queued, context: Transfer(url: "")
) {
  StateNode(.queued) { On(.start, to: .downloading) }
  StateNode(.downloading) {
    On(\.received) { transfer, bytes in transfer.received += bytes }
    On(.pause, to: .paused)
    On(.fail, to: .failed, actions: [.emit(.fail)])
    On(.finish, to: .done)
  }
  StateNode(.paused) { On(.resume, to: .queued) }
  StateNode(.failed) { On(.retry, to: .queued) }
  Final(.done)
}

@MachineState enum Shelf: Hashable, Codable { case showing }

@MachineEvent enum ShelfEvent: Hashable, Codable {
  case add(String)
  case pause(String)
  case resume(String)
  case retry(String)
  case finished(String)
  case failed(String)
}

let downloads = ChildMachines<String, Download, DownloadEvent, Transfer>(
  "downloads", downloadDefinition)

/// Starts as many queued downloads as 2 leave room for, in the order they were added.
let startNext = Action<ShelfEvent, Void>.send(
  .start, to: downloads,
  selecting: { running in
    Array(running.ids(in: .queued).prefix(max(0, 2 - running.count(in: .downloading))))
  })

let shelfDefinition = try! MachineDefinition<Shelf, ShelfEvent, Void>(initial: .showing) {
  StateNode(.showing) {
    Invoke(
      downloads,
      emitted: { url, event in event == .fail ? .failed(url) : nil },
      done: { url, _ in .finished(url) })
    On(
      .add,
      actions: [
        .spawn(downloads) { _, event in event?.add.map { ($0, Transfer(url: $0)) } }, startNext,
      ])
    On(.pause, actions: [.send(.pause, to: downloads) { $1?.pause }, startNext])
    On(.resume, actions: [.send(.resume, to: downloads) { $1?.resume }, startNext])
    On(.retry, actions: [.send(.retry, to: downloads) { $1?.retry }, startNext])
    On(.finished, actions: [startNext])
    On(.failed, actions: [startNext])
  }
}

struct DownloadsListTests {
  @Test func atMostTwoDownloadAndEveryWayOutOfDownloadingStartsTheNext() throws {
    let shelf = Machine(shelfDefinition)
    for url in ["a", "b", "c", "d", "e"] { shelf.send(.add(url)) }
    let running = shelf.children(downloads)
    #expect(running.ids(in: .downloading) == ["a", "b"])

    shelf.send(.pause("a"))
    #expect(running.ids(in: .downloading) == ["b", "c"], "a pause frees a place")
    shelf.send(.resume("a"))
    #expect(running.ids(in: .queued) == ["a", "d", "e"], "a resumed download waits its turn")

    running["b"]?.send(.received(512))
    running["b"]?.send(.finish)
    #expect(running.ids == ["a", "c", "d", "e"], "a finished download leaves")
    #expect(running.ids(in: .downloading) == ["a", "c"])

    running["c"]?.send(.fail)
    #expect(running.ids(in: .failed) == ["c"])
    #expect(running.ids(in: .downloading) == ["a", "d"], "a failure frees a place")
    shelf.send(.retry("c"))
    #expect(running.ids(in: .queued) == ["c", "e"], "in the order they were added")
  }

  @Test func theListSurvivesARelaunch() throws {
    let shelf = Machine(shelfDefinition)
    for url in ["a", "b", "c"] { shelf.send(.add(url)) }
    shelf.children(downloads)["a"]?.send(.received(512))
    shelf.send(.pause("b"))
    let data = try JSONEncoder().encode(shelf.snapshot.persisted)
    let saved = try JSONDecoder().decode(
      PersistedSnapshot<Shelf, ShelfEvent, Void>.self, from: data)
    #expect(saved.collections["downloads"]?.count == 3)

    let restored = Machine(restoring: try shelfDefinition.restore(saved))
    let running = restored.children(downloads)
    #expect(running.ids == ["a", "b", "c"])
    #expect(running.ids(in: .paused) == ["b"])
    #expect(running.ids(in: .downloading) == ["a", "c"])
    #expect(running["a"]?.context == Transfer(url: "a", received: 512))
    restored.send(.add("d"))
    #expect(running.ids(in: .queued) == ["d"], "the restored counts keep two downloading")
  }
}
