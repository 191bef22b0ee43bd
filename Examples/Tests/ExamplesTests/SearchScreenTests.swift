import DemoServer
import Foundation
import ImageSearch
import SearchScreen
import StateKit
import Testing

/// The UIKit search screen example's machine: the article's states, with the results loaded
/// from the local server as work of `startSearch`.
@MainActor
struct SearchScreenTests {
  static func loader(_ endpoint: URL) -> SearchResultsLoader {
    let api = PixabayClient(endpoint: endpoint, key: "test")
    return { query in try await api.search(query ?? "").hits.map(\.tags) }
  }

  @Test func theDiagramsTransitions() {
    let machine = Machine(searchScreenDefinition())
    #expect(machine.state == .emptyView)
    #expect(machine.send(.search("dog")) == .handled)
    #expect(machine.state == .startSearch("dog"), "the query is carried into the state")
    #expect(machine.send(.search(nil)) == .handled)
    #expect(machine.state == .startSearch(nil), "a new search replaces the one loading")
    machine.send(.resultsLoaded(["dog, puppy"]))
    #expect(machine.state == .showingResults && machine.context == ["dog, puppy"])
    machine.send(.clear)
    #expect(machine.state == .emptyView)
    machine.send(.search("cat"))
    machine.send(.failed("offline"))
    #expect(machine.state == .failed("offline"))
    #expect(machine.matches(.visible), "every state but hidden is in visible")
    machine.send(.cancel)
    #expect(machine.state == .hidden && !machine.matches(.visible))
    #expect(machine.send(.search("x")) == .ignored, "a hidden screen does not search")
    machine.send(.open)
    #expect(machine.state == .emptyView)
  }

  @Test func cancelAndSearchWorkFromEveryVisibleState() {
    let definition = searchScreenDefinition()
    let paths: [[SearchScreenEvent]] = [
      [], [.search("a")], [.search("a"), .resultsLoaded([])], [.search("a"), .failed("x")],
    ]
    for path in paths {
      let machine = Machine(definition)
      for event in path { machine.send(event) }
      #expect(machine.matches(.visible), "\(path)")
      #expect(machine.canHandle(.cancel) && machine.canHandle(.search("b")), "\(path)")
    }
  }

  @Test func searchLoadsResultsFromTheServer() async throws {
    try await withDemoServer { server in
      let load = Self.loader(server.url("api/"))
      let release = Gate<Void>()
      let machine = ObservableMachine(
        searchScreenDefinition { query in
          await release.wait()  // held, so the test sees `startSearch` for sure
          return try await load(query)
        })
      machine.send(.search("dog"))
      #expect(machine.state == .startSearch("dog"))
      release.open(())
      try await machine.waitUntil("results") { $0 == .showingResults }
      #expect(machine.context.count == 14)
      #expect(machine.context.allSatisfy { $0.contains("dog") })
      machine.send(.clear)
      #expect(machine.state == .emptyView)
    }
  }

  @Test func cancelWhileLoadingHidesTheSearchAndCancelsTheLoad() async throws {
    try await withDemoServer { server in
      let load = Self.loader(server.url("slow?delay=30000"))
      let ended = Gate<Bool>()
      let machine = ObservableMachine(
        searchScreenDefinition { query in
          do {
            let rows = try await load(query)
            ended.open(false)
            return rows
          } catch {
            ended.open(Task.isCancelled)
            throw error
          }
        })
      machine.send(.search("dog"))
      machine.send(.cancel)
      #expect(machine.state == .hidden)
      #expect(machine.snapshot.runningWork.isEmpty)
      machine.send(.open)
      #expect(machine.state == .emptyView)
      // The load ends now, cancelled, not after the server's 30 seconds.
      let cancelled = try await withTimeout("the load to end") { await ended.wait() }
      #expect(cancelled)
    }
  }

  @Test func aFailedLoadEntersFailedWithItsReason() async throws {
    try await withDemoServer { server in
      let machine = ObservableMachine(
        searchScreenDefinition(load: Self.loader(server.url("status/500"))))
      machine.send(.search("dog"))
      try await machine.waitUntil("the failure") { $0.stateCase == .failed }
      #expect(machine.state.failed?.hasPrefix("The server answered 500") == true)
    }
  }
}
