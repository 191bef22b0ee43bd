import StateKit

// A search screen machine for the library's own tests (tooling, golden diagrams, paths): shaped
// like the UIKit search screen example's, with a payload state entered with the event's
// payload, but owned by these tests and deliberately not the machine the example ships (which
// groups its states in `visible`, loads the results as work and can fail), so that the library's
// tests never depend on the Examples package. The shipped machine is
// `Examples/Sources/SearchScreen/SearchScreenMachine.swift`, tested in
// `Examples/Tests/ExamplesTests/SearchScreenTests.swift`.

/// The states of the search screen fixture. `startSearch` carries the query being loaded.
package enum SearchScreenState: MachineState, Hashable {
  /// The search UI is hidden.
  case hidden
  /// Visible, without results: no query, or a partial one being typed.
  case emptyView
  /// Loading results for the query.
  case startSearch(String?)
  /// Results are shown.
  case showingResults

  /// The payload-free names of the states.
  package enum Case: Hashable, Sendable, CaseIterable {
    case hidden, emptyView, startSearch, showingResults
  }

  package var stateCase: Case {
    switch self {
    case .hidden: .hidden
    case .emptyView: .emptyView
    case .startSearch: .startSearch
    case .showingResults: .showingResults
    }
  }

  package init?(stateCase: Case) {
    switch stateCase {
    case .hidden: self = .hidden
    case .emptyView: self = .emptyView
    case .startSearch: return nil
    case .showingResults: self = .showingResults
    }
  }
}

/// What the user did on the search screen, or what the results table reported.
package enum SearchScreenEvent: MachineEvent, Hashable {
  /// The user opened the search UI.
  case open
  /// The user tapped the search bar's cancel button.
  case cancel
  /// The user tapped the keyboard's search button with this query.
  case search(String?)
  /// The results table finished loading.
  case resultsLoaded
  /// The user cleared the query.
  case clear

  /// The payload-free names of the events.
  package enum Case: Hashable, Sendable, CaseIterable {
    case open, cancel, search, resultsLoaded, clear
  }

  package var eventCase: Case {
    switch self {
    case .open: .open
    case .cancel: .cancel
    case .search: .search
    case .resultsLoaded: .resultsLoaded
    case .clear: .clear
    }
  }
}

/// The search screen fixture's states as a StateKit definition.
package let searchScreenDefinition: MachineDefinition<SearchScreenState, SearchScreenEvent, Void> =
  {
    let query: @Sendable (Void, SearchScreenEvent?) -> SearchScreenState = { _, event in
      if case .search(let query) = event { return .startSearch(query) }
      return .startSearch(nil)
    }
    do {
      return try MachineDefinition(name: "SearchScreen", initial: .emptyView) {
        StateNode(.hidden) {
          On(.open, to: .emptyView)
        }
        StateNode(.emptyView) {
          On(.cancel, to: .hidden)
          On(.search, to: .startSearch, with: query)
        }
        StateNode(.startSearch) {
          On(.cancel, to: .hidden)
          On(.resultsLoaded, to: .showingResults)
          On(.search, to: .startSearch, with: query)
        }
        StateNode(.showingResults) {
          On(.cancel, to: .hidden)
          On(.clear, to: .emptyView)
          On(.search, to: .startSearch, with: query)
        }
      }
    } catch {
      fatalError("\(error)")
    }
  }()
