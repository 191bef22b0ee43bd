/// Every piece of the search screen's UI that depends on its state, as one value.
///
/// The UIKit search screen example's point is that one `didSet` updates every view, so no screen state forgets one.
/// Here ``render(_:context:)`` returns the whole UI for a state: the memberwise initializer makes
/// every case set every property, and the compiler's exhaustive `switch` makes every state
/// render.
public struct SearchScreenUI: Hashable, Sendable {
  /// Whether the search UI is on screen (the article's `delegate.hideSearch()`).
  public var isSearchVisible: Bool
  /// Whether the activity spinner animates.
  public var isSpinnerAnimating: Bool
  /// The search bar's text (`nil`: cleared).
  public var searchBarText: String?
  /// Whether the search bar is first responder (the keyboard is up).
  public var isSearchBarFocused: Bool
  /// The query the results table shows results for (`nil`: no results).
  public var tableQuery: String?
  /// The rows the results table shows.
  public var rows: [SearchResultRow]
  /// A message in place of the rows (no results, or why they failed), if any.
  public var tableMessage: String?

  /// Creates a UI value; every property must be given.
  public init(
    isSearchVisible: Bool, isSpinnerAnimating: Bool, searchBarText: String?,
    isSearchBarFocused: Bool, tableQuery: String?, rows: [SearchResultRow], tableMessage: String?
  ) {
    self.isSearchVisible = isSearchVisible
    self.isSpinnerAnimating = isSpinnerAnimating
    self.searchBarText = searchBarText
    self.isSearchBarFocused = isSearchBarFocused
    self.tableQuery = tableQuery
    self.rows = rows
    self.tableMessage = tableMessage
  }

  /// The UI of a state: the one place the screen is rendered.
  ///
  /// - Parameters:
  ///   - state: The screen's state.
  ///   - context: The query and results of the last search.
  /// - Returns: Every UI property for that state.
  public static func render(_ state: SearchScreenState, context: SearchScreenContext) -> Self {
    switch state {
    case .hidden:
      Self(
        isSearchVisible: false, isSpinnerAnimating: false, searchBarText: nil,
        isSearchBarFocused: false, tableQuery: nil, rows: [], tableMessage: nil)
    case .emptyView:
      Self(
        isSearchVisible: true, isSpinnerAnimating: false, searchBarText: nil,
        isSearchBarFocused: true, tableQuery: nil, rows: [], tableMessage: nil)
    case .startSearch(let query):
      Self(
        isSearchVisible: true, isSpinnerAnimating: true, searchBarText: query,
        isSearchBarFocused: false, tableQuery: query, rows: [], tableMessage: nil)
    case .showingResults:
      Self(
        isSearchVisible: true, isSpinnerAnimating: false, searchBarText: context.query,
        isSearchBarFocused: false, tableQuery: context.query, rows: context.rows,
        tableMessage: context.failure.map { "Search failed: \($0)" }
          ?? (context.rows.isEmpty ? "No results for \"\(context.query ?? "")\"." : nil))
    }
  }
}
