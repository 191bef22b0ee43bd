import StateKit
import StateKitMacros

/// The states of the UIKit search screen example, the article's `SearchState`: hidden; visible,
/// which holds the rest; `emptyView`, no query or a partial one being typed; `startSearch`,
/// loading the results for its query; `showingResults`; and `failed`, why the load failed.
@MachineState
public enum SearchScreenState: Hashable {
  case hidden, visible, emptyView, showingResults
  case startSearch(String?)
  case failed(String)
}

/// What the user did on the search screen (opened it, cancelled, cleared the query, searched),
/// or what loading the results answered: the rows' titles, or why it failed.
@MachineEvent
public enum SearchScreenEvent: Hashable, Codable {
  case open, cancel, clear
  case search(String?)
  case resultsLoaded([String])
  case failed(String)
}

/// Loads the titles of the results for a query: the work `startSearch` runs.
public typealias SearchResultsLoader = @Sendable (_ query: String?) async throws -> [String]

/// The search screen's machine. Its context is the titles the results table shows.
///
/// Every state but `hidden` is in `visible`, so `cancel` and `search` are declared once, for
/// all of them. `search(query)` enters `startSearch(query)` with the query; given a loader,
/// `startSearch` loads the results as state-scoped work, so leaving it (cancel, or a new
/// search) cancels the load, and a load that was cancelled never delivers its rows.
///
/// ```swift
/// let machine = ObservableMachine(searchScreenDefinition(load: api.titles(for:)))
/// machine.observe { [weak self] state in self?.render(state) }  // the article's didSet
/// ```
///
/// - Parameter load: Loads the results; `nil` for the diagram alone.
/// - Returns: The definition.
public func searchScreenDefinition(
  load: SearchResultsLoader? = nil
) -> MachineDefinition<SearchScreenState, SearchScreenEvent, [String]> {
  try! MachineDefinition(name: "SearchScreen", initial: .emptyView, context: []) {
    StateNode(.hidden) { On(.open, to: .emptyView) }
    StateNode(.visible) {
      On(.cancel, to: .hidden)
      On(\.search, to: \.startSearch)
      StateNode(.emptyView)
      StateNode(.startSearch) {
        if let load {
          Invoke("load results", with: \.search) {
            .resultsLoaded(try await load($0))
          } catch: {
            .failed("\($0)")
          }
        }
        On(\.resultsLoaded, to: .showingResults) { $0 = $1 }
        On(\.failed, to: \.failed)
      }
      StateNode(.showingResults) { On(.clear, to: .emptyView) }
      StateNode(.failed) { On(.clear, to: .emptyView) }
    }
  }
}
