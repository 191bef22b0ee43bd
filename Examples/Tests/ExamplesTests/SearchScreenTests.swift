import DemoServer
import Foundation
import ImageSearch
import SearchScreen
import StateKit
import Testing

/// The UIKit search screen example's search screen: one render for every state, and the results loaded from the local
/// server.
@MainActor
struct SearchScreenTests {
  typealias UI = SearchScreenUI

  static func loader(_ endpoint: URL) -> SearchResultsLoader {
    let api = PixabayClient(endpoint: endpoint, key: "test")
    return { query in
      try await api.search(query).hits.map { SearchResultRow(id: $0.id, title: $0.tags) }
    }
  }

  static let rows = [SearchResultRow(id: 1, title: "dog, puppy")]

  static func context(query: String?, rows: [SearchResultRow], failure: String? = nil)
    -> SearchScreenContext
  {
    var context = SearchScreenContext()
    context.query = query
    context.rows = rows
    context.failure = failure
    return context
  }

  /// Every state, with what each UI property must be.
  static let cases: [(SearchScreenState, SearchScreenContext, UI)] = [
    (
      .hidden, context(query: "old", rows: rows),
      UI(
        isSearchVisible: false, isSpinnerAnimating: false, searchBarText: nil,
        isSearchBarFocused: false, tableQuery: nil, rows: [], tableMessage: nil)
    ),
    (
      .emptyView, SearchScreenContext(),
      UI(
        isSearchVisible: true, isSpinnerAnimating: false, searchBarText: nil,
        isSearchBarFocused: true, tableQuery: nil, rows: [], tableMessage: nil)
    ),
    (
      .startSearch("dog"), context(query: "dog", rows: []),
      UI(
        isSearchVisible: true, isSpinnerAnimating: true, searchBarText: "dog",
        isSearchBarFocused: false, tableQuery: "dog", rows: [], tableMessage: nil)
    ),
    (
      .startSearch(nil), context(query: nil, rows: []),
      UI(
        isSearchVisible: true, isSpinnerAnimating: true, searchBarText: nil,
        isSearchBarFocused: false, tableQuery: nil, rows: [], tableMessage: nil)
    ),
    (
      .showingResults, context(query: "dog", rows: rows),
      UI(
        isSearchVisible: true, isSpinnerAnimating: false, searchBarText: "dog",
        isSearchBarFocused: false, tableQuery: "dog", rows: rows, tableMessage: nil)
    ),
    (
      .showingResults, context(query: "zebra", rows: []),
      UI(
        isSearchVisible: true, isSpinnerAnimating: false, searchBarText: "zebra",
        isSearchBarFocused: false, tableQuery: "zebra", rows: [],
        tableMessage: "No results for \"zebra\".")
    ),
    (
      .showingResults, context(query: "dog", rows: [], failure: "offline"),
      UI(
        isSearchVisible: true, isSpinnerAnimating: false, searchBarText: "dog",
        isSearchBarFocused: false, tableQuery: "dog", rows: [],
        tableMessage: "Search failed: offline")
    ),
  ]

  @Test func everyStateRendersEveryProperty() {
    var rendered = Set<SearchScreenState.Case>()
    for (state, context, expected) in Self.cases {
      let ui = UI.render(state, context: context)
      #expect(ui == expected, "render(\(state))")
      rendered.insert(state.stateCase)
    }
    #expect(rendered == Set(SearchScreenState.Case.allCases))
  }

