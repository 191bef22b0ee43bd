import SearchScreen

/// Every piece of the search screen's UI that depends on its state, as one value.
///
/// The UIKit search screen example's point is that one `didSet` updates every view, so no
/// screen state forgets one. The demo draws the screen in a terminal, so here
/// ``render(_:rows:query:)`` returns the whole UI for a state: the properties are constants, so
/// the memberwise initializer makes every case set every property, and the compiler's
/// exhaustive `switch` makes every state render.
struct SearchScreenUI: Hashable, Sendable {
  /// Whether the search UI is on screen (the article's `delegate.hideSearch()`).
  let isSearchVisible: Bool
  /// Whether the activity spinner animates.
  let isSpinnerAnimating: Bool
  /// The search bar's text (`nil`: cleared).
  let searchBarText: String?
  /// Whether the search bar is first responder (the keyboard is up).
  let isSearchBarFocused: Bool
  /// The query the results table shows results for (`nil`: no results).
  let tableQuery: String?
  /// The titles the results table shows.
  let rows: [String]
  /// A message in place of the rows (no results, or why they failed), if any.
  let tableMessage: String?

  /// The UI of a state: the one place the screen is rendered.
  ///
  /// - Parameters:
  ///   - state: The screen's state.
  ///   - rows: The titles the last search loaded.
  ///   - query: The query of the last search.
  /// - Returns: Every UI property for that state.
  static func render(_ state: SearchScreenState, rows: [String], query: String?) -> Self {
    switch state {
    case .hidden:
      Self(
        isSearchVisible: false, isSpinnerAnimating: false, searchBarText: nil,
        isSearchBarFocused: false, tableQuery: nil, rows: [], tableMessage: nil)
    case .visible, .emptyView:
      Self(
        isSearchVisible: true, isSpinnerAnimating: false, searchBarText: nil,
        isSearchBarFocused: true, tableQuery: nil, rows: [], tableMessage: nil)
    case .startSearch(let query):
      Self(
        isSearchVisible: true, isSpinnerAnimating: true, searchBarText: query,
        isSearchBarFocused: false, tableQuery: query, rows: [], tableMessage: nil)
    case .showingResults:
      Self(
        isSearchVisible: true, isSpinnerAnimating: false, searchBarText: query,
        isSearchBarFocused: false, tableQuery: query, rows: rows,
        tableMessage: rows.isEmpty ? "No results for \"\(query ?? "")\"." : nil)
    case .failed(let reason):
      Self(
        isSearchVisible: true, isSpinnerAnimating: false, searchBarText: query,
        isSearchBarFocused: false, tableQuery: query, rows: [],
        tableMessage: "Search failed: \(reason)")
    }
  }
}
