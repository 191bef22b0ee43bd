import Observation
import StateKit

/// The view model of the UIKit search screen example's search screen.
///
/// ``SearchViewController`` is its UIKit screen: its render hook,
/// `model.machine.observe { [weak self] state in self?.render(state) }`, applies ``render(_:)``
/// to every view, as the article's `didSet` does. SwiftUI reads ``ui``. Either way the whole
/// screen comes from one place, ``SearchScreenUI/render(_:context:)``.
///
/// ```swift
/// let model = SearchScreenViewModel(load: { query in try await api.rows(for: query) })
/// model.searchButtonTapped()    // startSearch: spinner on, keyboard down, table loading
/// model.ui.isSpinnerAnimating   // true
/// ```
@MainActor @Observable
public final class SearchScreenViewModel {
  /// The text being typed in the search bar.
  public var typedText = ""

  /// The running machine, observable.
  public let machine:
    ObservableMachine<SearchScreenState, SearchScreenAppEvent, SearchScreenContext>

  /// Creates a view model.
  ///
  /// - Parameter load: Loads the results for a query.
  public init(load: @escaping SearchResultsLoader) {
    machine = ObservableMachine(searchScreenAppDefinition(load: load))
  }

  /// The screen's state.
  public var state: SearchScreenState { machine.state }

  /// The whole UI, rendered from the state.
  public var ui: SearchScreenUI { render(state) }

  /// Renders a state with the current results: every UI property, in one place.
  ///
  /// - Parameter state: The state to render.
  /// - Returns: The UI.
  public func render(_ state: SearchScreenState) -> SearchScreenUI {
    SearchScreenUI.render(state, context: machine.context)
  }

  /// The user opened the search UI.
  public func openTapped() {
    typedText = ""
    machine.send(.open)
  }

  /// The user tapped the search bar's cancel button.
  public func cancelTapped() {
    typedText = ""
    machine.send(.cancel)
  }

  /// The user tapped the keyboard's search button: searches ``typedText``.
  public func searchButtonTapped() {
    let query = typedText.isEmpty ? nil : typedText
    machine.send(.search(query))
  }

  /// The user cleared the query.
  public func clearTapped() {
    typedText = ""
    machine.send(.clear)
  }
}
