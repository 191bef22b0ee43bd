import Observation
import SearchScreen
import StateKit

/// The demo's glue for the UIKit search screen example: the text being typed and the query of
/// the last search, which a UIKit screen keeps in its search bar, beside the observable
/// machine. ``ui`` renders the whole screen from the state, as ``SearchScreenUI`` says.
@MainActor @Observable
final class SearchScreenModel {
  /// The text being typed in the search bar.
  var typedText = ""
  /// The query of the last search.
  private(set) var lastQuery: String?

  /// The running machine, observable.
  let machine: ObservableMachine<SearchScreenState, SearchScreenEvent, [String]>

  init(load: @escaping SearchResultsLoader) {
    machine = ObservableMachine(searchScreenDefinition(load: load))
  }

  /// The screen's state.
  var state: SearchScreenState { machine.state }

  /// The whole UI, rendered from the state.
  var ui: SearchScreenUI { SearchScreenUI.render(state, rows: machine.context, query: lastQuery) }

  func openTapped() {
    typedText = ""
    machine.send(.open)
  }

  func cancelTapped() {
    typedText = ""
    machine.send(.cancel)
  }

  /// Searches ``typedText`` (no query when it is empty).
  func searchButtonTapped() {
    lastQuery = typedText.isEmpty ? nil : typedText
    machine.send(.search(lastQuery))
  }

  func clearTapped() {
    typedText = ""
    machine.send(.clear)
  }
}
