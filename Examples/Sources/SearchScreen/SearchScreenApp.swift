import StateKit

/// One row of the results table.
public struct SearchResultRow: Hashable, Sendable, Identifiable {
  /// Identifies the row.
  public var id: Int
  /// What the row says.
  public var title: String

  /// Creates a row.
  public init(id: Int, title: String) {
    self.id = id
    self.title = title
  }
}

/// Loads the rows for a query: the work `startSearch` runs.
public typealias SearchResultsLoader = @Sendable (_ query: String) async throws -> [SearchResultRow]

/// The events of the running screen: the diagram's events (``SearchScreenEvent``), with the
/// rows the results table loaded.
///
/// Its ``eventCase`` is a ``SearchScreenEvent/Case``, so the app's definition is written with the
/// diagram's event names and can be checked against ``searchScreenDefinition``.
public enum SearchScreenAppEvent: MachineEvent, Hashable {
  /// The user opened the search UI.
  case open
  /// The user tapped the search bar's cancel button.
  case cancel
  /// The user tapped the keyboard's search button with this query.
  case search(String?)
  /// The results arrived: the rows, or why they could not be loaded.
  case resultsLoaded(Result<[SearchResultRow], SearchScreenFailure>)
  /// The user cleared the query.
  case clear

  public var eventCase: SearchScreenEvent.Case {
    switch self {
    case .open: .open
    case .cancel: .cancel
    case .search: .search
    case .resultsLoaded: .resultsLoaded
    case .clear: .clear
    }
  }
}

/// Why results could not be loaded, in words.
public struct SearchScreenFailure: Error, Hashable, Sendable {
  /// The message the table shows.
  public var message: String

  /// Creates a failure.
  public init(_ message: String) { self.message = message }
}

/// The screen's extended state: the results shown and the query they are for.
public struct SearchScreenContext: Hashable, Sendable {
  /// The query of the last search (`nil` when there is none).
  public var query: String?
  /// The rows of the last search.
  public var rows: [SearchResultRow] = []
  /// Why the last search failed, if it did.
  public var failure: String?

  /// An empty context.
  public init() {}
}

/// The UIKit search screen example's search screen in the app: ``searchScreenDefinition`` whose `startSearch(query)`
/// state loads the results table, and whose context keeps the results.
///
/// The transitions are the diagram's, one for one. Leaving `startSearch` (cancel, or a new
/// search) cancels the load, and a load that was cancelled never delivers its rows.
///
/// - Parameter load: Loads the rows for a query.
/// - Returns: The definition.
public func searchScreenAppDefinition(
  load: @escaping SearchResultsLoader
) -> MachineDefinition<SearchScreenState, SearchScreenAppEvent, SearchScreenContext> {
  typealias Context = SearchScreenContext
  let query: @Sendable (Context, SearchScreenAppEvent?) -> SearchScreenState = { _, event in
    if case .search(let query) = event { return .startSearch(query) }
    return .startSearch(nil)
  }
  let startQuery: @Sendable (inout Context, SearchScreenAppEvent?) -> Void = { context, event in
    if case .search(let query) = event { context.query = query }
    context.rows = []
    context.failure = nil
  }
  let reset: @Sendable (inout Context, SearchScreenAppEvent?) -> Void = { context, _ in
    context = Context()
  }
  let storeResults: @Sendable (inout Context, SearchScreenAppEvent?) -> Void = { context, event in
    guard case .resultsLoaded(let result) = event else { return }
    switch result {
    case .success(let rows): context.rows = rows
    case .failure(let failure): context.failure = failure.message
    }
  }
  do {
    return try MachineDefinition(name: "SearchScreen", initial: .emptyView, context: Context()) {
      StateNode(.hidden) {
        Entry("forget the search", reset)
        On(.open, to: .emptyView)
      }
      StateNode(.emptyView) {
        Entry("forget the search", reset)
        On(.cancel, to: .hidden)
        On(.search, to: .startSearch, action: startQuery, with: query)
      }
      StateNode(.startSearch) {
        Invoke("load results") { input in
          guard let query = input.context.query, !query.isEmpty else {
            return .resultsLoaded(.success([]))
          }
          return .resultsLoaded(.success(try await load(query)))
        } catch: { error in
          .resultsLoaded(.failure(SearchScreenFailure("\(error)")))
        }
        On(.cancel, to: .hidden)
        On(.resultsLoaded, to: .showingResults, action: storeResults)
        On(.search, to: .startSearch, action: startQuery, with: query)
      }
      StateNode(.showingResults) {
        On(.cancel, to: .hidden)
        On(.clear, to: .emptyView)
        On(.search, to: .startSearch, action: startQuery, with: query)
      }
    }
  } catch {
    fatalError("\(error)")
  }
}
