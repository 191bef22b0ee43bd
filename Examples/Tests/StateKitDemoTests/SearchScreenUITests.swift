import SearchScreen
import StateKit
import Testing

@testable import StateKitDemo

/// The demo's render of the UIKit search screen: every state sets every property, and the
/// properties agree in every state the machine reaches.
struct SearchScreenUITests {
  typealias UI = SearchScreenUI

  /// Every state, with what each UI property must be.
  static let cases: [(SearchScreenState, [String], String?, UI)] = [
    (
      .hidden, ["old"], "old",
      UI(
        isSearchVisible: false, isSpinnerAnimating: false, searchBarText: nil,
        isSearchBarFocused: false, tableQuery: nil, rows: [], tableMessage: nil)
    ),
    (
      .emptyView, [], nil,
      UI(
        isSearchVisible: true, isSpinnerAnimating: false, searchBarText: nil,
        isSearchBarFocused: true, tableQuery: nil, rows: [], tableMessage: nil)
    ),
    (
      .visible, [], nil,
      UI(
        isSearchVisible: true, isSpinnerAnimating: false, searchBarText: nil,
        isSearchBarFocused: true, tableQuery: nil, rows: [], tableMessage: nil)
    ),
    (
      .startSearch("dog"), [], "dog",
      UI(
        isSearchVisible: true, isSpinnerAnimating: true, searchBarText: "dog",
        isSearchBarFocused: false, tableQuery: "dog", rows: [], tableMessage: nil)
    ),
    (
      .startSearch(nil), [], nil,
      UI(
        isSearchVisible: true, isSpinnerAnimating: true, searchBarText: nil,
        isSearchBarFocused: false, tableQuery: nil, rows: [], tableMessage: nil)
    ),
    (
      .showingResults, ["dog, puppy"], "dog",
      UI(
        isSearchVisible: true, isSpinnerAnimating: false, searchBarText: "dog",
        isSearchBarFocused: false, tableQuery: "dog", rows: ["dog, puppy"], tableMessage: nil)
    ),
    (
      .showingResults, [], "zebra",
      UI(
        isSearchVisible: true, isSpinnerAnimating: false, searchBarText: "zebra",
        isSearchBarFocused: false, tableQuery: "zebra", rows: [],
        tableMessage: "No results for \"zebra\".")
    ),
    (
      .failed("offline"), [], "dog",
      UI(
        isSearchVisible: true, isSpinnerAnimating: false, searchBarText: "dog",
        isSearchBarFocused: false, tableQuery: "dog", rows: [],
        tableMessage: "Search failed: offline")
    ),
  ]

  @Test func everyStateRendersEveryProperty() {
    var rendered = Set<SearchScreenState.Case>()
    for (state, rows, query, expected) in Self.cases {
      #expect(UI.render(state, rows: rows, query: query) == expected, "render(\(state))")
      rendered.insert(state.stateCase)
    }
    #expect(rendered == Set(SearchScreenState.Case.allCases))
  }

  /// The rules that hold between properties, in every state the machine can reach.
  @Test func everyReachableStateRendersConsistently() {
    let definition = searchScreenDefinition()
    let events: [SearchScreenEvent] = [
      .open, .cancel, .search("cat"), .search(nil), .resultsLoaded(["a cat"]), .failed("offline"),
      .clear,
    ]
    var frontier = [definition.initialSnapshot()]
    var seen = 0
    for _ in 0..<4 {
      var next: [Snapshot<SearchScreenState, SearchScreenEvent, [String]>] = []
      for snapshot in frontier {
        seen += 1
        let state = snapshot.state
        let ui = UI.render(state, rows: snapshot.context, query: "cat")
        #expect(ui.isSpinnerAnimating == (state.stateCase == .startSearch), "\(state)")
        #expect(ui.isSearchVisible == (state != .hidden), "\(state)")
        #expect(!ui.isSearchBarFocused || (ui.isSearchVisible && !ui.isSpinnerAnimating))
        #expect(ui.isSearchBarFocused == (state == .emptyView), "\(state)")
        #expect(ui.rows.isEmpty || state == .showingResults, "\(state)")
        if case .startSearch(let query) = state { #expect(ui.tableQuery == query) }
        next += events.map { definition.transition(snapshot, on: $0).snapshot }
      }
      frontier = next
    }
    #expect(seen > 100)
  }
}