  /// The rules that hold between properties, in every state the machine can reach.
  @Test func everyReachableStateRendersConsistently() {
    let definition = searchScreenAppDefinition { _ in [] }
    let events: [SearchScreenAppEvent] = [
      .open, .cancel, .search("cat"), .search(nil), .resultsLoaded(.success(Self.rows)),
      .resultsLoaded(.failure(SearchScreenFailure("offline"))), .clear,
    ]
    var frontier = [definition.initialSnapshot()]
    var seen = 0
    for _ in 0..<4 {
      var next: [Snapshot<SearchScreenState, SearchScreenAppEvent, SearchScreenContext>] = []
      for snapshot in frontier {
        seen += 1
        let ui = UI.render(snapshot.state, context: snapshot.context)
        let state = snapshot.state
        #expect(ui.isSpinnerAnimating == (state.stateCase == .startSearch), "\(state)")
        #expect(ui.isSearchVisible == (state != .hidden), "\(state)")
        #expect(!ui.isSearchBarFocused || (ui.isSearchVisible && !ui.isSpinnerAnimating))
        #expect(ui.isSearchBarFocused == (state == .emptyView), "\(state)")
        #expect(ui.tableQuery == ui.searchBarText, "\(state)")
        #expect(ui.rows.isEmpty || state == .showingResults, "\(state)")
        #expect((ui.tableMessage != nil) == (state == .showingResults && ui.rows.isEmpty))
        if case .startSearch(let query) = state { #expect(ui.tableQuery == query) }
        next += events.map { definition.transition(snapshot, on: $0).snapshot }
      }
      frontier = next
    }
    #expect(seen > 100)
  }

  @Test func theAppDefinitionHasTheDiagramsTransitions() {
    func arrows<E, C>(_ definition: MachineDefinition<SearchScreenState, E, C>) -> [String]
    where E.Case == SearchScreenEvent.Case {
      let nodes = definition.stateNodes
      return definition.transitionList.map { t in
        guard case .events(let events) = t.trigger else { return "?" }
        return "\(nodes[t.source].name) \(events) \(t.targets.map { nodes[$0].name })"
      }
    }
    #expect(arrows(searchScreenAppDefinition { _ in [] }) == arrows(searchScreenDefinition))
  }

  @Test func searchLoadsResultsFromTheServer() async throws {
    try await withDemoServer { server in
      let load = Self.loader(server.url("api/"))
      let release = Gate<Void>()
      let model = SearchScreenViewModel { query in
        await release.wait()  // held, so the test sees `startSearch` for sure
        return try await load(query)
      }
      #expect(model.state == .emptyView)
      #expect(model.ui.isSearchBarFocused)

      model.typedText = "dog"
      model.searchButtonTapped()
      #expect(model.state == .startSearch("dog"))
      #expect(model.ui.isSpinnerAnimating && !model.ui.isSearchBarFocused)

      release.open(())
      try await model.machine.waitUntil("results") { $0 == .showingResults }
      #expect(!model.ui.isSpinnerAnimating)
      #expect(model.ui.tableQuery == "dog")
      #expect(model.ui.rows.count == 14)
      #expect(model.ui.rows.allSatisfy { $0.title.contains("dog") })

      model.clearTapped()
      #expect(model.state == .emptyView)
      #expect(model.ui.rows.isEmpty && model.ui.isSearchBarFocused)
    }
  }

  @Test func cancelWhileLoadingHidesTheSearchAndDropsTheResults() async throws {
    try await withDemoServer { server in
      let load = Self.loader(server.url("slow?delay=30000"))
      let ended = Gate<Bool>()
      let model = SearchScreenViewModel { query in
        do {
          let rows = try await load(query)
          ended.open(false)
          return rows
        } catch {
          ended.open(Task.isCancelled)
          throw error
        }
      }
      model.typedText = "dog"
      model.searchButtonTapped()
      #expect(model.ui.isSpinnerAnimating)
      model.cancelTapped()
      #expect(model.state == .hidden)
      #expect(model.ui == UI.render(.hidden, context: SearchScreenContext()))
      #expect(model.machine.snapshot.runningWork.isEmpty)
      model.openTapped()
      #expect(model.state == .emptyView)
      // The load ends now, cancelled, not after the server's 30 seconds.
      let cancelled = try await withTimeout("the load to end") { await ended.wait() }
      #expect(cancelled)
    }
  }

  @Test func aFailedLoadShowsItsReasonInTheTable() async throws {
    try await withDemoServer { server in
      let model = SearchScreenViewModel(load: Self.loader(server.url("status/500")))
      model.typedText = "dog"
      model.searchButtonTapped()
      try await model.machine.waitUntil("results") { $0 == .showingResults }
      #expect(model.ui.rows.isEmpty)
      #expect(model.ui.tableMessage?.hasPrefix("Search failed: The server answered 500") == true)
    }
  }
}
